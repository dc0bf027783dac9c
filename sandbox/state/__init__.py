"""Session state: export a session to bytes, import it into a session of any sandbox.

``blob = session.export_state(key=None)``; ``session.import_state(blob, key=None)`` or
``sandbox.session(state=blob, key=None)``. With ``key`` (bytes) the blob is signed with
HMAC-SHA256 and the signature is checked before anything else is read.

Blob layout (format version 6)
------------------------------
::

    b"SBXS" | version: 1 byte | flags: 1 byte | mac: 32 bytes if flags & 1
            | checksum: 4 bytes if not flags & 1 | body

``mac = HMAC-SHA256(key, version + flags + body)``; an unsigned blob carries
``checksum = CRC-32(version + flags + body)`` (big-endian) instead: integrity against
corruption and truncation, not authenticity (anyone can recompute it; sign with a key for
that). Versions 2 to 4 carried a 16-byte BLAKE2b-128 checksum, still checked when such a blob
is read; version 5 changed only the framing (a CRC is ~5x faster over a large body and as good
against accidental damage), so its upgrade step is the identity. Version 1
had no checksum (its body is the same: the upgrade step from 1 is the identity, and its
frozen fixture keeps loading). Version 3 added kinds of values (below: ``srcglobal`` and
``typeattr`` names, the ``mappingproxy``, ``partial``, ``lru_cache`` and ``pattern`` host
values); a version-2 body is a valid version-3 body, so that step is the identity too, and a
version-2 sandbox refuses a version-3 blob by its version instead of misreading it.
Version 4 added guest enum classes and members (ext types 24 and 25) and ``decimal.Context``
host values; that step is the identity as well. Version 6 added ext type 26 (a record batch
column by column, numeric columns packed) and host values for more asyncio primitives
and typing aliases; a version-5 body holds none, so that step is the identity too.
Version 8 added host values for traceback objects, ``@contextmanager`` functions, closed
``ExitStack``s, ``singledispatch`` functions and ``cached_property``; a version-7 body holds
none (identity), and
a version-7 sandbox refuses a version-8 blob by its version instead of calling it corrupt.
The ``enum_property`` host value (``enum.property`` in a guest enum), then the
``textwrapper`` and ``normaldist`` ones, came later within version 8 (new kinds only, the
body's layout unchanged): a version-8 sandbox from before one refuses a blob holding it as
corrupt.
Version 0 and versions newer than :data:`FORMAT_VERSION` are refused; a version between
:data:`MIN_SUPPORTED_VERSION` and :data:`FORMAT_VERSION` is brought up to date by
:data:`UPGRADES` (``{v: body_v -> body_v+1}``, applied after the signature check). The
body is a sequence of msgpack objects:

1. header ``{"modules": [name...], "random": [3, bin(625 big-endian uint32), gauss|nil],
   "entries": n}``:
   the modules the session imported (re-imported, in order, by the importing session's own
   importer) and the state of the session's ``random`` generator;
2. function table ``[[name, qualname, "def"|"lambda", text, lineno, col, indent,
   [free variable names]], ...]`` (see :mod:`sandbox.state.source`);
3. object table: ``n`` shells ``[kind, args...]`` for objects that are referenced more than
   once (shared references and cycles) and for every guest function (``F``: function table
   index, module name or nil for the session's globals), class (``K``: name, qualname, module,
   bases, ``__slots__``; ``NT``: a namedtuple class) and closure cell (``C``). Mutable kinds
   (``L`` list, ``D`` dict, ``S`` set, ``BA`` bytearray, ``I`` instance of a class, plus the
   three above) are created empty first; ``X`` marks an immutable object (a tuple...), built
   from its entry;
4. ``n`` entries ``[index, bin(msgpack content)]``: the content that fills each object. ``X``
   entries come children first; cycles always pass through a mutable object, so every
   reference resolves;
5. the globals, a map ``{name: value}``.

Values are msgpack natives where msgpack has them (None, bool, ints up to 64 bits, floats:
NaN, infinities and -0.0 included, str with lone surrogates, bytes as bin, list, dict) and ext
types otherwise: 1 tuple, 2 set, 3 frozenset, 4 big int (signed big-endian), 5 complex (two
doubles), 6 date/datetime/time/timedelta/timezone, 7 Decimal (its str), 8 Fraction, 9
reference to the object table, 10 bytearray, 11 a named object (``builtin``, ``tool``,
``module``, ``modattr``, ``const``, ``typeattr``: a builtin type's attribute as the gate
gives it, ``srcglobal``: a global of a module written in guest source, private ones included:
re-bound in the importing session), 12 instance (class,
``__dict__``, slots, the host base's part: list items, dict items, exception
args/cause/context...), 13 dict whose keys hash with guest code, 14 bound method, 15
classmethod, 16 staticmethod, 17 property, 18 range, 19 slice, 20 a method of a host object
(re-read through the access gate), 21 host values (UUID, ZoneInfo, ``random.Random``,
``io.StringIO``/``BytesIO`` by value, ``list[int]``, ``int | None``, ``mappingproxy`` of a
dict, ``functools.partial``, an ``lru_cache``/``cache`` wrapper of a guest function, rebuilt
with the importing session's ``functools.lru_cache`` and an empty cache, a compiled
``re`` pattern, recompiled from its text and flags; a traceback object, as the list of its
chain's lines and places), 22 dict views, 23 a
record batch: a dict or list of at least 8 unshared dicts with the same str keys in the same
order, written as ``[keys, count, outer keys|nil, values...]`` (keys once: smaller and faster
than one map per record), 24 a guest enum class (always an object-table entry; see
:mod:`sandbox.state.enums`), 25 an enum member (its class and name, or a ``Flag``
composite's value: decoded to the class's own singleton), 26 a record batch written
column by column (``[keys, count, outer keys|nil, columns]``, floats and 64-bit ints packed;
see :mod:`sandbox.state.records`). A ``decimal.Context`` is a host
value (its settings, flags and traps; remade by the importing session's ``decimal``).
A ``csv.writer`` over a guest ``io.StringIO``, a ``csv.DictWriter`` and the asyncio
primitives (``Semaphore``/``BoundedSemaphore``; since version 6 also ``Event``, ``Lock``,
``Condition``, ``Queue``/``PriorityQueue``/``LifoQueue`` and ``Barrier``, without waiting
tasks) are host values too, remade by the importing session's ``csv`` and ``asyncio`` from
their fields (see :mod:`sandbox.state.remade` and :mod:`sandbox.state.aio`).
Since version 6, ``typing`` aliases (``Optional[int]``, ``List["Node"]``...: annotations) are
host values too (see :mod:`sandbox.state.typing_aliases`).
Immutable atoms (numbers, str, bytes) do not keep their identity.

Decisions
---------
* **Values that cannot be exported** (live generators, coroutines, tasks, iterators, regex
  matches, hash objects...): by default ``export_state``
  raises one :class:`StateError` that names every offending global and what it holds.
  With ``skip_unexportable=True`` those globals are left out instead and listed in
  ``session.last_export_report`` (``{name: reason}``, empty when nothing was
  skipped). Never a silent loss.
* **Functions** are re-compiled from their own source (see :mod:`sandbox.state.source`):
  defaults, keyword defaults, closure cells (shared cells stay shared), attributes and the
  globals they belong to (the session's, or a guest-source module's) are restored as values.
  A decorated function is exported as whatever the decorators returned. Dataclasses are
  guest classes whose methods are guest closures of the guest ``dataclasses`` module: they
  are saved like any guest class (the module's markers and helpers by name). Functions that
  module helpers generate in host code (``contextlib.contextmanager``) have no guest source
  and cannot be saved; nor can classes with a guest metaclass or a host one other than
  the ones below: they are reported like any other unexportable value.
* **ABCs and protocols** (``abc.ABC``, ``metaclass=abc.ABCMeta``, ``typing.Protocol``) are
  saved as classes and made again by the importing session's metaclass, their abstract
  method names kept as data (see :mod:`sandbox.state.abcs`); one with registered virtual
  subclasses is refused (register them again after the import).
* **Enums and TypedDicts** are rebuilt through the importing session's class machinery
  from plain data (see :mod:`sandbox.state.enums` and :mod:`sandbox.state.typeddicts`):
  no class body, guest ``__init__``, ``__new__`` or ``_missing_`` runs.
* **Classes are restored from their stored namespace, without running the class body**:
  the class is created with its name, qualname, module, bases and ``__slots__`` (no
  ``__init_subclass__`` of a restored base runs: bases are still empty when their subclasses
  are created), then every attribute is set back (methods, properties, class variables...).
  Instances are created with their host base's ``__new__`` (never the class's
  ``__new__``/``__init__``) and their ``__dict__``, slots and host part are set directly.
* **Nothing else executes at import**: guest source in a blob is re-parsed, re-validated and
  re-compiled, never run, and decoding calls no guest method (see
  :mod:`sandbox.state.guard`). The one exception is hashing: dicts and sets whose keys hash
  with guest code are created empty and filled in one guarded step, once the globals are
  in place, as guest code under the importing session's limits with no tool granted (a
  failure rolls the import back). Frozensets and OrderedDicts of such keys cannot be saved
  (CPython hashes to build or read them). A module written in guest source runs its body
  when it is re-imported, as it would in a run. Nesting is decoded without host recursion
  (:mod:`sandbox.state.unpack`).
* **Modules** are re-imported by name through the importing session's importer, and the
  objects taken from them (``from json import dumps``, ``collections.OrderedDict`` as a base
  class...) are re-bound by module and attribute name (guest code cannot assign module
  attributes, so a module is fully described by its name). **Tools and builtins** are
  re-bound by name; a tool missing from the importing sandbox becomes a stand-in that raises
  ``ToolError`` when called (and is saved again as that tool).
* Exceptions keep ``args``, attributes, notes, ``__cause__``/``__context__``, but not
  ``__traceback__``. Guest objects from another session cannot be exported.

Loading is an attack surface: blobs larger than :data:`MAX_STATE_BYTES` are refused,
every msgpack length is capped by the blob's size, nesting by
:data:`sandbox.state.kinds.MAX_DEPTH`, every field is type-checked, names are re-checked as
identifiers, and any failure is a :class:`StateError` that leaves the importing session
exactly as it was (everything is built first, then swapped in).
"""

