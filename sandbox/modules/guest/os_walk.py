"""os.walk, os.makedirs, os.removedirs and os.PathLike, in guest Python (run by the sandbox).

Host primitives: ``_listdir``, ``_mkdir``, ``_rmdir``, ``_stat``, ``_fspath`` (the os
functions on the virtual file system) and ``_path`` (the guest's os.path).
"""

import abc

__all__ = ["walk", "makedirs", "removedirs", "PathLike"]


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
