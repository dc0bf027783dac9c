"""The guest's ``json`` and ``pprint`` modules (part of :mod:`sandbox.modules.textmods`).

Both walk the object first (iteratively, so deep nesting cannot exhaust the host's C stack) to
estimate the size and depth of the text they are about to build, and refuse it before CPython
builds it:

- nesting deeper than :data:`MAX_DEPTH` (CPython itself fails near 1000 with RecursionError)
  ends the run with LimitExceeded ``max_recursion_depth``;
- text larger than the memory limit ends it with LimitExceeded ``max_memory_bytes``.

``json.dumps(default=...)`` may be a guest function: each value it returns is walked as well,
at the depth of the object it replaces. ``cls=`` takes the session's ``JSONEncoder`` or
``JSONDecoder`` (guest Python, ``guest/jsonclasses.py``) or a guest subclass of it.
"""

from __future__ import annotations

import collections
import itertools
import json
import pprint
import re
from typing import Any

from ..errors import abort_limit
from ..guards.containers import FREE_NS
from ..guards.costmodel import costs
from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.costs import charge_ns
from ..runtime.reprs import guest_text
from . import ModuleEnv, guest_source, register

MAX_DEPTH = 1000
_EXIT: Any = object()
_DEADLINE_EVERY = 0x1FFF
_CAP = 1 << 62
#: The C encoder's time per container and per item written (nanoseconds, desktop CPU).
_JSON_NS_CONTAINER = 150
_JSON_NS_LEAF = 50
#: One container's JSON text: (chars, lines, indent units, height, ns, holds default= leaves).
_Summary = tuple[int, int, int, int, int, bool]


def _too_deep(depth: int, what: str) -> BaseException:
    return abort_limit("max_recursion_depth", depth, MAX_DEPTH,
                       f"{what}: nesting deeper than {MAX_DEPTH} levels")


# --- json.dumps -----------------------------------------------------------------------------------

def _json_str_size(s: str, ensure_ascii: bool) -> int:
    if type(s) is not str:
        s = str.__str__(s)  # a subclass: its own methods could lie about its contents
    n = len(s)
    if s.isascii():
        if s.isprintable():
            return n + 2 + s.count('"') + s.count("\\")
        return 6 * n + 2
    if ensure_ascii:
        return (12 if max(s) > "\uffff" else 6) * n + 2
    if s.isprintable():
        return n + 2 + s.count('"') + s.count("\\")
    return 6 * n + 2


def _json_scalar_size(o: Any, ensure_ascii: bool) -> int:
    """Size of a key or scalar as JSON text, or -1 if it is not a JSON scalar."""
    if isinstance(o, str):
        return _json_str_size(o, ensure_ascii)
    if o is None or o is True or o is False:
        return 5
    if isinstance(o, int):
        return int.bit_length(o) * 30103 // 100000 + 2
    if isinstance(o, float):
        return 24
    return -1


class _NeedsFreeze(Exception):  # noqa: N818 - an internal signal
    """The walk met a container of a guest class (its items()/iteration might change between
    the walk and the encoding): encode a frozen copy instead."""


def _is_guest_type(t: type) -> bool:
    return getattr(t, gate.GUEST_FLAG, False) is True


def _freeze(root: Any, c_encoder: bool) -> Any:
    """A copy of ``root`` made of exact dicts, lists, strs, ints and floats, each guest
    container read once, the way the encoder reads it (``items()`` for mappings, iteration for
    sequences; emptiness from the stored size in the C encoder, ``bool()`` in the indenting
    one). Shared and cyclic references stay shared and cyclic; other objects are kept as they
    are (``default=`` sees the very same objects)."""
    memo: dict[int, tuple[Any, Any]] = {}
    todo: list[tuple[Any, Any]] = []

    def conv(o: Any) -> Any:
        t = type(o)
        if t is str or t is int or t is float or t is bool or o is None:
            return o
        if isinstance(o, (dict, list, tuple)):
            hit = memo.get(id(o))
            if hit is None:
                copy: Any = {} if isinstance(o, dict) else []
                memo[id(o)] = (o, copy)  # keeps o alive: its id stays unique
                todo.append((o, copy))
                return copy
            return hit[1]
        if isinstance(o, str):
            return str.__str__(o)
        if isinstance(o, int):
            return int.__int__(o)
        if isinstance(o, float):
            return float.__float__(o)
        return o

    top = conv(root)
    while todo:
        o, copy = todo.pop()
        if isinstance(o, dict):
            if (dict.__len__(o) if c_encoder else len(o)) == 0:
                continue
            for k, v in list(o.items()):
                copy[str.__str__(k) if isinstance(k, str) else k] = conv(v)
        elif c_encoder or o:
            copy.extend([conv(v) for v in list(o)])
    return top


