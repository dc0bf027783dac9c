"""In-memory I/O for the guest: ``io`` (StringIO, BytesIO, and TextIOWrapper over a BytesIO)
and ``csv``.

``io.StringIO`` / ``io.BytesIO`` are per-session subclasses of the real classes: ``write``
sizes the buffer it is about to grow (``seek(10**12); write('x')`` would otherwise allocate a
terabyte of padding) against the run's memory limit. ``fileno``, ``detach``, ``getbuffer``
(a memoryview) and the ``buffer``/``raw`` attributes are not readable. ``io.TextIOWrapper``
wraps only the guest's own BytesIO (its ``buffer`` is that BytesIO); a read sizes what it may
decode first.

``csv`` works on iterables of strings (``csv.reader``) and on objects with a ``write`` method
(``csv.writer``): the sandbox's StringIO, ``sys.stdout``-like captured streams, or any guest
object (its ``write`` is read through the access gate). Each row is sized before it is
written. Dialects are ``'excel'``, ``'excel-tab'``, ``'unix'``, the dialect classes, or any
object whose dialect attributes the gate lets the guest read. ``csv.Sniffer`` runs CPython's
sniffing on samples of at most 8 KiB (its regexes backtrack quadratically).

The dialect registry (``register_dialect``, ``get_dialect``, ``list_dialects``,
``unregister_dialect``) is the session's own: CPython's process-wide one is never read or
written (a name given to reader/writer is looked up in the session's). The dialect classes
(``csv.Dialect``, ``excel``...) can be subclassed (``class D(csv.excel): delimiter = ';'``).

Left out on purpose: ``csv.field_size_limit`` (process-wide host state); every other
``io`` name (files, buffered/raw streams, ``open``).
"""

from __future__ import annotations

import csv
import io
from typing import Any

from ..guards.costmodel import costs
from ..guards.sizechecks import held_callable
from ..runtime import classes, gate
from ..runtime.builtins import make_builtin
from ..runtime.context import current_ctx
from . import ModuleEnv, register
from .builtin_table import GuestStream
from .session_classes import env_of, forbid_subclassing, session_class

# --- io -------------------------------------------------------------------------------------------

_STREAM_ATTRS = frozenset({"close", "closed", "flush", "getvalue", "isatty", "read", "readable",
                           "readline", "readlines", "seek", "seekable", "tell", "truncate",
                           "writable", "write", "writelines"})


class _StringIO(io.StringIO):
    """Text I/O implementation using an in-memory buffer."""

    __slots__ = ()
    __sandbox_attrs__ = _STREAM_ATTRS | {"newlines", "line_buffering", "encoding", "errors"}

    def write(self, s: Any) -> int:
        if isinstance(s, str):  # read through the base classes: never trust guest overrides
            env_of(self).ctx().check_alloc(io.StringIO.tell(self) + str.__len__(s),
                                           "io.StringIO")
        return io.StringIO.write(self, s)


class _BytesIO(io.BytesIO):
    """Buffered I/O implementation using an in-memory bytes buffer."""

    __slots__ = ()
    __sandbox_attrs__ = _STREAM_ATTRS | {"read1", "readinto", "readinto1"}

    def write(self, b: Any) -> int:
        try:
            with memoryview(b) as view:
                n = view.nbytes
        except TypeError:
            n = 0  # the real write raises the right error
        if n:
            env_of(self).ctx().check_alloc(io.BytesIO.tell(self) + n, "io.BytesIO")
        return io.BytesIO.write(self, b)


#: The most bytes of str one decoded byte can become (a UCS-4 character from one byte).
_STR_BYTES_PER_BYTE = 4


