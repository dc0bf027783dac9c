"""``zlib`` for the guest: checksums and one-shot compression, with decompression bounded by
the run's memory limit.

- ``crc32``/``adler32`` are CPython's, charged linearly in the bytes they read;
- ``compress`` is CPython's, charged linearly (level 9 on hard input runs near 20 MB/s) and
  sized first (its output is at most the input plus a small overhead);
- ``decompress`` never lets the C code allocate more than a chunk past what the limit allows:
  it inflates through ``zlib.decompressobj`` in chunks (``zlibstreams.CHUNK_BYTES``),
  checking the total so far plus the next chunk against ``Limits.max_memory_bytes`` before
  each chunk and charging the bytes made. A decompression bomb (1 KB that inflates to gigabytes) is
  ``LimitExceeded`` after at most one chunk of real work past the limit's worth of output.
  Results and errors are CPython's (``zlib.error`` with zlib's code and text; trailing data
  after the end of the stream is ignored, as CPython's ``decompress`` does);
- ``compressobj``/``decompressobj``: streaming objects sized and charged per call
  (:mod:`sandbox.modules.zlibstreams`).
"""

from __future__ import annotations

import zlib
from typing import Any

from ..guards.costmodel import costs, linear
from ..runtime.builtins import make_builtin
from . import ModuleEnv, register
from .zlibstreams import compressobj, decompressobj, inflate

_CONSTANTS = tuple(name for name in dir(zlib)
                   if name.isupper() and type(getattr(zlib, name)) in (int, str))


def decompress(ctx: Any, data: Any, wbits: Any = zlib.MAX_WBITS,
               bufsize: Any = zlib.DEF_BUF_SIZE) -> bytes:
    """CPython's ``zlib.decompress``, inflated chunk by chunk under the memory limit."""
    if type(bufsize) is int and bufsize < 0:
        raise ValueError("bufsize must be non-negative")
    try:
        inflater = zlib.decompressobj(wbits)
    except ValueError:  # CPython's decompress reports a bad wbits as zlib.error
        zlib.decompress(b"", wbits)  # fails in inflateInit, before reading any data
        raise
    out = inflate(ctx, inflater, data, 0, "zlib.decompress")
    if not inflater.eof:
        raise zlib.error("Error -5 while decompressing data: incomplete or truncated stream")
    return out


@register("zlib", doc="crc32, adler32, compress, decompress, compressobj, decompressobj "
                      "(inflated in chunks under the memory limit).",
          costs=costs(crc32=linear(ns=2, note="one pass over the data"),
                      adler32=linear(ns=2, note="one pass over the data"),
                      # (peak measured: 2.4 bytes a byte, the output buffer grows)
                      compress=linear(ns=100, mem=3, note="deflate, at most the input "
                                                          "plus a small overhead"),
                      # chunked under the memory limit; streaming objects sized per call
                      wrapped=("decompress", "compressobj", "decompressobj"),
                      constant=("error",)))
def build_zlib(env: ModuleEnv) -> dict[str, Any]:
    def decompress_(data: Any, /, wbits: Any = zlib.MAX_WBITS,
                    bufsize: Any = zlib.DEF_BUF_SIZE) -> bytes:
        """Returns a bytes object containing the uncompressed data."""
        return decompress(env.ctx(), data, wbits, bufsize)

    ns: dict[str, Any] = {name: getattr(zlib, name) for name in _CONSTANTS}
    ns.update(crc32=zlib.crc32, adler32=zlib.adler32, compress=zlib.compress,
              decompress=make_builtin("decompress", decompress_), error=zlib.error,
              compressobj=make_builtin("compressobj", compressobj, compressobj.__doc__),
              decompressobj=make_builtin("decompressobj", decompressobj,
                                         decompressobj.__doc__))
    return ns

