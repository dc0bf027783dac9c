"""Guest file objects and the guest's ``open()``.

A file opened by the guest is one of four sandbox classes named as CPython's
(``_io.TextIOWrapper``, ``_io.BufferedReader``, ``_io.BufferedWriter``, ``_io.BufferedRandom``).
Each holds the file's whole content in a private in-memory stream (a real ``io.BytesIO``, under
a real ``io.TextIOWrapper`` in text mode, so decoding, newline translation, ``tell`` cookies
and iteration are CPython's own) and writes it back to the virtual file system on ``flush``
and ``close`` (and when collected, as CPython's file objects flush on deallocation). The
file's content is read once at ``open`` (counted against the mount's read budget); what is
written back is counted against its write budget.

Guest code sees only the attributes in ``__sandbox_attrs__``: no ``buffer``, ``raw``,
``fileno`` or ``detach``; ``name`` is the path as the guest passed it (a virtual path).
"""

from __future__ import annotations

import errno
import io
from typing import Any

from .paths import fspath, os_error

_COMMON = frozenset({"close", "closed", "flush", "isatty", "name", "mode", "read", "readable",
                     "readline", "readlines", "seek", "seekable", "tell", "truncate", "writable",
                     "write", "writelines"})


class _File:
    """The implementation shared by the four guest file classes."""

    __slots__ = ("_io", "_fs", "_path", "_read", "_write", "_append", "_dirty", "name", "_mode",
                 "__weakref__")
    __sandbox_attrs__ = _COMMON
    _io: Any
    _fs: Any
    _path: str
    _read: bool
    _write: bool
    _append: bool
    _dirty: bool
    _mode: str
    name: Any

    def __new__(cls, *args: Any, **kwargs: Any) -> _File:
        raise TypeError(f"cannot create '_io.{cls.__name__}' instances")

    # --- construction (the guest's open() only) -------------------------------------------

    @classmethod
    def _make(cls, fs: Any, path: Any, name: Any, stream: Any, read: bool, write: bool,
              append: bool, mode: str) -> _File:
        f = object.__new__(cls)
        f._fs, f._path, f.name, f._io = fs, path, name, stream
        f._read, f._write, f._append, f._dirty, f._mode = read, write, append, False, mode
        return f

    # --- checks ---------------------------------------------------------------------------

    def _open(self) -> Any:
        if self._io.closed:
            raise ValueError("I/O operation on closed file.")
        return self._io

    def _need_read(self, what: str) -> Any:
        stream = self._open()
        if not self._read:
            raise io.UnsupportedOperation(self._not(what, "readable"))
        return stream

    def _need_write(self, what: str) -> Any:
        stream = self._open()
        if not self._write:
            raise io.UnsupportedOperation(self._not(what, "writable"))
        return stream

    def _not(self, what: str, adjective: str) -> str:
        return what  # binary files name the method, text files the missing ability

    def _grow(self, n: int) -> None:
        """Check the run's memory before ``n`` bytes are written at the stream's position:
        the buffer grows to that position first (a ``seek`` past the end and a one-byte
        ``write`` would otherwise make the host allocate the whole gap unchecked)."""
        ctx = self._fs.ctx_of()
        if ctx is None:
            return
        raw = self._raw()
        size = self._size()
        new = max(size, raw.tell()) + n
        if new - size > 4096:
            ctx.check_alloc(new, "file write")

    def _size(self) -> int:
        return self._raw().getbuffer().nbytes

    def _raw(self) -> io.BytesIO:
        return self._io  # type: ignore[no-any-return]

    # --- the file API ---------------------------------------------------------------------

    @property
    def closed(self) -> bool:
        return bool(self._io.closed)

    @property
    def mode(self) -> str:
        return self._mode

    def readable(self) -> bool:
        self._open()
        return self._read

    def writable(self) -> bool:
        self._open()
        return self._write

    def seekable(self) -> bool:
        self._open()
        return True

    def isatty(self) -> bool:
        self._open()
        return False

    def read(self, size: Any = -1) -> Any:
        stream = self._need_read("read")
        if size is None or (isinstance(size, int) and size < 0):
            ctx = self._fs.ctx_of()
            if ctx is not None:  # a str of the rest may take up to 4 bytes a character
                ctx.check_alloc(4 * self._size(), "file read")
        return stream.read(size)

    def readline(self, size: Any = -1) -> Any:
        return self._need_read("readline").readline(size)

    def readlines(self, hint: Any = -1) -> Any:
        stream = self._need_read("readlines")
        ctx = self._fs.ctx_of()
        if ctx is not None:
            ctx.check_alloc(2 * self._size(), "readlines")
        return stream.readlines(hint)

    def write(self, data: Any) -> Any:
        stream = self._need_write("write")
        if self._append:
            stream.seek(0, io.SEEK_END)
        self._grow(_write_size(data))
        n = stream.write(data)
        self._dirty = True
        return n

    def writelines(self, lines: Any) -> None:
        self._need_write("writelines")
        for line in lines:
            self.write(line)

    def seek(self, offset: Any, whence: Any = 0) -> Any:
        return self._open().seek(offset, whence)

    def tell(self) -> Any:
        return self._open().tell()

    def truncate(self, size: Any = None) -> Any:
        stream = self._need_write("truncate")
        self._dirty = True
        return stream.truncate(size)

    def flush(self) -> None:
        """Write the content back to the virtual file system (when it changed)."""
        stream = self._open()
        if self._dirty:
            stream.flush()
            self._fs.write(self._path, self._raw().getvalue())
            self._dirty = False

    def close(self) -> None:
        if self._io.closed:
            return
        try:
            self.flush()
        finally:
            self._io.close()

    def __enter__(self) -> _File:
        self._open()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __iter__(self) -> _File:
        self._open()
        return self

    def __next__(self) -> Any:
        line = self._need_read("readline").readline()
        if not line:
            raise StopIteration
        return line

    def __del__(self) -> None:
        try:
            self.close()
        except BaseException:  # noqa: BLE001, S110 - as CPython, a failed flush at collection is lost
            pass

    def __repr__(self) -> str:
        return f"<_io.{type(self).__name__} name={self.name!r}>"