class _TextIOWrapper(io.TextIOWrapper):
    """Character and line based layer over a BufferedIOBase object."""

    __slots__ = ()
    __sandbox_attrs__ = _STREAM_ATTRS - {"getvalue"} | {
        "buffer", "encoding", "errors", "newlines", "line_buffering", "write_through"}

    def __init__(self, buffer: Any, *args: Any, **kwargs: Any) -> None:
        # only the guest's own BytesIO: the C layer calls its buffer's methods directly
        if not isinstance(buffer, _BytesIO):
            raise TypeError("io.TextIOWrapper here wraps an io.BytesIO (open() a path in text "
                            "mode for a file)")
        io.TextIOWrapper.__init__(self, buffer, *args, **kwargs)

    def _check_decoded(self, size: Any) -> None:
        # a read decodes what is left of the buffer in one C call: sized first
        buffer = io.TextIOWrapper.buffer.__get__(self)
        with io.BytesIO.getbuffer(buffer) as view:
            left = view.nbytes - io.BytesIO.tell(buffer)
        if type(size) is int and size >= 0:
            left = min(left, size * 4 + 8192)  # a UTF-8 character is at most 4 bytes
        env_of(self).ctx().check_alloc(max(left, 0) * _STR_BYTES_PER_BYTE,
                                       "io.TextIOWrapper.read")

    def read(self, size: Any = -1) -> str:
        self._check_decoded(size)
        return io.TextIOWrapper.read(self, size)

    def readline(self, size: Any = -1) -> Any:  # str: the text layer's
        self._check_decoded(size)
        return io.TextIOWrapper.readline(self, size)

    def readlines(self, hint: Any = -1) -> Any:  # list[str]
        self._check_decoded(-1)
        return io.TextIOWrapper.readlines(self, hint)


@register("io", doc="In-memory streams: StringIO, BytesIO, and TextIOWrapper over a BytesIO.",
          costs=costs(wrapped=("StringIO", "BytesIO", "TextIOWrapper"),
                      constant=("UnsupportedOperation",)))
def build_io(env: ModuleEnv) -> dict[str, Any]:
    return {"StringIO": session_class(_StringIO, env, "StringIO", "_io"),
            "BytesIO": session_class(_BytesIO, env, "BytesIO", "_io"),
            "TextIOWrapper": session_class(_TextIOWrapper, env, "TextIOWrapper", "_io"),
            "SEEK_SET": io.SEEK_SET, "SEEK_CUR": io.SEEK_CUR, "SEEK_END": io.SEEK_END,
            "UnsupportedOperation": io.UnsupportedOperation}


# --- csv: dialects --------------------------------------------------------------------------------

_DIALECT_NAMES = ("excel", "excel-tab", "unix")
_DIALECT_CLASSES = (csv.Dialect, csv.excel, csv.excel_tab, csv.unix_dialect)
_DIALECT_FIELDS = ("delimiter", "quotechar", "escapechar", "doublequote", "skipinitialspace",
                   "lineterminator", "quoting", "strict")
_DIALECT_TYPE = type(csv.reader([]).dialect)

gate.ALLOWED_ATTRS[_DIALECT_TYPE] = frozenset(_DIALECT_FIELDS)
for _cls in _DIALECT_CLASSES:
    gate.ALLOWED_ATTRS[_cls] = frozenset(_DIALECT_FIELDS)  # data only, no methods
    gate.GUEST_VISIBLE_TYPES.add(_cls)
    classes.SUBCLASSABLE.add(_cls)  # class D(csv.excel): delimiter = ';'
_READER_TYPE = type(csv.reader([]))
gate.ALLOWED_ATTRS[_READER_TYPE] = frozenset({"dialect", "line_num"})


_DIALECTS_SERVICE = "csv.dialects"


def _registry() -> dict[str, Any]:
    """The session's dialect registry (name -> ``_csv.Dialect``): ``register_dialect`` and the
    names given to reader/writer read this one, never CPython's process-wide registry."""
    services = current_ctx().session.importer.env.services
    registry = services.get(_DIALECTS_SERVICE)
    if registry is None:
        registry = services[_DIALECTS_SERVICE] = {
            name: csv.get_dialect(name) for name in _DIALECT_NAMES}
    return registry  # type: ignore[no-any-return]