from __future__ import annotations

import hashlib
import hmac
import struct
import zlib
from collections.abc import Callable
from typing import Any

import greenlet
import msgpack

from ..errors import Abort, StateError
from ..fs.export import files_record, memory_state, restore_memory
from ..modules.importer import Importer
from ..runtime import gate, hostroom
from ..runtime.context import Output, RunContext, set_current
from .codec import Encoder
from .decode import Decoder
from .guard import run_guarded
from .kinds import packb
from .numbers import numbered_objects, numbers_record

MAGIC = b"SBXS"
#: Version written by this sandbox.
FORMAT_VERSION = 8
#: Oldest version this sandbox still reads (through :data:`UPGRADES`).
MIN_SUPPORTED_VERSION = 1
#: ``{version: step}``: each step turns a body of ``version`` into a body of ``version + 1``.
UPGRADES: dict[int, Callable[[bytes], bytes]] = {
    1: lambda body: body,  # v2 changed the framing only (the checksum)
    2: lambda body: body,  # v3 added value kinds; a v2 body holds none of them
    3: lambda body: body,  # v4 added enums and decimal contexts; a v3 body holds neither
    4: lambda body: body,  # v5 changed the framing only (a CRC-32 checksum)
    5: lambda body: body,  # v6 added column-wise record batches; a v5 body holds none
    6: lambda body: body,  # v7 added the objects' numbers (ids); a v6 body's start again
    7: lambda body: body,  # v8 added host value kinds; a v7 body holds none of them
}
#: Largest blob accepted (and produced).
MAX_STATE_BYTES = 256 * 1024 * 1024
FLAG_SIGNED = 1
_MAC_LEN = 32
#: First version whose unsigned blobs carry a checksum, and the first whose checksum is a
#: CRC-32 (4 bytes) rather than a BLAKE2b-128 (16 bytes).
_CHECKSUM_SINCE = 2
_CRC_SINCE = 5
_RECURSION = 20_000


