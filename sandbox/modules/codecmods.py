"""Binary data modules for the guest: ``base64``, ``binascii``, ``hashlib``, ``hmac``, ``uuid``,
``struct``, ``array``.

Every function that can build a large object in one call is sized first against the run's
memory limit (``env.ctx().check_alloc``): base64/binascii outputs, ``struct.pack`` with a huge
count, ``struct.unpack`` into millions of items, array construction from a long iterator and
array repetition. ``struct.Struct`` and ``array.array`` are per-session subclasses (the guest
instantiates them, and their methods need the run's limits); their readable attributes are
declared with ``__sandbox_attrs__``.

``hashlib.pbkdf2_hmac`` is PBKDF2 (RFC 8018) computed here one HMAC at a time, one step
charged per iteration, so a guest-chosen iteration count meets the step and time limits
instead of running in C past the deadline (same bytes as CPython's).

Left out on purpose: ``base64.encode``/``decode`` (file objects), ``hashlib.scrypt``
(guest-chosen work factors run in C past the run's deadline),
``hashlib.file_digest`` (files), hash algorithms other than the fourteen listed (the shake
outputs, of a length the guest chooses, are sized first), ``uuid.uuid1`` and
``uuid.getnode`` (they read the host's MAC address and clock), ``array``'s ``tofile``,
``fromfile`` and ``buffer_info`` (files, memory addresses).
"""

from __future__ import annotations

import array
import base64
import binascii
import functools
import hashlib
import hmac
import operator
import re
import struct
import uuid
from typing import Any

from ..guards.costmodel import costs, linear
from ..guards.iterguard import GUARDED_TYPES, consumed
from ..runtime import gate
from ..runtime.builtins import BoundCheck, make_builtin
from ..runtime.context import current_ctx
from ..runtime.costs import charge_bytes
from ..runtime.memory import METER_LEN, meter
from . import ModuleEnv, guest_source, register
from .funcmods import charge
from .session_classes import env_of, session_class


def _exact(text: Any) -> Any:
    """A str/bytes subclass instance as its exact base type (a guest subclass's own methods,
    ``__hash__`` and ``__eq__`` included, must never run inside the host's caches)."""
    t = type(text)
    if t is str or t is bytes:
        return text
    if isinstance(text, str):
        return str.__str__(text)
    if isinstance(text, (bytes, bytearray)) and t is not bytearray:
        return bytes(memoryview(text))
    return text


def _nbytes(data: Any) -> int:
    """Size of a str or bytes-like argument (0 if it is neither: CPython then raises). Read
    from the storage: a guest subclass's own ``__len__`` must not be trusted."""
    if isinstance(data, str):
        return str.__len__(data)
    try:
        with memoryview(data) as view:
            return view.nbytes
    except TypeError:
        return 0


# --- base64 / binascii ----------------------------------------------------------------------------

_B64_ENCODERS = ("b64encode", "standard_b64encode", "urlsafe_b64encode", "b32encode",
                 "b32hexencode", "b16encode", "b85encode", "a85encode", "encodebytes")
_B64_DECODERS = ("b64decode", "standard_b64decode", "urlsafe_b64decode", "b32decode",
                 "b32hexdecode", "b16decode", "b85decode", "a85decode", "decodebytes")
