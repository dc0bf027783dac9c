"""``os.stat_result`` for the guest: the sandbox's own record of a virtual file's status.

A stand-in for CPython's struct sequence (the real one is a host type guest code has no need
to reach): indexable as a 10-tuple, with the ``st_*`` attributes scripts use. Modes are
``0o100644`` for files and ``0o40755`` for directories; owners, devices and inode numbers
are 0 (the virtual file system has none); the three times are the modification time.
"""

from __future__ import annotations

import stat as _stat
from typing import Any

_FIELDS = ("st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size",
           "st_atime", "st_mtime", "st_ctime")


class stat_result(tuple):  # noqa: N801 - CPython's name
    """stat_result: Result from stat, fstat, or lstat."""

    __slots__ = ()
    __sandbox_attrs__ = frozenset({*_FIELDS, "st_atime_ns", "st_mtime_ns", "st_ctime_ns",
                                   "count", "index", "n_fields", "n_sequence_fields"})
    n_fields = n_sequence_fields = 10

    def __new__(cls, *args: Any, **kwargs: Any) -> stat_result:
        raise TypeError("cannot create 'os.stat_result' instances")

    @classmethod
    def of(cls, st: tuple[str, int, float]) -> stat_result:
        kind, size, mtime = st
        mode = (_stat.S_IFDIR | 0o755) if kind == "dir" else (_stat.S_IFREG | 0o644)
        t = int(mtime)
        return tuple.__new__(cls, (mode, 0, 0, 2 if kind == "dir" else 1, 0, 0, int(size),
                                   t, t, t) + (float(mtime),))

    def __len__(self) -> int:
        return 10

    def __iter__(self) -> Any:
        return iter(tuple.__getitem__(self, slice(0, 10)))

    def __getitem__(self, index: Any) -> Any:
        return tuple.__getitem__(self, slice(0, 10))[index]

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={getattr(self, name)!r}" for name in _FIELDS)
        return f"os.stat_result({values})"

    st_mode = property(lambda self: tuple.__getitem__(self, 0))
    st_ino = property(lambda self: tuple.__getitem__(self, 1))
    st_dev = property(lambda self: tuple.__getitem__(self, 2))
    st_nlink = property(lambda self: tuple.__getitem__(self, 3))
    st_uid = property(lambda self: tuple.__getitem__(self, 4))
    st_gid = property(lambda self: tuple.__getitem__(self, 5))
    st_size = property(lambda self: tuple.__getitem__(self, 6))
    st_atime = st_mtime = st_ctime = property(lambda self: tuple.__getitem__(self, 10))
    st_atime_ns = st_mtime_ns = st_ctime_ns = property(
        lambda self: int(tuple.__getitem__(self, 10) * 1e9))


stat_result.__module__ = "os"
