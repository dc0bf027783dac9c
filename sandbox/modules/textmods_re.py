"""The guest's ``re`` module (part of :mod:`sandbox.modules.textmods`).

Guest code never holds a real ``re.Pattern`` or ``re.Match``: it gets the small façades below
(printed and typed as ``re.Pattern`` / ``re.Match``), which carry the session's ModuleEnv so
that every method can size its result against the run's memory limit before CPython builds it.

Caps (refused with LimitExceeded ``max_memory_bytes``): patterns longer than
:data:`MAX_PATTERN_CHARS`, subjects longer than :data:`MAX_SUBJECT_CHARS`; ``sub``/``subn``,
``findall``, ``split``, ``expand`` and ``escape`` results larger than the memory limit.

Matching runs on :mod:`sandbox.modules.regex_engine` (the ``regex`` package, bounded by the run's
deadline; large calls on a worker thread), so catastrophic backtracking ends with the run's
time limit.
"""

from __future__ import annotations

import re
import sys
import types
from typing import Any

from ..errors import abort_limit
from ..guards.costmodel import costs
from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.context import current_ctx
from . import ModuleEnv, register
from .regex_engine import TimedPattern, match_repr
from .session_classes import forbid_subclassing

MAX_PATTERN_CHARS = 10_000
MAX_SUBJECT_CHARS = 10_000_000
_DEBUG = int(re.DEBUG)
_MAXSIZE = sys.maxsize
#: Bytes charged per list item / string object when sizing findall and split results.
_ITEM_BYTES = 64


def _exact(text: Any) -> Any:
    """A str/bytes/bytearray subclass instance as its exact base type (what the C engine reads:
    a guest subclass's own ``__len__``, ``count`` or ``__hash__`` must not be trusted)."""
    t = type(text)
    if t is str or t is bytes or t is bytearray:
        return text
    if isinstance(text, str):
        return str.__str__(text)
    if isinstance(text, (bytes, bytearray)):
        return bytes(memoryview(text))
    return text


def _check_pattern(pattern: Any) -> None:
    if isinstance(pattern, (str, bytes, bytearray)) and len(pattern) > MAX_PATTERN_CHARS:
        raise abort_limit("max_memory_bytes", len(pattern), MAX_PATTERN_CHARS,
                          f"re: pattern longer than {MAX_PATTERN_CHARS} characters")


def _subject_len(string: Any) -> int:
    """len(string), or -1 when it has none (CPython then raises its own TypeError)."""
    if isinstance(string, str):
        n = str.__len__(string)
    elif isinstance(string, (bytes, bytearray)):
        with memoryview(string) as view:
            n = view.nbytes
    else:
        try:
            n = len(string)
        except TypeError:
            return -1
    if n > MAX_SUBJECT_CHARS:
        raise abort_limit("max_memory_bytes", n, MAX_SUBJECT_CHARS,
                          f"re: subject longer than {MAX_SUBJECT_CHARS} characters")
    return n


def _compile(pattern: Any, flags: Any) -> re.Pattern[Any]:
    if type(pattern) is Pattern:
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern._p
    pattern = _exact(pattern)
    _check_pattern(pattern)
    if isinstance(flags, int) and flags & _DEBUG:
        raise ValueError("re.DEBUG is not supported in the sandbox (it prints to the host)")
    return TimedPattern.compile(pattern, flags, current_ctx)  # type: ignore[no-any-return]


def _own(obj: Any, cls: type) -> None:
    """Refuse a method called on a foreign object (through a bound method's ``__func__``): the
    size checks below trust ``obj``'s private fields."""
    if type(obj) is not cls:
        raise TypeError(f"descriptor requires a 're.{cls.__name__}' object")


