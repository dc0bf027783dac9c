"""``zlib.compressobj``/``zlib.decompressobj`` for the guest: streaming objects whose every
host call is sized and charged before zlib's C code runs.

The guest never holds CPython's ``zlib.Compress``/``zlib.Decompress``: it gets a
:class:`Compress` or :class:`Decompress` (sandbox classes that print as ``zlib.Compress`` and
``zlib.Decompress``) holding one in a slot the gate never hands out, so no unmetered method of
the C object is reachable.

Costs (checked before each call):

- creating or copying an object reserves its C state (:data:`COMPRESS_STATE_BYTES`,
  :data:`DECOMPRESS_STATE_BYTES`) against the memory limit, so a list of thousands of them is
  counted (the run's memory samples then see the real growth);
- ``Compress.compress``/``flush``: deflate output is at most the input plus what the stream
  buffers (:data:`DEFLATE_BUFFER_BYTES`); ``compress`` is charged linearly in its input (the
  deflate work ``flush`` finishes was paid for there), ``flush`` for the bytes it returns;
- ``Decompress.decompress``/``flush``: inflate is driven by :func:`inflate` in chunks of
  :data:`CHUNK_BYTES` of output, each checked against ``Limits.max_memory_bytes`` before zlib
  makes it, so a decompression bomb is ``LimitExceeded`` after at most one chunk past the
  limit. ``max_length``, ``unconsumed_tail``, ``unused_data`` and ``eof`` keep CPython's
  meaning (the chunks feed zlib the same input CPython's single call would).
"""

from __future__ import annotations

import operator
import zlib
from typing import Any

from ..runtime import gate
from ..runtime.context import current_ctx
from ..runtime.costs import charge_bytes, charge_ns

#: Bytes of output inflated per call into zlib's C code.
CHUNK_BYTES = 1 << 20
#: Host nanoseconds per output byte of inflate (measured 1-3 ns; rounded up).
INFLATE_NS_PER_BYTE = 5
#: Host nanoseconds per input byte of deflate (level 9 on hard input runs near 20 MB/s).
DEFLATE_NS_PER_BYTE = 100
#: zlib's deflate state with the largest window and memLevel 9 (window, prev, head and
#: pending buffers: about 256 KiB), rounded up.
COMPRESS_STATE_BYTES = 300_000
#: zlib's inflate state plus its 32 KiB window, rounded up.
DECOMPRESS_STATE_BYTES = 48_000
#: Output a deflate stream may hold back and emit on a later call (its pending buffer).
DEFLATE_BUFFER_BYTES = 1 << 17


def inflate(ctx: Any, inflater: Any, data: Any, max_length: int, what: str) -> bytes:
    """Feed ``data`` to the real ``zlib.Decompress`` ``inflater`` as one
    ``inflater.decompress(data, max_length)`` would (``max_length`` 0: no cap), making the
    output in chunks of at most :data:`CHUNK_BYTES`, each refused first when it could take
    the output past the memory limit, and charged as it is made. Stops at the end of the
    stream, at ``max_length``, or when zlib makes no more output from what it has."""
    limit = ctx.limits.max_memory_bytes
    parts: list[bytes] = []
    total = 0
    pending = data
    while True:
        room = CHUNK_BYTES if not max_length else min(CHUNK_BYTES, max_length - total)
        if total + room > limit:  # the next chunk could take the output past the limit
            ctx.check_alloc(total + room, what)  # refuses
        ctx.check_alloc(room, what)  # chunks add up: memory samples
        chunk = inflater.decompress(pending, room)
        total += len(chunk)
        charge_bytes(ctx, len(chunk))
        charge_ns(ctx, len(chunk) * INFLATE_NS_PER_BYTE, what)
        parts.append(chunk)
        pending = inflater.unconsumed_tail
        if inflater.eof or (max_length and total >= max_length):
            break
        if len(chunk) < room and not pending:  # all input used and zlib had no more output
            break
        if not chunk and pending:  # zlib made no progress on what it holds
            break
    if len(parts) == 1:
        return parts[0]
    ctx.check_alloc(total, what, incoming=total)  # the join copies the chunks
    return b"".join(parts)


def _buffer_len(data: Any) -> int:
    """Bytes in a buffer argument (0 for anything else: zlib's own check then raises)."""
    try:
        return memoryview(data).nbytes
    except TypeError:
        return 0


def _reserve(nbytes: int, what: str) -> None:
    current_ctx().check_alloc(nbytes, what)


