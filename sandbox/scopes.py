"""Resolve every name of a program once, before compiling (CPython's scoping rules).

:func:`analyse` maps each scope-creating node (module, def, lambda, class, comprehension) to a
:class:`Scope`. The compiler asks ``scope.resolve(name)`` and gets one of:

- ``(LOCAL, slot)``: a plain local in the frame list;
- ``(CELL, slot)``: a cell in the frame list (captured by an inner function, or captured from
  an outer one); the value is ``frame[slot].value``;
- ``(GLOBAL, None)``: the session's globals, then the builtins;
- ``(CLASS, None)``: a name a class body binds: the class namespace, then the globals and the
  builtins (never an enclosing function's variable, as CPython's ``LOAD_NAME``). A name a
  class body only reads, or declares ``nonlocal``, is a CELL when an enclosing function binds
  it; the compiler still looks in the class namespace first when loading it, as CPython's
  ``LOAD_CLASSDEREF``.

Comprehensions are function scopes (as in CPython 3.11). A walrus inside a comprehension
binds in the nearest enclosing non-comprehension scope.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any

LOCAL, CELL, GLOBAL, CLASS = "local", "cell", "global", "class"

#: Frame list layout shared by the compiler and the runtime: these first entries are reserved.
F_GLOBALS, F_CTX, F_FUNC, F_RETURN = 0, 1, 2, 3
FIRST_SLOT = 4

_FUNCTION_NODES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_COMPREHENSION_NODES = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_COMPREHENSION_NAMES = {ast.ListComp: "<listcomp>", ast.SetComp: "<setcomp>",
                        ast.DictComp: "<dictcomp>", ast.GeneratorExp: "<genexpr>"}


@dataclass(eq=False)
class Scope:
    """The names of one scope and where each lives at run time."""

    kind: str  # "module" | "function" | "class" | "comprehension"
    name: str  # the code name shown in tracebacks: "<module>", "f", "<lambda>", "<listcomp>"
    parent: Scope | None
    params: list[str] = field(default_factory=list)
    bound: set[str] = field(default_factory=set)
    used: set[str] = field(default_factory=set)
    global_decl: set[str] = field(default_factory=set)
    nonlocal_decl: set[str] = field(default_factory=set)
    walrus_through: set[str] = field(default_factory=set)  # comprehension: bound further out
    children: list[Scope] = field(default_factory=list)
    locals: set[str] = field(default_factory=set)
    cells: set[str] = field(default_factory=set)
    frees: set[str] = field(default_factory=set)
    slots: dict[str, int] = field(default_factory=dict)
    is_generator: bool = False
    is_async: bool = False

    @property
    def nslots(self) -> int:
        """Length of this scope's frame list."""
        return FIRST_SLOT + len(self.slots)

    def varnames(self) -> tuple[str, ...]:
        """The local variable names CPython's code object would list (``co_varnames``:
        parameters first, then the other locals not captured by an inner scope)."""
        if self.kind not in ("function", "comprehension"):
            return ()
        names = [n for n in self.slots if n in self.params
                 or (n in self.locals and n not in self.cells)]
        return tuple(names)

    def resolve(self, name: str) -> tuple[str, Any]:
        """Where ``name`` lives when referenced from this scope (see module docstring).

        The slot is typed ``Any`` for the compiler's closures: it is an ``int`` for LOCAL and
        CELL, else None."""
        if self.kind == "module" or name in self.global_decl:
            return GLOBAL, None
        if self.kind == "class":
            if name in self.nonlocal_decl or (name in self.frees and name not in self.bound):
                return CELL, self.slots[name]
            if name in self.bound:
                return CLASS, None
            return GLOBAL, None
        slot = self.slots.get(name)
        if slot is None:
            return GLOBAL, None
        if name in self.cells or name in self.frees:
            return CELL, slot
        return LOCAL, slot


def analyse(tree: ast.Module) -> dict[ast.AST, Scope]:
    """Build and resolve the scopes of ``tree``; the module's Scope is keyed by ``tree``."""
    builder = _Builder()
    module = Scope("module", "<module>", None)
    builder.scopes[tree] = module
    for stmt in tree.body:
        builder.visit(stmt, module)
    every = list(builder.scopes.values())
    for scope in every:
        _compute_locals(scope)
    for scope in every:
        _resolve_frees(scope)
    for scope in every:
        _assign_slots(scope)
    return builder.scopes