def export_state(session: Any, key: bytes | None = None, *,
                 skip_unexportable: bool = False, relay_sets: bool = False) -> bytes:
    """The session's state as bytes (see the module docstring). ``relay_sets``: the start
    state of a pausable run, whose sets are laid out again as the import will lay them out
    (see ``Encoder._set_items``)."""
    _check_key(key)
    if session._running:
        raise StateError("cannot export the state of a session while it is running code")
    with _quiet():
        encoder = Encoder(session)
        encoder.relay_sets = relay_sets
        roots: list[tuple[str, Any]] = list(session.globals.items())
        encoder.scan(roots)
        numbered = numbered_objects(encoder)
        report = dict(encoder.problems)
        if report and not skip_unexportable:
            listed = "; ".join(f"{name!r} holds {why}" for name, why in report.items())
            raise StateError(f"cannot export {len(report)} value"
                             f"{'s' if len(report) != 1 else ''}: {listed} (delete or "
                             "replace them, or pass skip_unexportable=True)")
        if report:
            keep = [i for i, (name, _) in enumerate(roots) if name not in report]
            renumber = {old: new for new, old in enumerate(keep)}
            encoder.dirty = {renumber[i] for i in encoder.dirty if i in renumber}
            roots = [roots[i] for i in keep]
        packed, (codes, shells) = encoder.encode(roots)
        random_state = session.importer.env.random.getstate()
        header = {"modules": list(session.importer.modules),
                  "random": [random_state[0], struct.pack(">625I", *random_state[1]),
                             random_state[2]],
                  "entries": len(shells),
                  "numbers": [session.guest_serial, numbers_record(encoder, shells, numbered)]}
        files = files_record(session.fs)  # the memory files, if any (sandbox.fs.export)
        if files is not None:
            header["files"] = files
        body = b"".join([
            packb(header, None), packb(codes, None), packb(shells, None), *encoder.entries,
            _map_bytes(roots, packed)])
    session.last_export_report = report
    blob = _seal(body, key)
    if len(blob) > MAX_STATE_BYTES:
        raise StateError(f"the state is too large ({len(blob)} bytes, at most "
                         f"{MAX_STATE_BYTES})")
    return blob


