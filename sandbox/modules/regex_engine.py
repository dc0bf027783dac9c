"""The regular-expression engine behind the guest's ``re``: the ``regex`` package, with every
match bounded by the run's remaining time.

CPython's ``re`` backtracks without limit: ``re.match('(a+)+$', 'a' * 40 + 'b')`` runs for
ages inside one C call, where no step or deadline check can interrupt it. The ``regex``
package accepts a ``timeout`` on every matching call and raises ``TimeoutError`` when it
passes; the sandbox turns that into ``LimitExceeded(limit="timeout_s")``.

That timeout is coarse: ``regex`` compares it with the process's CPU time only every 256
steps of its engine, and one step can scan the rest of the subject, testing each character
against a character class (a lazy ``[...]*?`` before a literal). Measured: past the deadline
a call goes on for about 256 × subject length × class cost, ~1 s per million characters for
``[ab]``, 229 s for 100,000 characters and a class of 2,000 items. So the bound is the
*work* of a call, ``subject characters × (pattern characters + 16)``: a call of at most
:data:`INLINE_WORK` runs in the run's own thread (overrun ~0.2 s at most); a larger one runs on
a worker thread with the GIL released, and the run stops waiting for it at its deadline (the
abandoned call ends by itself at its own timeout, on CPU time, within ~256 × :data:`MAX_WORK`
ns of it); work over :data:`MAX_WORK` is refused.

Patterns are compiled by CPython's ``re`` first, so syntax errors, flags and the pattern's
``repr`` are exactly CPython's. ``regex`` never reads the guest's text: it gets a pattern
written from CPython's own parse tree (:func:`regex_source`), every literal escaped and every
construct spelled in syntax both engines read alike, so text that CPython reads literally
(``a{e<=1}``, ``[[:alpha:]]``, ``\\p``...) cannot mean a ``regex`` feature (fuzzy matching,
POSIX classes...). A tree the writer does not know, or a pattern ``regex`` refuses (rare),
runs on ``re`` with the pattern-size cap as its only bound; THREAT_MODEL.md records this.
"""

from __future__ import annotations

import queue
import re
import threading
import time
from collections import deque
from functools import lru_cache, partial
from re import _constants as sre  # type: ignore[attr-defined]
from typing import Any

import regex

from ..errors import Abort, abort_limit
from ..runtime.context import record_breach
from . import quiet_re

_MAXSIZE = 2**63 - 1


#: Work (subject characters × (pattern characters + 16)) of a call run in the run's thread.
INLINE_WORK = 500_000
#: Largest work of one call (refused beyond, as too large a subject for the pattern): an
#: abandoned call then ends within ~256 × MAX_WORK × 1 ns (~1 min of one core) of its timeout.
MAX_WORK = 200_000_000
#: CPU seconds a call in the run's thread may take before it is run again on a worker: regex
#: counts its timeout in CPU time, which on a loaded machine runs slower than the run's wall
#: clock, so a call given all the remaining time overran the deadline by seconds; a call that
#: outlasts this slice is backtracking, and on a worker it is waited for on the wall clock.
INLINE_SLICE = 0.05
#: Pattern characters added to the pattern's length in the work (a short pattern still scans).
_PATTERN_BASE = 16
#: Worker threads (process-wide) for calls that are waited for, and at most as many more for
#: abandoned calls still running; more calls wait in line, on their run's clock.
MAX_WORKERS = 4
#: Matches a worker finds per turn of a ``finditer`` (the guest may stop early).
_BATCH = 4096


