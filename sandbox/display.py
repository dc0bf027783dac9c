"""Bounded text of a run's value, for the host to show after the run.

``RunResult.to_dict()`` and the result's IPython display hooks, the CLI (``--json`` and the
REPL) and the ``%%sandbox`` cell show a run's value as text. The value was built by guest
code, and no limit applies once the run is over, so plain ``repr`` is not safe: it walks
shared nesting once per path (``x = [x, x]`` forty times is 2**40 leaves: the host hangs),
builds gigabytes of text from a 200 MB string, overflows the C stack on a 100,000-deep list
and calls a guest ``__repr__`` outside any run. :func:`render_value` walks the value itself,
iteratively, and:

- counts every object it reaches against ``max_nodes`` (a shared sub-object each time it is
  reached, as ``repr`` would visit it), the text against ``max_chars`` and nesting against
  ``max_depth``; where a bound stops it, the text says ``...`` (the brackets left open are
  closed) and :attr:`Rendering.complete` is False;
- writes the builtin data types, the common ``collections`` types, exceptions, slices, dict
  views, named tuples, functions, classes and modules exactly as ``repr`` does, so a value
  made of them renders as ``repr(value)`` when no bound is reached;
- never calls code it does not know: anything else (a guest class's own ``__repr__``, a
  dataclass's or an enum's generated one, a module wrapper's object) is shown as
  ``<TypeName object>`` and :attr:`Rendering.exact` is False. Dispatch is on the
  ``__repr__`` a type resolves to, read from the dictionaries of its MRO, so a guest
  subclass of ``list`` that keeps ``list.__repr__`` renders as a list, and one that defines
  its own is a placeholder.

The walk keeps nothing after it returns (no process-wide cache refers to a guest class).
"""

from __future__ import annotations

import collections
import datetime
import decimal
import fractions
import operator
import types
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from .runtime.classes import LateChecked

__all__ = ["MAX_CHARS", "MAX_DEPTH", "MAX_NODES", "Rendering", "cut_text", "display_chars",
           "json_value", "render_bounded", "render_value"]

#: Characters of value text shown by default (``RunResult.to_dict()``, the CLI and REPL).
MAX_CHARS = 10_000
#: Objects visited by one rendering, a shared one once per time it is reached.
MAX_NODES = 100_000
#: Containers nested inside one another before the rest is shown as ``[...]``.
MAX_DEPTH = 100
#: Ints wider than this are shown by their size (CPython's repr refuses 4,300 digits anyway,
#: unless the host lifted that cap, and the conversion is quadratic).
_MAX_INT_BITS = 40_000

MARKER = "..."


@dataclass(frozen=True, slots=True)
class Rendering:
    """The text of a value. ``complete``: no bound was reached (nothing was cut);
    ``exact``: no placeholder was used (with ``complete``, ``text == repr(value)``);
    ``plain``: only builtin data was reached (None, numbers, str, bytes, dates, decimals,
    fractions, list, tuple, dict, set, frozenset; exact types, no subclasses)."""

    text: str
    complete: bool
    exact: bool
    plain: bool


def render_value(value: Any, *, max_chars: int = MAX_CHARS, max_nodes: int = MAX_NODES,
                 max_depth: int = MAX_DEPTH) -> Rendering:
    """Render ``value`` as ``repr`` would, within the bounds (see the module docstring).
    Runs no guest code and no host recursion; its work is bounded by ``max_nodes`` and
    ``max_chars`` (plus a linear pass over a ``Counter``'s values)."""
    return _Walk(max_chars, max_nodes, max_depth).run(value)


def display_chars(max_output_bytes: int) -> int:
    """How many characters a run's value may show: what its output may, at most
    :data:`MAX_CHARS` (a value is text for the same reader as the output)."""
    chars = MAX_CHARS if max_output_bytes > MAX_CHARS else max_output_bytes
    return chars if chars > 0 else 0  # (not min()/max(): this runs at every run's end)


