"""gzip and codecs: results as CPython's, decompression and encoding bounded by the limits."""

from __future__ import annotations

import gzip

from .differential import guest_error, limit_error, same, sandbox_output

#: 1 GiB of zeros in one gzip member (about 1 MB): a bomb for a 64 MiB limit.
BOMB = gzip.compress(bytes(1 << 30), 9, mtime=0)


def test_gzip_round_trips_as_cpython() -> None:
    same("import gzip, io\nc = gzip.compress(b'abc' * 100, mtime=0)\nprint(c)\n"
         "print(gzip.decompress(c + c) == b'abc' * 200)\nb = io.BytesIO()\n"
         "with gzip.GzipFile(fileobj=b, mode='wb', mtime=0) as f:\n    f.write(b'x\\ny\\n')\n"
         "print(b.getvalue(), list(gzip.GzipFile(fileobj=io.BytesIO(b.getvalue()))))")


def test_a_gzip_bomb_is_a_limit_breach() -> None:
    err = limit_error(f"import gzip\ngzip.decompress({BOMB!r})", max_memory_bytes=64 << 20,
                      max_source_bytes=len(repr(BOMB)) + 100)
    assert err.limit == "max_memory_bytes"


def test_many_small_members_add_up_to_a_breach() -> None:
    err = limit_error("import gzip\nm = gzip.compress(bytes(1 << 20), mtime=0)\n"
                      "gzip.decompress(m * 200)", max_memory_bytes=64 << 20)
    assert err.limit == "max_memory_bytes"


def test_a_long_header_name_is_read_without_a_host_loop() -> None:
    # FNAME without its terminating zero: CPython reads to the end, then reports the stream
    err = guest_error("import gzip\ngzip.decompress(b'\\x1f\\x8b\\x08\\x08' + bytes(6) + "
                      "b'n' * 5_000_000)", max_steps=10_000)
    assert err.type_name == "EOFError"


def test_codecs_encode_is_sized_first() -> None:
    err = limit_error("import codecs\ncodecs.encode('x' * (20 << 20), 'utf-32')",
                      max_memory_bytes=64 << 20)
    assert err.limit == "max_memory_bytes"
    err = limit_error("import codecs\ncodecs.encode(bytes(40 << 20), 'hex')",
                      max_memory_bytes=64 << 20)
    assert err.limit == "max_memory_bytes"


def test_codecs_left_out_say_what_instead() -> None:
    err = guest_error("import codecs\ncodecs.decode(b'x', 'zlib')")
    assert err.type_name == "LookupError" and "zlib.decompress" in err.message
    err = guest_error("import codecs\ncodecs.register")
    assert err.type_name == "AttributeError" and "process-wide" in err.message


def test_contextvars_never_see_the_host_context() -> None:
    import contextvars
    host = contextvars.ContextVar("host_secret")
    host.set("s3cr3t")  # the host thread's context holds a variable the guest must not see
    assert sandbox_output("import contextvars\nprint(list(contextvars.copy_context()))") \
        == "[]\n"