def _dialect(dialect: Any, fmtparams: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """The dialect to hand the real csv module, and the format parameters to add."""
    if isinstance(dialect, str):
        dialect = str.__str__(dialect)  # exact: the registry lookup must not run guest code
        found = _registry().get(dialect)
        if found is None:
            raise csv.Error("unknown dialect")
        return found, fmtparams
    if dialect in _DIALECT_CLASSES or type(dialect) in (_DIALECT_TYPE, *_DIALECT_CLASSES):
        return dialect, fmtparams
    # Any other object: read its dialect attributes through the gate (never the real getattr).
    params: dict[str, Any] = {}
    for name in _DIALECT_FIELDS:
        try:
            params[name] = gate.get_attr(dialect, name)
        except AttributeError:
            pass
    params.update(fmtparams)
    return "excel", params


class _WriteAdapter:
    __slots__ = ("write",)

    def __init__(self, write: Any) -> None:
        self.write = write


def _writable(f: Any) -> Any:
    if isinstance(f, (io.StringIO, GuestStream)):
        return f
    # C calls it with each row's text: a checked builtin (``write = list``, round 8: 427 MB
    # for one 30 MB row) runs its call site's checks
    return _WriteAdapter(held_callable(gate.get_attr(f, "write")))


# --- csv: reader / writer -------------------------------------------------------------------------

def _numberlike(value: Any) -> bool:
    t = type(value)
    return (isinstance(value, complex) or hasattr(t, "__index__") or hasattr(t, "__int__")
            or hasattr(t, "__float__"))


class _Writer:
    """CSV writer (sandbox façade over ``_csv.writer``: each row is sized first). ``_f`` is
    the file it was made over (CPython's writer does not expose it; a state export reads it)."""

    __slots__ = ("_w", "_env", "_f")
    _w: Any
    _env: ModuleEnv
    _f: Any

    def __new__(cls, *args: Any, **kwargs: Any) -> _Writer:
        raise TypeError("cannot create '_csv.writer' instances")

    @property
    def dialect(self) -> Any:
        return self._w.dialect

    def writerow(self, row: Any) -> Any:
        if type(self) is not _Writer:  # called through __func__ on a foreign object
            raise TypeError("descriptor requires a '_csv.writer' object")
        try:
            fields = list(row)
        except TypeError:
            return self._w.writerow(row)  # CPython's csv.Error
        quoting = self._w.dialect.quoting
        total = str.__len__(self._w.dialect.lineterminator)
        for i, field in enumerate(fields):
            if isinstance(field, str):
                total += 2 * str.__len__(field) + 3
            elif field is None or isinstance(field, (int, float)):
                total += 40 if not isinstance(field, int) else field.bit_length() // 3 + 4
            elif quoting == csv.QUOTE_NONNUMERIC and _numberlike(field):
                total += 64
            else:  # str() it once here, as the real writer would, to know its size
                text = str(field)
                fields[i] = text
                total += 2 * str.__len__(text) + 3
        self._env.ctx().check_alloc(total, "csv.writer.writerow")
        return self._w.writerow(fields)

    def writerows(self, rows: Any) -> None:
        for row in rows:
            self.writerow(row)


_Writer.__name__ = _Writer.__qualname__ = "writer"
_Writer.__module__ = "_csv"
forbid_subclassing(_Writer, "_csv.writer")
gate.ALLOWED_ATTRS[_Writer] = frozenset({"dialect", "writerow", "writerows"})


def _make_writer(env: ModuleEnv, f: Any, dialect: Any, fmtparams: dict[str, Any]) -> _Writer:
    dialect, fmtparams = _dialect(dialect, fmtparams)
    real = csv.writer(_writable(f), dialect, **fmtparams)
    facade = object.__new__(_Writer)
    facade._w = real
    facade._env = env
    facade._f = f
    return facade


class _DictReader:
    """Iterate a CSV file as dicts keyed by the header row (or ``fieldnames``)."""

    __slots__ = ("_fieldnames", "restkey", "restval", "_reader", "dialect", "line_num")
    __sandbox_settable__ = frozenset({"fieldnames", "restkey", "restval"})

    def __init__(self, f: Any, fieldnames: Any = None, restkey: Any = None,
                 restval: Any = None, dialect: Any = "excel", **kwds: Any) -> None:
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        real_dialect, kwds = _dialect(dialect, kwds)
        self._reader = csv.reader(f, real_dialect, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self) -> _DictReader:
        return self

    @property
    def reader(self) -> Any:
        r = self._reader
        if type(r) is not _READER_TYPE:  # a guest subclass may have assigned _reader
            raise TypeError("DictReader is not initialised")
        return r

    @property
    def fieldnames(self) -> Any:
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value: Any) -> None:
        self._fieldnames = value

    def __next__(self) -> dict[Any, Any]:
        if self.line_num == 0:
            self.fieldnames  # noqa: B018 - read for its side effect, as CPython does
        reader = self.reader
        row = next(reader)
        self.line_num = reader.line_num
        while row == []:
            row = next(reader)
        d = dict(zip(self.fieldnames, row, strict=False))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


_DictReader.__name__ = _DictReader.__qualname__ = "DictReader"
_DictReader.__module__ = "csv"
gate.ALLOWED_ATTRS[_DictReader] = frozenset({"fieldnames", "restkey", "restval", "reader",
                                             "dialect", "line_num"})