_BA_ENCODERS = ("b2a_base64", "b2a_hex", "hexlify", "b2a_qp", "b2a_uu")
_BA_DECODERS = ("a2b_base64", "a2b_hex", "unhexlify", "a2b_qp", "a2b_uu")
#: Output bytes per input byte, bounded: encoders at most 3 (quoted-printable, hex with a
#: separator, a85 with wrapcol=1), decoders at most 4 (a85 'z' and 'y' shortcuts); time up
#: to 2.6 ns a byte on an idle machine and 3 times that under load
#: (benchmarks/cost_calibration.py; the deadline is wall-clock time). Two peak higher with their
#: intermediates: encodebytes (4.8 bytes a byte: the lines, then their join) and b16encode
#: (4.0: the hex, then its upper-case copy).
_C_ENCODE = linear(mem=3, ns=10, note="C codec: output at most 3 bytes a byte")
_C_ENCODE_COPIED = linear(mem=6, ns=10, note="C codec and a copy: a peak of 5 bytes a byte")
_C_DECODE = linear(mem=4, ns=10, note="C codec: output at most 4 bytes a byte")
#: base85/ascii85 are written in Python: a list of one small object per 4-byte word is built
#: first (measured peaks: 43 bytes a byte encoding, 27 decoding) and each byte takes
#: ~100-500 ns.
_PY85_ENCODE = linear(mem=64, ns=200, note="Python codec: word list, ~150 ns a byte")
_PY85_DECODE = linear(mem=40, ns=600, note="Python codec: chunk list, ~200-500 ns a byte")
#: base32 is written in Python too (a loop over 5-byte chunks: ~130 ns a byte measured; it
#: was declared as a C codec at 2 ns, 60 times too low); base16 decoding scans the input
#: with a regular expression first (7-12 ns a byte measured).
_PY32 = linear(mem=6, ns=300, note="Python codec: a loop over 5-byte chunks, ~130 ns a byte")
_B16_DECODE = linear(mem=4, ns=30, note="a regex scan, then the C codec (7-12 ns a byte)")
_B64_SPECIAL = {"b85encode": _PY85_ENCODE, "a85encode": _PY85_ENCODE,
                "b85decode": _PY85_DECODE, "a85decode": _PY85_DECODE,
                "b32encode": _PY32, "b32decode": _PY32, "b32hexencode": _PY32,
                "b32hexdecode": _PY32, "b16decode": _B16_DECODE,
                "encodebytes": _C_ENCODE_COPIED, "b16encode": _C_ENCODE_COPIED}
_B64_COSTS = costs({
    **{name: _B64_SPECIAL.get(name, _C_ENCODE) for name in _B64_ENCODERS},
    **{name: _B64_SPECIAL.get(name, _C_DECODE) for name in _B64_DECODERS}})


@register("base64", doc="RFC 4648 / base16, base32, base64, base85 data encodings.",
          costs=_B64_COSTS)
def build_base64(env: ModuleEnv) -> dict[str, Any]:
    return {name: getattr(base64, name) for name in _B64_ENCODERS + _B64_DECODERS}


@register("binascii", doc="Conversions between binary data and ASCII.", costs=costs(
    {**dict.fromkeys(_BA_ENCODERS, _C_ENCODE), **dict.fromkeys(_BA_DECODERS, _C_DECODE),
     # quoted-printable encodes byte by byte with a line-length check (~13 ns a byte)
     "b2a_qp": linear(mem=6, ns=30, note="C, byte by byte with line breaks (~13 ns a byte)")},
    constant=("Error", "Incomplete"), crc32=linear(ns=1), crc_hqx=linear(ns=4)))
def build_binascii(env: ModuleEnv) -> dict[str, Any]:
    ns: dict[str, Any] = {name: getattr(binascii, name) for name in _BA_ENCODERS + _BA_DECODERS}
    ns.update(crc32=binascii.crc32, crc_hqx=binascii.crc_hqx, Error=binascii.Error,
              Incomplete=binascii.Incomplete)
    return ns


# --- hashlib / hmac -------------------------------------------------------------------------------

HASH_NAMES = ("md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s",
              "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256")
_CONSTRUCTORS = {name: getattr(hashlib, name) for name in HASH_NAMES}
_CONSTRUCTOR_NAMES = {id(ctor): name for name, ctor in _CONSTRUCTORS.items()}
_HASH_ATTRS = frozenset({"update", "digest", "hexdigest", "copy", "name", "digest_size",
                         "block_size"})
for _ctor in _CONSTRUCTORS.values():
    gate.ALLOWED_ATTRS[type(_ctor())] = _HASH_ATTRS


def _xof_output(hexed: bool) -> Any:
    """``digest(length)``/``hexdigest(length)`` of a shake hash: the output the guest asks
    for is sized and its time charged before C builds it."""
    def output(obj: Any, *args: Any, **kwargs: Any) -> Any:
        length = args[0] if args else kwargs.get("length")
        if type(length) is int and length > 0:
            ctx = current_ctx()
            ctx.check_alloc(length * (2 if hexed else 1), "hashlib shake output")
            charge_bytes(ctx, length * 8)  # squeezing costs about as much as hashing
        method = type(obj).hexdigest if hexed else type(obj).digest
        return method(obj, *args, **kwargs)
    return output