def _map_bytes(items: list[tuple[str, Any]], packed_values: list[bytes]) -> bytes:
    """A msgpack map from already-packed values."""
    n = len(items)
    head = (bytes([0x80 | n]) if n < 16 else b"\xde" + n.to_bytes(2, "big") if n < 65536
            else b"\xdf" + n.to_bytes(4, "big"))
    parts = [head]
    for (name, _), value in zip(items, packed_values, strict=True):
        parts.append(packb(name, None))
        parts.append(value)
    return b"".join(parts)


def import_state(session: Any, blob: bytes, key: bytes | None = None, *,
                 plain_only: bool = False) -> None:
    """Replace the session's state with the one in ``blob``; on any error raise
    :class:`StateError` and leave the session as it was. With ``plain_only``, refuse a blob
    that holds anything but plain data (see :class:`sandbox.state.decode.Decoder`).

    Guest code can run only inside :class:`_GuestPhase` (importing modules written in guest
    source, and :func:`sandbox.state.guard.run_guarded`); while the blob is decoded no run
    context is current, so a guest function that C code called by mistake would refuse to
    run (a tripwire behind the rules of :mod:`sandbox.state.guard`)."""
    _check_key(key)
    if session._running:
        raise StateError("cannot import state into a session while it is running code")
    body = open_blob(blob, key)
    limits = session.sandbox.limits
    ctx = RunContext(limits, Output(limits.max_output_bytes, limits.max_output_lines), session)
    for attr in ("granted", "tools"):  # no tool may be called while a state is imported
        if attr in RunContext.__slots__:
            setattr(ctx, attr, set())
    g = session.globals
    saved = dict(g)
    saved_importer = g.importer
    saved_files = memory_state(session.fs)
    importer = Importer(session)
    swapped = False
    guest = _GuestPhase(g, importer, ctx)
    previous = set_current(None)  # no guest code while decoding
    with _quiet():
        try:
            g.clear()
            g.importer = importer
            g.ctx = None
            decoder = Decoder(session, body, ctx, importer, guest=guest, plain_only=plain_only)
            restored = decoder.run()
            g.update(restored.globals)
            with guest:
                run_guarded(ctx, restored.deferred)
            swapped = True
            session.guest_serial = decoder.guest_serial
        except StateError:
            raise
        except Abort as abort:
            raise StateError(f"importing the state exceeded a limit: {abort.error.message}"
                             ) from None
        except RecursionError:
            raise StateError("corrupt state blob: nested too deeply") from None
        except (KeyboardInterrupt, greenlet.GreenletExit):
            raise
        except BaseException as exc:  # noqa: BLE001 - a guest __hash__ may raise SystemExit
            raise StateError(f"corrupt state blob: {_describe(exc)}") from None
        finally:
            set_current(previous)
            g.ctx = None
            importer.set_ctx(None)
            # as when a run ends: typing's process-wide caches keep the guest classes and
            # objects the decoder subscribed typing's forms with (List[GuestClass])
            gate.forget_guest_classes()
            if not swapped:
                g.clear()
                g.update(saved)
                g.importer = saved_importer
                restore_memory(session.fs, saved_files)
    session.importer = importer