class _Builder:
    def __init__(self) -> None:
        self.scopes: dict[ast.AST, Scope] = {}

    def child(self, node: ast.AST, kind: str, name: str, parent: Scope) -> Scope:
        scope = Scope(kind, name, parent)
        parent.children.append(scope)
        self.scopes[node] = scope
        return scope

    def visit(self, node: ast.AST, scope: Scope) -> None:  # noqa: C901 - one switch on node type
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            scope.bound.add(node.name)
            for dec in node.decorator_list:
                self.visit(dec, scope)
            self.visit_arguments_outside(node.args, scope)
            if node.returns is not None:
                self.visit(node.returns, scope)
            inner = self.child(node, "function", node.name, scope)
            inner.is_async = isinstance(node, ast.AsyncFunctionDef)
            inner.params = _param_names(node.args)
            for stmt in node.body:
                self.visit(stmt, inner)
            return
        if isinstance(node, ast.Lambda):
            self.visit_arguments_outside(node.args, scope)
            inner = self.child(node, "function", "<lambda>", scope)
            inner.params = _param_names(node.args)
            self.visit(node.body, inner)
            return
        if isinstance(node, ast.ClassDef):
            scope.bound.add(node.name)
            for expr in [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]:
                self.visit(expr, scope)
            inner = self.child(node, "class", node.name, scope)
            for stmt in node.body:
                self.visit(stmt, inner)
            return
        if isinstance(node, _COMPREHENSION_NODES):
            gens = node.generators
            self.visit(gens[0].iter, scope)
            inner = self.child(node, "comprehension", _COMPREHENSION_NAMES[type(node)], scope)
            inner.is_generator = isinstance(node, ast.GeneratorExp)
            for i, gen in enumerate(gens):
                if i:
                    self.visit(gen.iter, inner)
                self.visit(gen.target, inner)
                for cond in gen.ifs:
                    self.visit(cond, inner)
            if isinstance(node, ast.DictComp):
                self.visit(node.key, inner)
                self.visit(node.value, inner)
            else:
                self.visit(node.elt, inner)
            return
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Load):
                scope.used.add(node.id)
                if node.id in ("super", "__class__") and scope.kind != "module":
                    scope.used.add("__class__")  # zero-argument super() needs the class cell
            else:
                scope.bound.add(node.id)
            return
        if isinstance(node, ast.NamedExpr):
            self.visit(node.value, scope)
            self.bind_walrus(node.target.id, scope)  # type: ignore[attr-defined]
            return
        if isinstance(node, ast.Global):
            scope.global_decl.update(node.names)
            return
        if isinstance(node, ast.Nonlocal):
            scope.nonlocal_decl.update(node.names)
            return
        if isinstance(node, ast.ExceptHandler) and node.name:
            scope.bound.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name != "*":
                    scope.bound.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            scope.bound.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            scope.bound.add(node.rest)
        elif isinstance(node, (ast.Yield, ast.YieldFrom)) or (
                isinstance(node, ast.Await) and scope.kind == "comprehension"):
            scope.is_generator = scope.is_generator or not isinstance(node, ast.Await)
        for child in ast.iter_child_nodes(node):
            self.visit(child, scope)

    def visit_arguments_outside(self, args: ast.arguments, scope: Scope) -> None:
        """Defaults and annotations are evaluated in the enclosing scope."""
        for expr in [*args.defaults, *(d for d in args.kw_defaults if d is not None)]:
            self.visit(expr, scope)
        for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
            if arg is not None and arg.annotation is not None:
                self.visit(arg.annotation, scope)

    def bind_walrus(self, name: str, scope: Scope) -> None:
        target = scope
        while target.kind == "comprehension":
            target.walrus_through.add(name)
            target.used.add(name)
            assert target.parent is not None
            target = target.parent
        target.bound.add(name)


def _param_names(args: ast.arguments) -> list[str]:
    names = [a.arg for a in [*args.posonlyargs, *args.args]]
    if args.vararg is not None:
        names.append(args.vararg.arg)
    names.extend(a.arg for a in args.kwonlyargs)
    if args.kwarg is not None:
        names.append(args.kwarg.arg)
    return names


def _compute_locals(scope: Scope) -> None:
    if scope.kind == "class":
        scope.locals = {"__class__"}  # the implicit cell methods use for super()
    if scope.kind in ("function", "comprehension"):
        scope.locals = ((scope.bound | set(scope.params))
                        - scope.global_decl - scope.nonlocal_decl - scope.walrus_through)


def _resolve_frees(scope: Scope) -> None:
    if scope.kind == "module":
        return
    wanted = (scope.used | scope.nonlocal_decl | scope.walrus_through) - scope.global_decl
    if scope.kind == "class":  # a name the body binds is the body's own (unless nonlocal)
        wanted = ((scope.used - scope.bound) | scope.nonlocal_decl) - scope.global_decl
        wanted.discard("__class__")
    else:
        wanted -= scope.locals
    for name in wanted:
        _capture(scope, name)


def _capture(scope: Scope, name: str) -> None:
    """Find the function scope that binds ``name`` above ``scope`` and thread a cell to it."""
    path = [scope]
    outer = scope.parent
    while outer is not None and outer.kind != "module":
        if (outer.kind != "class" or name == "__class__") and name in outer.locals:
            outer.cells.add(name)
            for inner in path:
                inner.frees.add(name)
            return
        if outer.kind != "class" and name in outer.global_decl:
            return
        path.append(outer)
        outer = outer.parent


def _assign_slots(scope: Scope) -> None:
    if scope.kind == "module":
        return
    ordered = list(scope.params) if scope.kind != "class" else []
    rest = (scope.locals | scope.frees) if scope.kind != "class" else (
        scope.frees | (scope.cells & {"__class__"}))
    ordered += sorted(rest - set(ordered))
    scope.slots = {name: FIRST_SLOT + i for i, name in enumerate(ordered)}