class _DictWriter:
    """Write dicts as CSV rows, in the order of ``fieldnames``."""

    __slots__ = ("fieldnames", "restval", "extrasaction", "_writer")
    __sandbox_settable__ = frozenset({"fieldnames", "restval", "extrasaction"})
    __sandbox_attrs__ = frozenset({"fieldnames", "restval", "extrasaction", "writer",
                                   "writeheader", "writerow", "writerows"})

    def __init__(self, f: Any, fieldnames: Any, restval: Any = "", extrasaction: Any = "raise",
                 dialect: Any = "excel", **kwds: Any) -> None:
        self.fieldnames = fieldnames
        self.restval = restval
        if gate.get_attr(extrasaction, "lower")() not in ("raise", "ignore"):
            raise ValueError(f"extrasaction ({extrasaction}) must be 'raise' or 'ignore'")
        self.extrasaction = extrasaction
        self._writer = _make_writer(env_of(self), f, dialect, kwds)

    @property
    def writer(self) -> _Writer:
        w = self._writer
        if type(w) is not _Writer:  # a guest subclass may have assigned _writer
            raise TypeError("DictWriter is not initialised")
        return w

    def writeheader(self) -> Any:
        header = dict(zip(self.fieldnames, self.fieldnames, strict=True))
        return self.writerow(header)

    def _dict_to_list(self, rowdict: Any) -> list[Any]:
        if self.extrasaction == "raise":
            wrong_fields = gate.get_attr(rowdict, "keys")() - self.fieldnames
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        get = gate.get_attr(rowdict, "get")
        return [get(key, self.restval) for key in self.fieldnames]

    def writerow(self, rowdict: Any) -> Any:
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts: Any) -> None:
        for rowdict in rowdicts:
            self.writerow(rowdict)


#: For :mod:`sandbox.state`, which saves writers and DictWriters and makes them again.
CSV_WRITER_TYPE = _Writer
CSV_DICTWRITER_BASE = _DictWriter
CSV_DIALECT_FIELDS = _DIALECT_FIELDS


# --- csv: Sniffer -----------------------------------------------------------------------------

#: The longest sample csv.Sniffer examines. CPython's sniffing regexes backtrack
#: quadratically and cannot be interrupted: 16 KiB of adversarial text (',"a' repeated) take
#: 1.4 s, 60 KB 31 s; 8 KiB at most ~0.3 s. Ordinary samples are far below (f.read(1024)).
SNIFF_MAX_CHARS = 8192


def _sample(sample: Any) -> Any:
    if isinstance(sample, str) and len(sample) > SNIFF_MAX_CHARS:
        raise ValueError(f"the sample is {len(sample):,} characters; csv.Sniffer examines at "
                         f"most {SNIFF_MAX_CHARS:,} here: pass the first few KB "
                         f"(f.read(4096) or text[:4096])")
    return str.__str__(sample) if isinstance(sample, str) else sample


def _sniffed_dialect(found: Any) -> type:
    """The dialect csv.Sniffer.sniff found, as CPython returns it: a class deriving from
    ``csv.Dialect`` (``Sniffer.sniff.<locals>.dialect``) carrying the sniffed attributes,
    made a guest class (its attributes readable, its instances validated by Dialect)."""
    namespace: dict[str, Any] = {"__module__": "csv", "__doc__": None,
                                 "__qualname__": "Sniffer.sniff.<locals>.dialect",
                                 "_name": "sniffed"}
    for name in _DIALECT_FIELDS:
        if name in found.__dict__:
            namespace[name] = found.__dict__[name]
    meta, body, kwds = classes.prepare_class("dialect", (csv.Dialect,), {})
    body.update(namespace)
    return classes.create_class(meta, "dialect", (csv.Dialect,), body, kwds)


class Sniffer:
    """csv.Sniffer: CPython's own sniffing on samples of at most :data:`SNIFF_MAX_CHARS`
    characters (a longer one is a ValueError saying so)."""

    __slots__ = ("preferred",)
    __sandbox_attrs__ = frozenset({"sniff", "has_header", "preferred"})

    def __init__(self) -> None:
        self.preferred = [",", "\t", ";", " ", ":"]

    def sniff(self, sample: Any, delimiters: Any = None) -> type:
        sniffer = csv.Sniffer()
        sniffer.preferred = list(self.preferred)
        if delimiters is not None:
            delimiters = str.__str__(delimiters) if isinstance(delimiters, str) else \
                "".join(str.__str__(d) for d in delimiters if isinstance(d, str))
        return _sniffed_dialect(sniffer.sniff(_sample(sample), delimiters))

    def has_header(self, sample: Any) -> bool:
        return csv.Sniffer().has_header(_sample(sample))


