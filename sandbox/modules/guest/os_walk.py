"""os.walk, os.scandir, os.makedirs, os.removedirs and os.PathLike, in guest Python (run by
the sandbox).

Host primitives: ``_listdir``, ``_mkdir``, ``_rmdir``, ``_stat``, ``_fspath`` (the os
functions on the virtual file system) and ``_path`` (the guest's os.path).
"""

import abc

__all__ = ["walk", "scandir", "DirEntry", "makedirs", "removedirs", "PathLike"]


class PathLike(abc.ABC):
    """Abstract base class for implementing the file system path protocol."""

    @abc.abstractmethod
    def __fspath__(self):
        """Return the file system path representation of the object."""
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return hasattr(subclass, '__fspath__')
        return NotImplemented


class DirEntry:
    """An entry of a directory listed by os.scandir(); its kind and status are read when
    the directory is scanned (the virtual file system has no links, so following them or
    not is the same)."""

    __slots__ = ('name', 'path', '_stat')

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'posix.DirEntry' instances")

    def is_dir(self, *, follow_symlinks=True):
        return self._stat is not None and self._stat.st_mode & 0o170000 == 0o040000

    def is_file(self, *, follow_symlinks=True):
        return self._stat is not None and self._stat.st_mode & 0o170000 == 0o100000

    def is_symlink(self):
        return False

    def is_junction(self):
        return False

    def stat(self, *, follow_symlinks=True):
        if self._stat is None:
            return _stat(self.path)  # gone since the scan: the FileNotFoundError
        return self._stat

    def inode(self):
        return 0

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return f"<DirEntry {self.name!r}>"


def _entry(name, path):
    entry = object.__new__(DirEntry)
    entry.name = name
    entry.path = path
    try:
        entry._stat = _stat(path)
    except OSError:
        entry._stat = None
    return entry


class _ScandirIterator:
    """The iterator os.scandir() returns: also a context manager that closes it."""

    def __init__(self, path, names):
        self._path = path
        self._names = iter(names)

    def __iter__(self):
        return self

    def __next__(self):
        name = next(self._names)
        return _entry(name, _path.join(self._path, name))

    def close(self):
        self._names = iter(())

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()


_ScandirIterator.__name__ = _ScandirIterator.__qualname__ = 'ScandirIterator'


def scandir(path=None):
    """Return an iterator of DirEntry objects for given path.

    path can be specified as either str, bytes, or a path-like object.  If path
    is bytes, the names of yielded DirEntry objects will also be bytes; in
    all other circumstances they will be str.

    If path is None, uses the path='.'.
    """
    path = '.' if path is None else _fspath(path)
    return _ScandirIterator(path, _listdir(path))


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directory tree generator.

    For each directory in the directory tree rooted at top (including top itself, but
    excluding '.' and '..'), yields a 3-tuple dirpath, dirnames, filenames.
    """
    stack = [_fspath(top)]
    while stack:
        top = stack.pop()
        if isinstance(top, tuple):  # bottom-up: yield a directory after its children
            yield top
            continue
        try:
            names = _listdir(top)
        except OSError as error:
            if onerror is not None:
                onerror(error)
            continue
        dirs = []
        nondirs = []
        for name in names:
            if _path.isdir(_path.join(top, name)):
                dirs.append(name)
            else:
                nondirs.append(name)
        if topdown:
            yield top, dirs, nondirs
            for name in reversed(dirs):
                stack.append(_path.join(top, name))
        else:
            stack.append((top, dirs, nondirs))
            for name in reversed(dirs):
                stack.append(_path.join(top, name))


def makedirs(name, mode=0o777, exist_ok=False):
    """makedirs(name [, mode=0o777][, exist_ok=False])

    Super-mkdir; create a leaf directory and all intermediate ones.
    """
    name = _fspath(name)
    sep = b'/' if isinstance(name, bytes) else '/'
    pieces = name.split(sep)
    for i in range(1, len(pieces)):
        head = sep.join(pieces[:i])
        if head and not _path.exists(head):
            try:
                _mkdir(head, mode)
            except FileExistsError:
                pass
    try:
        _mkdir(name, mode)
    except OSError:
        if not exist_ok or not _path.isdir(name):
            raise


def removedirs(name):
    """removedirs(name)

    Super-rmdir; remove a leaf directory and all empty intermediate ones.
    """
    name = _fspath(name)
    _rmdir(name)
    sep = b'/' if isinstance(name, bytes) else '/'
    pieces = name.rstrip(sep).split(sep)[:-1]
    while pieces and pieces[-1]:
        try:
            _rmdir(sep.join(pieces))
        except OSError:
            break
        pieces.pop()
