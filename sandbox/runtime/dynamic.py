"""``eval``, ``exec``, ``compile``, ``locals``, ``vars()``, ``dir()`` and ``id`` for guest code.

Guest source given to ``eval``/``exec``/``compile`` goes through the sandbox's own pipeline
(CPython's parser for the tree and its errors, then :func:`sandbox.compiler.program_of`): the
code runs as guest code in the run in progress, under the same limits and the same gate; no
CPython code object is ever executed. A code object is a :class:`GuestCode`.

Namespaces: the caller's module globals are used as they are. A dict the guest passes is not
a namespace the compiled code can use directly (that needs :class:`Globals`), so the code runs
in an :class:`ExecGlobals` filled from it, and every binding the code made is written back to
the dict when it ends (also when it raises). The same dict passed again reuses the same
namespace, so functions defined by one ``exec`` see what a later ``exec`` defines.

The compiled call sites (:mod:`sandbox.compiler.dynamic`) pass the caller's frame, so that
``locals()``, ``vars()``, ``dir()`` and ``eval``/``exec`` without a namespace see the caller's
names; called any other way (``f = eval; f(...)``) they see the module's.
"""

from __future__ import annotations

import ast
import warnings
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any

from ..errors import SandboxSyntaxError, abort_limit
from . import compiling
from .context import current_ctx
from .costs import charge_bytes, charge_ns
from .globalsview import module_of, namespace_of
from .objects import UNBOUND, ExecGlobals, Globals, guest_address, guest_number

#: Estimated host time to parse and compile one byte of guest source (charged as steps).
COMPILE_NS_PER_BYTE = 3_000
_MODES = ("exec", "eval", "single")
_CACHE: OrderedDict[tuple[str, str, str], Any] = OrderedDict()
_CACHE_SIZE = 128
#: The builtins whose compiled call sites pass the caller's frame (sandbox.compiler.dynamic),
#: filled with the builtin objects by sandbox.modules.builtin_table when it builds them.
FRAME_BUILTINS: dict[str, Any] = {"eval": None, "exec": None, "locals": None, "vars": None,
                                  "dir": None, "globals": None}
#: How ``'single'`` code shows an expression's value, ``(ctx, session globals, value)``:
#: installed by :mod:`sandbox.modules.builtin_table` (the repr sized first, then the
#: session's own ``print``).
DISPLAY: list[Callable[[Any, Globals, Any], None]] = []
#: How many guest dicts per session keep their namespace between calls.
_BOUND_NAMESPACES = 64


class GuestCode:
    """A code object made by the guest's ``compile()``: guest source compiled by the sandbox,
    runnable by ``eval``/``exec``. Guest code cannot construct one."""

    __slots__ = ("program", "mode", "co_filename", "co_name")
    __sandbox_attrs__ = frozenset({"co_filename", "co_name"})
    program: Any
    mode: str
    co_filename: str
    co_name: str

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("cannot create 'code' instances")

    def __repr__(self) -> str:
        return (f"<code object {self.co_name} at {guest_address(self)}, "
                f'file "{self.co_filename}", line 1>')


GuestCode.__name__ = GuestCode.__qualname__ = "code"
GuestCode.__module__ = "builtins"  # as CPython's code type: type(c) names no sandbox module


def _namespace(base: Globals, filename: str, lines: list[str]) -> ExecGlobals:
    g = ExecGlobals()
    g.base = base
    g.builtins = base.builtins
    g.importer = base.importer
    g.source_file = (filename, lines)
    return g


# --- compile -----------------------------------------------------------------------------------

def compile_guest(ctx: Any, source: Any, filename: Any, mode: Any, who: str) -> GuestCode:
    """Compile guest ``source`` (str or bytes) as CPython's ``compile`` would, into a
    :class:`GuestCode`. Errors are CPython's (``SyntaxError`` with the line, ...)."""
    if isinstance(source, GuestCode):
        return source
    if isinstance(source, (bytes, bytearray)):
        source = bytes(source).decode("utf-8")
    elif not isinstance(source, str):
        what = "AST" if who == "compile" else "code"
        raise TypeError(f"{who}() arg 1 must be a string, bytes or {what} object")
    source = str(source)
    if who == "eval":
        source = source.lstrip(" \t")  # as CPython's eval does
    if not isinstance(filename, str):
        raise TypeError(f"compile() argument 'filename' must be str, not "
                        f"{type(filename).__name__}")
    if mode not in _MODES:
        raise ValueError("compile() mode must be 'exec', 'eval' or 'single'")
    size = len(source.encode("utf-8", "surrogatepass"))
    limit = ctx.limits.max_source_bytes
    if size > limit:
        raise abort_limit("max_source_bytes", size, limit, f"source given to {who}()")
    key = (source, str(filename), str(mode))
    program = _CACHE.get(key)
    if program is not None:
        _CACHE.move_to_end(key)
        charge_bytes(ctx, size)
    else:
        charge_ns(ctx, size * COMPILE_NS_PER_BYTE, f"compiling the source given to {who}()")
        program = _compile(source, str(filename), str(mode), ctx.limits.max_nesting_depth)
        _CACHE[key] = program
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    code = object.__new__(GuestCode)
    code.program, code.mode, code.co_filename, code.co_name = program, mode, filename, "<module>"
    return code