class _GuestPhase:
    """The import's run context made current for a phase that may run guest code (as a
    run's would be), and taken away again after it."""

    def __init__(self, g: Any, importer: Any, ctx: RunContext) -> None:
        self.g, self.importer, self.ctx = g, importer, ctx

    def __enter__(self) -> None:
        self.previous = set_current(self.ctx)
        self.g.ctx = self.ctx
        self.importer.set_ctx(self.ctx)

    def __exit__(self, *exc: Any) -> None:
        set_current(self.previous)
        self.g.ctx = None
        self.importer.set_ctx(None)


def _describe(exc: BaseException) -> str:
    """A failure of msgpack or of a constructor, in the words of the format."""
    text = str(exc)
    if isinstance(exc, msgpack.ExtraData):
        return "extra bytes after a value"
    if isinstance(exc, msgpack.FormatError):
        return "malformed msgpack data"
    if isinstance(exc, msgpack.StackError):
        return "values nested too deeply"
    if isinstance(exc, UnicodeDecodeError):
        return "a string is not valid UTF-8"
    if isinstance(exc, ValueError) and "exceeds max_" in text:
        return "a length field is larger than the blob"
    if isinstance(exc, ValueError) and "incomplete input" in text:
        return "a value is truncated"
    if isinstance(exc, TypeError) and "unhashable" in text:
        return f"a dict key or set member is not hashable ({text})"
    return f"{type(exc).__name__}: {text}"