class _JsonSizer:
    """Running size/depth estimate of one ``json.dumps`` call."""

    def __init__(self, ctx: Any, ensure_ascii: bool, indent: Any, separators: Any,
                 check_circular: bool) -> None:
        self.ctx = ctx
        self.lim = ctx.limits.max_memory_bytes
        self.ensure_ascii = bool(ensure_ascii)
        self.check_circular = check_circular
        self.total = 0
        self.nodes = 0
        self.leaf_depth: dict[int, int] = {}
        if isinstance(indent, int) and not isinstance(indent, bool):
            ctx.check_alloc(indent, "json indent")
            self.indent: int | None = max(indent, 0)
        elif isinstance(indent, str):
            self.indent = len(indent)
        else:
            self.indent = None  # None, or something json rejects itself
        if separators is None:
            self.sep = 4 if indent is None else 3
        else:
            try:
                self.sep = sum(len(part) for part in separators)
            except TypeError:
                self.sep = 4

    def walk(self, root: Any, depth0: int) -> None:
        """Add the text of ``root`` at nesting depth ``depth0`` to the running total (refused
        over the memory limit), and record the depth of each object handed to ``default=``.

        Each distinct container is measured once (:meth:`summarize`): a shared one counts
        every time it is reached, as the encoder writes it, but costs the walk only once."""
        t = type(root)
        if not isinstance(root, (list, tuple, dict)):
            size = _json_scalar_size(root, self.ensure_ascii)
            if size < 0:
                self.leaf_depth[id(root)] = max(self.leaf_depth.get(id(root), -1), depth0)
                return
            self.total += size
            self.ctx.check_alloc(self.total, "json.dumps")
            return
        if t is not dict and t is not list and t is not tuple and _is_guest_type(t):
            raise _NeedsFreeze
        memo, order = self.summarize(root, depth0)
        size0, lines, units, height, ns, odd = memo[id(root)]
        if depth0 + height > MAX_DEPTH:
            raise _too_deep(depth0 + height, "json.dumps")
        if self.indent is not None:
            size0 += self.indent * (units + lines * depth0)
        self.total += size0
        self.ctx.check_alloc(self.total, "json.dumps")
        if ns > FREE_NS:
            charge_ns(self.ctx, ns, "json.dumps")
        if odd:
            self.record_leaves(root, depth0, memo, order)

    def children(self, o: Any) -> tuple[Any, int]:
        """(values, key characters) of a container as the encoder reads it."""
        if isinstance(o, dict):
            if type(o) is dict:
                keys: Any = o
                values: Any = o.values()
            else:  # a subclass: what the encoder iterates is its items()
                items = list(o.items())
                keys = [k for k, _ in items]
                values = [v for _, v in items]
            key_chars = 0
            for k in keys:
                if type(k) is str:
                    key_chars += 2 * len(k) + 2 if k.isascii() else 12 * len(k) + 2
                else:
                    ks = _json_scalar_size(k, self.ensure_ascii)
                    key_chars += ks if ks > 0 else 24
            return values, key_chars
        return o, 0

    def summarize(self, root: Any, depth0: int) -> tuple[dict[int, _Summary], list[Any]]:
        """Per distinct container reachable from ``root`` (iteratively, in post-order):
        ``(chars, lines, indent units, height, ns, odd)`` -- its text without indentation,
        its indented lines and their relative depths (the indentation at depth ``d`` is
        ``indent * (units + lines * d)``), its container nesting, the encoder's estimated
        nanoseconds, and whether objects for ``default=`` lie inside."""
        ensure_ascii = self.ensure_ascii
        sep = self.sep
        indented = self.indent is not None
        lim = self.lim
        ctx = self.ctx
        memo: dict[int, _Summary] = {}
        order: list[Any] = []  # post-order: children before their containers
        opened: dict[int, Any] = {}
        big: dict[int, int] = {}  # id -> size of long strings (all alive during the walk)
        stack = [root]
        while stack:
            o = stack[-1]
            i = id(o)
            if i in memo:
                stack.pop()
                continue
            entry = opened.get(i)
            if entry is None:
                t = type(o)
                if t is not dict and t is not list and t is not tuple and _is_guest_type(t):
                    raise _NeedsFreeze
                if depth0 + len(opened) >= MAX_DEPTH:
                    raise _too_deep(depth0 + len(opened) + 1, "json.dumps")
                entry = opened[i] = self.children(o)
                self.nodes += 1
                if not self.nodes & _DEADLINE_EVERY:
                    ctx.check_deadline()
                pushed = False
                for v in entry[0]:
                    if isinstance(v, (list, tuple, dict)):
                        j = id(v)
                        if j in opened:
                            if not self.check_circular:
                                raise _too_deep(MAX_DEPTH + 1, "json.dumps")
                        elif j not in memo:
                            stack.append(v)
                            pushed = True
                if pushed:
                    continue
            stack.pop()
            del opened[i]
            values, chars = entry
            n = lines = units = height = ns = 0
            odd = False
            for v in values:  # common scalars inline
                n += 1
                tv = type(v)
                if tv is str and len(v) <= 64:
                    chars += 2 * len(v) + 2 if v.isascii() else 12 * len(v) + 2
                elif tv is int and -0x7FFFFFFFFFFFFFFF <= v <= 0x7FFFFFFFFFFFFFFF:
                    chars += 20
                elif tv is float or tv is bool or v is None:
                    chars += 24
                elif isinstance(v, (list, tuple, dict)):
                    hit = memo.get(id(v))
                    if hit is not None:  # else a cycle: CPython stops there (ValueError)
                        chars += hit[0]
                        lines += hit[1]
                        units += hit[2] + hit[1]
                        height = max(height, hit[3])
                        ns += hit[4]
                        odd = odd or hit[5]
                    continue
                elif tv is str:
                    size = big.get(id(v), -1)
                    if size < 0:
                        size = big[id(v)] = _json_str_size(v, ensure_ascii)
                    chars += size
                else:
                    size = _json_scalar_size(v, ensure_ascii)
                    if size >= 0:
                        chars += size
                    else:
                        odd = True  # handed to default=
                ns += _JSON_NS_LEAF
            chars += 2 + n * sep
            if indented:
                chars += n + 1
                lines += n + 1
                units += n
            if chars > lim:
                ctx.check_alloc(chars, "json.dumps")
            memo[i] = (min(chars, _CAP), min(lines, _CAP), min(units, _CAP), height + 1,
                       min(ns + _JSON_NS_CONTAINER, _CAP), odd)
            order.append(o)
        return memo, order

    def record_leaves(self, root: Any, depth0: int,
                      memo: dict[int, _Summary], order: list[Any]) -> None:
        """The deepest depth at which each object for ``default=`` occurs (containers in
        reverse post-order: every container's deepest depth is known before its items')."""
        deepest = {id(root): depth0}
        leaf_depth = self.leaf_depth
        for o in reversed(order):
            d = deepest.get(id(o))
            if d is None or not memo[id(o)][5]:
                continue
            for v in self.children(o)[0]:
                if isinstance(v, (list, tuple, dict)):
                    if deepest.get(id(v), -1) < d + 1:
                        deepest[id(v)] = d + 1
                elif _json_scalar_size(v, self.ensure_ascii) < 0:
                    if leaf_depth.get(id(v), -1) < d + 1:
                        leaf_depth[id(v)] = d + 1

    def measure(self, obj: Any, depth0: int) -> Any:
        """Walk ``obj``; return what to encode (``obj``, or a frozen copy of it)."""
        total = self.total
        try:
            self.walk(obj, depth0)
            return obj
        except _NeedsFreeze:
            self.total = total
        obj = _freeze(obj, c_encoder=self.indent is None)
        self.walk(obj, depth0)
        return obj

    def wrap_default(self, default: Any) -> Any:
        from ..guards.sizechecks import checked_callable
        # C's encoder calls it: default=list gets list(x)'s checks (round 8: a gigabyte)
        default = checked_callable(self.ctx, default)

        def call(o: Any) -> Any:
            d = self.leaf_depth.get(id(o), MAX_DEPTH - 1)
            return self.measure(default(o), d + 1)
        return call