def _write_size(data: Any) -> int:
    """About how many bytes writing ``data`` adds (a str may take 4 bytes a character; any
    bytes-like its ``nbytes``; 0 for anything else, which the stream refuses or sizes)."""
    if isinstance(data, str):
        return 4 * len(data)
    if isinstance(data, (bytes, bytearray, memoryview)):
        return memoryview(data).nbytes
    return 0


class _Binary(_File):
    __slots__ = ()

    def _raw(self) -> io.BytesIO:
        return self._io  # type: ignore[no-any-return]


class BufferedReader(_Binary):
    __slots__ = ()
    __sandbox_attrs__ = _COMMON | {"read1", "peek"}

    def read1(self, size: Any = -1) -> Any:
        return self._need_read("read1").read1(size)

    def peek(self, size: Any = 0) -> Any:
        stream = self._need_read("peek")
        pos = stream.tell()
        data = stream.read(max(int(size), 1) if size else 4096)
        stream.seek(pos)
        return data


class BufferedWriter(_Binary):
    __slots__ = ()


class BufferedRandom(_Binary):
    __slots__ = ()


class TextIOWrapper(_File):
    __slots__ = ()
    __sandbox_attrs__ = _COMMON | {"encoding", "errors", "newlines", "line_buffering"}

    def _not(self, what: str, adjective: str) -> str:
        return f"not {adjective}"

    def _raw(self) -> io.BytesIO:
        return self._io.buffer  # type: ignore[no-any-return]

    @property
    def encoding(self) -> str:
        return str(self._io.encoding)

    @property
    def errors(self) -> str:
        return str(self._io.errors)

    @property
    def newlines(self) -> Any:
        return self._io.newlines

    @property
    def line_buffering(self) -> bool:
        return bool(self._io.line_buffering)

    def __repr__(self) -> str:
        return (f"<_io.TextIOWrapper name={self.name!r} mode={self._mode!r} "
                f"encoding={self.encoding!r}>")


for _cls in (BufferedReader, BufferedWriter, BufferedRandom, TextIOWrapper):
    _cls.__module__ = "_io"
_File.__module__ = "_io"


def _exact(value: Any, what: str) -> Any:
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError(f"open() argument '{what}' must be str or None, not "
                        f"{type(value).__name__}")
    return str.__str__(value)