class TimedPattern:
    """A ``re.Pattern``-compatible object whose matching calls carry a timeout."""

    __slots__ = ("_std", "_rx", "_ctx", "_cost")

    def __init__(self, std: re.Pattern[Any], rx: Any, ctx_getter: Any) -> None:
        self._std = std
        self._rx = rx
        self._ctx = ctx_getter
        self._cost = len(std.pattern) + _PATTERN_BASE

    @classmethod
    def compile(cls, pattern: Any, flags: int, ctx_getter: Any) -> Any:
        std = quiet_re.compile(pattern, flags)  # CPython's errors and semantics, no warnings
        try:
            source = _cached_source(pattern, std.flags)
            rx = regex.compile(source, _translate(std.flags) | regex.VERSION0)
        except (regex.error, ValueError, TypeError, _Unknown):
            return std
        return cls(std, rx, ctx_getter)

    # attributes as re.Pattern has them
    pattern = property(lambda self: self._std.pattern)
    flags = property(lambda self: self._std.flags)
    groups = property(lambda self: self._std.groups)
    groupindex = property(lambda self: self._std.groupindex)

    def _plan(self, string: Any) -> tuple[Any, float, bool]:
        """(ctx, the timeout to give regex, whether to run on a worker) for a call on
        ``string``; refuses work over MAX_WORK."""
        ctx = self._ctx()
        work = _length(string) * self._cost
        if work > MAX_WORK:
            raise abort_limit("max_memory_bytes", work, MAX_WORK,
                              f"re: a subject of {_length(string)} characters is too long for a "
                              f"pattern of {len(self._std.pattern)} (their product is capped)")
        return ctx, max(ctx.deadline - time.monotonic(), 0.001), work > INLINE_WORK

    def _call(self, method: Any, string: Any, *args: Any) -> Any:
        ctx, timeout, threaded = self._plan(string)
        try:
            if not threaded:
                try:
                    return method(string, *args, timeout=min(timeout, INLINE_SLICE))
                except TimeoutError:  # backtracking: again, on the wall clock (pure calls)
                    timeout = ctx.deadline - time.monotonic()
                    if timeout <= 0:
                        raise
            return _on_worker(ctx, partial(method, string, *args, timeout=timeout,
                                           concurrent=True))
        except TimeoutError:
            raise _timed_out(ctx) from None

    def match(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        return self._call(self._rx.match, string, pos, endpos)

    def fullmatch(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        return self._call(self._rx.fullmatch, string, pos, endpos)

    def search(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        return self._call(self._rx.search, string, pos, endpos)

    def findall(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        found = self._call(self._rx.findall, string, pos, endpos)
        if self._std.groups == 1 and found and type(found[0]) is tuple:
            # regex gives 1-tuples when the one group is repeated ('(a)+x'); re gives the group
            found = [item[0] for item in found]
        return found

    def finditer(self, string: Any, pos: int = 0, endpos: int = _MAXSIZE) -> Any:
        ctx, timeout, threaded = self._plan(string)
        if not threaded:  # the scanner's timeout counts CPU time from its creation
            return _Timeouts(self, string, pos, endpos, self._rx.finditer(
                string, pos, endpos, timeout=min(timeout, INLINE_SLICE)))
        return _Batches(self._rx, self._ctx, string, pos, endpos)

    def split(self, string: Any, maxsplit: int = 0) -> Any:
        return self._call(self._rx.split, string, maxsplit)

    def sub(self, repl: Any, string: Any, count: int = 0) -> Any:
        return self.subn(repl, string, count)[0]

    def subn(self, repl: Any, string: Any, count: int = 0) -> Any:
        if callable(repl):  # guest code may run in it: never on a worker
            if type(count) is int and isinstance(string, (str, bytes, bytearray, memoryview)):
                return self._subn_calling(repl, string, count)
            ctx = self._ctx()  # odd arguments: regex raises CPython's TypeError at once
            try:
                return self._rx.subn(repl, string, count,
                                     timeout=max(ctx.deadline - time.monotonic(), 0.001))
            except TimeoutError:
                raise _timed_out(ctx) from None
        if isinstance(repl, (str, bytes)):
            self._std.subn(repl, string[:0])  # CPython's own errors for a bad template
        return self._call(lambda s, **kw: self._rx.subn(repl, s, count, **kw), string)

    def _subn_calling(self, repl: Any, string: Any, count: int) -> tuple[Any, int]:
        """``subn`` with a function, as CPython's ``re`` builds it: the pieces between
        matches and the function's results (None adds nothing), joined. The function runs in
        the run's thread, between the matches that workers find."""
        if type(string) is not bytearray:
            string = (str.__str__(string) if isinstance(string, str)
                      else bytes(memoryview(string)))  # no subclass method runs
        pieces: list[Any] = []
        last = done = 0
        if count >= 0:
            for m in self.finditer(string):
                start, end = m.span()
                if start > last:
                    pieces.append(string[last:start])
                item = repl(m)
                if item is not None:
                    pieces.append(item)
                last = end
                done += 1
                if done == count:
                    break
        if not done and type(string) in (str, bytes):
            return string, 0
        if last < len(string):
            pieces.append(string[last:])
        return (string[:0] if isinstance(string, str) else b"").join(pieces), done

    def __repr__(self) -> str:
        return repr(self._std)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, TimedPattern):
            return self._std == other._std
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._std)


def _length(string: Any) -> int:
    """The subject's length in characters (0 for what regex will refuse anyway)."""
    if isinstance(string, str):
        return str.__len__(string)
    try:
        with memoryview(string) as view:
            return view.nbytes
    except TypeError:
        return 0


def _timed_out(ctx: Any) -> BaseException:
    return abort_limit("timeout_s", round(time.monotonic() - ctx.started, 3),
                       ctx.limits.timeout_s, "time limit exceeded (in a regular expression)")


class _Timeouts:
    """A regex scanner in the run's thread, given :data:`INLINE_SLICE` of CPU time: when it
    runs out before the run's deadline, the scan goes on from the last match on workers
    (:class:`_Batches`, waited for on the wall clock); past the deadline, the time limit."""

    __slots__ = ("_owner", "_string", "_pos", "_endpos", "_it", "_last")

    def __init__(self, owner: TimedPattern, string: Any, pos: int, endpos: int,
                 it: Any) -> None:
        self._owner, self._string, self._pos, self._endpos = owner, string, pos, endpos
        self._it = it
        self._last: Any = None

    def __iter__(self) -> _Timeouts:
        return self

    def __next__(self) -> Any:
        try:
            m = next(self._it)
        except TimeoutError:
            ctx = self._owner._ctx()
            if ctx.deadline - time.monotonic() <= 0:
                raise _timed_out(ctx) from None
            self._it = self._resume()
            return next(self._it)
        self._last = m
        return m

    def _resume(self) -> _Batches:
        owner, last = self._owner, self._last
        if last is None:  # nothing found yet: the scan starts again where it started
            return _Batches(owner._rx, owner._ctx, self._string, self._pos, self._endpos)
        rest = _Batches(owner._rx, owner._ctx, self._string, last.end(), self._endpos)
        rest._empty_at = last.end() if last.start() == last.end() else -1
        return rest


class _Batches:
    """``finditer`` of a large call: workers find the matches, up to _BATCH at a turn, each
    turn on a fresh scanner from where the last one stopped (after an empty match, the new
    scanner finds that empty match first: it is skipped, as the old scanner would have)."""

    __slots__ = ("_rx", "_ctx", "_string", "_pos", "_endpos", "_empty_at", "_ready", "_done")

    def __init__(self, rx: Any, ctx_getter: Any, string: Any, pos: int, endpos: int) -> None:
        self._rx, self._ctx, self._string = rx, ctx_getter, string
        self._pos, self._endpos = pos, endpos
        self._empty_at = -1
        self._ready: deque[Any] = deque()
        self._done = False

    def __iter__(self) -> _Batches:
        return self

    def __next__(self) -> Any:
        if not self._ready:
            if self._done:
                raise StopIteration
            ctx = self._ctx()  # the run iterating now (maybe a later one)
            timeout = max(ctx.deadline - time.monotonic(), 0.001)
            try:
                found, self._done = _on_worker(ctx, partial(
                    _batch, self._rx, self._string, self._pos, self._endpos, self._empty_at,
                    timeout, ctx.deadline))
            except TimeoutError:
                raise _timed_out(ctx) from None
            if not found:
                raise StopIteration
            self._ready.extend(found)
            last = found[-1]
            self._pos = last.end()
            self._empty_at = last.end() if last.start() == last.end() else -1
        return self._ready.popleft()


def _batch(rx: Any, string: Any, pos: int, endpos: int, empty_at: int, timeout: float,
           deadline: float) -> tuple[list[Any], bool]:
    """On a worker: up to _BATCH matches from ``pos`` and whether the scan is over."""
    it = rx.finditer(string, pos, endpos, timeout=timeout, concurrent=True)
    found: list[Any] = []
    for m in it:
        if m.start() == m.end() == empty_at and not found:
            continue
        found.append(m)
        if len(found) >= _BATCH or time.monotonic() > deadline:
            return found, False
    return found, True


class _Job:
    __slots__ = ("call", "done", "outcome", "abandoned", "finished")

    def __init__(self, call: Any) -> None:
        self.call = call
        self.done = threading.Event()
        self.outcome: tuple[bool, Any] = (False, None)
        self.abandoned = False
        self.finished = False


_jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
_pool_lock = threading.Lock()
_pool = {"threads": 0, "idle": 0, "abandoned": 0}


def _on_worker(ctx: Any, call: Any) -> Any:
    """``call()`` on a worker thread, waited for until the run's deadline (then TimeoutError;
    the call, abandoned, ends at its own timeout)."""
    job = _Job(call)
    with _pool_lock:
        room = MAX_WORKERS + min(_pool["abandoned"], MAX_WORKERS)
        if not _pool["idle"] and _pool["threads"] < room:
            _pool["threads"] += 1
            threading.Thread(target=_serve, name="sandbox-regex", daemon=True).start()
    _jobs.put(job)
    if not job.done.wait(max(ctx.deadline - time.monotonic(), 0.0)):
        with _pool_lock:
            if not job.finished:
                job.abandoned = True
                _pool["abandoned"] += 1
        if job.abandoned:
            raise TimeoutError
    ok, value = job.outcome
    if ok:
        return value
    if isinstance(value, Abort):  # a size check in a sub() callback, on the worker
        record_breach(value)
    raise value


def _serve() -> None:
    while True:
        with _pool_lock:
            _pool["idle"] += 1
        job = _jobs.get()
        with _pool_lock:
            _pool["idle"] -= 1
        if not job.abandoned:
            try:
                job.outcome = (True, job.call())
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting run
                job.outcome = (False, exc)
        with _pool_lock:
            job.finished = True
            if job.abandoned:
                _pool["abandoned"] -= 1
        job.done.set()


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


class _Unknown(Exception):
    """A parse tree node :func:`regex_source` cannot write (the pattern then runs on ``re``)."""


_FLAG_LETTERS = ((re.IGNORECASE, "i"), (re.LOCALE, "L"), (re.MULTILINE, "m"),
                 (re.DOTALL, "s"), (re.VERBOSE, "x"), (re.ASCII, "a"), (re.UNICODE, "u"))
_AT = {sre.AT_BEGINNING: "^", sre.AT_BEGINNING_STRING: r"\A", sre.AT_BOUNDARY: r"\b",
       sre.AT_NON_BOUNDARY: r"\B", sre.AT_END: "$", sre.AT_END_STRING: r"\Z"}
_CATEGORY = {sre.CATEGORY_DIGIT: r"\d", sre.CATEGORY_NOT_DIGIT: r"\D",
             sre.CATEGORY_SPACE: r"\s", sre.CATEGORY_NOT_SPACE: r"\S",
             sre.CATEGORY_WORD: r"\w", sre.CATEGORY_NOT_WORD: r"\W"}


def regex_source(pattern: str | bytes, flags: int) -> str | bytes:
    """``pattern`` rewritten for ``regex`` from CPython's parse tree (same groups, names and
    meaning; every literal an escape). Raises _Unknown for a node it does not know."""
    tree = quiet_re.parse(pattern, flags)  # no warnings (and no global filter change)
    names = {index: name for name, index in tree.state.groupdict.items()}
    text = _write(tree, names)
    return text.encode("ascii") if isinstance(pattern, bytes) else text


@lru_cache(maxsize=512)  # module-level re.search(p, s) compiles the pattern at every call
def _cached_source(pattern: str | bytes, flags: int) -> str | bytes:
    return regex_source(pattern, flags)


def _char(code: int) -> str:
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def _scoped_flags(add: int, remove: int) -> str:
    on = "".join(letter for bit, letter in _FLAG_LETTERS if add & bit)
    off = "".join(letter for bit, letter in _FLAG_LETTERS if remove & bit)
    return on + ("-" + off if off else "")


def _write(items: Any, names: dict[int, str]) -> str:  # noqa: C901 - one switch on opcode
    out = []
    for op, av in items:
        if op is sre.LITERAL:
            out.append(_char(av))
        elif op is sre.NOT_LITERAL:
            out.append(f"[^{_char(av)}]")
        elif op is sre.ANY:
            out.append(".")
        elif op is sre.IN:
            out.append(_write_set(av))
        elif op is sre.AT:
            if av not in _AT:
                raise _Unknown(str(av))
            out.append(_AT[av])
        elif op is sre.BRANCH:
            out.append("(?:" + "|".join(_write(b, names) for b in av[1]) + ")")
        elif op is sre.SUBPATTERN:
            group, add, remove, body = av
            inner = _write(body, names)
            if add or remove:
                inner = f"(?{_scoped_flags(add, remove)}:{inner})"
            if group is None:
                out.append(f"(?:{inner})")
            elif group in names:
                out.append(f"(?P<{names[group]}>{inner})")
            else:
                out.append(f"({inner})")
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, high, body = av
            bound = f"{{{low},}}" if high == sre.MAXREPEAT else f"{{{low},{high}}}"
            kind = {sre.MAX_REPEAT: "", sre.MIN_REPEAT: "?", sre.POSSESSIVE_REPEAT: "+"}[op]
            out.append(f"(?:{_write(body, names)}){bound}{kind}")
        elif op is sre.GROUPREF:
            out.append(f"(?:\\g<{av}>)")
        elif op is sre.GROUPREF_EXISTS:
            group, yes, no = av
            branches = _write(yes, names) + ("" if no is None else "|" + _write(no, names))
            out.append(f"(?({group}){branches})")
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            direction, body = av
            mark = ("=" if op is sre.ASSERT else "!")
            out.append(f"(?{'<' if direction < 0 else ''}{mark}{_write(body, names)})")
        elif op is sre.ATOMIC_GROUP:
            out.append(f"(?>{_write(av, names)})")
        else:
            raise _Unknown(str(op))
    return "".join(out)


def _write_set(items: Any) -> str:
    out = ["["]
    for op, av in items:
        if op is sre.NEGATE:
            out.append("^")
        elif op is sre.LITERAL:
            out.append(_char(av))
        elif op is sre.RANGE:
            out.append(f"{_char(av[0])}-{_char(av[1])}")
        elif op is sre.CATEGORY and av in _CATEGORY:
            out.append(_CATEGORY[av])
        else:
            raise _Unknown(str(op))
    out.append("]")
    return "".join(out)


def match_repr(m: Any) -> str:
    """A match's repr as CPython's ``re`` prints it."""
    return repr(m).replace("<regex.Match object", "<re.Match object", 1)
