"""Virtual paths: normalising guest paths and building CPython's OSErrors about them.

Virtual paths are POSIX, absolute after :func:`normalise` (relative ones are joined to the
session's virtual cwd) and lexically normalised (``.`` and ``..`` resolved on the text: the
virtual file system has no symbolic links, so this is what the kernel would do). Errors always
name the path as the guest wrote it, never a host path.
"""

from __future__ import annotations

import errno
import os
import posixpath
from typing import Any

#: Longest virtual path the guest may use, in characters (Linux's PATH_MAX).
DEFAULT_MAX_PATH_CHARS = 4096
#: Longest single path component, in characters (Linux's NAME_MAX).
MAX_NAME_CHARS = 255


def os_error(code: int, path: Any, path2: Any = None) -> OSError:
    """CPython's OSError for ``code`` about ``path`` (the subclass OSError picks itself:
    FileNotFoundError for ENOENT ...); ``path2`` for two-path calls such as rename."""
    if path2 is None:
        return OSError(code, os.strerror(code), path)
    return OSError(code, os.strerror(code), path, None, path2)


def fspath(path: Any) -> str:
    """``path`` as an exact ``str`` (bytes are decoded as the file system encoding would,
    a path-like object's ``__fspath__`` is called); CPython's TypeError otherwise, and its
    ValueError for an embedded NUL."""
    if type(path) is not str:
        if isinstance(path, str):
            path = str.__str__(path)
        elif isinstance(path, (bytes, bytearray)):
            path = os.fsdecode(bytes(path))
        else:
            try:
                path = os.fspath(path)
            except TypeError:
                raise TypeError("expected str, bytes or os.PathLike object, not "
                                f"{type(path).__name__}") from None
            path = fspath(path)
    if "\x00" in path:
        raise ValueError("embedded null byte")
    return path


def normalise(path: str, cwd: str) -> str:
    """The absolute, normalised virtual path of ``path`` (relative to ``cwd``)."""
    if not path.startswith("/"):
        path = cwd.rstrip("/") + "/" + path
    out = posixpath.normpath(path)
    if out.startswith("//"):
        out = "/" + out.lstrip("/")
    return out


def parts_of(virtual: str) -> tuple[str, ...]:
    """The components of a normalised absolute virtual path (``()`` for ``/``)."""
    return tuple(p for p in virtual.split("/") if p)


def check_length(path: str, shown: Any, max_chars: int) -> None:
    """CPython's ENAMETOOLONG for a path or a component that is too long."""
    if len(path) > max_chars or any(len(p) > MAX_NAME_CHARS for p in path.split("/")):
        raise os_error(errno.ENAMETOOLONG, shown)
