"""``gzip`` for the guest: ``compress``/``decompress`` on bytes, ``GzipFile`` over a file
object the guest holds (``io.BytesIO``, a file of the virtual file system) and ``open``.

- ``compress`` is CPython's, charged and sized as ``zlib.compress`` is (a gzip member is the
  deflate stream plus an 18-byte frame); ``mtime=None`` is the session's clock (0 when the
  host allows no clock);
- ``decompress`` reads each member's header here (no per-byte host loop over a long file
  name) and inflates it through :func:`sandbox.modules.zlibstreams.inflate`, in chunks under
  the memory limit: a gzip bomb is ``LimitExceeded`` after at most a chunk past the limit.
  Errors are CPython's (``BadGzipFile``, ``EOFError`` for a truncated member);
- ``GzipFile`` and ``open`` are guest code (``guest/gzip.py``): they read and write the file
  object through its own methods (each a guest call under the gate), and compress or
  decompress the whole content with the two functions above.
"""

from __future__ import annotations

import gzip
import struct
import zlib
from typing import Any

from ..guards.costmodel import costs
from ..runtime.builtins import make_builtin
from ..runtime.costs import charge_ns
from . import ModuleEnv, guest_source, register
from .zlibstreams import inflate

#: Host nanoseconds a byte of deflate at level 9 on hard input (zlib.compress's model).
_DEFLATE_NS = 100
_FTEXT, _FHCRC, _FEXTRA, _FNAME, _FCOMMENT = 1, 2, 4, 8, 16


def _bytes_of(data: Any) -> bytes:
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")


def _charge_deflate(ctx: Any, data: bytes) -> None:
    charge_ns(ctx, len(data) * _DEFLATE_NS, "gzip.compress")
    ctx.check_alloc(len(data) + (len(data) >> 3) + 64, "gzip.compress")


def _mtime(env: ModuleEnv, mtime: Any) -> Any:
    if mtime is not None:
        return mtime
    try:
        return int(env.clock())
    except PermissionError:  # the host allows no clock: the epoch, as mtime=0 writes
        return 0


def _header_end(data: bytes, pos: int) -> int | None:
    """Where the gzip member header starting at ``pos`` ends (None: no more members)."""
    magic = data[pos:pos + 2]
    if magic == b"":
        return None
    if magic != b"\037\213":
        raise gzip.BadGzipFile(f"Not a gzipped file ({magic!r})")
    if len(data) < pos + 10:
        raise EOFError("Compressed file ended before the end-of-stream marker was reached")
    method, flag = data[pos + 2], data[pos + 3]
    if method != 8:
        raise gzip.BadGzipFile("Unknown compression method")
    pos += 10
    if flag & _FEXTRA:
        if len(data) < pos + 2:
            raise EOFError("Compressed file ended before the end-of-stream marker was reached")
        (extra,) = struct.unpack("<H", data[pos:pos + 2])
        pos += 2 + extra
    for field in (_FNAME, _FCOMMENT):
        if flag & field:  # a zero-terminated string (CPython stops at the data's end too)
            end = data.find(b"\0", pos)
            pos = len(data) if end < 0 else end + 1
    if flag & _FHCRC:
        pos += 2
    if pos > len(data):
        raise EOFError("Compressed file ended before the end-of-stream marker was reached")
    return pos


def decompress(ctx: Any, data: Any) -> bytes:
    """CPython's ``gzip.decompress``: every member, inflated under the memory limit."""
    data = _bytes_of(data)
    members: list[bytes] = []
    total = 0
    pos = 0
    while True:
        start = _header_end(data, pos)
        if start is None:
            break
        inflater = zlib.decompressobj(wbits=-zlib.MAX_WBITS)
        out = inflate(ctx, inflater, data[start:], 0, "gzip.decompress")
        tail = inflater.unused_data
        if not inflater.eof or len(tail) < 8:
            raise EOFError("Compressed file ended before the end-of-stream marker was reached")
        crc, length = struct.unpack("<II", tail[:8])
        if crc != zlib.crc32(out):
            raise gzip.BadGzipFile("CRC check failed")
        if length != (len(out) & 0xffffffff):
            raise gzip.BadGzipFile("Incorrect length of data produced")
        members.append(out)
        total += len(out)
        ctx.check_alloc(total, "gzip.decompress", incoming=total)  # members add up
        rest = tail[8:].lstrip(b"\x00")
        data, pos = rest, 0
    if len(members) == 1:
        return members[0]
    return b"".join(members)


def _member(ctx: Any, data: Any, compresslevel: Any, mtime: Any, fname: Any) -> bytes:
    """One gzip member as ``GzipFile`` writes it: its header (with ``fname`` when not
    empty), the deflate stream, the CRC and length."""
    data = _bytes_of(data)
    _charge_deflate(ctx, data)
    if compresslevel == 9:
        xfl = 2
    elif compresslevel == 1:
        xfl = 4
    else:
        xfl = 0
    name = fname.encode("latin-1") if isinstance(fname, str) else bytes(fname or b"")
    if name.endswith(b".gz"):
        name = name[:-3]
    header = struct.pack("<BBBBLBB", 0x1f, 0x8b, 8, _FNAME if name else 0, int(mtime),
                         xfl, 255) + (name + b"\0" if name else b"")
    body = zlib.compress(data, compresslevel, wbits=-zlib.MAX_WBITS)
    return header + body + struct.pack("<LL", zlib.crc32(data), len(data) & 0xffffffff)


@register("gzip", doc="compress/decompress on bytes (decompression in chunks under the "
                      "memory limit), GzipFile over file objects, open (as guest code).",
          # compress: charged and sized as zlib.compress; decompress: inflated in chunks
          # under the memory limit; GzipFile and open are guest code over those two
          costs=costs(wrapped=("compress", "decompress"), constant=("BadGzipFile",)))
def build_gzip(env: ModuleEnv) -> dict[str, Any]:
    def compress(data: Any, compresslevel: Any = 9, *, mtime: Any = None) -> bytes:
        """Compress data in one shot and return the compressed string."""
        _charge_deflate(env.ctx(), _bytes_of(data))
        return gzip.compress(data, compresslevel, mtime=_mtime(env, mtime))

    def decompress_(data: Any) -> bytes:
        """Decompress a gzip compressed string in one shot."""
        return decompress(env.ctx(), data)

    def member(data: Any, compresslevel: Any, mtime: Any, fname: Any) -> bytes:
        return _member(env.ctx(), data, compresslevel, _mtime(env, mtime), fname)

    ns: dict[str, Any] = {"compress": make_builtin("compress", compress, compress.__doc__),
                          "decompress": make_builtin("decompress", decompress_,
                                                     decompress_.__doc__),
                          "BadGzipFile": gzip.BadGzipFile}
    ns.update(env.run_source("gzip", guest_source("gzip.py"), {
        "_decompress": ns["decompress"], "_member": make_builtin("_member", member),
        "BadGzipFile": gzip.BadGzipFile}))
    return ns

