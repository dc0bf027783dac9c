"""The host/worker IPC channel: length-prefixed msgpack frames over a socketpair.

A frame is a 4-byte big-endian length followed by one msgpack map (a message with a ``"t"``
type key). Both ends bound every frame (:data:`MAX_FRAME_BYTES`); a peer that announces a
larger frame or sends bytes that do not decode is treated as broken (:class:`ChannelBroken`),
never trusted. Values are the boundary's plain data (:mod:`sandbox.boundary`), encoded with
msgpack extension types for what msgpack lacks (tuples, sets, big ints, complex, datetimes,
Decimal, Fraction); nothing is ever pickled, so decoding runs no code from the peer.

The sockets are non-blocking; :class:`Channel` buffers partial reads and writes frames whole
(waiting with ``select`` while the peer's buffer is full). A blocking :meth:`Channel.recv`
first polls the socket for up to :data:`SPIN_S` before it sleeps in ``select``: a reply that
comes within that time is read by a running process, and waking a sleeping one on another
core is what most of a round trip cost (on a 2-core VM, ~75 us of a ~80 us ping-pong; with
the poll, ~8 us). The poll is bounded per message, so a slow peer costs at most that much
CPU per frame, and it yields the core between reads: on a loaded machine the peer may be
waiting for this very core (polling without yielding made a loaded round trip ~115 us
instead of ~15 us).
"""

from __future__ import annotations

import datetime
import decimal
import fractions
import os
import select
import socket
import struct
import threading
import time
import zoneinfo
from typing import Any

import msgpack

#: The largest frame either side accepts (inputs, results, state blobs all fit well under it).
MAX_FRAME_BYTES = 256 * 1024 * 1024
#: Seconds a blocking receive polls the socket before it sleeps (see the module's text).
SPIN_S = 50e-6
#: Bytes of a channel's read buffer (reused: ``sock.recv(n)`` allocates ``n`` bytes per call,
#: and for 1 MiB that was an mmap, an mremap and a munmap per read, failed polls included).
READ_BYTES = 64 * 1024
#: Bytes one :meth:`Channel.fill` reads at most before the frames are looked at.
FILL_BYTES = 1 << 20

_HEADER = struct.Struct(">I")
_TUPLE, _SET, _FROZENSET, _BIGINT, _COMPLEX, _BYTEARRAY = 1, 2, 3, 4, 5, 6
_DATE, _DATETIME, _TIME, _TIMEDELTA, _DECIMAL, _FRACTION, _TIMEZONE = 7, 8, 9, 10, 11, 12, 13
#: A frame whose value shares containers (payload: its msgpack), and a back-reference to the
#: n-th container (pre-order) of such a frame (payload: n, 4 bytes big-endian).
_SHARED, _REF = 14, 15


class ChannelBroken(Exception):
    """The peer closed the channel, sent an oversized or undecodable frame, or timed out."""


class MalformedFrame(ValueError):
    """Bytes that :func:`packb` does not write: an unknown extension, nesting deeper than
    :data:`MAX_NESTING`, a back-reference outside a shared frame or to no finished container
    (forged: a reference ahead, to an enclosing container, or past the last one)."""


def _default(obj: Any) -> Any:
    """What the packer calls for an object msgpack lacks: an int outside its 64-bit range
    (the other atoms :func:`_tree` has converted, the packer is not re-entered)."""
    if type(obj) is int:
        return msgpack.ExtType(_BIGINT, str(obj).encode())
    raise TypeError(f"a {type(obj).__name__} cannot cross the worker channel")


def _atom(obj: Any) -> Any:
    """The extension of an atom msgpack lacks (TypeError for what is no plain data)."""
    t = type(obj)
    if t is complex:
        return msgpack.ExtType(_COMPLEX, _pack([obj.real, obj.imag]))
    if t is datetime.datetime or t is datetime.time:
        code = _DATETIME if t is datetime.datetime else _TIME
        naive = obj.replace(tzinfo=None)
        return msgpack.ExtType(code, _pack([naive.isoformat(), _zone(obj.tzinfo), obj.fold]))
    if t is datetime.date:
        return msgpack.ExtType(_DATE, obj.isoformat().encode())
    if t is datetime.timedelta:
        return msgpack.ExtType(_TIMEDELTA, _pack([obj.days, obj.seconds, obj.microseconds]))
    if t is datetime.timezone:
        return msgpack.ExtType(_TIMEZONE, _pack(_zone(obj)))
    if t is decimal.Decimal:
        return msgpack.ExtType(_DECIMAL, str(obj).encode())
    if t is fractions.Fraction:
        return msgpack.ExtType(_FRACTION, _pack([obj.numerator, obj.denominator]))
    raise TypeError(f"a {t.__name__} cannot cross the worker channel")