def _compile(source: str, filename: str, mode: str, max_depth: int) -> Any:
    from ..parse import check_ast_depth, check_source_nesting

    try:
        check_source_nesting(source, max_depth)
        with warnings.catch_warnings():  # SyntaxWarnings must not reach the host's stderr
            warnings.simplefilter("ignore")
            tree: Any = compile(source, filename, mode, ast.PyCF_ONLY_AST, dont_inherit=True)
            compile(tree, filename, mode, 0, dont_inherit=True)  # scope errors; not run
        check_ast_depth(tree)
    except SandboxSyntaxError as exc:
        raise SyntaxError(exc.message) from None
    except (RecursionError, MemoryError):
        raise SyntaxError("too many nested parentheses") from None
    if isinstance(tree, ast.Expression):
        expr = ast.Expr(tree.body)
        ast.copy_location(expr, tree.body)
        module = ast.Module([expr], [])
    else:
        module = ast.Module(list(tree.body), [])
    try:
        return compiling.program_of(module, source, filename)
    except SandboxSyntaxError as exc:
        raise SyntaxError(exc.message) from None


# --- run ---------------------------------------------------------------------------------------

def run_code(code: GuestCode, g: Globals, ctx: Any) -> Any:
    """Run ``code`` in namespace ``g`` as a nested guest frame; the value of an ``eval``."""
    depth = ctx.depth = ctx.depth + 1
    try:
        if depth > ctx.max_depth:
            raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
        value = code.program.run([g, ctx, None, None])
    finally:
        ctx.depth -= 1
    if code.mode == "single" and value is not None:
        # as CPython's sys.displayhook: never the namespace's own __builtins__ (host code
        # calling them ran any host callable the guest named with no call-site check)
        DISPLAY[0](ctx, g.base if isinstance(g, ExecGlobals) else g, value)
        return None
    return value if code.mode == "eval" else None


def _check_namespaces(who: str, globals_: Any, locals_: Any) -> None:
    if globals_ is not None and not isinstance(globals_, dict):
        if who == "eval":
            raise TypeError("globals must be a real dict; try eval(expr, {}, mapping)")
        raise TypeError(f"exec() globals must be a dict, not {type(globals_).__name__}")
    if locals_ is not None and not isinstance(locals_, Mapping):
        if who == "eval":
            raise TypeError("locals must be a mapping")
        raise TypeError(f"locals must be a mapping or None, not {type(locals_).__name__}")


def _bound_namespace(base: Globals, ns: dict[str, Any], filename: str,
                     lines: list[str]) -> ExecGlobals:
    """The namespace kept for guest dict ``ns`` (keyed by identity; the dict is kept alive with
    it, so the key cannot be reused), refilled from ``ns``."""
    bound = base.importer.exec_namespaces
    entry = bound.get(id(ns))
    if entry is not None and entry[0] is ns:
        g = entry[1]
        bound.move_to_end(id(ns))
        g.clear()
        g.source_file = (filename, lines)
    else:
        g = _namespace(base, filename, lines)
        bound[id(ns)] = (ns, g)
        if len(bound) > _BOUND_NAMESPACES:
            bound.popitem(last=False)
    _copy_names(g, ns)
    _own_builtins(g, base, ns)
    return g


def _copy_names(g: Globals, m: Any) -> None:
    """Copy the names of guest namespace ``m`` into ``g``: all of an exact dict (its keys are
    hashed already), else only the exact ``str`` keys its ``keys()`` lists (a name is one;
    ``dict.update`` of a guest mapping or a dict subclass with its own ``__iter__`` hashed
    whatever key guest code listed, in host code with no check: a million-deep tuple
    overflowed C's tuple hash)."""
    if type(m) is dict:
        g.update(m)
        return
    for key in list(m.keys()):
        if type(key) is str:
            try:
                g[key] = m[key]
            except KeyError:  # listed, not there: a name lookup would not find it either
                pass


def _own_builtins(g: Globals, base: Globals, globals_: dict[str, Any]) -> None:
    """A ``__builtins__`` dict in the globals replaces the builtins, as in CPython (a way
    models restrict what evaluated code can call; the locals' is an ordinary name); anything
    else there is ignored."""
    given = dict.get(globals_, "__builtins__")
    g.builtins = given if type(given) is dict else base.builtins


