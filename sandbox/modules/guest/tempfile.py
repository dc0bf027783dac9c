"""tempfile for the guest, in the session's memory (``/tmp`` unless ``dir=`` says otherwise),
written in guest Python on the guest's ``os``, ``open`` and ``shutil``. Names are drawn from
the module's own generator (``_names``, seeded by the session's random policy), so the guest's
``random`` sequence is not disturbed. Host primitives: ``_names`` (a ``random.Random``)."""

import os
import shutil as _shutil

__all__ = ["NamedTemporaryFile", "TemporaryFile", "TemporaryDirectory", "mkdtemp",
           "gettempdir", "gettempdirb", "gettempprefix", "template", "TMP_MAX"]

TMP_MAX = 10000
template = 'tmp'
tempdir = None
_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789_'


def gettempdir():
    """Returns tempfile.tempdir as str."""
    return tempdir if tempdir is not None else '/tmp'


def gettempdirb():
    """Returns tempfile.tempdir as bytes."""
    return os.fsencode(gettempdir())


def gettempprefix():
    """The default prefix for temporary directories as string."""
    return template


def _candidates(suffix, prefix, dir):
    if suffix is None:
        suffix = ''
    if prefix is None:
        prefix = template
    if dir is None:
        dir = gettempdir()
    for _ in range(TMP_MAX):
        name = ''.join(_names.choices(_CHARACTERS, k=8))
        yield os.path.join(dir, prefix + name + suffix)
    raise FileExistsError("No usable temporary file name found")


def mkdtemp(suffix=None, prefix=None, dir=None):
    """User-callable function to create and return a unique temporary directory. The return
    value is the pathname of the directory."""
    for path in _candidates(suffix, prefix, dir):
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            continue
        return os.path.abspath(path)


class _TemporaryFileWrapper:
    """Temporary file wrapper: a file object with a ``name``, removed on close when
    ``delete`` is true."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()

    def __iter__(self):
        yield from self.file

    def close(self):
        if self._closed:
            return
        self._closed = True
        self.file.close()
        if self.delete:
            try:
                os.unlink(self.name)
            except FileNotFoundError:
                pass

    @property
    def closed(self):
        return self.file.closed

    def __repr__(self):
        return f"<tempfile._TemporaryFileWrapper file={self.file!r}>"


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None,
                       prefix=None, dir=None, delete=True, *, errors=None):
    """Create and return a temporary file."""
    for path in _candidates(suffix, prefix, dir):
        if os.path.exists(path):
            continue
        open(path, 'xb').close()
        file = open(path, mode, buffering, encoding, errors, newline)  # empty already
        return _TemporaryFileWrapper(file, path, delete)


TemporaryFile = NamedTemporaryFile


class TemporaryDirectory:
    """Create and return a temporary directory, removed (with what it holds) by
    ``cleanup()`` or at the end of a ``with`` block."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._done = False

    def __repr__(self):
        return f"<{type(self).__name__} {self.name!r}>"

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if not self._done and os.path.exists(self.name):
            _shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
        self._done = True
