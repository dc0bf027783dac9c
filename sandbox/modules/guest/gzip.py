"""gzip.GzipFile and gzip.open, written in guest Python for the sandbox: a GzipFile reads or
writes the file object it is given through that object's own methods (an io.BytesIO, a file
of the virtual file system, a guest class), so each read or write is a guest call under the
run's limits. Reading decompresses the whole content on the first read (with the module's
bounded decompress); writing keeps what is written and writes one gzip member when closed.

Helpers given by the gzip module: _decompress (gzip.decompress), _member(data, level,
mtime, fname) (one member with its header, as CPython's GzipFile writes it), BadGzipFile."""

import io

__all__ = ["GzipFile", "open", "READ", "WRITE"]

READ, WRITE = 1, 2
_COMPRESS_LEVEL_BEST = 9
_builtin_open = open


class GzipFile:
    """The GzipFile class simulates most of the methods of a file object with the exception
    of the truncate() method."""

    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST,
                 fileobj=None, mtime=None):
        if mode and ("t" in mode or "U" in mode):
            raise ValueError(f"Invalid mode: {mode!r}")
        if mode and "b" not in mode:
            mode += "b"
        if fileobj is None:
            fileobj = self.myfileobj = _builtin_open(filename, mode or "rb")
        if filename is None:
            filename = getattr(fileobj, "name", "")
            if not isinstance(filename, (str, bytes)):
                filename = ""
        elif not isinstance(filename, (str, bytes)):
            filename = str(filename)  # a path object
        if mode is None:
            mode = getattr(fileobj, "mode", "rb")
        if mode.startswith("r"):
            self.mode = READ
            self._buffer = None
        elif mode.startswith(("w", "a", "x")):
            self.mode = WRITE
            self._chunks = []
            self._level = compresslevel
            self._mtime = mtime
        else:
            raise ValueError(f"Invalid mode: {mode!r}")
        self.name = filename
        self.fileobj = fileobj

    def __repr__(self):
        s = repr(self.fileobj)
        return "<gzip " + s[1:-1] + " " + hex(id(self)) + ">"

    @property
    def closed(self):
        return self.fileobj is None

    def _check_not_closed(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    def _reading(self, what):
        self._check_not_closed()
        if self.mode != READ:
            raise OSError(9, f"{what}() on write-only GzipFile object")
        if self._buffer is None:
            self._buffer = io.BytesIO(_decompress(self.fileobj.read()))
        return self._buffer

    def read(self, size=-1):
        return self._reading("read").read(size)

    def read1(self, size=-1):
        return self._reading("read1").read(size)

    def peek(self, n):
        buffer = self._reading("peek")
        at = buffer.tell()
        data = buffer.read(max(n, 1))
        buffer.seek(at)
        return data

    def readline(self, size=-1):
        return self._reading("readline").readline(size)

    def readlines(self, sizehint=-1):
        return self._reading("readlines").readlines(sizehint)

    def __iter__(self):
        self._reading("read")
        return self

    def __next__(self):
        line = self._reading("read").readline()
        if not line:
            raise StopIteration
        return line

    def write(self, data):
        self._check_not_closed()
        if self.mode != WRITE:
            raise OSError(9, "write() on read-only GzipFile object")
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
        self._chunks.append(bytes(data))
        return len(data)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def readable(self):
        self._check_not_closed()
        return self.mode == READ

    def writable(self):
        self._check_not_closed()
        return self.mode == WRITE

    def seekable(self):
        return True

    def tell(self):
        self._check_not_closed()
        if self.mode == WRITE:
            return sum(len(c) for c in self._chunks)
        return self._reading("tell").tell()

    def seek(self, offset, whence=io.SEEK_SET):
        if self.mode == WRITE:
            raise OSError("Negative seek in write mode" if offset < 0 else
                          "seek() in write mode is not supported in the sandbox")
        return self._reading("seek").seek(offset, whence)

    def rewind(self):
        self.seek(0)

    def flush(self):
        self._check_not_closed()

    def fileno(self):
        raise io.UnsupportedOperation("fileno")

    def close(self):
        fileobj = self.fileobj
        if fileobj is None:
            return
        self.fileobj = None
        try:
            if self.mode == WRITE:
                name = self.name.rpartition("/")[2] if isinstance(self.name, str) else b""
                fileobj.write(_member(b"".join(self._chunks), self._level, self._mtime,
                                      name))
                self._chunks = []
        finally:
            myfileobj = self.myfileobj
            if myfileobj:
                self.myfileobj = None
                myfileobj.close()

    def __enter__(self):
        self._check_not_closed()
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        pass


class _TextFile:
    """gzip.open's text mode: str in and out, over a GzipFile."""

    def __init__(self, binary, encoding, errors, newline):
        self._binary = binary
        self._encoding = encoding or "utf-8"
        self._errors = errors or "strict"
        self._newline = newline
        self._text = None
        self.name = binary.name

    def _reader(self):
        if self._text is None:
            data = self._binary.read().decode(self._encoding, self._errors)
            self._text = io.StringIO(data, newline=self._newline)
        return self._text

    def read(self, size=-1):
        return self._reader().read(size)

    def readline(self, size=-1):
        return self._reader().readline(size)

    def readlines(self, hint=-1):
        return self._reader().readlines(hint)

    def __iter__(self):
        return iter(self._reader())

    def write(self, text):
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        if self._newline not in (None, "", "\n"):
            text = text.replace("\n", self._newline)
        self._binary.write(text.encode(self._encoding, self._errors))
        return len(text)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    @property
    def closed(self):
        return self._binary.closed

    def close(self):
        self._binary.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def open(filename, mode="rb", compresslevel=_COMPRESS_LEVEL_BEST, encoding=None,
         errors=None, newline=None):
    """Open a gzip-compressed file in binary or text mode."""
    if "t" in mode:
        if "b" in mode:
            raise ValueError(f"Invalid mode: {mode!r}")
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    gz_mode = mode.replace("t", "")
    if isinstance(filename, (str, bytes)) or hasattr(filename, "__fspath__"):
        binary_file = GzipFile(filename, gz_mode, compresslevel)
    elif hasattr(filename, "read") or hasattr(filename, "write"):
        binary_file = GzipFile(None, gz_mode, compresslevel, filename)
    else:
        raise TypeError("filename must be a str or bytes object, or a file")
    if "t" in mode:
        return _TextFile(binary_file, encoding, errors, newline)
    return binary_file