class Compress:
    """Compression object (``zlib.compressobj``): compress data incrementally."""

    __slots__ = ("_real",)

    def __init__(self, real: Any, *, _token: object = None) -> None:
        if _token is not _TOKEN:
            raise TypeError("cannot create 'zlib.Compress' instances")
        self._real = real

    def compress(self, data: Any, /) -> bytes:
        """Returns a bytes object containing compressed data."""
        n = _buffer_len(data)
        ctx = current_ctx()
        ctx.check_alloc(n + DEFLATE_BUFFER_BYTES, "zlib.Compress.compress")
        charge_ns(ctx, n * DEFLATE_NS_PER_BYTE, "zlib.Compress.compress")
        return self._real.compress(data)  # type: ignore[no-any-return]

    def flush(self, mode: Any = zlib.Z_FINISH, /) -> bytes:
        """Return a bytes object containing any remaining compressed data."""
        ctx = current_ctx()
        ctx.check_alloc(DEFLATE_BUFFER_BYTES, "zlib.Compress.flush")
        out = self._real.flush(mode)  # deflates input compress() was already charged for
        charge_bytes(ctx, len(out))
        return out  # type: ignore[no-any-return]

    def copy(self) -> Compress:
        """Return a copy of the compression object."""
        _reserve(COMPRESS_STATE_BYTES, "zlib.Compress.copy")
        return Compress(self._real.copy(), _token=_TOKEN)

    def __repr__(self) -> str:
        return "<zlib.Compress object>"


class Decompress:
    """Decompression object (``zlib.decompressobj``): decompress data incrementally."""

    __slots__ = ("_real",)

    def __init__(self, real: Any, *, _token: object = None) -> None:
        if _token is not _TOKEN:
            raise TypeError("cannot create 'zlib.Decompress' instances")
        self._real = real

    @property
    def unused_data(self) -> bytes:
        """Data found after the end of the compressed stream."""
        return self._real.unused_data  # type: ignore[no-any-return]

    @property
    def unconsumed_tail(self) -> bytes:
        """Input not yet consumed because of ``max_length``."""
        return self._real.unconsumed_tail  # type: ignore[no-any-return]

    @property
    def eof(self) -> bool:
        """True once the end of the compressed stream has been reached."""
        return self._real.eof  # type: ignore[no-any-return]

    def decompress(self, data: Any, /, max_length: Any = 0) -> bytes:
        """Return a bytes object containing the decompressed version of the data (at most
        ``max_length`` bytes of it when that is not 0)."""
        max_length = operator.index(max_length)
        if max_length < 0:
            raise ValueError("max_length must be non-negative")
        return inflate(current_ctx(), self._real, data, max_length, "zlib.Decompress.decompress")

    def flush(self, length: Any = zlib.DEF_BUF_SIZE, /) -> bytes:
        """Return a bytes object containing any remaining decompressed data."""
        length = operator.index(length)
        if length <= 0:
            raise ValueError("length must be greater than zero")
        real = self._real
        ctx = current_ctx()
        out = b""
        if real.unconsumed_tail and not real.eof:
            out = inflate(ctx, real, real.unconsumed_tail, 0, "zlib.Decompress.flush")
        # what is left is at most zlib's window of held-back output
        ctx.check_alloc(len(out) + DECOMPRESS_STATE_BYTES, "zlib.Decompress.flush")
        rest = real.flush(length)
        return out + rest if out else rest  # type: ignore[no-any-return]

    def copy(self) -> Decompress:
        """Return a copy of the decompression object."""
        _reserve(DECOMPRESS_STATE_BYTES, "zlib.Decompress.copy")
        return Decompress(self._real.copy(), _token=_TOKEN)

    def __repr__(self) -> str:
        return "<zlib.Decompress object>"


_TOKEN = object()
_NO_ZDICT = object()

for _cls in (Compress, Decompress):
    _cls.__module__ = "zlib"


def compressobj(level: Any = zlib.Z_DEFAULT_COMPRESSION, method: Any = zlib.DEFLATED,
                wbits: Any = zlib.MAX_WBITS, memLevel: Any = zlib.DEF_MEM_LEVEL,  # noqa: N803
                strategy: Any = zlib.Z_DEFAULT_STRATEGY, zdict: Any = _NO_ZDICT) -> Compress:
    """Return a compressor object."""
    _reserve(COMPRESS_STATE_BYTES, "zlib.compressobj")
    if zdict is _NO_ZDICT:  # CPython's compressobj refuses an explicit zdict=None
        real = zlib.compressobj(level, method, wbits, memLevel, strategy)
    else:
        real = zlib.compressobj(level, method, wbits, memLevel, strategy, zdict)
    return Compress(real, _token=_TOKEN)


def decompressobj(wbits: Any = zlib.MAX_WBITS, zdict: Any = b"") -> Decompress:
    """Return a decompressor object."""
    _reserve(DECOMPRESS_STATE_BYTES, "zlib.decompressobj")
    return Decompress(zlib.decompressobj(wbits, zdict), _token=_TOKEN)


gate.ALLOWED_ATTRS[Compress] = frozenset({"compress", "flush", "copy"})
gate.ALLOWED_ATTRS[Decompress] = frozenset({"decompress", "flush", "copy", "unused_data",
                                            "unconsumed_tail", "eof"})