# --- json.loads -----------------------------------------------------------------------------------

_JSON_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DELTA = [0] * 256
_DELTA[ord("[")] = _DELTA[ord("{")] = 1
_DELTA[ord("]")] = _DELTA[ord("}")] = -1


def _json_text_depth(s: str) -> int:
    """An upper bound of the nesting depth the JSON scanner would reach on ``s``."""
    if s.count("[") + s.count("{") <= MAX_DEPTH:
        return 0
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", s)).encode("ascii")
    return max(itertools.accumulate(map(_DELTA.__getitem__, brackets)), default=0)


def _check_cls(fn: str, cls: Any, base: Any) -> None:
    """``cls=`` must be the session's JSONEncoder/JSONDecoder or a guest subclass of it."""
    if not (isinstance(cls, type) and issubclass(cls, base)):
        raise TypeError(f"json.{fn}(): cls= must be a subclass of json.{base.__name__} in "
                        "the sandbox")


# --- pprint ---------------------------------------------------------------------------------------

_PP_CONTAINERS = (list, tuple, dict, set, frozenset, collections.deque)


def _pp_leaf(o: Any, width: int) -> tuple[int, int]:
    """(repr size, lines) of a non-container as pprint may print it."""
    if isinstance(o, str):
        o = str.__str__(o)
        n = len(o)
        if o.isprintable():
            size = n + 2 + o.count("\\") + o.count("'")
        else:
            size = (4 if o.isascii() else 10) * n + 2
        if n <= width:
            return size, 1
        lines = min(n, o.count(" ") + o.count("\n") + n // max(width, 1) + 1)
        return size + 3 * lines, lines
    if isinstance(o, (bytes, bytearray)):
        with memoryview(o) as view:
            n = view.nbytes
        lines = n * 4 // max(width, 4) + 1
        return 4 * n + 14 + 4 * lines, lines
    if isinstance(o, int):
        return int.bit_length(o) * 30103 // 100000 + 2, 1
    return 64, 1


def _pp_children(o: Any) -> list[tuple[Any, Any]]:
    """(key or _EXIT, value) pairs of a container, keys only for mappings."""
    if isinstance(o, dict):
        return [(k, v) for k, v in (o.items() if type(o) is dict else list(o.items()))]
    return [(_EXIT, v) for v in (o if type(o) in (list, tuple) else list(o))]


def _pp_check(ctx: Any, obj: Any, indent: int, width: int, what: str) -> None:
    """Refuse a pformat/saferepr of ``obj`` that would exceed the memory limit.

    Each container is measured once (shared references reuse its numbers): ``size`` is its
    repr, ``lines`` the lines pprint may split it into, ``extra`` the indentation inside it."""
    lim = ctx.limits.max_memory_bytes
    if not isinstance(obj, _PP_CONTAINERS):
        size, _ = _pp_leaf(obj, width)
        ctx.check_alloc(size, what)
        return
    memo: dict[int, tuple[int, int, int, int]] = {}
    leaves: dict[int, tuple[int, int]] = {}  # long strings seen (all alive during the walk)
    on_path: set[int] = set()
    stack: list[tuple[Any, bool]] = [(obj, False)]
    visits = 0
    while stack:
        o, done = stack.pop()
        i = id(o)
        if not done:
            if i in memo or i in on_path:
                continue
            on_path.add(i)
            stack.append((o, True))
            for k, v in _pp_children(o):
                if isinstance(v, _PP_CONTAINERS) and id(v) not in memo:
                    stack.append((v, False))
                if isinstance(k, _PP_CONTAINERS) and id(k) not in memo:
                    stack.append((k, False))
            visits += 1
            if not visits & _DEADLINE_EVERY:
                ctx.check_deadline()
            continue
        on_path.discard(i)
        size, lines, extra, height = 2, 1, 0, 1
        for k, v in _pp_children(o):
            if size + extra > lim:
                ctx.check_alloc(size + extra, what)
            offset = indent + 1
            if k is not _EXIT:
                if isinstance(k, _PP_CONTAINERS):
                    ksize = memo.get(id(k), (48,))[0]
                else:
                    ksize, _ = _pp_leaf(k, width)
                size += ksize + 2
                offset += ksize + 2
            if isinstance(v, _PP_CONTAINERS):
                vs, vl, ve, vh = memo.get(id(v), (48, 1, 0, 0))  # 48: "<Recursion on ...>"
            else:
                leaf = leaves.get(id(v))
                if leaf is None:
                    leaf = _pp_leaf(v, width)
                    if isinstance(v, (str, bytes)) and len(v) > 64:
                        leaves[id(v)] = leaf
                vs, vl = leaf
                ve = vh = 0
            size += vs + 2
            lines += vl
            extra += ve + vl * offset
            height = max(height, vh + 1)
        if height > MAX_DEPTH:
            raise _too_deep(height, what)
        memo[i] = (size, lines, extra, height)
        if size + extra > lim:
            ctx.check_alloc(size + extra, what)
    size, _, extra, _ = memo[id(obj)]
    ctx.check_alloc(size + extra, what)


#: Bytes a part of pformat's output costs besides its characters (a str object and its list
#: slot): pprint writes a few characters at a time, and 12 MB of text held 100 MB of parts.
_PART_BYTES = 56


class _SizedStream:
    """pformat's output buffer, sized as it grows (its parts as the objects they are)."""

    def __init__(self, ctx: Any, what: str) -> None:
        self.ctx = ctx
        self.lim = ctx.limits.max_memory_bytes
        self.what = what
        self.size = 0
        self.parts: list[str] = []

    def write(self, text: str) -> None:
        self.size += len(text) + _PART_BYTES
        if self.size > self.lim:
            self.ctx.check_alloc(self.size, self.what)
        self.parts.append(text)

    def getvalue(self) -> str:
        return "".join(self.parts)


class _Printer(pprint.PrettyPrinter):
    """PrettyPrinter whose reprs are sized before each container joins them: the walk in
    :func:`_pp_check` cannot know what a guest ``__repr__`` (or a guest container whose
    iteration changes between calls) will produce. Never handed to the guest."""

    def __init__(self, ctx: Any, what: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._ctx = ctx
        self._lim = ctx.limits.max_memory_bytes
        self._what = what
        self._open: list[int] = []
        self._formats = 0

    def format(self, object: Any, context: Any, maxlevels: Any,  # noqa: A002
               level: Any) -> tuple[str, bool, bool]:
        self._formats += 1  # each value pprint formats: the deadline between them, as pprint
        if not self._formats & _DEADLINE_EVERY:  # is Python code of unbounded time (round
            self._ctx.check_deadline()  # 5: one pformat ran 5.7 s, unsized in time)
        opened = self._open
        opened.append(0)
        try:
            rep, readable, recursive = super().format(object, context, maxlevels, level)
        finally:
            opened.pop()
        if opened:  # the container being formatted joins this rep with its siblings
            opened[-1] += len(rep) + 2
            if opened[-1] > self._lim:
                self._ctx.check_alloc(opened[-1], self._what)
        return rep, readable, recursive

    def pformat(self, object: Any) -> str:  # noqa: A002
        stream = _SizedStream(self._ctx, self._what)
        self._format(object, stream, 0, 0, {}, 0)  # type: ignore[attr-defined]
        return stream.getvalue()

    def safe_repr(self, object: Any) -> tuple[str, bool, bool]:  # noqa: A002
        return self._safe_repr(object, {}, None, 0)  # type: ignore[no-any-return,arg-type]


def _int_or(value: Any, fallback: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError, OverflowError):
        return fallback


# --- the modules ----------------------------------------------------------------------------------

@register("json", doc="JSON encoder and decoder (CPython's json; JSONEncoder/JSONDecoder "
                      "for cls= are guest code).",
          costs=costs(wrapped=("dumps", "loads", "dump", "load"),  # sized and charged
                      constant=("JSONDecodeError",)))
def build_json(env: ModuleEnv) -> dict[str, Any]:
    classes: dict[str, Any] = {}  # JSONEncoder, JSONDecoder: guest code, made below
    def dumps(obj: Any, *, skipkeys: Any = False, ensure_ascii: Any = True,
              check_circular: Any = True, allow_nan: Any = True, cls: Any = None,
              indent: Any = None, separators: Any = None, default: Any = None,
              sort_keys: Any = False, **kw: Any) -> str:
        """Serialize ``obj`` to a JSON formatted ``str``."""
        if cls is not None:
            _check_cls("dumps", cls, classes["JSONEncoder"])
            return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,  # type: ignore[no-any-return]
                       check_circular=check_circular, allow_nan=allow_nan, indent=indent,
                       separators=separators, default=default, sort_keys=sort_keys,
                       **kw).encode(obj)
        sizer = _JsonSizer(env.ctx(), ensure_ascii, indent, separators, bool(check_circular))
        obj = sizer.measure(obj, 0)
        if default is not None:
            default = sizer.wrap_default(default)
        text = json.dumps(obj, skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                          check_circular=check_circular, allow_nan=allow_nan, indent=indent,
                          separators=separators, default=default, sort_keys=sort_keys, **kw)
        return guest_text(text, obj)  # default= may have made text with host addresses

    def loads(s: Any, *, cls: Any = None, **kw: Any) -> Any:
        """Deserialize ``s`` (a ``str``, ``bytes`` or ``bytearray`` instance containing a JSON
        document) to a Python object."""
        if cls is not None:
            _check_cls("loads", cls, classes["JSONDecoder"])
            return cls(**kw).decode(s)
        if isinstance(s, (bytes, bytearray)):
            s = bytes(memoryview(s))
            s = s.decode(json.detect_encoding(s), "surrogatepass")
        if isinstance(s, str):
            s = str.__str__(s)  # a guest subclass's count() could hide the nesting
            env.ctx().check_alloc(4 * len(s), "json.loads")
            depth = _json_text_depth(s)
            if depth > MAX_DEPTH:
                raise _too_deep(depth, "json.loads")
        return json.loads(s, **kw)

    def raw_decode(s: Any, idx: Any = 0, /, **kw: Any) -> Any:
        """JSONDecoder(**kw).raw_decode(s, idx) with loads' checks of ``s`` from ``idx``."""
        if isinstance(s, str):
            s = str.__str__(s)
            rest = s[idx:] if type(idx) is int and idx > 0 else s
            env.ctx().check_alloc(4 * len(rest), "json.JSONDecoder.raw_decode")
            depth = _json_text_depth(rest)
            if depth > MAX_DEPTH:
                raise _too_deep(depth, "json.JSONDecoder.raw_decode")
        return json.JSONDecoder(**kw).raw_decode(s, idx)

    def dump(obj: Any, fp: Any, **kw: Any) -> None:
        """Serialize ``obj`` as a JSON formatted stream to ``fp`` (an object with a ``write``
        method, such as io.StringIO)."""
        text = dumps(obj, **kw)
        gate.get_attr(fp, "write")(text)

    def load(fp: Any, **kw: Any) -> Any:
        """Deserialize ``fp`` (an object with a ``read`` method, such as io.StringIO)
        containing a JSON document to a Python object."""
        return loads(gate.get_attr(fp, "read")(), **kw)

    ns: dict[str, Any] = {fn.__name__: make_builtin(fn.__name__, fn)
                          for fn in (dumps, loads, dump, load)}
    ns["JSONDecodeError"] = json.JSONDecodeError
    classes.update(env.run_source("json", guest_source("jsonclasses.py"),
                                  {"_dumps": ns["dumps"], "_loads": ns["loads"],
                                   "_raw_decode": make_builtin("raw_decode", raw_decode)}))
    ns.update(classes)
    return ns


@register("pprint", doc="Data pretty printer (CPython's pprint; output goes to the captured "
                        "output; PrettyPrinter is guest code).", costs=costs(wrapped=(
    "pformat", "pp", "saferepr", "isreadable", "isrecursive", "pprint")))
def build_pprint(env: ModuleEnv) -> dict[str, Any]:
    def pformat(object: Any, indent: Any = 1, width: Any = 80, depth: Any = None, *,  # noqa: A002
                compact: Any = False, sort_dicts: Any = True,
                underscore_numbers: Any = False) -> str:
        """Format a Python object into a pretty-printed representation."""
        ctx = env.ctx()
        _pp_check(ctx, object, _int_or(indent, 1), _int_or(width, 80), "pprint.pformat")
        return guest_text(_Printer(ctx, "pprint.pformat", indent, width, depth, compact=compact,
                                   sort_dicts=sort_dicts,
                                   underscore_numbers=underscore_numbers).pformat(object), object)

    def pprint_(object: Any, stream: Any = None, indent: Any = 1, width: Any = 80,  # noqa: A002
                depth: Any = None, *, compact: Any = False, sort_dicts: Any = True,
                underscore_numbers: Any = False) -> None:
        """Pretty-print a Python object to a stream [default is the captured output]."""
        text = pformat(object, indent, width, depth, compact=compact, sort_dicts=sort_dicts,
                       underscore_numbers=underscore_numbers) + "\n"
        if stream is None:
            env.ctx().out.write(text)
        else:
            gate.get_attr(stream, "write")(text)

    def pp(object: Any, *args: Any, sort_dicts: Any = False, **kwargs: Any) -> None:  # noqa: A002
        """Pretty-print a Python object"""
        pprint_(object, *args, sort_dicts=sort_dicts, **kwargs)

    def saferepr(object: Any) -> str:  # noqa: A002
        """Version of repr() which can handle recursive data structures."""
        ctx = env.ctx()
        _pp_check(ctx, object, 0, 1 << 62, "pprint.saferepr")
        return guest_text(_Printer(ctx, "pprint.saferepr").safe_repr(object)[0], object)

    def isreadable(object: Any) -> bool:  # noqa: A002
        """Determine if saferepr(object) is readable by eval()."""
        ctx = env.ctx()
        _pp_check(ctx, object, 0, 1 << 62, "pprint.isreadable")
        return _Printer(ctx, "pprint.isreadable").safe_repr(object)[1]

    def isrecursive(object: Any) -> bool:  # noqa: A002
        """Determine if object requires a recursive representation."""
        ctx = env.ctx()
        _pp_check(ctx, object, 0, 1 << 62, "pprint.isrecursive")
        return _Printer(ctx, "pprint.isrecursive").safe_repr(object)[2]

    ns: dict[str, Any] = {fn.__name__: make_builtin(fn.__name__, fn)
                          for fn in (pformat, pp, saferepr, isreadable, isrecursive)}
    ns["pprint"] = make_builtin("pprint", pprint_)
    ns.update(env.run_source("pprint", guest_source("prettyprinter.py"), {
        "_pformat": ns["pformat"], "_isreadable": ns["isreadable"],
        "_isrecursive": ns["isrecursive"]}))
    return ns