def _zone(tz: Any) -> Any:
    if tz is None:
        return None
    if isinstance(tz, zoneinfo.ZoneInfo):
        return ["zone", str(tz.key)]
    if type(tz) is datetime.timezone:
        offset = tz.utcoffset(None)
        return ["fixed", offset.days * 86400 + offset.seconds, offset.microseconds,
                tz.tzname(None)]
    key = getattr(tz, "key", None)  # the sandbox's own ZoneInfo
    if type(key) is str:
        return ["zone", key]
    raise TypeError(f"a tzinfo of type {type(tz).__name__} cannot cross the worker channel")


def _unzone(spec: Any) -> Any:
    if spec is None:
        return None
    if spec[0] == "zone":
        return zoneinfo.ZoneInfo(spec[1])
    offset = datetime.timedelta(seconds=spec[1], microseconds=spec[2])
    name = spec[3]
    utc_name = datetime.timezone(offset).tzname(None)
    return datetime.timezone(offset) if name == utc_name else datetime.timezone(offset, name)


#: Extension codes whose payload is itself msgpack (decoded later, flat: see :func:`unpackb`).
_NESTING = frozenset({_TUPLE, _SET, _FROZENSET, _COMPLEX, _DATETIME, _TIME, _TIMEDELTA,
                      _TIMEZONE, _FRACTION, _SHARED})
#: Deepest nesting of containers (lists, maps, extension payloads) a frame may hold: the
#: boundary sends at most 100 levels of plain data (``boundary.MAX_DEPTH``) inside a message.
MAX_NESTING = 1024


class _Pending:
    """An extension value whose msgpack payload is not decoded yet."""

    __slots__ = ("code", "data")

    def __init__(self, code: int, data: bytes) -> None:
        self.code = code
        self.data = data


def _leaf(code: int, data: bytes) -> Any:
    """An extension value whose payload is not msgpack (or a :class:`_Pending` one)."""
    if code in _NESTING:
        return _Pending(code, data)
    if code == _BIGINT:
        return int(data.decode())
    if code == _BYTEARRAY:
        return bytearray(data)
    if code == _DATE:
        return datetime.date.fromisoformat(data.decode())
    if code == _DECIMAL:
        return decimal.Decimal(data.decode())
    if code == _REF:
        if len(data) != _HEADER.size:
            raise MalformedFrame("a back-reference of the wrong size")
        return _Ref(_HEADER.unpack(data)[0])
    raise MalformedFrame(f"unknown extension type {code} on the worker channel")


def _build(code: int, items: Any) -> Any:
    """The value of a nesting extension from its decoded (and resolved) payload."""
    if code == _TUPLE:
        return tuple(items)
    if code == _SET:
        return set(items)
    if code == _FROZENSET:
        return frozenset(items)
    if code == _COMPLEX:
        real, imag = items
        return complex(real, imag)
    if code == _DATETIME or code == _TIME:
        text, zone, fold = items
        cls = datetime.datetime if code == _DATETIME else datetime.time
        return cls.fromisoformat(text).replace(tzinfo=_unzone(zone), fold=fold)
    if code == _TIMEDELTA:
        days, seconds, micros = items
        return datetime.timedelta(days, seconds, micros)
    if code == _TIMEZONE:
        return _unzone(items)
    if code == _SHARED:
        raise MalformedFrame("a shared frame's value inside another value")
    num, den = items  # _FRACTION
    return fractions.Fraction(num, den)


#: Types :func:`_tree` passes through without a call (no container inside).
_SCALARS = frozenset({str, int, float, bool, bytes, type(None)})
#: Codes of the containers :func:`_tree` turns into an extension (their payload: the items).
_ITEMS: dict[type, int] = {tuple: _TUPLE, set: _SET, frozenset: _FROZENSET}
#: Types :func:`_tree` numbers (a shared one is written once).
_CONTAINERS = frozenset({list, dict, bytearray, *_ITEMS})


