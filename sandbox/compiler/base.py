"""Shared state of the compiler: the scope being compiled, positions, dispatch.

Dispatch on node type happens here, once, at compile time (``expr_<Node>`` / ``stmt_<Node>``
methods of the mixins); the closures that come out never look at the AST again.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ..errors import SandboxInternalError
from ..runtime.tracing import Pos
from ..scopes import Scope

Closure = Callable[[list[Any]], Any]

#: Expressions whose closures record their own position when they raise.
SELF_MARKING_EXPRS = (ast.Call, ast.BinOp, ast.Name, ast.Attribute, ast.Subscript,
                      ast.Compare, ast.Constant, ast.JoinedStr, ast.Dict, ast.Set, ast.Await)


class CompilerBase:
    """State and helpers used by every compile method."""

    def __init__(self, scopes: dict[ast.AST, Scope], source_lines: list[str]) -> None:
        self.scopes = scopes
        self.source_lines = source_lines
        self.scope: Scope = None  # type: ignore[assignment]
        self.qualprefix = ""  # qualname prefix for functions defined in the current scope
        self.loop_depth = 0
        #: ``from __future__ import annotations`` (PEP 563): annotations are not evaluated,
        #: they are stored as their source text
        self.future_annotations = False

    @staticmethod
    def pos(node: ast.AST) -> Pos:
        """The node's span as recorded in tracebacks."""
        return (node.lineno, node.end_lineno or node.lineno,  # type: ignore[attr-defined]
                node.col_offset, node.end_col_offset or 0)  # type: ignore[attr-defined]

    def expr(self, node: ast.expr) -> Closure:
        """Compile an expression into ``closure(frame) -> value``."""
        method = getattr(self, "expr_" + type(node).__name__, None)
        if method is None:
            raise SandboxInternalError(f"no compiler for expression {type(node).__name__}")
        return method(node)  # type: ignore[no-any-return]

    def annotation(self, node: ast.expr) -> Closure:
        """Compile an annotation: evaluated where it stands, or (PEP 563) its text."""
        if self.future_annotations:
            text = ast.unparse(node)
            return lambda f: text
        return self.expr(node)

    def stmt(self, node: ast.stmt) -> Closure | None:
        """Compile a statement into ``closure(frame) -> Flow | None`` (None: nothing to run)."""
        method = getattr(self, "stmt_" + type(node).__name__, None)
        if method is None:
            raise SandboxInternalError(f"no compiler for statement {type(node).__name__}")
        return method(node)  # type: ignore[no-any-return]

    # Implemented by the mixins; declared for type checkers.
    def block(self, body: list[ast.stmt]) -> Closure:  # pragma: no cover - see statements
        raise NotImplementedError

    def store(self, target: ast.expr) -> Callable[[list[Any], Any], None]:  # pragma: no cover
        raise NotImplementedError

    def store_name(self, name: str) -> Callable[[list[Any], Any], None]:  # pragma: no cover
        raise NotImplementedError

    def delete(self, target: ast.expr) -> Callable[[list[Any]], None]:  # pragma: no cover
        raise NotImplementedError

    def enter_scope(self, node: ast.AST, qualname: str | None = None) -> tuple[Scope, str]:
        """Switch to the scope of ``node``; returns what :meth:`leave_scope` needs."""
        saved = (self.scope, self.qualprefix)
        self.scope = self.scopes[node]
        if qualname is not None:
            self.qualprefix = qualname + ".<locals>."
        return saved

    def leave_scope(self, saved: tuple[Scope, str]) -> None:
        self.scope, self.qualprefix = saved
