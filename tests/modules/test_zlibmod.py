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


def _bomb_error(source: str) -> object:
    return limit_error(source.replace("BOMB", repr(BOMB)), max_memory_bytes=64 << 20,
                       max_source_bytes=len(repr(BOMB)) + 300)


def test_a_streamed_bomb_hits_the_memory_limit() -> None:
    err = _bomb_error("import zlib\nzlib.decompressobj().decompress(BOMB)")
    assert err.limit == "max_memory_bytes"


def test_a_bomb_left_in_the_tail_hits_the_memory_limit_on_flush() -> None:
    """``decompress(data, 1)`` keeps almost all of the bomb as ``unconsumed_tail``; ``flush``
    inflates it, in chunks, like ``decompress``."""
    err = _bomb_error("import zlib\nd = zlib.decompressobj()\nd.decompress(BOMB, 1)\nd.flush()")
    assert err.limit == "max_memory_bytes"


def test_a_huge_max_length_is_no_licence() -> None:
    err = _bomb_error("import zlib\nzlib.decompressobj().decompress(BOMB, 1 << 40)")
    assert err.limit == "max_memory_bytes"


def test_hoarded_stream_states_count_against_the_memory_limit() -> None:
    """Each compressor holds about 256 KiB of C state that no guest value shows."""
    err = limit_error("import zlib\nkeep = [zlib.compressobj() for _ in range(2000)]",
                      max_memory_bytes=64 << 20)
    assert err.limit == "max_memory_bytes"


def test_the_c_objects_stay_out_of_reach() -> None:
    err = guest_error("import zlib\nzlib.decompressobj()._real")
    assert "AttributeError" in err.traceback
    err = guest_error("import zlib\ntype(zlib.compressobj())(None)")
    assert "cannot create 'zlib.Compress' instances" in err.traceback