class Pattern:
    """Compiled regular expression object (sandbox façade over ``re.Pattern``)."""

    __slots__ = ("_p", "_env")
    _p: re.Pattern[Any]
    _env: ModuleEnv
    __class_getitem__: Any = classmethod(types.GenericAlias)

    def __new__(cls, *args: Any, **kwargs: Any) -> Pattern:
        raise TypeError("cannot create 're.Pattern' instances")

    @property
    def pattern(self) -> Any:
        return self._p.pattern

    @property
    def flags(self) -> int:
        return self._p.flags

    @property
    def groups(self) -> int:
        return self._p.groups

    @property
    def groupindex(self) -> dict[str, int]:
        return dict(self._p.groupindex)  # a copy (CPython returns a read-only mappingproxy)

    def match(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Match | None:
        _subject_len(string)
        return _match(self._p.match(string, pos, endpos), self._env, self)

    def fullmatch(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Match | None:
        _subject_len(string)
        return _match(self._p.fullmatch(string, pos, endpos), self._env, self)

    def search(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Match | None:
        _subject_len(string)
        return _match(self._p.search(string, pos, endpos), self._env, self)

    def findall(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> list[Any]:
        _own(self, Pattern)
        _check_list_result(self._env, self._p, string, pos, endpos, 0, "re.findall")
        return self._p.findall(string, pos, endpos)

    def finditer(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        _subject_len(string)
        env, p = self._env, self._p
        return map(lambda m: _match(m, env, self), p.finditer(string, pos, endpos))

    def split(self, string: Any, maxsplit: int = 0) -> list[Any]:
        _own(self, Pattern)
        _check_list_result(self._env, self._p, string, 0, _MAXSIZE, maxsplit, "re.split")
        return self._p.split(string, maxsplit)

    def sub(self, repl: Any, string: Any, count: int = 0) -> Any:
        _own(self, Pattern)
        return _subn(self._env, self._p, repl, string, count)[0]

    def subn(self, repl: Any, string: Any, count: int = 0) -> tuple[Any, int]:
        _own(self, Pattern)
        return _subn(self._env, self._p, repl, string, count)

    def __repr__(self) -> str:
        return repr(self._p)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Pattern:
            return NotImplemented
        return bool(self._p == other._p)

    def __hash__(self) -> int:
        return hash(self._p)

    def __copy__(self) -> Pattern:
        return self

    def __deepcopy__(self, memo: Any) -> Pattern:
        return self


class Match:
    """The result of a successful match (sandbox façade over ``re.Match``)."""

    __slots__ = ("_m", "_env", "_p")
    _m: re.Match[Any]
    _env: ModuleEnv
    _p: Any  # the Pattern façade or pattern that matched (regex's Match.re is rewritten)
    __class_getitem__: Any = classmethod(types.GenericAlias)

    def __new__(cls, *args: Any, **kwargs: Any) -> Match:
        raise TypeError("cannot create 're.Match' instances")

    def group(self, *args: Any) -> Any:
        return self._m.group(*args)

    def __getitem__(self, g: Any) -> Any:
        return self._m[g]

    def groups(self, default: Any = None) -> tuple[Any, ...]:
        return self._m.groups(default)

    def groupdict(self, default: Any = None) -> dict[str, Any]:
        return self._m.groupdict(default)

    def start(self, group: Any = 0) -> int:
        return self._m.start(group)

    def end(self, group: Any = 0) -> int:
        return self._m.end(group)

    def span(self, group: Any = 0) -> tuple[int, int]:
        return self._m.span(group)

    def expand(self, template: Any) -> Any:
        _own(self, Match)
        template = _exact(template)
        if isinstance(template, (str, bytes, bytearray)):
            bs: Any = "\\" if isinstance(template, str) else b"\\"
            est = len(template) + template.count(bs) * _max_group_len(self._m)
            self._env.ctx().check_alloc(est, "re.Match.expand")
        return self._m.expand(template)

    @property
    def string(self) -> Any:
        return self._m.string

    @property
    def re(self) -> Pattern:
        # a match made by a Pattern's method keeps that Pattern (``m.re is p`` as in CPython)
        p = self._p
        return p if isinstance(p, Pattern) else _pattern(p, self._env)

    @property
    def pos(self) -> int:
        return self._m.pos

    @property
    def endpos(self) -> int:
        return self._m.endpos

    @property
    def lastindex(self) -> int | None:
        return self._m.lastindex

    @property
    def lastgroup(self) -> str | None:
        return self._m.lastgroup

    @property
    def regs(self) -> tuple[tuple[int, int], ...]:
        return self._m.regs

    def __repr__(self) -> str:
        return match_repr(self._m)

    def __copy__(self) -> Match:
        return self

    def __deepcopy__(self, memo: Any) -> Match:
        return self


for _cls, _name in ((Pattern, "Pattern"), (Match, "Match")):
    _cls.__module__ = "re"
    _cls.__qualname__ = _cls.__name__ = _name
    forbid_subclassing(_cls, f"re.{_name}")

gate.ALLOWED_ATTRS[Pattern] = frozenset({
    "pattern", "flags", "groups", "groupindex", "match", "fullmatch", "search", "findall",
    "finditer", "split", "sub", "subn"})  # not ``scanner`` (an undocumented helper type)
gate.ALLOWED_ATTRS[Match] = frozenset({
    "group", "groups", "groupdict", "start", "end", "span", "expand", "string", "re", "pos",
    "endpos", "lastindex", "lastgroup", "regs"})
# re.I, re.M, ... are RegexFlag members: only their name and value are readable.
gate.ALLOWED_ATTRS[re.RegexFlag] = frozenset({"name", "value"})


def _pattern(p: Any, env: ModuleEnv) -> Pattern:
    obj = object.__new__(Pattern)
    obj._p = p
    obj._env = env
    return obj


def _match(m: re.Match[Any] | None, env: ModuleEnv, p: Any) -> Match | None:
    if m is None:
        return None
    obj = object.__new__(Match)
    obj._m = m
    obj._env = env
    obj._p = p
    return obj


def _max_group_len(m: re.Match[Any]) -> int:
    return max([e - s for s, e in m.regs])


def _check_list_result(env: ModuleEnv, p: re.Pattern[Any], string: Any, pos: Any, endpos: Any,
                       maxsplit: Any, what: str) -> None:
    """Refuse a findall/split result (list + strings) larger than the memory limit."""
    n = _subject_len(string)
    if n < 0:
        return
    ctx = env.ctx()
    lim = ctx.limits.max_memory_bytes
    g = p.groups
    per_item = _ITEM_BYTES * (g + 1)
    if n + (n + 1) * (per_item + g * n) <= lim:
        return  # a cheap upper bound is enough
    # Measure: walk the matches (no strings are built) and add up the sizes.
    if not isinstance(pos, int) or not isinstance(endpos, int):
        return  # CPython raises its own TypeError
    total = n
    count = 0
    for m in p.finditer(string, pos, endpos):
        total += per_item
        if g:
            for s, e in m.regs[1:]:
                if s >= 0:
                    total += e - s
        count += 1
        if total > lim:
            ctx.check_alloc(total, what)
        if not count & 0xFFFF:
            ctx.check_deadline()
        if maxsplit and isinstance(maxsplit, int) and count >= maxsplit > 0:
            break
    ctx.check_alloc(total, what)


def _subn(env: ModuleEnv, p: re.Pattern[Any], repl: Any, string: Any,
          count: Any) -> tuple[Any, int]:
    n = _subject_len(string)
    if n < 0:
        return p.subn(repl, string, count)  # CPython's TypeError
    ctx = env.ctx()
    lim = ctx.limits.max_memory_bytes
    total = [n]

    def charge(nbytes: int) -> None:
        total[0] += nbytes
        if total[0] > lim:
            ctx.check_alloc(total[0], "re.sub")

    if callable(repl):
        def call(m: re.Match[Any]) -> Any:
            r = repl(_match(m, env, p))
            if isinstance(r, (str, bytes, bytearray)):
                charge(len(_exact(r)))
            return r
        return p.subn(call, string, count)
    repl = _exact(repl)
    if not isinstance(repl, (str, bytes)):
        try:
            repl = bytes(memoryview(repl))  # other bytes-like templates
        except TypeError:
            return p.subn(repl, string, count)  # CPython's TypeError
    bs: Any = "\\" if isinstance(repl, str) else b"\\"
    refs = repl.count(bs)
    rlen = len(repl)
    if n + (n + 1) * (rlen + refs * n) <= lim:
        return p.subn(repl, string, count)  # the result cannot exceed the limit
    # Measure match by match.
    if not refs:
        def literal(m: re.Match[Any]) -> Any:
            charge(rlen)
            return repl
        return p.subn(literal, string, count)
    p.subn(repl, string[:0])  # CPython validates the template before matching
    template = repl

    def expand(m: re.Match[Any]) -> Any:
        charge(rlen + refs * _max_group_len(m))
        return m.expand(template)
    return p.subn(expand, string, count)


@register("re", doc="Regular expressions (CPython's re; sizes are capped, see THREAT_MODEL.md).",
          costs=costs(wrapped=("compile", "match", "fullmatch", "search", "findall",
                               "finditer", "sub", "subn", "split", "escape", "Pattern",
                               "Match"),
                      constant=("error",)))
def build_re(env: ModuleEnv) -> dict[str, Any]:
    def compile(pattern: Any, flags: Any = 0) -> Pattern:  # noqa: A001 - the guest's name
        """Compile a regular expression pattern, returning a Pattern object."""
        return _pattern(_compile(pattern, flags), env)

    def match(pattern: Any, string: Any, flags: Any = 0) -> Match | None:
        """Try to apply the pattern at the start of the string, returning a Match object, or
        None if no match was found."""
        _subject_len(string)
        p = _compile(pattern, flags)
        return _match(p.match(string), env, p)

    def fullmatch(pattern: Any, string: Any, flags: Any = 0) -> Match | None:
        """Try to apply the pattern to all of the string, returning a Match object, or None if
        no match was found."""
        _subject_len(string)
        p = _compile(pattern, flags)
        return _match(p.fullmatch(string), env, p)

    def search(pattern: Any, string: Any, flags: Any = 0) -> Match | None:
        """Scan through string looking for a match to the pattern, returning a Match object, or
        None if no match was found."""
        _subject_len(string)
        p = _compile(pattern, flags)
        return _match(p.search(string), env, p)

    def findall(pattern: Any, string: Any, flags: Any = 0) -> list[Any]:
        """Return a list of all non-overlapping matches in the string."""
        p = _compile(pattern, flags)
        _check_list_result(env, p, string, 0, _MAXSIZE, 0, "re.findall")
        return p.findall(string)

    def finditer(pattern: Any, string: Any, flags: Any = 0) -> Any:
        """Return an iterator over all non-overlapping matches in the string."""
        return _pattern(_compile(pattern, flags), env).finditer(string)

    def sub(pattern: Any, repl: Any, string: Any, count: Any = 0, flags: Any = 0) -> Any:
        """Return the string obtained by replacing the leftmost non-overlapping occurrences of
        the pattern in string by the replacement repl (a string or a function)."""
        return _subn(env, _compile(pattern, flags), repl, string, count)[0]

    def subn(pattern: Any, repl: Any, string: Any, count: Any = 0,
             flags: Any = 0) -> tuple[Any, int]:
        """Return a 2-tuple containing (new_string, number of substitutions made)."""
        return _subn(env, _compile(pattern, flags), repl, string, count)

    def split(pattern: Any, string: Any, maxsplit: Any = 0, flags: Any = 0) -> list[Any]:
        """Split the source string by the occurrences of the pattern, returning a list
        containing the resulting substrings."""
        p = _compile(pattern, flags)
        _check_list_result(env, p, string, 0, _MAXSIZE, maxsplit, "re.split")
        return p.split(string, maxsplit)

    def escape(pattern: Any) -> Any:
        """Escape special characters in a string."""
        pattern = _exact(pattern)
        if isinstance(pattern, (str, bytes, bytearray)):
            env.ctx().check_alloc(2 * len(pattern), "re.escape")
        return re.escape(pattern)

    ns: dict[str, Any] = {
        fn.__name__: make_builtin(fn.__name__, fn)
        for fn in (compile, match, fullmatch, search, findall, finditer, sub, subn, split,
                   escape)}
    for name in ("IGNORECASE", "I", "MULTILINE", "M", "DOTALL", "S", "VERBOSE", "X", "ASCII",
                 "A", "UNICODE", "U", "NOFLAG"):
        ns[name] = getattr(re, name)
    ns["error"] = re.error
    ns["Pattern"] = Pattern
    ns["Match"] = Match
    return ns