def render_bounded(value: Any, max_chars: int = MAX_CHARS, *, max_nodes: int = MAX_NODES,
                   max_depth: int = MAX_DEPTH) -> Rendering:
    """The text a run's value is shown as (``RunResult.to_dict()``, the CLI, the REPL, the
    ``%%sandbox`` cell): ``repr`` as :func:`render_value` writes it when it fits in
    ``max_chars`` characters (UTF-8 bytes: the bound is the run's ``max_output_bytes``);
    otherwise the head *and the tail*, with the middle replaced by a marker that states how
    much was left out: ``[0, 1, ... [999,990 items left out] ..., 998, 999]`` for a list,
    tuple, dict or deque (a set keeps its head), ``'aaa... [999,990 characters left out]
    ...zzz'`` for a str, bytes or bytearray. Any other value too large is cut at its head
    as :func:`render_value` cuts it. The work is bounded as :func:`render_value`'s: one
    node budget for the whole text."""
    chars = max_chars
    for _attempt in range(4):
        shown = _ends(value, chars, max_nodes, max_depth)
        size = len(shown.text.encode("utf-8", "surrogatepass"))
        if size <= max_chars or chars <= 1:
            return shown
        chars = max(1, chars * max_chars // size - 1)  # wide characters: fewer of them
    cut = shown.text.encode("utf-8", "surrogatepass")[:max_chars]
    return Rendering(cut.decode("utf-8", "ignore"), False, shown.exact, shown.plain)


def _ends(value: Any, max_chars: int, max_nodes: int, max_depth: int) -> Rendering:
    shown = render_value(value, max_chars=max_chars, max_nodes=max_nodes, max_depth=max_depth)
    if not shown.complete:
        t = type(value)
        if t is str or t is bytes or t is bytearray:
            return _text_ends(value, t, max_chars)
        if t in _ENDS:
            return _container_ends(value, t, max_chars, max_nodes, max_depth)
    return shown


def json_value(value: Any, max_chars: int = MAX_CHARS) -> tuple[bool, Any]:
    """``(True, data)`` when ``value`` is plain JSON data that fits the bound (None, bool,
    int, finite float, str, and lists, tuples and str-keyed dicts of them; a tuple becomes a
    list), else ``(False, text)`` with its bounded text (:func:`render_bounded`)."""
    shown = render_bounded(value, max_chars)
    if shown.complete and shown.plain:
        ok, data = _json_data(value, 0)
        if ok:
            return True, data
    return False, shown.text


def _json_data(value: Any, depth: int) -> tuple[bool, Any]:
    """The JSON form of a value the bounded walk saw whole (so small, and at most
    :data:`MAX_DEPTH` deep: recursion is bounded)."""
    t = type(value)
    if value is None or t is bool or t is int or t is str:
        return True, value
    if t is float:
        return value == value and value not in (float("inf"), float("-inf")), value
    if depth >= MAX_DEPTH:
        return False, None
    if t is list or t is tuple:
        items = []
        for item in value:
            ok, data = _json_data(item, depth + 1)
            if not ok:
                return False, None
            items.append(data)
        return True, items
    if t is dict:
        out = {}
        for key, item in dict.items(value):
            ok, data = _json_data(item, depth + 1)
            if type(key) is not str or not ok:
                return False, None
            out[key] = data
        return True, out
    return False, None


#: Room kept for the marker of what was left out (``, ... [N items left out] ...,``).
_MARK_ROOM = 48


def _left_out(count: int, what: str) -> str:
    return f"... [{count:,} {what} left out] ..."


def _text_ends(value: Any, t: type, max_chars: int) -> Rendering:
    """Head and tail of a long str/bytes/bytearray, as one literal with a marker inside."""
    n = len(value)
    half = max(1, (max_chars - _MARK_ROOM) // 2)
    wrap = ("bytearray(", ")") if t is bytearray else ("", "")
    base = bytes if t is bytearray else t
    room = max(1, half - len(wrap[0]) - len(wrap[1]))
    head, h = _fitting_repr(lambda k: base(value[:k]), room, n)
    tail, k = _fitting_repr(lambda k: base(value[n - k:]), room, n - h)
    quote = head[-1]
    if tail.endswith(quote) and tail[len(tail) - len(tail.lstrip("b")):][:1] == quote:
        prefix = "b" if base is bytes else ""
        text = head[:-1] + _left_out(n - h - k, "characters") + tail[len(prefix) + 1:]
    else:  # the two parts chose different quotes: two literals around the marker
        text = f"{head} {_left_out(n - h - k, 'characters')} {tail}"
    return Rendering(wrap[0] + text + wrap[1], False, True, t in _PLAIN)


def _fitting_repr(part: Callable[[int], Any], room: int, available: int) -> tuple[str, int]:
    """``repr`` of the longest prefix/suffix (``part(k)``) whose text fits in ``room``
    (escapes make the text longer than the part; a few shrinking passes find the fit)."""
    k = min(room, available)
    text = repr(part(k))
    while len(text) > room and k > 0:
        k = max(0, min(k - 1, k * room // len(text)))
        text = repr(part(k))
    return text, k


_ENDS: dict[type, tuple[str, str]] = {
    list: ("[", "]"), tuple: ("(", ")"), dict: ("{", "}"), set: ("{", "}"),
    frozenset: ("frozenset({", "})"), collections.deque: ("deque([", "])"),
}


def _container_ends(value: Any, t: type, max_chars: int, max_nodes: int,
                    max_depth: int) -> Rendering:
    """The first and the last items of a long container (each rendered by the bounded walk,
    one node budget for all), the count of those between them left out."""
    opener, closer = _ENDS[t]
    if t is collections.deque and _DEQUE_MAXLEN(value) is not None:
        closer = f"], maxlen={_DEQUE_MAXLEN(value)})"
    n = len(value)
    budget = max(2, max_chars - len(opener) - len(closer) - _MARK_ROOM)
    nodes = [max_nodes]
    flags = {"exact": True, "plain": t in _PLAIN}

    def render(item: Any, room: int) -> Rendering:
        walk = _Walk(room, nodes[0], max_depth - 1)
        shown = walk.run(_Pair(item) if t is dict else item)
        nodes[0] = walk.nodes_left
        flags["exact"] = flags["exact"] and shown.exact
        flags["plain"] = flags["plain"] and shown.plain
        return shown

    def take(items: Iterator[Any], room: int, limit: int) -> list[str]:
        texts: list[str] = []
        used = 0
        for item in items:
            if len(texts) >= limit or used >= room or nodes[0] <= 0:
                break
            shown = render(item, room - used)
            if not shown.complete and texts:
                break  # a whole item that does not fit is left out, not shown in part
            texts.append(shown.text)
            used += len(shown.text) + 2
            if not shown.complete:
                break
        return texts

    items: Callable[[], Iterator[Any]] = (
        (lambda: iter(dict.items(value))) if t is dict else (lambda: iter(value)))
    head = take(items(), budget // 2, n)
    tail: list[str] = []
    if t is not set and t is not frozenset:
        backwards = reversed(dict.items(value)) if t is dict else reversed(value)
        tail = take(backwards, budget - sum(len(x) + 2 for x in head), n - len(head))
        tail.reverse()
    left = n - len(head) - len(tail)
    parts = head + ([_left_out(left, "items" if left != 1 else "item")] if left else []) + tail
    return Rendering(opener + ", ".join(parts) + closer, False, flags["exact"],
                     flags["plain"])


def cut_text(text: str, max_chars: int = MAX_CHARS) -> str:
    """``text`` cut to ``max_chars`` characters, with ``...`` where it was cut."""
    return text if len(text) <= max_chars else text[:max_chars] + MARKER


# --- the walk ---------------------------------------------------------------------------------

_TEXT, _CHILD = 0, 1
_SEP = (_TEXT, ", ")
_COLON = (_TEXT, ": ")
Token = tuple[int, Any]
Handler = Callable[["_Walk", Any, type], None]


class _Frame:
    """A container being written: its remaining tokens, its closing text, and the id that
    marks it as being written (None: it does not guard against recursion)."""

    __slots__ = ("tokens", "closer", "key")

    def __init__(self, tokens: Iterator[Token], closer: str, key: int | None) -> None:
        self.tokens = tokens
        self.closer = closer
        self.key = key


class _Walk:
    __slots__ = ("parts", "room", "nodes_left", "max_depth", "stack", "active", "handlers",
                 "stopped", "complete", "exact", "plain")

    def __init__(self, max_chars: int, max_nodes: int, max_depth: int) -> None:
        self.parts: list[str] = []
        self.room = max(0, max_chars)
        self.nodes_left = max_nodes
        self.max_depth = max_depth
        self.stack: list[_Frame] = []
        self.active: set[int] = set()  # containers being written (CPython's Py_ReprEnter)
        self.handlers: dict[type, Handler] = {}  # for this walk only
        self.stopped = False
        self.complete = self.exact = self.plain = True

    def run(self, value: Any) -> Rendering:
        self.visit(value)
        stack = self.stack
        while stack and not self.stopped:
            frame = stack[-1]
            token = next(frame.tokens, None)
            if token is None:
                stack.pop()
                if frame.key is not None:
                    self.active.discard(frame.key)
                self.emit(frame.closer, close=True)
            elif token[0] == _TEXT:
                self.emit(token[1])
            else:
                self.visit(token[1])
        if self.stopped:
            self.parts.append(MARKER)
            self.parts.extend(frame.closer for frame in reversed(stack))
        from .runtime.reprs import guest_text  # host reprs of leaves show host addresses
        return Rendering(guest_text("".join(self.parts), value), self.complete, self.exact,
                         self.plain)

    def emit(self, text: str, close: bool = False) -> None:
        """Append ``text``, or what fits of it and stop. A closing bracket (``close``) is
        written even past the budget (one per open container, at most ``max_depth`` in a
        row), so the text stays balanced."""
        if self.stopped:
            return
        if close:
            self.parts.append(text)
            self.room = max(0, self.room - len(text))
            return
        if len(text) <= self.room:
            self.parts.append(text)
            self.room -= len(text)
            return
        self.parts.append(text[:self.room])
        self.room = 0
        self.stop()

    def stop(self) -> None:
        self.stopped = True
        self.complete = False

    def visit(self, obj: Any) -> None:
        self.nodes_left -= 1
        if self.nodes_left < 0:
            self.stop()
            return
        t = type(obj)
        if t not in _PLAIN:
            self.plain = False
        handler = self.handlers.get(t)
        if handler is None:
            handler = self.handlers[t] = _handler_for(t)
        handler(self, obj, t)

    def open(self, obj: Any, opener: str, tokens: Iterator[Token], closer: str,
             again: str | None) -> None:
        """Start writing a container; ``again``: its text when reached inside itself
        (None: CPython does not guard it, the depth bound does)."""
        key = id(obj) if again is not None else None
        if key is not None and key in self.active:
            self.emit(again)  # type: ignore[arg-type]
            return
        if len(self.stack) >= self.max_depth:
            self.complete = False
            self.emit(opener + MARKER + closer)
            return
        self.emit(opener)
        if self.stopped:  # its opening bracket did not fit: nothing to close
            return
        if key is not None:
            self.active.add(key)
        self.stack.append(_Frame(tokens, closer, key))

    def placeholder(self, t: type, text: str | None = None) -> None:
        self.exact = False
        self.emit(text if text is not None else f"<{_type_name(t)} object>")


# --- tokens -----------------------------------------------------------------------------------

def _items(items: Iterable[Any]) -> Iterator[Token]:
    first = True
    for item in items:
        if first:
            first = False
        else:
            yield _SEP
        yield _CHILD, item


def _pairs(items: Iterable[tuple[Any, Any]]) -> Iterator[Token]:
    first = True
    for key, value in items:
        if first:
            first = False
        else:
            yield _SEP
        yield _CHILD, key
        yield _COLON
        yield _CHILD, value


def _fields(names: tuple[str, ...], values: Iterable[Any]) -> Iterator[Token]:
    for i, (name, value) in enumerate(zip(names, values)):  # noqa: B905 - lengths checked
        yield (_TEXT, f"{', ' if i else ''}{name}=")
        yield _CHILD, value


class _Pair:
    """A dict item written as ``key: value`` (an item of a cut dict, see render_bounded)."""

    __slots__ = ("item",)

    def __init__(self, item: tuple[Any, Any]) -> None:
        self.item = item


class _AsDict:
    """A dict subclass instance written as a plain dict (a defaultdict's second part)."""

    __slots__ = ("obj",)

    def __init__(self, obj: Any) -> None:
        self.obj = obj


# --- handlers ---------------------------------------------------------------------------------

def _type_name(t: type) -> str:
    return _TYPE_NAME(t)  # type: ignore[no-any-return]


def _list(w: _Walk, o: Any, t: type) -> None:
    w.open(o, "[", _items(list.__iter__(o)), "]", "[...]")


def _tuple(w: _Walk, o: Any, t: type) -> None:
    closer = ",)" if tuple.__len__(o) == 1 else ")"
    w.open(o, "(", _items(tuple.__iter__(o)), closer, "(...)")


def _dict(w: _Walk, o: Any, t: type) -> None:
    w.open(o, "{", _pairs(dict.items(o)), "}", "{...}")


def _as_dict(w: _Walk, o: Any, t: type) -> None:
    _dict(w, o.obj, dict)


def _pair(w: _Walk, o: Any, t: type) -> None:
    w.nodes_left += 1  # not an object of the value: not counted
    w.open(o, "", _pairs((o.item,)), "", None)


def _set(w: _Walk, o: Any, t: type) -> None:
    base = set if isinstance(o, set) else frozenset
    name = _type_name(t)
    if base.__len__(o) == 0:
        w.emit(f"{name}()")
    elif t is set:
        w.open(o, "{", _items(set.__iter__(o)), "}", "set(...)")
    else:
        w.open(o, name + "({", _items(base.__iter__(o)), "})", f"{name}(...)")


def _deque(w: _Walk, o: Any, t: type) -> None:
    maxlen = _DEQUE_MAXLEN(o)
    closer = "])" if maxlen is None else f"], maxlen={maxlen})"
    w.open(o, _type_name(t) + "([", _items(collections.deque.__iter__(o)), closer, "[...]")


def _ordered_dict(w: _Walk, o: Any, t: type) -> None:
    name = _type_name(t)
    if dict.__len__(o) == 0:
        w.emit(f"{name}()")
    else:
        w.open(o, name + "([", _items(collections.OrderedDict.items(o)), "])", "...")


def _defaultdict(w: _Walk, o: Any, t: type) -> None:
    factory = _DEFAULT_FACTORY(o)
    if type(factory) is LateChecked:  # the sandbox's wrapper of the guest's factory
        factory = factory.__wrapped__

    def tokens() -> Iterator[Token]:
        yield (_TEXT, "None") if factory is None else (_CHILD, factory)
        yield _SEP
        yield _CHILD, _AsDict(o)

    w.open(o, _type_name(t) + "(", tokens(), ")", None)


def _counter(w: _Walk, o: Any, t: type) -> None:
    """``Counter.__repr__`` sorts by count (``most_common``): done here only when the counts
    are numbers, or all str, or all bytes (their comparison runs no guest code)."""
    name = _type_name(t)
    n = dict.__len__(o)
    if n == 0:
        w.emit(f"{name}()")
        return
    if n > w.nodes_left:  # too many to sort now; shown in insertion order, and cut
        items: Iterable[tuple[Any, Any]] = dict.items(o)
        w.complete = False
    else:
        kinds = {type(v) for v in dict.values(o)}
        if not (kinds <= _NUMBERS or kinds == {str} or kinds == {bytes}):
            w.placeholder(t)
            return
        items = sorted(dict.items(o), key=operator.itemgetter(1), reverse=True)
    w.open(o, name + "({", _pairs(items), "})", "...")


def _exception(w: _Walk, o: Any, t: type) -> None:
    args = _EXC_ARGS(o)
    if type(args) is not tuple:
        w.placeholder(t)
        return
    w.open(o, _type_name(t) + "(", _items(args), ")", None)


def _slice(w: _Walk, o: Any, t: type) -> None:
    w.open(o, "slice(", _items((_SLICE_START(o), _SLICE_STOP(o), _SLICE_STEP(o))), ")", None)


def _view(w: _Walk, o: Any, t: type) -> None:
    w.open(o, _type_name(t) + "([", _items(iter(o)), "])", "...")


def _namedtuple(w: _Walk, o: Any, t: type) -> None:
    names = _class_attr(t, "_fields")
    if (type(names) is not tuple or not all(type(n) is str for n in names)
            or len(names) != tuple.__len__(o)):
        w.placeholder(t)
        return
    w.open(o, _type_name(t) + "(", _fields(names, tuple.__iter__(o)), ")", None)


def _str(w: _Walk, o: Any, t: type) -> None:
    if str.__len__(o) > w.room:  # only what fits is converted
        o = str.__getitem__(o, slice(0, w.room + 1))
    w.emit(str.__repr__(o))


def _bytes(w: _Walk, o: Any, t: type) -> None:
    if bytes.__len__(o) > w.room:
        o = bytes.__getitem__(o, slice(0, w.room + 1))
    w.emit(bytes.__repr__(o))


def _bytearray(w: _Walk, o: Any, t: type) -> None:
    if bytearray.__len__(o) > w.room:
        o = bytearray.__getitem__(o, slice(0, w.room + 1))
    w.emit(bytearray.__repr__(o))


def _int(w: _Walk, o: Any, t: type) -> None:
    bits = int.bit_length(o)
    if bits > _MAX_INT_BITS:
        w.placeholder(t, f"<{_type_name(t)} of {bits:,} bits>")
        return
    _leaf_call(w, o, t, int.__repr__)


def _leaf(f: Callable[[Any], str]) -> Handler:
    """A type whose repr walks nothing and runs no guest code: call it."""
    return lambda w, o, t: _leaf_call(w, o, t, f)


def _leaf_call(w: _Walk, o: Any, t: type, f: Callable[[Any], str]) -> None:
    try:
        text = f(o)
    except Exception:  # noqa: BLE001 - e.g. CPython's int/str conversion cap
        w.placeholder(t)
        return
    if type(text) is str:
        w.emit(text)
    else:
        w.placeholder(t)


def _exact_leaf(exact: type) -> Handler:
    """A repr written in Python that reads attributes: called for the exact type only."""
    f = _class_attr(exact, "__repr__")

    def handler(w: _Walk, o: Any, t: type) -> None:
        if t is exact:
            _leaf_call(w, o, t, f)
        else:
            w.placeholder(t)
    return handler


def _named_leaf(f: Callable[[Any], str]) -> Handler:
    """A sandbox object whose repr formats its ``__name__``: called when that is a str."""
    def handler(w: _Walk, o: Any, t: type) -> None:
        if type(getattr(o, "__name__", None)) is str:
            _leaf_call(w, o, t, f)
        else:
            w.placeholder(t)
    return handler


def _function(w: _Walk, o: Any, t: type) -> None:
    from .runtime.objects import guest_address
    qualname = o.__dict__.get("__qualname__")  # guest code may have set it to anything
    if type(qualname) is str:
        w.emit(f"<function {qualname} at {guest_address(o)}>")
    else:
        w.placeholder(t)


def _placeholder(w: _Walk, o: Any, t: type) -> None:
    w.placeholder(t)


# --- dispatch ---------------------------------------------------------------------------------

_TYPE_NAME = type.__dict__["__name__"].__get__
_TYPE_MRO = type.__dict__["__mro__"].__get__
_TYPE_DICT = type.__dict__["__dict__"].__get__
_DEQUE_MAXLEN = collections.deque.__dict__["maxlen"].__get__
_DEFAULT_FACTORY = collections.defaultdict.__dict__["default_factory"].__get__
_EXC_ARGS = BaseException.__dict__["args"].__get__
_SLICE_START = slice.__dict__["start"].__get__
_SLICE_STOP = slice.__dict__["stop"].__get__
_SLICE_STEP = slice.__dict__["step"].__get__
_NUMBERS = frozenset({int, float, bool})

_DATA_ATOMS = (type(None), bool, int, float, complex, str, bytes, bytearray, datetime.date,
               datetime.datetime, datetime.time, datetime.timedelta, datetime.timezone,
               decimal.Decimal, fractions.Fraction)
#: Exact types of plain data (see Rendering.plain).
_PLAIN = frozenset({*_DATA_ATOMS, list, tuple, dict, set, frozenset})

_NAMEDTUPLE_REPR_CODE = collections.namedtuple("_T", "a").__repr__.__code__  # noqa: PYI024


def _class_attr(t: type, name: str) -> Any:
    """``name`` from the dictionaries of ``t``'s MRO (no metaclass or descriptor code)."""
    for klass in _TYPE_MRO(t):
        d = _TYPE_DICT(klass)
        if name in d:
            return d[name]
    return None


def _by_repr() -> dict[Any, Handler]:
    """Handlers keyed by the ``__repr__`` a type resolves to (built on first use: the sandbox
    classes are imported late, to keep ``sandbox.results`` light)."""
    from .modules import GuestModule
    from .runtime.builtins import BoundCheck, Builtin
    from .runtime.generators import AsyncGenerator, Coroutine, Generator
    from .runtime.objects import Function

    def own(t: type) -> Any:
        return _class_attr(t, "__repr__")

    table: dict[Any, Handler] = {
        own(list): _list, own(tuple): _tuple, own(dict): _dict, own(set): _set,
        own(frozenset): _set, own(collections.deque): _deque,
        own(collections.OrderedDict): _ordered_dict, own(collections.defaultdict): _defaultdict,
        own(collections.Counter): _counter, own(BaseException): _exception, own(slice): _slice,
        own(str): _str, own(bytes): _bytes, own(bytearray): _bytearray, own(int): _int,
        own(fractions.Fraction): _exact_leaf(fractions.Fraction),
        own(Function): _function,
        own(Builtin): _named_leaf(own(Builtin)), own(BoundCheck): _named_leaf(own(BoundCheck)),
    }
    views: tuple[type, ...] = (type({}.keys()), type({}.values()), type({}.items()))
    for view in views:
        table[own(view)] = _view  # OrderedDict's views inherit these
    for leaf in (type(len), type(None), bool, float, complex, type(...), type(NotImplemented),
                 range, datetime.date, datetime.datetime, datetime.time, datetime.timedelta,
                 datetime.timezone, decimal.Decimal, object, type, Generator, Coroutine,
                 AsyncGenerator, GuestModule):
        table[own(leaf)] = _leaf(own(leaf))
    from .runtime.classes import REPR_HOOK
    table[REPR_HOOK] = _leaf(REPR_HOOK)  # object.__repr__ with the guest-visible address
    for as_is in _AS_IS:
        table[own(as_is)] = _leaf(own(as_is))
    return table


#: Host classes of other rooms whose own repr is shown as is (e.g. a worker's RemoteValue,
#: already bounded text); they register themselves, so this room imports none of them.
_AS_IS: list[type] = []


def show_repr_as_is(cls: type) -> type:
    """Class decorator: values of ``cls`` are displayed by ``cls.__repr__`` unchanged (it must
    be host code returning bounded text)."""
    _AS_IS.append(cls)
    _TABLE.clear()  # rebuilt on next use with the new leaf
    return cls


#: id(__repr__) -> (__repr__, handler): looked up by identity, since a guest class's
#: ``__repr__`` may be any guest object (hashing it would run guest code).
_TABLE: dict[int, tuple[Any, Handler]] = {}


def _handler_for(t: type) -> Handler:
    if t is _AsDict:
        return _as_dict
    if t is _Pair:
        return _pair
    if not _TABLE:
        _TABLE.update((id(f), (f, h)) for f, h in _by_repr().items())
    f = _class_attr(t, "__repr__")
    entry = _TABLE.get(id(f))
    if entry is not None and entry[0] is f:
        return entry[1]
    if type(f) is types.FunctionType and f.__code__ is _NAMEDTUPLE_REPR_CODE:
        return _namedtuple
    return _placeholder
