"""The regular-expression engine behind the guest's ``re``: the ``regex`` package, with every
match bounded by the run's remaining time.

CPython's ``re`` backtracks without limit: ``re.match('(a+)+$', 'a' * 40 + 'b')`` runs for
ages inside one C call, where no step or deadline check can interrupt it. The ``regex``
package accepts a ``timeout`` on every matching call and raises ``TimeoutError`` when it
passes; the sandbox turns that into ``LimitExceeded(limit="timeout_s")``.

Patterns are compiled by CPython's ``re`` first, so syntax errors, flags and the pattern's
``repr`` are exactly CPython's, then by ``regex`` in its ``re``-compatible mode (VERSION0).
A pattern ``re`` accepts but ``regex`` does not (rare) runs on ``re`` with the pattern-size
cap as its only bound; THREAT_MODEL.md records this.
"""

from __future__ import annotations

import re
import time
from typing import Any

import regex

from ..errors import abort_limit

_MAXSIZE = 2**63 - 1


class TimedPattern:
    """A ``re.Pattern``-compatible object whose matching calls carry a timeout."""

    __slots__ = ("_std", "_rx", "_ctx")

    def __init__(self, std: re.Pattern[Any], rx: Any, ctx_getter: Any) -> None:
        self._std = std
        self._rx = rx
        self._ctx = ctx_getter

    @classmethod
    def compile(cls, pattern: Any, flags: int, ctx_getter: Any) -> Any:
        std = re.compile(pattern, flags)  # CPython's errors and semantics first
        try:
            rx = regex.compile(pattern, _translate(std.flags) | regex.VERSION0)
        except (regex.error, ValueError, TypeError):
            return std
        return cls(std, rx, ctx_getter)

    # attributes as re.Pattern has them
    pattern = property(lambda self: self._std.pattern)
    flags = property(lambda self: self._std.flags)
    groups = property(lambda self: self._std.groups)
    groupindex = property(lambda self: self._std.groupindex)

    def _timeout(self) -> float:
        ctx = self._ctx()
        return max(ctx.deadline - time.monotonic(), 0.001)

    def _call(self, method: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, timeout=self._timeout(), **kwargs)
        except TimeoutError:
            ctx = self._ctx()
            raise abort_limit("timeout_s", round(time.monotonic() - ctx.started, 3),
                              ctx.limits.timeout_s,
                              "time limit exceeded (in a regular expression)") from None

    def match(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        return self._call(self._rx.match, string, pos, endpos)

    def fullmatch(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        return self._call(self._rx.fullmatch, string, pos, endpos)

    def search(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        return self._call(self._rx.search, string, pos, endpos)

    def findall(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        return self._call(self._rx.findall, string, pos, endpos)

    def finditer(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        return self._call(self._rx.finditer, string, pos, endpos)

    def split(self, string: Any, maxsplit: int = 0) -> Any:
        return self._call(self._rx.split, string, maxsplit)

    def sub(self, repl: Any, string: Any, count: int = 0) -> Any:
        return self.subn(repl, string, count)[0]

    def subn(self, repl: Any, string: Any, count: int = 0) -> Any:
        if isinstance(repl, (str, bytes)):
            self._std.subn(repl, string[:0])  # CPython's own errors for a bad template
        return self._call(self._rx.subn, repl, string, count)

    def __repr__(self) -> str:
        return repr(self._std)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, TimedPattern):
            return self._std == other._std
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._std)


_FLAG_MAP = [(re.IGNORECASE, regex.IGNORECASE), (re.LOCALE, regex.LOCALE),
             (re.MULTILINE, regex.MULTILINE), (re.DOTALL, regex.DOTALL),
             (re.UNICODE, regex.UNICODE), (re.VERBOSE, regex.VERBOSE), (re.ASCII, regex.ASCII)]


def _translate(flags: int) -> int:
    """``re`` flag bits as ``regex`` numbers them (ASCII differs)."""
    out = 0
    for std, rx in _FLAG_MAP:
        if flags & std:
            out |= int(rx)
    return out


def match_repr(m: Any) -> str:
    """A match's repr as CPython's ``re`` prints it."""
    return repr(m).replace("<regex.Match object", "<re.Match object", 1)