Sniffer.__module__ = "csv"
gate.GUEST_VISIBLE_TYPES.add(Sniffer)


@register("csv", doc="CSV reading and writing on strings and in-memory streams.",
          costs=costs(
              # readers are lazy (a row per step), writers size each row they write
              # readers are lazy; Sniffer's methods refuse a sample over SNIFF_MAX_CHARS
              wrapped=("reader", "writer", "DictReader", "DictWriter", "Sniffer"),
              constant=("Error", "Dialect", "excel", "excel_tab", "unix_dialect",
                        # one small dialect object each (at most _MAX_DIALECTS per session)
                        "register_dialect", "unregister_dialect", "get_dialect",
                        "list_dialects")))
def build_csv(env: ModuleEnv) -> dict[str, Any]:
    def reader(csvfile: Any, dialect: Any = "excel", **fmtparams: Any) -> Any:
        """Return a reader object that iterates over lines in the given csvfile (any iterable of
        strings, such as a list or an io.StringIO)."""
        dialect, fmtparams = _dialect(dialect, fmtparams)
        return csv.reader(csvfile, dialect, **fmtparams)

    def writer(csvfile: Any, dialect: Any = "excel", **fmtparams: Any) -> _Writer:
        """Return a writer object that writes delimited rows to csvfile (an object with a
        write method, such as io.StringIO)."""
        return _make_writer(env, csvfile, dialect, fmtparams)

    ns: dict[str, Any] = {"reader": make_builtin("reader", reader),
                          "writer": make_builtin("writer", writer),
                          "DictReader": _DictReader,
                          "DictWriter": session_class(_DictWriter, env, "DictWriter", "csv"),
                          "Error": csv.Error, "Dialect": csv.Dialect, "excel": csv.excel,
                          "excel_tab": csv.excel_tab, "unix_dialect": csv.unix_dialect,
                          "Sniffer": Sniffer}
    for fn in (register_dialect, unregister_dialect, get_dialect, list_dialects):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, fn.__doc__)
    for name in ("QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE"):
        ns[name] = getattr(csv, name)
    return ns


def register_dialect(name: Any, dialect: Any = None, **fmtparams: Any) -> None:
    """Create a mapping from a string name to a dialect class (the session's own registry).
    dialect = csv.register_dialect(name[, dialect[, **fmtparams]])"""
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    if dialect is None:
        made = _DIALECT_TYPE(**_checked_params(fmtparams))
    else:
        base, params = _dialect(dialect, fmtparams)
        made = _DIALECT_TYPE(base, **_checked_params(params))
    registry = _registry()
    if str.__str__(name) not in registry and len(registry) >= _MAX_DIALECTS:
        raise csv.Error(f"the sandbox keeps at most {_MAX_DIALECTS} dialects per session: "
                        f"unregister one first")
    registry[str.__str__(name)] = made


def _checked_params(params: dict[str, Any]) -> dict[str, Any]:
    """Format parameters as ``_csv.Dialect`` reads them: strings exact (its C code must not
    meet a guest str subclass's methods)."""
    return {k: str.__str__(v) if isinstance(v, str) else v for k, v in params.items()}


#: Dialects one session may register (each a small C object).
_MAX_DIALECTS = 1000


def unregister_dialect(name: Any) -> None:
    """Delete the name/dialect mapping associated with a string name.
    csv.unregister_dialect(name)"""
    registry = _registry()
    key = str.__str__(name) if isinstance(name, str) else None
    if key not in registry:
        raise csv.Error("unknown dialect")
    del registry[key]  # type: ignore[arg-type]


def get_dialect(name: Any) -> Any:
    """Return the dialect instance associated with name.
    dialect = csv.get_dialect(name)"""
    key = str.__str__(name) if isinstance(name, str) else None
    found = _registry().get(key)  # type: ignore[arg-type]
    if found is None:
        raise csv.Error("unknown dialect")
    return found


def list_dialects() -> list[str]:
    """Return a list of all know dialect names.
    names = csv.list_dialects()"""
    return list(_registry())
