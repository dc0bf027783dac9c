"""``codecs`` for the guest: ``encode``/``decode`` with the text encodings and the ``hex``,
``base64`` and ``rot13`` codecs, ``lookup`` (a CodecInfo with CPython's ``name``),
incremental encoders and decoders, and the BOM constants.

Each call is sized before the codec runs, as ``str.encode``/``bytes.decode`` are: a text
codec's output is bounded by :func:`sandbox.guards.sizes.encoded_bytes` /
``decoded_bytes`` (and the codecs written in Python, punycode and idna, by their estimated
time), ``hex`` doubles its input, ``base64`` grows it by a third plus newlines, ``rot13``
keeps its length. Results and errors are CPython's (the real ``codecs.encode``/``decode``
run once the size is known to fit).

Left out: the ``zlib`` and ``bz2`` codecs (decompression would not be bounded: use the
``zlib`` module), ``uu`` and ``quopri``; ``register``/``register_error`` (process-wide
registries), ``open``/``getreader``/``getwriter``/``StreamReader``... (files and streams: use
``open(path, encoding=...)``).
"""

from __future__ import annotations

import codecs
from typing import Any

from ..guards.costmodel import costs
from ..guards.sizes import codec_seconds, decoded_bytes, encoded_bytes, str_bytes
from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.context import current_ctx
from ..runtime.costs import charge_ns, check_time
from . import ModuleEnv, register, withhold

#: The codecs that are not text encodings the sandbox offers: name -> output bytes per input
#: byte at most (encoding; decoding never grows them).
_BINARY = {"hex": 2.0, "base64": 1.4, "rot-13": 1.0}
#: Codecs CPython has that the sandbox leaves out, and what to use instead.
_LEFT_OUT = {
    "zlib": "use zlib.compress()/zlib.decompress(), which are bounded",
    "bz2": "bz2 is not available; use zlib",
    "uu": "uu is not available; use base64",
    "quopri": "quopri is not available; use base64",
}
#: Host nanoseconds a byte for the C codecs (a bounded pass over the data).
_NS_PER_BYTE = 2.0


def _name(encoding: Any, what: str) -> str:
    if not isinstance(encoding, str):
        raise TypeError(f"{what}() argument 'encoding' must be str, not "
                        f"{type(encoding).__name__}")
    return str.__str__(encoding)


def _info(encoding: Any, what: str = "lookup") -> Any:
    """CPython's CodecInfo for ``encoding``, refusing the codecs left out."""
    name = _name(encoding, what)
    info = codecs.lookup(name)  # LookupError: unknown encoding: x (CPython's)
    hint = _LEFT_OUT.get(info.name)
    if hint is not None:
        raise LookupError(f"unknown encoding: {name} (the sandbox leaves out the "
                          f"'{info.name}' codec: {hint})")
    return info


def _length(obj: Any) -> int:
    if isinstance(obj, str):
        return str_bytes(obj)
    if isinstance(obj, (bytes, bytearray)):
        return len(obj)
    return 0  # anything else: CPython's codec raises before producing output


def _check(info: Any, obj: Any, errors: Any, encoding: bool) -> None:
    """Refuse, before the codec runs, a result past the memory limit; charge its time."""
    ctx = current_ctx()
    n = _length(obj)
    if n < 64:
        return
    if getattr(info, "_is_text_encoding", True):
        check_time(ctx, codec_seconds(info.name, obj), "encoding" if encoding else "decoding")
        if encoding and isinstance(obj, str):
            size = encoded_bytes(obj, info.name, errors)
        elif not encoding and isinstance(obj, (bytes, bytearray)):
            size = decoded_bytes(obj, info.name, errors)
        else:
            size = 0
    else:
        size = int(n * _BINARY.get(info.name, 1.0)) + 64 if encoding else n
    charge_ns(ctx, int(n * _NS_PER_BYTE), f"codecs {info.name}")
    if size:
        ctx.check_alloc(size, f"codecs.{'encode' if encoding else 'decode'}")


def _errors(errors: Any) -> Any:
    return str.__str__(errors) if isinstance(errors, str) else errors


def encode(obj: Any, encoding: Any = "utf-8", errors: Any = "strict") -> Any:
    """Encodes obj using the codec registered for encoding."""
    info = _info(encoding, "encode")
    errors = _errors(errors)
    _check(info, obj, errors, True)
    return codecs.encode(obj, str.__str__(encoding), errors)


def decode(obj: Any, encoding: Any = "utf-8", errors: Any = "strict") -> Any:
    """Decodes obj using the codec registered for encoding."""
    info = _info(encoding, "decode")
    errors = _errors(errors)
    _check(info, obj, errors, False)
    return codecs.decode(obj, str.__str__(encoding), errors)


class CodecInfo:
    """What ``codecs.lookup`` returns: the codec's ``name``, its stateless ``encode`` and
    ``decode`` (each returning ``(output, length consumed)``) and its incremental encoder and
    decoder factories."""

    __slots__ = ("name", "encode", "decode", "incrementalencoder", "incrementaldecoder",
                 "_is_text_encoding")
    __sandbox_attrs__ = frozenset({"name", "encode", "decode", "incrementalencoder",
                                   "incrementaldecoder"})

    def __init__(self, info: Any) -> None:
        self.name = info.name
        self._is_text_encoding = getattr(info, "_is_text_encoding", True)

        def encode_(input: Any, errors: Any = "strict") -> tuple[Any, int]:  # noqa: A002
            errors = _errors(errors)
            _check(info, input, errors, True)
            return info.encode(input, errors)  # type: ignore[no-any-return]

        def decode_(input: Any, errors: Any = "strict") -> tuple[Any, int]:  # noqa: A002
            errors = _errors(errors)
            _check(info, input, errors, False)
            return info.decode(input, errors)  # type: ignore[no-any-return]

        self.encode = make_builtin("encode", encode_)
        self.decode = make_builtin("decode", decode_)
        self.incrementalencoder = _factory(info, IncrementalEncoder)
        self.incrementaldecoder = _factory(info, IncrementalDecoder)

    def __repr__(self) -> str:
        return f"<codecs.CodecInfo object for encoding {self.name}>"


