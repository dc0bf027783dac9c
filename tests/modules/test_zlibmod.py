"""zlib in the sandbox: CPython's results, and decompression bounded by the memory limit
before zlib's C code allocates."""

from __future__ import annotations

import zlib

from .differential import guest_error, limit_error, same

#: 1 GiB of zeros deflates to about 1 MB: a bomb for a 64 MiB limit.
BOMB = zlib.compress(bytes(1 << 30), 9)


def test_roundtrip_matches_cpython() -> None:
    same("import zlib\nd = bytes(range(256)) * 50\n"
         "print(zlib.decompress(zlib.compress(d, 9)) == d, zlib.crc32(d), zlib.adler32(d))\n"
         "print(len(zlib.decompress(zlib.compress(b'x' * 5_000_000))))")


def test_a_decompression_bomb_hits_the_memory_limit() -> None:
    err = limit_error(f"import zlib\nzlib.decompress({BOMB!r})", max_memory_bytes=64 << 20,
                      max_source_bytes=len(repr(BOMB)) + 100)
    assert err.limit == "max_memory_bytes"


def test_output_under_the_limit_is_whole() -> None:
    same("import zlib\nprint(len(zlib.decompress(zlib.compress(bytes(40 << 20)))))",
         max_memory_bytes=256 << 20)


def test_streaming_objects_are_withheld_with_advice() -> None:
    err = guest_error("import zlib\nzlib.decompressobj()")
    assert "zlib.decompress" in err.traceback
