"""Typed control flow between compiled statements.

A compiled statement returns ``None`` to fall through, or one of these sentinels; the loop or
function that understands it acts on it (``return`` stores its value in the frame's
``F_RETURN`` slot first). Never strings or flags.
"""

from __future__ import annotations

from typing import Final


class Flow:
    """One kind of non-local exit from a statement."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"<flow {self.name}>"


BREAK: Final = Flow("break")
CONTINUE: Final = Flow("continue")
RETURN: Final = Flow("return")