class _Incremental:
    __slots__ = ("_info", "_real", "errors")

    def __init__(self, info: Any, real: Any, errors: Any) -> None:
        self._info = info
        self._real = real
        self.errors = errors

    def reset(self) -> None:
        self._real.reset()

    def getstate(self) -> Any:
        return self._real.getstate()

    def setstate(self, state: Any) -> None:
        if not isinstance(state, (int, tuple)):
            raise TypeError("state must be an int or a tuple")
        self._real.setstate(state)


class IncrementalEncoder(_Incremental):
    """An encoder that keeps state between calls (``encode(input, final=False)``)."""

    __slots__ = ()
    __sandbox_attrs__ = frozenset({"encode", "reset", "getstate", "setstate", "errors"})

    def encode(self, input: Any, final: Any = False) -> Any:  # noqa: A002
        _check(self._info, input, self.errors, True)
        return self._real.encode(input, bool(final))


class IncrementalDecoder(_Incremental):
    """A decoder that keeps state between calls (``decode(input, final=False)``): an
    incomplete multi-byte sequence waits for the next call."""

    __slots__ = ()
    __sandbox_attrs__ = frozenset({"decode", "reset", "getstate", "setstate", "errors"})

    def decode(self, input: Any, final: Any = False) -> Any:  # noqa: A002
        _check(self._info, input, self.errors, False)
        return self._real.decode(input, bool(final))


IncrementalEncoder.__module__ = IncrementalDecoder.__module__ = CodecInfo.__module__ = "codecs"


def _factory(info: Any, kind: type) -> Any:
    """The incremental encoder or decoder class of ``info`` as a factory:
    ``factory(errors='strict')``."""
    real_class = info.incrementalencoder if kind is IncrementalEncoder else \
        info.incrementaldecoder
    if real_class is None:
        return None

    def make(errors: Any = "strict") -> Any:
        errors = _errors(errors)
        if not isinstance(errors, str):
            raise TypeError(f"errors must be str, not {type(errors).__name__}")
        return kind(info, real_class(errors), errors)
    return make_builtin(kind.__name__, make, kind.__doc__)


def lookup(encoding: Any, /) -> CodecInfo:
    """Looks up a codec tuple in the Python codec registry and returns a CodecInfo object."""
    return CodecInfo(_info(encoding))


def getincrementalencoder(encoding: Any) -> Any:
    """Lookup up the codec for the given encoding and return its IncrementalEncoder class or
    factory function."""
    made = CodecInfo(_info(encoding)).incrementalencoder
    if made is None:
        raise LookupError(encoding)
    return made


def getincrementaldecoder(encoding: Any) -> Any:
    """Lookup up the codec for the given encoding and return its IncrementalDecoder class or
    factory function."""
    made = CodecInfo(_info(encoding)).incrementaldecoder
    if made is None:
        raise LookupError(encoding)
    return made


_BOMS = ("BOM", "BOM_BE", "BOM_LE", "BOM_UTF8", "BOM_UTF16", "BOM_UTF16_BE", "BOM_UTF16_LE",
         "BOM_UTF32", "BOM_UTF32_BE", "BOM_UTF32_LE")


@register("codecs", doc="encode/decode with the text encodings, hex, base64 and rot13 "
                        "(sized first), lookup, incremental encoders/decoders, the BOM "
                        "constants; no codec registry, streams or files.",
          # each sizes its result and charges its time before the codec runs
          costs=costs(wrapped=("encode", "decode", "lookup", "getincrementalencoder",
                               "getincrementaldecoder")))
def build_codecs(env: ModuleEnv) -> dict[str, Any]:
    ns: dict[str, Any] = {name: getattr(codecs, name) for name in _BOMS}
    for fn in (encode, decode, lookup, getincrementalencoder, getincrementaldecoder):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, fn.__doc__)
    return ns


for _cls in (CodecInfo, IncrementalEncoder, IncrementalDecoder):
    gate.GUEST_VISIBLE_TYPES.add(_cls)

_STREAMS = "files and streams: use open(path, encoding=...) or str.encode()/bytes.decode()"
withhold("codecs", {
    "register": "the codec registry is process-wide: encode with the codecs there are",
    "unregister": "the codec registry is process-wide",
    "register_error": "error handlers are process-wide: use errors='replace', 'ignore', "
                      "'backslashreplace'...",
    "lookup_error": "error handlers are process-wide: pass errors='...' by name",
    **dict.fromkeys(["CodecInfo", "IncrementalEncoder", "IncrementalDecoder"],
                    "use codecs.lookup(), getincrementalencoder() or getincrementaldecoder()"),
    **dict.fromkeys(["open", "EncodedFile", "getreader", "getwriter", "StreamReader",
                     "StreamWriter", "StreamReaderWriter", "StreamRecoder", "iterencode",
                     "iterdecode"], _STREAMS),
})