def _tree(obj: Any, index: dict[int, int], refs: list[int]) -> Any:
    """``obj`` as msgpack writes it: lists and dicts rebuilt, tuples, sets and frozensets as
    their extension (payload: the msgpack of their items), bytearrays as theirs (msgpack
    would write bytes), other atoms left to :func:`_default`.

    Each container (those, and lists, dicts, bytearrays) gets the next number, in pre-order,
    in ``index`` (by id; the value holds them all, so no id is reused meanwhile); one met
    again is written as a back-reference to its number (its position appended to ``refs``),
    so the frame holds each distinct container once, as the boundary copy does."""
    t = type(obj)
    if t not in _CONTAINERS:
        return obj if t in _SCALARS else _atom(obj)
    n = len(index)
    at = index.setdefault(id(obj), n)
    if at != n:
        refs.append(at)
        return msgpack.ExtType(_REF, _HEADER.pack(at))
    if t is list:
        return [v if type(v) in _SCALARS else _tree(v, index, refs) for v in obj]
    if t is dict:
        return {k if type(k) in _SCALARS else _tree(k, index, refs):
                v if type(v) in _SCALARS else _tree(v, index, refs) for k, v in obj.items()}
    if t is bytearray:
        return msgpack.ExtType(_BYTEARRAY, bytes(obj))
    return msgpack.ExtType(_ITEMS[t], _pack(
        [v if type(v) in _SCALARS else _tree(v, index, refs) for v in obj]))


#: A packer per thread, reused: ``msgpack.packb`` makes one per call, and its 256 KiB buffer
#: was most of a small frame's encoding (34,000 of the instructions of a tool call's frame).
_PACKERS = threading.local()
#: A packer whose buffer grew past this many bytes is dropped (its buffer is not shrunk).
_PACKER_KEEPS = 1 << 20


def _pack(tree: Any) -> bytes:
    """The msgpack of what :func:`_tree` made. The thread's packer is taken while it packs,
    so a nested call (a finalizer the garbage collector runs meanwhile, sending its own
    frame) makes a packer of its own instead of writing into one that is mid-frame."""
    packer = getattr(_PACKERS, "packer", None)
    _PACKERS.packer = None
    if packer is None:
        packer = msgpack.Packer(default=_default, strict_types=True, use_bin_type=True,
                                unicode_errors="surrogatepass")
    data: bytes = packer.pack(tree)
    if len(data) <= _PACKER_KEEPS:
        _PACKERS.packer = packer
    return data


def packb(obj: Any) -> bytes:
    """Encode plain data (TypeError for anything else). A str may hold lone surrogates (a
    file name that is not UTF-8, or guest text such as ``'\\udcff'``): they cross as
    ``surrogatepass`` bytes instead of failing the frame (which ended the worker).

    A value that shares a container (``x = [x, x]`` forty times over: 41 lists, 2**40
    paths) is written with back-references (:func:`_tree`), its frame linear in the distinct
    containers, and wrapped in a :data:`_SHARED` extension so the decoder numbers the
    containers it rebuilds; :func:`unpackb` rebuilds the same sharing, as the in-process
    boundary copy (``boundary._copy``, memoised) hands a tool the same sharing."""
    if type(obj) in _SCALARS:
        return _pack(obj)
    refs: list[int] = []
    tree = _tree(obj, {}, refs)
    if refs:
        tree = msgpack.ExtType(_SHARED, _pack(tree))
    return _pack(tree)


def _flat(data: bytes, pending: list[Any]) -> Any:
    """``data`` decoded with each nesting extension left as a :class:`_Pending` and each
    back-reference as a :class:`_Ref` (both recorded)."""
    def hook(code: int, payload: bytes) -> Any:
        value = _leaf(code, payload)
        if type(value) is _Pending or type(value) is _Ref:
            pending.append(value)
        return value
    return msgpack.unpackb(data, ext_hook=hook, raw=False, strict_map_key=False,
                           use_list=True, unicode_errors="surrogatepass")


