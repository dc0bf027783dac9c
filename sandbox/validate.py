"""Validate a parsed program against the constructs the evaluator supports.

One walk over the tree; every unsupported construct is reported at once (with its line and
column) in a single :class:`SandboxSyntaxError`, so a model can fix them all in one round trip.
Nothing runs before validation passes.
"""

from __future__ import annotations

import ast

from .errors import SandboxSyntaxError

#: Node types the evaluator does not run yet, with the words used in the error message.
UNSUPPORTED: dict[type[ast.AST], str] = {
}


def validate(tree: ast.Module) -> None:
    """Raise SandboxSyntaxError listing every unsupported construct in ``tree``."""
    problems: list[tuple[int, int, str]] = []
    for node in ast.walk(tree):
        what = UNSUPPORTED.get(type(node))
        if what is not None:
            problems.append((node.lineno, node.col_offset, what))  # type: ignore[attr-defined]
    if problems:
        problems.sort()
        lines = [f"line {line}, column {col + 1}: {what} are not supported by the sandbox yet"
                 if what.endswith("s") else
                 f"line {line}, column {col + 1}: {what} is not supported by the sandbox yet"
                 for line, col, what in problems]
        first = lines[0] if len(lines) == 1 else f"{len(lines)} unsupported constructs"
        text = "SyntaxError: " + first + "\n" + "".join(f"  {line}\n" for line in lines)
        raise SandboxSyntaxError(first if len(lines) == 1 else "; ".join(lines), text,
                                 lineno=problems[0][0], offset=problems[0][1] + 1)