def _parse_mode(mode: str) -> tuple[str, bool]:
    """The one of ``r w a x`` a mode has, and whether it has ``+``; CPython's ValueErrors."""
    chars = set(mode)
    if chars - set("axrwb+t") or len(mode) > len(chars):
        raise ValueError(f"invalid mode: {mode!r}")
    if "t" in chars and "b" in chars:
        raise ValueError("can't have text and binary mode at once")
    kinds = [c for c in "xrwa" if c in chars]
    if len(kinds) > 1:
        raise ValueError("must have exactly one of create/read/write/append mode")
    return (kinds[0] if kinds else ""), "+" in chars


def open_file(fs: Any, file: Any, mode: Any = "r", buffering: Any = -1, encoding: Any = None,
              errors: Any = None, newline: Any = None, closefd: Any = True,
              opener: Any = None) -> _File:
    """The guest's ``open()`` on the session's virtual file system ``fs``."""
    if isinstance(file, int) and not isinstance(file, bool):
        raise os_error(errno.EBADF, None)  # no descriptors in the sandbox
    path = fspath(file)
    if not isinstance(mode, str):
        raise TypeError(f"open() argument 'mode' must be str, not {type(mode).__name__}")
    mode = str.__str__(mode)
    if not isinstance(buffering, int):
        raise TypeError(f"'{type(buffering).__name__}' object cannot be interpreted as an "
                        "integer")
    encoding = _exact(encoding, "encoding")
    errors = _exact(errors, "errors")
    newline = _exact(newline, "newline")
    if opener is not None:
        raise TypeError("open() argument 'opener' is not supported in the sandbox")
    kind, plus = _parse_mode(mode)
    binary = "b" in mode
    if binary:
        for value, what in ((encoding, "an encoding"), (errors, "an errors"),
                            (newline, "a newline")):
            if value is not None:
                raise ValueError(f"binary mode doesn't take {what} argument")
    if not kind:
        raise ValueError("Must have exactly one of create/read/write/append mode and at "
                         "most one plus")
    if not binary and buffering == 0:
        raise ValueError("can't have unbuffered text I/O")
    if not closefd:
        raise ValueError("Cannot use closefd=False with file name")
    st = fs.stat(path)
    if st is not None and st[0] == "dir":
        raise os_error(errno.EISDIR, path)
    if kind == "x" and st is not None:
        raise os_error(errno.EEXIST, path)
    if kind == "r" and st is None:
        raise os_error(errno.ENOENT, path)
    if kind != "r" or plus:
        fs.check_writable(path)
    data = b""
    if kind in ("w", "x") or (kind == "a" and st is None):
        fs.write(path, b"")  # created (or truncated) now, as the kernel does at open
    elif kind in ("r", "a"):
        data = fs.read(path)
    raw = io.BytesIO(data)
    if kind == "a":
        raw.seek(0, io.SEEK_END)
    read = kind == "r" or plus
    write = kind != "r" or plus
    stream: Any = raw
    if not binary:
        stream = io.TextIOWrapper(raw, encoding or "UTF-8", errors, newline,
                                  line_buffering=buffering == 1, write_through=True)
        cls: type[_File] = TextIOWrapper
    elif plus:
        cls = BufferedRandom
    elif kind == "r":
        cls = BufferedReader
    else:
        cls = BufferedWriter
    shown = file if isinstance(file, (str, bytes)) else path
    return cls._make(fs, path, shown, stream, read, write, kind == "a",
                     _binary_mode(kind, plus) if binary else mode)


def _binary_mode(kind: str, plus: bool) -> str:
    """A binary file's ``mode`` as CPython's FileIO reports it (``open(p, 'w+b').mode`` is
    ``'rb+'``); a text file shows the mode it was opened with."""
    if kind in ("x", "a"):
        return kind + "b" + ("+" if plus else "")
    return "rb+" if plus else kind + "b"


def _guest_open(file: Any, mode: Any = "r", buffering: Any = -1, encoding: Any = None,
                errors: Any = None, newline: Any = None, closefd: Any = True,
                opener: Any = None) -> _File:
    """Open file and return a stream.  Raise OSError upon failure."""
    from ..runtime.context import current_ctx
    return open_file(current_ctx().session.fs, file, mode, buffering, encoding, errors,
                     newline, closefd, opener)


def _make_open() -> Any:
    from ..runtime.builtins import make_builtin
    return make_builtin("open", _guest_open)


#: The guest's ``open`` (one object for every session: it opens in the running session's
#: file system).
GUEST_OPEN = _make_open()