def unpackb(data: bytes) -> Any:
    """Decode what :func:`packb` encoded (no code runs; MalformedFrame for what it does not
    write: unknown extensions, nesting past :data:`MAX_NESTING`, forged back-references).

    A tuple's payload is the msgpack of its items; decoding it from msgpack's ``ext_hook``
    would nest one C unpacker (about 40 KB of C stack) per level, and a peer's frame of
    tuples nested ~200 deep crashed the receiving process (round 5). So each payload is
    decoded flat, its nesting extensions left pending, and the pending ones are resolved
    afterwards from an explicit stack, deepest first: host frames stay constant whatever
    the nesting. A shared frame's containers are numbered as they are rebuilt, in the
    pre-order :func:`packb` numbered them, and a back-reference is the finished container
    of its number: the decoded value shares what the encoded one shared."""
    pending: list[Any] = []
    root = _flat(data, pending)
    if type(root) is _Pending and root.code == _SHARED:
        pending.clear()
        return _resolve(_flat(root.data, pending), pending, [])
    return _resolve(root, pending, None) if pending else root


class _Ref:
    """A back-reference not resolved yet: the number of a container decoded before it."""

    __slots__ = ("at",)

    def __init__(self, at: int) -> None:
        self.at = at


#: Nesting extension codes that are containers (numbered in a shared frame, as bytearrays,
#: lists and maps are: :func:`_tree`).
_NUMBERED = frozenset({_TUPLE, _SET, _FROZENSET})
#: A numbered container whose rebuilding has not finished (a reference to it is forged:
#: values reach the channel through the boundary copy, which refuses cycles, so no
#: container holds a reference to itself or an enclosing one).
_OPEN = object()


def _resolve(root: Any, pending: list[Any], table: list[Any] | None) -> Any:
    """``root`` with every :class:`_Pending` inside it (payloads too) replaced by its value:
    a post-order walk of the lists, maps and payloads. ``table`` (a shared frame's, else
    None) holds the containers by number, :data:`_OPEN` while one is being rebuilt, and
    each :class:`_Ref` becomes the finished container of its number."""
    values: list[Any] = []
    stack: list[tuple[Any, bool, int, int]] = [(root, False, 0, -1)]
    while stack:
        node, built, depth, at = stack.pop()
        t = type(node)
        if built:
            if t is _Pending:
                value = _build(node.code, values.pop())
            else:
                n = len(node) * (2 if t is dict else 1)
                items = values[len(values) - n:]
                del values[len(values) - n:]
                if t is list:
                    node[:] = items
                    value = node
                else:
                    value = dict(zip(items[::2], items[1::2], strict=True))
            values.append(value)
            if at >= 0:
                table[at] = value  # type: ignore[index]
            continue
        if t is _Ref:
            values.append(_target(node, table))
            continue
        if t is not list and t is not dict and t is not _Pending:
            if t is bytearray and table is not None:
                table.append(node)
            values.append(node)
            continue
        if depth >= MAX_NESTING:
            raise MalformedFrame(f"a frame nested more than {MAX_NESTING} levels deep")
        if table is not None and at == -1 and (t is not _Pending or node.code in _NUMBERED):
            at = len(table)
            table.append(_OPEN)
        stack.append((node, True, depth, at))
        if t is list:
            stack.extend((item, False, depth + 1, -1) for item in reversed(node))
        elif t is dict:
            for key, value in reversed(node.items()):
                stack.append((value, False, depth + 1, -1))
                stack.append((key, False, depth + 1, -1))
        else:
            # (-2: the payload's list is the extension's, not a container with a number)
            stack.append((_flat(node.data, pending), False, depth + 1, -2))
    return values[0]


def _target(ref: _Ref, table: list[Any] | None) -> Any:
    """The container ``ref`` names (MalformedFrame for a forged reference)."""
    if table is None:
        raise MalformedFrame("a back-reference outside a shared frame")
    if not 0 <= ref.at < len(table) or table[ref.at] is _OPEN:
        raise MalformedFrame(f"a back-reference to container {ref.at}, of {len(table)} "
                             "decoded so far (none finished with that number)")
    return table[ref.at]