def run_source(who: str, caller: Globals, caller_locals: Callable[[], Any] | None,
               source: Any, globals_: Any = None, locals_: Any = None) -> Any:
    """``eval``/``exec`` of ``source`` called from a frame whose module globals are ``caller``;
    ``caller_locals()`` gives its locals (None: the frame is the module's own)."""
    ctx = current_ctx()
    _check_namespaces(who, globals_, locals_)
    code = compile_guest(ctx, source, "<string>", "eval" if who == "eval" else "exec", who)
    mode_code = code
    lines = code.program.lines
    if globals_ is None:
        if locals_ is None and caller_locals is None:
            return run_code(mode_code, caller, ctx)
        target = locals_ if locals_ is not None else caller_locals() if caller_locals else None
        return _run_merged(mode_code, caller, dict(caller), target, ctx, lines)
    base = caller.base if isinstance(caller, ExecGlobals) else caller
    module = module_of(globals_)
    if module is not None and (locals_ is None or locals_ is globals_):
        return run_code(mode_code, module, ctx)  # exec(src, globals()): in the module itself
    if locals_ is None or locals_ is globals_:
        g = _bound_namespace(base, globals_, code.co_filename, lines)
        charge_bytes(ctx, 16 * len(globals_))
        try:
            return run_code(mode_code, g, ctx)
        finally:
            _write_back(globals_, g, ctx)
    return _run_merged(mode_code, base, globals_, locals_, ctx, lines)


def _run_merged(code: GuestCode, base: Globals, globals_: dict[str, Any], target: Any,
                ctx: Any, lines: list[str]) -> Any:
    """Run ``code`` with separate globals and locals: names are looked up in ``target`` then
    ``globals_``; the bindings it makes go to ``target`` (a discarded snapshot if None)."""
    g = _namespace(base, code.co_filename, lines)
    _copy_names(g, globals_)
    if target is not None:
        _copy_names(g, target)
    _own_builtins(g, base, globals_)
    before = dict(g)
    charge_bytes(ctx, 32 * len(before))
    try:
        return run_code(code, g, ctx)
    finally:
        if target is not None:
            for key, value in g.items():
                if key not in before or before[key] is not value:
                    target[key] = value
            for key in before:
                if key not in g and key in target:
                    del target[key]


def _write_back(ns: dict[str, Any], g: Globals, ctx: Any) -> None:
    charge_bytes(ctx, 16 * len(g))
    for key in [k for k in ns if type(k) is str and k not in g]:
        del ns[key]  # (a key that is no name stays, as in CPython; no guest key is hashed)
    ns.update(g)


# --- frames: locals() ---------------------------------------------------------------------------

def frame_locals(frame: list[Any], slots: tuple[tuple[str, int, bool], ...]) -> dict[str, Any]:
    """A snapshot of a function frame's bound names, as CPython 3.11's ``locals()`` gives."""
    out: dict[str, Any] = {}
    for name, slot, is_cell in slots:
        value = frame[slot]
        if is_cell and value is not UNBOUND:
            value = value.value
        if value is not UNBOUND:
            out[name] = value
    return out


def module_locals(g: Globals) -> dict[str, Any]:
    """``locals()`` at module level: the module's names (a snapshot: see CONFORMANCE.md)."""
    return dict(g)


def module_globals(g: Globals, ctx: Any) -> Any:
    """``globals()`` in code whose module namespace is ``g``: a dict of its names that writes
    its changes through (:mod:`.globalsview`), charged as the copy it is."""
    charge_bytes(ctx, 16 * len(g))
    return namespace_of(g)


def guest_id(obj: Any) -> int:
    """``id(obj)``: the number behind the address guest reprs show (``hex(id(f))`` is the
    ``0x7f...`` of ``repr(f)``): the same for the object's whole life, unique among live
    objects, and telling nothing about memory (:func:`~.objects.guest_number`)."""
    return guest_number(obj)


# --- the builtins (called without a frame: the module's names) -------------------------------

_REFUSED_FLAGS = ast.PyCF_ONLY_AST | ast.PyCF_TYPE_COMMENTS | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT


def _session_globals() -> Globals:
    return current_ctx().session.globals  # type: ignore[no-any-return]


def eval_(source: Any, globals: Any = None, locals: Any = None, /) -> Any:  # noqa: A002
    """Evaluate the given source in the context of globals and locals."""
    return run_source("eval", _session_globals(), None, source, globals, locals)


def exec_(source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
    """Execute the given source in the context of globals and locals."""
    run_source("exec", _session_globals(), None, source, globals, locals)


def compile_(source: Any, filename: Any, mode: Any, flags: Any = 0, dont_inherit: Any = False,
             optimize: Any = -1, *, _feature_version: Any = -1) -> GuestCode:
    """Compile source into a code object that can be executed by exec() or eval()."""
    if type(flags) is not int:
        raise TypeError(f"'{type(flags).__name__}' object cannot be interpreted as an integer")
    if flags & _REFUSED_FLAGS:
        raise ValueError("compile() flags are not supported in the sandbox (no AST objects, "
                         "no top-level await): compile source text with flags=0")
    return compile_guest(current_ctx(), source, filename, mode, "compile")


def globals_(*args: Any) -> Any:
    """Return the dictionary containing the current scope's global variables."""
    if args:
        raise TypeError(f"globals() takes no arguments ({len(args)} given)")
    return module_globals(_session_globals(), current_ctx())


def locals_() -> dict[str, Any]:
    """Return a dictionary containing the current scope's local variables."""
    return module_locals(_session_globals())


DEFAULT_IMPLS: dict[str, Callable[..., Any]] = {
    "eval": eval_, "exec": exec_, "compile": compile_, "locals": locals_, "globals": globals_,
    "id": guest_id}
