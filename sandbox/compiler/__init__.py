"""AST -> closures. :func:`compile_program` is the whole front end: parse, validate, resolve
scopes, compile; compiled programs are cached by source text (they hold no session state)."""

from __future__ import annotations

import ast
from collections import OrderedDict
from typing import Any, cast

# The guards and the runtime builtins import each other; loading the guards from dunders
# first is the order their cycle allows (the compiler mixins below need both).
from ..guards import dunders as _dunders  # noqa: F401
from ..limits import Limits
from ..mangle import mangle_tree
from ..parse import parse
from ..runtime.compiling import install_compiler
from ..runtime.tracing import mark
from ..scopes import analyse
from ..validate import validate
from .base import Closure
from .calls import CallCompiler
from .classes import ClassCompiler
from .compound import CompoundCompiler
from .dynamic import DynamicCompiler
from .expressions import ExpressionCompiler
from .functions import FunctionCompiler
from .imports import ImportCompiler
from .operators import OperatorCompiler
from .patterns import PatternCompiler
from .statements import StatementCompiler
from .targets import TargetCompiler


class Compiler(PatternCompiler, CompoundCompiler, ClassCompiler, DynamicCompiler,
               ImportCompiler, FunctionCompiler, StatementCompiler, TargetCompiler,
               CallCompiler, OperatorCompiler, ExpressionCompiler):
    """All compile methods together (each mixin owns one family of nodes)."""


class Program:
    """A compiled module. ``run(frame)`` executes it in a module frame
    ``[globals, ctx, None, None]`` and returns the value of a final expression statement
    (else None)."""

    __slots__ = ("source", "lines", "run", "has_value")

    def __init__(self, source: str, lines: list[str], run: Closure, has_value: bool) -> None:
        self.source = source
        self.lines = lines
        self.run = run
        self.has_value = has_value


_CACHE: OrderedDict[tuple[str, int, int], Program] = OrderedDict()
_CACHE_SIZE = 256


def compile_program(source: str, limits: Limits) -> Program:
    """Compile ``source`` (cached); raises SandboxSyntaxError for bad or unsupported code."""
    key = (source, limits.max_source_bytes, limits.max_nesting_depth)
    program = _CACHE.get(key)
    if program is not None:
        _CACHE.move_to_end(key)
        return program
    program = _compile(source, limits)
    _CACHE[key] = program
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return program


def _compile(source: str, limits: Limits) -> Program:
    return program_of(parse(source, limits), source)


def program_of(tree: ast.Module, source: str, origin: str | None = None) -> Program:
    """Validate, resolve and compile a parsed module (also the guest's eval/exec/compile:
    ``origin`` is then the file name it was given, for inspect.getsource)."""
    _bind_docstring(tree)
    validate(tree)
    mangle_tree(tree)
    scopes = analyse(tree)
    lines = source.splitlines()
    compiler = Compiler(scopes, lines)
    compiler.source = source  # type: ignore[attr-defined] # kept by Code objects (sandbox.state)
    compiler.origin = origin  # type: ignore[attr-defined]
    compiler.scope = scopes[tree]
    compiler.future_annotations = _imports_future_annotations(tree)
    body = list(tree.body)
    last: Any = None
    if body and isinstance(body[-1], ast.Expr):
        last_node = cast(ast.Expr, body.pop())
        last = compiler.expr(last_node.value)
        last_pos = compiler.pos(last_node)
    block = compiler.block(body)
    if last is None:
        def run(frame: list[Any]) -> Any:
            block(frame)
            return None
        return Program(source, lines, run, False)

    def run_with_value(frame: list[Any]) -> Any:
        block(frame)
        try:
            return last(frame)
        except BaseException as e:
            mark(e, frame, "<module>", last_pos)
            raise
    return Program(source, lines, run_with_value, True)


def _bind_docstring(tree: ast.Module) -> None:
    """A module that starts with a string literal binds it to ``__doc__``, as CPython's
    compiler does (``argparse.ArgumentParser(description=__doc__)``); the expression statement
    stays, so a program that is only a string still has it as its value."""
    body = tree.body
    if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
            and type(body[0].value.value) is str):
        doc = body[0].value
        target = ast.copy_location(ast.Name("__doc__", ast.Store()), doc)
        value = ast.copy_location(ast.Constant(doc.value), doc)
        body.insert(0, ast.copy_location(ast.Assign([target], value), body[0]))


def _is_doc_binding(stmt: ast.stmt) -> bool:
    """Whether ``stmt`` is an assignment to ``__doc__`` (the one :func:`_bind_docstring`
    adds: CPython refuses any other before a future import)."""
    return (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id == "__doc__")


def _imports_future_annotations(tree: ast.Module) -> bool:
    """Whether the module starts with ``from __future__ import annotations`` (CPython's
    compile check in :mod:`sandbox.parse` has already refused misplaced future imports)."""
    for stmt in tree.body:
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
            if any(alias.name == "annotations" for alias in stmt.names):
                return True
        elif not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
                  or stmt is tree.body[0] and _is_doc_binding(stmt)):
            return False  # future imports come first (after a docstring)
    return False


# eval/exec/compile (runtime) and guest-source modules and files (modules) compile through
# the hook the lower rooms read (sandbox.runtime.compiling)
install_compiler(program_of, compile_program)
