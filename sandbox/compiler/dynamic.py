"""Call sites of ``eval``, ``exec``, ``locals``, ``vars`` and ``dir`` that see the caller's frame.

CPython's ``locals()``, ``vars()``, ``dir()`` and ``eval``/``exec`` without a namespace read
the calling frame. The sandbox has no frame objects: a call whose function is one of these
names (not rebound in the scope) is compiled here with what the frame holds — the module
globals, and the names and slots of the compiled scope. At run time the callee is checked: only
the sandbox's own builtin gets the frame; anything else bound to the name is called as usual.
"""

from __future__ import annotations

import ast
from typing import Any

from ..runtime.dynamic import (
    FRAME_BUILTINS,
    frame_locals,
    module_globals,
    module_locals,
    run_source,
)
from ..runtime.tracing import mark
from ..scopes import F_RETURN, GLOBAL
from .base import Closure, CompilerBase


class DynamicCompiler(CompilerBase):
    """Mixin: calls of the frame-reading builtins."""

    def dynamic_call(self, node: ast.Call) -> Closure | None:
        func_node = node.func
        if not isinstance(func_node, ast.Name) or func_node.id not in FRAME_BUILTINS:
            return None
        name = func_node.id
        if self.scope.resolve(name)[0] != GLOBAL:
            return None
        if any(isinstance(a, ast.Starred) for a in node.args) or any(
                k.arg is None for k in node.keywords):
            return None
        if name in ("locals", "vars", "dir", "globals") and (node.args or node.keywords):
            return None  # vars(obj)/dir(obj) read no frame (globals(x): the builtin's error)
        func = self.expr(func_node)
        args = [self.expr(a) for a in node.args]
        kwargs = [(str(k.arg), self.expr(k.value)) for k in node.keywords]
        builtin = FRAME_BUILTINS[name]
        caller_locals = self._locals_of_scope()
        code_name = self.scope.name
        pos = self.pos(node)

        def frame_call(f: list[Any]) -> Any:
            try:
                fn = func(f)
                values = [a(f) for a in args]
                named = {k: v(f) for k, v in kwargs}
                if fn is not builtin:
                    return fn(*values, **named)
                if name == "eval" or name == "exec":
                    getter = None if caller_locals is None else (lambda: caller_locals(f))
                    return run_source(name, f[0], getter, *values, **named)
                if name == "globals":
                    return module_globals(f[0], f[1])
                found = module_locals(f[0]) if caller_locals is None else caller_locals(f)
                if name == "dir":
                    return sorted(found)
                return found
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return frame_call

    def _locals_of_scope(self) -> Any:
        """``frame -> dict`` of the names bound in the scope being compiled (None: module)."""
        scope = self.scope
        if scope.kind == "module":
            return None
        if scope.kind == "class":
            def class_locals(f: list[Any]) -> Any:
                return f[F_RETURN]  # the class namespace itself, as in CPython
            return class_locals
        order = self._parameter_order()
        slots = tuple((n, s, n in scope.cells or n in scope.frees)
                      for n, s in sorted(scope.slots.items(),
                                         key=lambda item: (order.get(item[0], len(order)),
                                                           item[1]))
                      if n.isidentifier())

        def function_locals(f: list[Any]) -> dict[str, Any]:
            return frame_locals(f, slots)
        return function_locals

    def _parameter_order(self) -> dict[str, int]:
        """CPython's order of a function's parameters among its locals: positional, then
        keyword-only, then ``*args``, then ``**kwargs``."""
        node = next((n for n, sc in self.scopes.items() if sc is self.scope), None)
        args = getattr(node, "args", None)
        if not isinstance(args, ast.arguments):
            return {}
        names = [a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)]
        names += [a.arg for a in (args.vararg, args.kwarg) if a is not None]
        return {name: i for i, name in enumerate(names)}
