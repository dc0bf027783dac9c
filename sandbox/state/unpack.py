"""Iterative msgpack decoding for :class:`sandbox.state.decode.Decoder`: nesting costs no
host recursion.

The format nests msgpack inside ext values (a tuple's payload is the msgpack of its items).
Decoding each payload from msgpack's ``ext_hook`` would nest one C unpacker (about 40 KB of
C stack for ``msgpack.unpackb``) per level: a tuple nested ~195 deep crashed the importing
process. Instead, a payload is decoded *flat*: the ext values inside it that carry msgpack
become :class:`Pending` placeholders (leaf ext values, such as references and big ints, are
decoded at once), which msgpack's container hooks find and record where they sit. The
placeholders are then decoded the same way, deepest first, from an explicit stack; each is
built (``build(code, payload)``) once everything inside it is, and put where it belongs.
Host frames stay constant whatever the nesting; the explicit stack is bounded by
``MAX_DEPTH`` (a clear StateError beyond).

Maps always come as pairs (``object_pairs_hook``): msgpack never hashes a key. A dict is
built here when its keys hash with host code (:meth:`_map`), otherwise created empty and
filled by the import's guarded step (see :mod:`sandbox.state.guard`).
"""

from __future__ import annotations

import operator
from typing import Any

import msgpack

from ..errors import StateError
from ..guards.collisions import collision_probes
from ..runtime.memory import rss_bytes
from .kinds import MAX_DEPTH

#: Most bytes of Python objects one byte of msgpack can become (measured worst case: a chain
#: of one-entry maps, 110 bytes per byte). A body this many times smaller than the memory
#: limit cannot outgrow it; a larger one is decoded with a check after every container.
AMPLIFY = 128
#: Items one list (or twice one dict's entries) may hold: ``max_memory_bytes // ITEM_BYTES``.
#: msgpack allocates a container's slots before its items, and a container's items are built
#: before its check runs, so one container alone must fit in the limit.
ITEM_BYTES = 128
#: Container items decoded between two memory samples (a body larger than ``AMPLIFY``
#: allows).
SAMPLE_ITEMS = 16_384

_NATIVE_KEYS = frozenset({str, int, type(None), bool, float, bytes})
_first = operator.itemgetter(0)


class _Nested(Exception):
    """An eager payload holds an ext value that carries msgpack."""


_NESTED = _Nested()


class Pending:
    """An ext value whose msgpack payload is not decoded yet."""

    __slots__ = ("code", "data", "value")

    def __init__(self, code: int, data: bytes) -> None:
        self.code = code
        self.data = data
        self.value: Any = None


class _Frame:
    """One payload decoded flat: its value, the placeholders found in it (in order) and
    where each sits (``(list, index, pending)`` or ``(dict, pairs)`` to fill)."""

    __slots__ = ("root", "pendings", "fixups", "depth", "unclaimed")

    def __init__(self, depth: int) -> None:
        self.root: Any = None
        self.pendings: list[Pending] = []
        self.fixups: list[tuple[Any, ...]] = []
        self.depth = depth
        self.unclaimed = 0