def open_blob(blob: Any, key: bytes | None) -> bytes:
    """Check framing, version and signature; return the (upgraded) body. Nothing of the body
    is decoded here."""
    if not isinstance(blob, (bytes, bytearray, memoryview)):
        raise StateError(f"state must be bytes, not {type(blob).__name__}")
    blob = bytes(blob)
    if len(blob) > MAX_STATE_BYTES:
        raise StateError(f"state blob too large ({len(blob)} bytes, at most "
                         f"{MAX_STATE_BYTES})")
    if len(blob) < 6 or blob[:4] != MAGIC:
        raise StateError("not a sandbox state blob (bad magic bytes)")
    version, flags = blob[4], blob[5]
    if version > FORMAT_VERSION:
        raise StateError(f"state blob format version {version} is newer than this sandbox "
                         f"supports ({FORMAT_VERSION})")
    if version < MIN_SUPPORTED_VERSION:
        raise StateError(f"state blob format version {version} is no longer supported "
                         f"(oldest supported: {MIN_SUPPORTED_VERSION})")
    if flags & ~FLAG_SIGNED:
        raise StateError(f"state blob has unknown flags ({flags:#x})")
    if flags & FLAG_SIGNED:
        if len(blob) < 6 + _MAC_LEN:
            raise StateError("state blob is truncated (signature missing)")
        if key is None:
            raise StateError("state blob is signed: pass key= to verify it")
        mac, body = blob[6:6 + _MAC_LEN], blob[6 + _MAC_LEN:]
        expected = hmac.new(key, blob[4:6] + body, hashlib.sha256).digest()
        if not hmac.compare_digest(mac, expected):
            raise StateError("state blob signature does not match (wrong key, or the blob "
                             "was modified)")
    else:
        if key is not None:
            raise StateError("state blob is not signed, but a key was given")
        body = blob[6:]
        if version >= _CHECKSUM_SINCE:
            sum_len = 4 if version >= _CRC_SINCE else 16
            if len(blob) < 6 + sum_len:
                raise StateError("state blob is truncated (checksum missing)")
            stored, body = blob[6:6 + sum_len], blob[6 + sum_len:]
            if not hmac.compare_digest(stored, _checksum(blob[4:6], body)):
                raise StateError("state blob is corrupt or truncated (its checksum does not "
                                 "match)")
    for v in range(version, FORMAT_VERSION):
        step = UPGRADES.get(v)
        if step is None:
            raise StateError(f"no upgrade from state format version {v}")
        try:
            body = step(body)
        except StateError:
            raise
        except Exception as exc:  # noqa: BLE001
            raise StateError(f"state blob could not be upgraded from version {v}: "
                             f"{type(exc).__name__}: {exc}") from None
    return body


def _checksum(version_and_flags: bytes, body: bytes) -> bytes:
    """The checksum of an unsigned blob of the version in ``version_and_flags[0]``."""
    if version_and_flags[0] >= _CRC_SINCE:
        return zlib.crc32(body, zlib.crc32(version_and_flags)).to_bytes(4, "big")
    h = hashlib.blake2b(version_and_flags, digest_size=16)  # (no copy of the body)
    h.update(body)
    return h.digest()


def seal(body: bytes, key: bytes | None = None) -> bytes:
    """A blob of the current version around ``body`` (signed with ``key``, else with a
    checksum). :func:`open_blob` is the inverse."""
    return _seal(body, key)


def _seal(body: bytes, key: bytes | None) -> bytes:
    version = bytes([FORMAT_VERSION])
    if key is None:
        return MAGIC + version + b"\x00" + _checksum(version + b"\x00", body) + body
    flags = bytes([FLAG_SIGNED])
    mac = hmac.new(key, version + flags + body, hashlib.sha256).digest()
    return MAGIC + version + flags + mac + body


def _check_key(key: Any) -> None:
    if key is not None and (not isinstance(key, bytes) or not key):
        raise StateError("key must be non-empty bytes (or None)")


def _quiet() -> hostroom.held:
    """Cyclic GC paused (many small allocations) and room for nesting up to MAX_DEPTH (and
    for guest hashing at import), for the duration only (see sandbox.runtime.hostroom)."""
    return hostroom.held(_RECURSION, pause_gc=True)


__all__ = ["FORMAT_VERSION", "MAGIC", "MAX_STATE_BYTES", "MIN_SUPPORTED_VERSION", "UPGRADES",
           "export_state", "import_state", "open_blob", "seal"]