for _name in ("shake_128", "shake_256"):
    _xof = type(_CONSTRUCTORS[_name]())
    for _method, _hexed in (("digest", False), ("hexdigest", True)):
        gate.OVERRIDES[(_xof, _method)] = (
            lambda fn, method: lambda obj: BoundCheck(fn, obj, method))(_xof_output(_hexed),
                                                                        _method)


def _hash_name(name: Any) -> str:
    if isinstance(name, str):
        name = str.lower(str.__str__(name))  # exact str: never a guest object in a cache
    if isinstance(name, str) and name in _CONSTRUCTORS:
        return name
    if isinstance(name, str):
        raise ValueError(f"unsupported hash type {name} (the sandbox allows: "
                         f"{', '.join(HASH_NAMES)})")
    raise TypeError(f"hash name must be a string, not {type(name).__name__}")


def _new(name: Any, data: Any = b"", **kwargs: Any) -> Any:
    """new(name, data=b'') - Return a new hashing object using the named algorithm; optionally
    initialized with data (which must be a bytes-like object)."""
    return hashlib.new(_hash_name(name), data, **kwargs)


#: HMAC digests computed between two step charges in pbkdf2_hmac (one step per iteration).
_PBKDF2_CHUNK = 256


def _pbkdf2_hmac(env: ModuleEnv) -> Any:
    def pbkdf2_hmac(hash_name: Any, password: Any, salt: Any, iterations: Any,
                    dklen: Any = None) -> bytes:
        """Password based key derivation function 2 (PKCS #5 v2.0) with HMAC as
        pseudorandom function (one step charged per iteration)."""
        # CPython's own checks and messages for the arguments: one iteration, one byte
        hashlib.pbkdf2_hmac(hash_name, password, salt, 1, 1)
        name = _hash_name(hash_name)
        password, salt = bytes(memoryview(password)), bytes(memoryview(salt))
        rounds = operator.index(iterations)
        size = hashlib.new(name).digest_size
        length = size if dklen is None else operator.index(dklen)
        if rounds < 1:
            raise ValueError("iteration value must be greater than 0.")
        if length < 1:
            raise ValueError("key length must be greater than 0.")
        blocks = -(-length // size)
        env.ctx().check_alloc(length + size, "hashlib.pbkdf2_hmac")
        g = env.session.globals
        out = bytearray()
        for index in range(1, blocks + 1):
            u = hmac.digest(password, salt + index.to_bytes(4, "big"), name)
            acc = int.from_bytes(u, "big")
            done = 1
            while done < rounds:
                batch = min(_PBKDF2_CHUNK, rounds - done)
                charge(g, batch)
                for _ in range(batch):
                    u = hmac.digest(password, u, name)
                    acc ^= int.from_bytes(u, "big")
                done += batch
            out += acc.to_bytes(size, "big")
        return bytes(out[:length])
    return make_builtin("pbkdf2_hmac", pbkdf2_hmac, pbkdf2_hmac.__doc__)


#: Hashing is linear in the data (a few ns a byte); ``update`` is the gate's (a method).
_HASHING = linear(ns=4, note="hashing: a few ns a byte of data")


@register("hashlib", doc="Secure hashes and message digests (md5, sha1, sha2, blake2, sha3, "
                         "shake).",
          # the constructors stay CPython's own objects (hmac's digestmod= recognises them):
          # one pass over data the guest already holds, a few ns a byte
          costs=costs({n: _HASHING for n in (*HASH_NAMES, "new")
                       if n == "new" or isinstance(_CONSTRUCTORS[n], type)},
                      constant=[n for n in HASH_NAMES
                                if not isinstance(_CONSTRUCTORS[n], type)],
                      # a step per iteration, charged as it runs; the key is sized first
                      wrapped=("pbkdf2_hmac",)))
def build_hashlib(env: ModuleEnv) -> dict[str, Any]:
    ns: dict[str, Any] = dict(_CONSTRUCTORS)
    ns["new"] = make_builtin("new", _new)
    ns["pbkdf2_hmac"] = _pbkdf2_hmac(env)
    ns["algorithms_guaranteed"] = frozenset(HASH_NAMES)
    ns["algorithms_available"] = frozenset(HASH_NAMES)
    ns["file_digest"] = env.run_source("hashlib", guest_source("file_digest.py"),
                                       {"new": ns["new"]})["file_digest"]
    return ns


def _digestmod(digestmod: Any) -> str:
    """The hash name for hmac's ``digestmod`` (a name or one of hashlib's constructors)."""
    if not digestmod and not callable(digestmod):
        raise TypeError("Missing required parameter 'digestmod'.")
    name = _CONSTRUCTOR_NAMES.get(id(digestmod))
    if name is not None and _CONSTRUCTORS[name] is digestmod:
        return name
    if isinstance(digestmod, str):
        return _hash_name(digestmod)
    raise TypeError("digestmod must be a hash name or a hashlib constructor in the sandbox")


class _HMAC(hmac.HMAC):
    """RFC 2104 HMAC class (digestmod restricted to the sandbox's hash names)."""

    __slots__ = ()

    def __init__(self, key: Any, msg: Any = None, digestmod: Any = "") -> None:
        super().__init__(key, msg, _digestmod(digestmod))


_HMAC.__name__ = _HMAC.__qualname__ = "HMAC"
_HMAC.__module__ = "hmac"
gate.ALLOWED_ATTRS[_HMAC] = frozenset({"update", "copy", "digest", "hexdigest", "name",
                                       "digest_size", "block_size"})


@register("hmac", doc="Keyed-hashing for message authentication (RFC 2104).",
          costs=costs(new=_HASHING, digest=_HASHING, HMAC=_HASHING,
                      compare_digest=linear(ns=1)))
def build_hmac(env: ModuleEnv) -> dict[str, Any]:
    def new(key: Any, msg: Any = None, digestmod: Any = "") -> _HMAC:
        """Create a new hashing object and return it."""
        return _HMAC(key, msg, digestmod)

    def digest(key: Any, msg: Any, digest: Any) -> bytes:
        """Fast inline implementation of HMAC."""
        return hmac.digest(key, msg, _digestmod(digest))

    return {"new": make_builtin("new", new), "digest": make_builtin("digest", digest),
            "compare_digest": hmac.compare_digest, "HMAC": _HMAC}


# --- uuid -----------------------------------------------------------------------------------------

gate.ALLOWED_ATTRS[uuid.UUID] = frozenset({
    "bytes", "bytes_le", "clock_seq", "clock_seq_hi_variant", "clock_seq_low", "fields", "hex",
    "int", "is_safe", "node", "time", "time_hi_version", "time_low", "time_mid", "urn",
    "variant", "version"})
gate.ALLOWED_ATTRS[uuid.SafeUUID] = frozenset({"name", "value"})


def _namespace_bytes(namespace: Any) -> Any:
    if isinstance(namespace, uuid.UUID):
        return namespace.bytes
    return gate.get_attr(namespace, "bytes")


def _uuid3(namespace: Any, name: Any) -> uuid.UUID:
    """Generate a UUID from the MD5 hash of a namespace UUID and a name."""
    digest = hashlib.md5(_namespace_bytes(namespace) + bytes(name, "utf-8"),
                         usedforsecurity=False).digest()
    return uuid.UUID(bytes=digest[:16], version=3)


def _uuid5(namespace: Any, name: Any) -> uuid.UUID:
    """Generate a UUID from the SHA-1 hash of a namespace UUID and a name."""
    digest = hashlib.sha1(_namespace_bytes(namespace) + bytes(name, "utf-8"),
                          usedforsecurity=False).digest()
    return uuid.UUID(bytes=digest[:16], version=5)


#: uuid3/uuid5 encode the name (a copy: ~2 bytes a byte, with the namespace prepended) and hash it
_NAME_HASHING = linear(ns=4, mem=3, note="the name encoded, then hashed: a few ns a byte")


@register("uuid", doc="UUID objects (uuid3, uuid4 from the session's seeded generator, uuid5; "
                      "no uuid1).", costs=costs(constant=("UUID", "uuid4"),
                                                uuid3=_NAME_HASHING, uuid5=_NAME_HASHING))
def build_uuid(env: ModuleEnv) -> dict[str, Any]:
    def uuid4() -> uuid.UUID:
        """Generate a random UUID (from the session's seeded generator)."""
        return uuid.UUID(int=env.random.getrandbits(128), version=4)

    # The namespaces are copies: guest code can re-run ``__init__`` on a UUID it holds, and
    # the host's own constants must not change.
    ns: dict[str, Any] = {name: uuid.UUID(int=getattr(uuid, name).int) for name in (
        "NAMESPACE_DNS", "NAMESPACE_URL", "NAMESPACE_OID", "NAMESPACE_X500")}
    ns.update({name: getattr(uuid, name) for name in (
        "RESERVED_NCS", "RFC_4122", "RESERVED_MICROSOFT", "RESERVED_FUTURE")})
    ns.update(UUID=uuid.UUID, uuid3=make_builtin("uuid3", _uuid3),
              uuid4=make_builtin("uuid4", uuid4), uuid5=make_builtin("uuid5", _uuid5))
    return ns


# --- struct ---------------------------------------------------------------------------------------

_FMT_TOKEN = re.compile(r"(\d*)([xcbB?hHiIlLqQnNefdspP])")
_ITEM_BYTES = 40  # a tuple slot plus a small int/float object


def _unpack_items(fmt: str) -> int:
    """How many values unpacking ``fmt`` yields (0 if ``fmt`` is not a valid format)."""
    if len(fmt) <= 200:
        return _unpack_items_cached(fmt)
    return _count_items(fmt)


def _count_items(fmt: str) -> int:
    try:
        struct.calcsize(fmt)
    except (struct.error, TypeError, ValueError):
        return 0
    items = 0
    for count, code in _FMT_TOKEN.findall(fmt):
        if code in "sp":
            items += 1
        elif code != "x":
            items += int(count) if count else 1
    return items


_unpack_items_cached = functools.lru_cache(maxsize=256)(_count_items)


def _fmt_key(fmt: Any) -> str | None:
    """The format as an exact str (it keys a cache: never a guest subclass instance)."""
    if isinstance(fmt, str):
        return str.__str__(fmt)
    if isinstance(fmt, bytes):
        return bytes.decode(bytes(memoryview(fmt)), "latin-1")
    return None


def _check_pack(env: ModuleEnv, fmt: Any) -> None:
    try:
        size = struct.calcsize(fmt)
    except (struct.error, TypeError, ValueError):
        return  # the real call raises the same error
    env.ctx().check_alloc(size, "struct.pack")


def _check_unpack(env: ModuleEnv, fmt: Any) -> None:
    key = _fmt_key(fmt)
    if key is not None:
        env.ctx().check_alloc(_unpack_items(key) * _ITEM_BYTES, "struct.unpack")


_STRUCT_SIZE = struct.Struct.size.__get__  # read through the base class: a guest subclass
_STRUCT_FORMAT = struct.Struct.format.__get__  # cannot shadow them


class _Struct(struct.Struct):
    """Struct(fmt) --> compiled struct object"""

    __slots__ = ()
    __sandbox_attrs__ = frozenset({"format", "size", "pack", "pack_into", "unpack",
                                   "unpack_from", "iter_unpack"})

    def __init__(self, format: Any) -> None:  # noqa: A002 - CPython's parameter name
        struct.Struct.__init__(self, _exact(format))

    def pack(self, *values: Any) -> bytes:
        env_of(self).ctx().check_alloc(_STRUCT_SIZE(self), "struct.pack")
        return struct.Struct.pack(self, *values)

    def unpack(self, buffer: Any) -> tuple[Any, ...]:
        _check_unpack(env_of(self), _STRUCT_FORMAT(self))
        return struct.Struct.unpack(self, buffer)

    def unpack_from(self, buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        _check_unpack(env_of(self), _STRUCT_FORMAT(self))
        return struct.Struct.unpack_from(self, buffer, offset)

    def iter_unpack(self, buffer: Any) -> Any:
        _check_unpack(env_of(self), _STRUCT_FORMAT(self))
        return struct.Struct.iter_unpack(self, buffer)


gate.ALLOWED_ATTRS[type(struct.iter_unpack("b", b""))] = frozenset()


@register("struct", doc="Interpret bytes as packed binary data.", costs=costs(
    constant=("error", "calcsize"),
    # pack/unpack wrappers size the result from the format first; the format itself is
    # parsed in time linear in its length
    wrapped=("pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct")))
def build_struct(env: ModuleEnv) -> dict[str, Any]:
    # Every format goes through _exact: the struct module caches compiled formats in a
    # process-wide dict keyed by the format, and a guest str subclass (with its own __hash__
    # and __eq__) must never become a key there.
    def pack(fmt: Any, *values: Any) -> bytes:
        """Return a bytes object containing the values packed according to the format
        string."""
        fmt = _exact(fmt)
        _check_pack(env, fmt)
        return struct.pack(fmt, *values)

    def pack_into(fmt: Any, buffer: Any, offset: Any, *values: Any) -> None:
        """Pack the values according to the format string and write the packed bytes into the
        writable buffer starting at offset."""
        struct.pack_into(_exact(fmt), buffer, offset, *values)

    def unpack(fmt: Any, buffer: Any) -> tuple[Any, ...]:
        """Return a tuple containing values unpacked according to the format string."""
        fmt = _exact(fmt)
        _check_unpack(env, fmt)
        return struct.unpack(fmt, buffer)

    def unpack_from(fmt: Any, buffer: Any, offset: int = 0) -> tuple[Any, ...]:
        """Return a tuple containing values unpacked according to the format string, starting
        at offset."""
        fmt = _exact(fmt)
        _check_unpack(env, fmt)
        return struct.unpack_from(fmt, buffer, offset)

    def iter_unpack(fmt: Any, buffer: Any) -> Any:
        """Return an iterator yielding tuples unpacked from the buffer."""
        fmt = _exact(fmt)
        _check_unpack(env, fmt)
        return struct.iter_unpack(fmt, buffer)

    def calcsize(fmt: Any) -> int:
        """Return size in bytes of the struct described by the format string."""
        return struct.calcsize(_exact(fmt))

    ns: dict[str, Any] = {fn.__name__: make_builtin(fn.__name__, fn)
                          for fn in (pack, pack_into, unpack, unpack_from, iter_unpack,
                                     calcsize)}
    ns.update(error=struct.error, Struct=session_class(_Struct, env, "Struct", "_struct"))
    return ns


# --- array ----------------------------------------------------------------------------------------

_NO_INIT: Any = object()
_ARRAY_ATTRS = frozenset({"append", "byteswap", "count", "extend", "frombytes", "fromlist",
                          "fromunicode", "index", "insert", "itemsize", "pop", "remove",
                          "reverse", "tobytes", "tolist", "tounicode", "typecode"})


def _hint(items: Any) -> int:
    try:
        return operator.length_hint(items, 0)
    except OverflowError:
        return 1 << 62


_LEN = array.array.__len__  # read through the base class: a guest subclass cannot shadow them
_ITEMSIZE = array.array.itemsize.__get__


def _count(n: Any) -> Any:
    """A repetition count as the array's C code reads it: ``__index__`` asked once, here (so
    the size check and the repetition see the same count), int subclasses as exact ints."""
    return n if type(n) is int else operator.index(n) if hasattr(type(n), "__index__") else n


class _Array(array.array):
    """array(typecode [, initializer]) -> array (sizes checked against the run's limit)."""

    __slots__ = ()
    __sandbox_attrs__ = _ARRAY_ATTRS

    def __new__(cls, typecode: Any, initializer: Any = _NO_INIT, /) -> _Array:
        if initializer is _NO_INIT:
            return array.array.__new__(cls, typecode)
        if not isinstance(initializer, (str, bytes, bytearray, array.array)):
            try:
                itemsize = array.array(typecode).itemsize
            except (TypeError, ValueError):
                itemsize = 1  # the real constructor raises the right error
            ctx = env_of(cls).ctx()
            ctx.check_alloc(_hint(initializer) * itemsize, "array")
            if type(initializer) in GUARDED_TYPES:  # drained in C: charged per item
                initializer = consumed(ctx, initializer)
        made = array.array.__new__(cls, typecode, initializer)
        if _LEN(made) >= METER_LEN:  # a copy of an object that fits needs no size check,
            meter(env_of(cls).ctx(), made)  # but its bytes count (round 5: 20 copies of
        return made  # 50 MB held 988 MB under 64 MiB; the session's class is not METERED)

    def _like(self, base: array.array) -> Any:
        """``base`` (a plain array built by CPython) as the session's array class."""
        session_cls = env_of(self).services[_ARRAY_SERVICE]
        return session_cls(base.typecode, base)

    def _check_size(self, items: int, what: str) -> None:
        env_of(self).ctx().check_alloc(items * _ITEMSIZE(self), what)

    def __mul__(self, n: Any) -> Any:
        n = _count(n)
        if isinstance(n, int) and n > 1:
            self._check_size(_LEN(self) * n, "array repetition")
        return self._like(array.array.__mul__(self, n))

    __rmul__ = __mul__

    def __imul__(self, n: Any) -> Any:
        n = _count(n)
        if isinstance(n, int) and n > 1:
            self._check_size(_LEN(self) * n, "array repetition")
        return array.array.__imul__(self, n)

    def __add__(self, other: Any) -> Any:
        if isinstance(other, array.array):
            self._check_size(_LEN(self) + _LEN(other), "array concatenation")
        result = array.array.__add__(self, other)
        return result if result is NotImplemented else self._like(result)

    def __iadd__(self, other: Any) -> Any:
        if isinstance(other, array.array):
            self._check_size(_LEN(self) + _LEN(other), "array")
        return array.array.__iadd__(self, other)

    def tobytes(self) -> bytes:
        nbytes = _LEN(self) * _ITEMSIZE(self)
        env_of(self).ctx().check_alloc(nbytes, "array.tobytes", nbytes)  # a copy
        return array.array.tobytes(self)

    def tolist(self) -> list[Any]:
        items = _LEN(self)
        env_of(self).ctx().check_alloc(items * 40, "array.tolist", items * 40)
        return array.array.tolist(self)

    def frombytes(self, buffer: Any, /) -> None:
        self._check_size(_LEN(self) + _nbytes(buffer) // max(_ITEMSIZE(self), 1), "array")
        array.array.frombytes(self, buffer)

    def fromlist(self, items: Any, /) -> None:
        if isinstance(items, list):
            self._check_size(_LEN(self) + list.__len__(items), "array")
        array.array.fromlist(self, items)

    def fromunicode(self, text: Any, /) -> None:
        if isinstance(text, str):
            self._check_size(_LEN(self) + str.__len__(text), "array")
        array.array.fromunicode(self, text)

    def __getitem__(self, index: Any) -> Any:
        result = array.array.__getitem__(self, index)
        return self._like(result) if type(result) is array.array else result

    def __copy__(self) -> Any:
        return self._like(array.array.__copy__(self))

    def __deepcopy__(self, memo: Any) -> Any:
        return self._like(array.array.__copy__(self))

    def extend(self, iterable: Any) -> None:
        if isinstance(iterable, array.array):  # a.extend(a) doubles it
            self._check_size(_LEN(self) + _LEN(iterable), "array")
        elif isinstance(iterable, list):
            self._check_size(_LEN(self) + list.__len__(iterable), "array")
        elif isinstance(iterable, tuple):
            self._check_size(_LEN(self) + tuple.__len__(iterable), "array")
        elif isinstance(iterable, (str, bytes, bytearray)):
            self._check_size(_LEN(self) + _nbytes(iterable), "array")
        else:
            self._check_size(_LEN(self) + _hint(iterable), "array")
            if type(iterable) in GUARDED_TYPES:
                iterable = consumed(env_of(self).ctx(), iterable)
        array.array.extend(self, iterable)


_ARRAY_SERVICE = "array.array"


@register("array", doc="Efficient arrays of numeric values (no file or address methods).",
          costs=costs(wrapped=("array", "ArrayType")))  # _Array sizes every growth
def build_array(env: ModuleEnv) -> dict[str, Any]:
    cls = session_class(_Array, env, "array", "array")
    env.services[_ARRAY_SERVICE] = cls
    return {"array": cls, "ArrayType": cls, "typecodes": array.typecodes}