class IterativeUnpack:
    """The decoding half the Decoder builds on. Expects ``max_items``, ``guarded``,
    ``memory_bytes``, ``rss_base``, ``items_since_sample``, ``depth``, ``peak`` and the
    methods ``ext``, ``build`` and ``_dict_items``."""

    max_items: int
    guarded: bool
    memory_bytes: int
    rss_base: int
    items_since_sample: int
    depth: int
    peak: int
    _frame: _Frame | None

    def ext(self, code: int, data: bytes) -> Any:  # pragma: no cover - the Decoder's
        raise NotImplementedError

    def build(self, code: int, v: Any) -> Any:  # pragma: no cover - the Decoder's
        raise NotImplementedError

    def _dict_items(self, d: Any, kind: type, pairs: list[tuple[Any, Any]]) -> None:
        raise NotImplementedError  # pragma: no cover - the Decoder's

    # --- the explicit stack ------------------------------------------------------------------

    def nested(self, data: bytes | memoryview, depth: int = 1) -> Any:
        """The value of the msgpack in ``data`` (an entry's content, ``depth`` levels below
        the top), every ext payload inside it decoded without host recursion."""
        stack: list[tuple[Pending | None, _Frame]] = [(None, self._flat(data, depth))]
        while True:
            owner, frame = stack[-1]
            if frame.pendings:
                child = frame.pendings.pop()
                if frame.depth + 1 > MAX_DEPTH + 8:
                    raise StateError(f"corrupt state blob: values nested more than "
                                     f"{MAX_DEPTH} levels deep")
                stack.append((child, self._flat(child.data, frame.depth + 1)))
                continue
            stack.pop()
            value = self._finish(frame)
            if owner is None:
                return value
            self.depth = frame.depth - 1  # as when the ext was met in its parent
            owner.value = self.build(owner.code, value)

    def _flat(self, data: bytes | memoryview, depth: int) -> _Frame:
        frame = _Frame(depth)
        self.depth = depth
        if depth > self.peak:
            self.peak = depth
        outer, self._frame = self._frame, frame
        try:
            frame.root = self._unpack(data)
        finally:
            self._frame = outer
        frame.pendings.reverse()  # popped from the end: built in the order they were met
        return frame

    def _finish(self, frame: _Frame) -> Any:
        """Put the built placeholders where they sit (containers in the order msgpack
        completed them: inner ones first)."""
        for fixup in frame.fixups:
            if len(fixup) == 3:
                container, index, pending = fixup
                container[index] = pending.value
            else:
                d, pairs = fixup
                resolved = [(k.value if type(k) is Pending else k,
                             v.value if type(v) is Pending else v) for k, v in pairs]
                self._fill_map(d, resolved)
        root = frame.root
        return root.value if type(root) is Pending else root

    def pending(self, code: int, data: bytes) -> Any:
        """What ``ext`` returns for an ext value that carries msgpack: the value itself if
        its payload holds no such ext value (decoded at once, one C unpacker deeper, whose
        hook never goes deeper still), else a placeholder for :meth:`nested`."""
        frame = self._frame
        if frame is None:  # inside an eager payload: give up, it is nested
            raise _NESTED
        depth = self.depth
        if depth + 1 > MAX_DEPTH + 8:
            raise StateError(f"corrupt state blob: values nested more than {MAX_DEPTH} "
                             "levels deep")
        self._frame = None
        self.depth = depth + 1
        if depth + 1 > self.peak:
            self.peak = depth + 1
        try:
            v = self._unpack(data, self._counted if self.guarded else None)
        except _Nested:
            pass
        else:
            self.depth = depth
            return self.build(code, v)
        finally:
            self._frame = frame
            self.depth = depth
        p = Pending(code, data)
        frame.pendings.append(p)
        frame.unclaimed += 1
        return p

    # --- msgpack ---------------------------------------------------------------------------

    def _unpack(self, data: bytes | memoryview, list_hook: Any = ...) -> Any:
        """The msgpack value in ``data``, flat: every length capped by ``data``'s size and by
        the memory limit; in a large body, each container counted as it is completed.
        (An eager payload has no placeholder to look for in its lists.)"""
        n = len(data)
        items = min(n, self.max_items)
        try:
            return msgpack.unpackb(data, ext_hook=self.ext, object_pairs_hook=self._map,
                                   list_hook=self._list if list_hook is ... else list_hook,
                                   strict_map_key=False, raw=False,
                                   unicode_errors="surrogatepass", max_str_len=n,
                                   max_bin_len=n, max_array_len=items,
                                   max_map_len=min(n, self.max_items // 2), max_ext_len=n)
        except ValueError as exc:
            if items < n and "exceeds max_" in str(exc):
                raise self._too_large() from None
            raise

    def _list(self, items: list[Any]) -> list[Any]:
        """msgpack's hook for every list: record the placeholders in it."""
        if self.guarded:
            self._counted(items)
        frame = self._frame
        if frame is not None and frame.unclaimed and Pending in set(map(type, items)):
            for i, x in enumerate(items):
                if type(x) is Pending:
                    frame.fixups.append((items, i, x))
                    frame.unclaimed -= 1
        return items

    def _map(self, pairs: list[tuple[Any, Any]]) -> dict[Any, Any]:
        """msgpack's hook for every map: a dict built here (or once the placeholders in it
        are built), its items inserted at once if hashing its keys runs host code only."""
        if self.guarded:
            self._counted(pairs)
        frame = self._frame
        if frame is not None and frame.unclaimed:
            found = sum(type(k) is Pending for k, _ in pairs) + sum(
                type(v) is Pending for _, v in pairs)
            if found:
                d: dict[Any, Any] = {}
                frame.fixups.append((d, pairs))
                frame.unclaimed -= found
                return d
        if self._native_keys(pairs):
            return dict(pairs)  # msgpack's own key types: host hashing, no long probing
        d = {}
        self._dict_items(d, dict, pairs)
        return d

    def _fill_map(self, d: dict[Any, Any], pairs: list[tuple[Any, Any]]) -> None:
        if self._native_keys(pairs):
            d.update(pairs)
        else:
            self._dict_items(d, dict, pairs)

    @staticmethod
    def _native_keys(pairs: list[tuple[Any, Any]]) -> bool:
        """Whether the keys of ``pairs`` are msgpack's own types and can go in in one C call.
        An int key may be a big int from an ext value, and ``i * (2**61 - 1)`` share one
        hash: 50,000 such keys took 12 s in one ``dict(pairs)`` on a 2 s limit (round 5).
        Keys that collide go in through the chunked fill, the clock checked between."""
        keys = list(map(_first, pairs))
        return set(map(type, keys)) <= _NATIVE_KEYS and not collision_probes(keys)

    # --- memory ----------------------------------------------------------------------------

    def _too_large(self) -> StateError:
        return StateError(f"a list or dict in the state is too large to import within the "
                          f"memory limit (a list may hold {self.max_items:,} items, a dict "
                          f"{self.max_items // 2:,}: max_memory_bytes // {ITEM_BYTES})")

    def _counted(self, container: Any) -> Any:
        """Sample the memory now and then in a large body (list items and dict entries are
        built before their container is complete)."""
        self.items_since_sample += len(container) + 1
        if self.items_since_sample > SAMPLE_ITEMS:
            self._sample()
        return container

    def _sample(self) -> None:
        """Refuse to go on once the process grew more than the memory limit since the import
        began."""
        self.items_since_sample = 0
        used = rss_bytes() - self.rss_base
        if used > self.memory_bytes:
            raise StateError(f"importing the state takes more memory than the limit allows "
                             f"({used:,} bytes so far; max_memory_bytes="
                             f"{self.memory_bytes:,})")

    def _charge(self, nbytes: int, what: str) -> None:
        """Refuse, before it is built, ``what`` of about ``nbytes`` bytes that would not fit in
        the memory limit with what the import holds already."""
        used = max(rss_bytes() - self.rss_base, 0)
        if used + nbytes > self.memory_bytes:
            raise StateError(f"importing the state would take more memory than the limit "
                             f"allows: {what} needs about {nbytes:,} bytes "
                             f"(max_memory_bytes={self.memory_bytes:,})")