class Channel:
    """One end of the socketpair: whole frames in, whole frames out."""

    def __init__(self, sock: socket.socket, max_frame: int = MAX_FRAME_BYTES) -> None:
        sock.setblocking(False)
        self.sock = sock
        self.max_frame = max_frame
        self._buf = bytearray()
        self._scratch = bytearray(READ_BYTES)
        self._scratch_view = memoryview(self._scratch)

    def fileno(self) -> int:
        return self.sock.fileno()

    def send(self, message: dict[str, Any], timeout: float = 60.0) -> None:
        """Write one frame whole (ChannelBroken if the peer is gone or stops reading)."""
        body = packb(message)
        if len(body) > self.max_frame:
            raise ChannelBroken(f"frame of {len(body)} bytes exceeds the channel's bound")
        view = memoryview(_HEADER.pack(len(body)) + body)
        deadline = time.monotonic() + timeout
        while view:
            try:
                sent = self.sock.send(view)
            except BlockingIOError:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise ChannelBroken("the peer stopped reading the channel") from None
                select.select([], [self.sock], [], left)
                continue
            except OSError as exc:
                raise ChannelBroken(f"the channel is closed ({exc})") from None
            view = view[sent:]

    def next_frame(self) -> dict[str, Any] | None:
        """A buffered complete frame, or None (ChannelBroken for a bad one)."""
        buf = self._buf
        if len(buf) < 4:
            return None
        (size,) = _HEADER.unpack_from(buf)
        if size > self.max_frame:
            raise ChannelBroken(f"the peer announced a frame of {size} bytes")
        if len(buf) < 4 + size:
            return None
        body = bytes(buf[4:4 + size])
        del buf[:4 + size]
        try:
            message = unpackb(body)
        except Exception as exc:  # noqa: BLE001 - any decoding failure means a broken peer
            raise ChannelBroken(f"undecodable frame ({type(exc).__name__})") from None
        if type(message) is not dict or "t" not in message:
            raise ChannelBroken("a frame that is not a message")
        return message

    def fill(self) -> None:
        """Read what the socket has, up to :data:`FILL_BYTES` (call when it is readable;
        ChannelBroken on EOF). The bound lets the caller check each frame's announced size
        before a peer that keeps writing can fill the host's memory."""
        for _ in range(FILL_BYTES // READ_BYTES):
            if self._read() < READ_BYTES:
                return  # the socket is drained (a full buffer: more may be waiting)

    def _read(self) -> int:
        """One non-blocking read into the buffer: the bytes read (0: none were there;
        ChannelBroken on EOF)."""
        try:
            n = self.sock.recv_into(self._scratch)
        except BlockingIOError:
            return 0
        except OSError as exc:
            raise ChannelBroken(f"the channel is closed ({exc})") from None
        if not n:
            raise ChannelBroken("the peer closed the channel")
        self._buf += self._scratch_view[:n]
        return n

    def _poll(self, spin: float) -> bool:
        """Read the socket without sleeping until data comes (True) or ``spin`` seconds have
        passed (False); ChannelBroken on EOF."""
        read, clock, yield_cpu = self._read, time.perf_counter, os.sched_yield
        end = clock() + spin
        while not (n := read()):
            if clock() >= end:
                return False
            yield_cpu()  # a busy core: let the peer (or anyone) run meanwhile
        if n == READ_BYTES:
            self.fill()  # the rest of a frame larger than the buffer
        return True

    def recv(self, deadline: float, spin: float = SPIN_S) -> dict[str, Any]:
        """Block (with ``select``) until a frame arrives or ``deadline`` (monotonic) passes,
        after polling for up to ``spin`` seconds."""
        while True:
            frame = self.next_frame()
            if frame is not None:
                return frame
            if spin > 0:
                polled, spin = self._poll(spin), 0.0
                if polled:
                    continue
            left = deadline - time.monotonic()
            if left <= 0:
                raise ChannelBroken("the peer did not answer in time")
            readable, _, _ = select.select([self.sock], [], [], left)
            if readable:
                self.fill()

    async def recv_async(self, deadline: float) -> dict[str, Any]:
        """:meth:`recv` on the host's event loop (asyncio or trio, through anyio)."""
        import anyio
        wait = getattr(anyio, "wait_readable", None) or anyio.wait_socket_readable
        while True:
            frame = self.next_frame()
            if frame is not None:
                return frame
            left = deadline - time.monotonic()
            if left <= 0:
                raise ChannelBroken("the peer did not answer in time")
            with anyio.move_on_after(left):
                await wait(self.sock)
                self.fill()

    def close(self) -> None:
        self.sock.close()
