"""A host directory reached only through a descriptor: the security core of mounts.

:class:`HostDir` opens its directory once; every later operation walks the path's components
from that descriptor with ``openat(..., O_NOFOLLOW | O_DIRECTORY)``, one component at a time,
so nothing can lead outside it:

- ``..`` never reaches here (virtual paths are normalised first, :mod:`.paths`), and a
  component is refused if it is empty, ``.``, ``..`` or holds a ``/`` or NUL;
- a symbolic link anywhere on the path (absolute, relative, pointing out or in, or swapped in
  after a check) fails to open (``O_NOFOLLOW`` on every component, ``AT_SYMLINK_NOFOLLOW``
  for stat, rename and unlink act on the name itself): the guest gets PermissionError;
- a file is opened ``O_NONBLOCK`` and ``fstat``-ed before any byte is read or written: a
  FIFO, device or socket is refused (PermissionError) without blocking; directory listings
  leave out every entry that is not a regular file or a directory;
- a file with more than one hard link is never written (its other names may be outside the
  mount): PermissionError, before a byte changes.

Host errors are rebuilt with the guest's virtual path (``shown``): no host path or host
error text reaches the guest.
"""

from __future__ import annotations

import errno
import os
import stat as _stat
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .paths import os_error

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_FILE_FLAGS = os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
#: Errors that mean "a link or a special file was in the way": shown as EACCES.
_REFUSED = {errno.ELOOP, errno.ENXIO, errno.EMLINK, errno.ENODEV}
#: Host errnos passed on as they are (with the virtual path); anything else is EACCES.
_KEPT = {errno.ENOENT, errno.ENOTDIR, errno.EISDIR, errno.EEXIST, errno.ENOTEMPTY,
         errno.EACCES, errno.EPERM, errno.ENAMETOOLONG, errno.ENOSPC, errno.EXDEV,
         errno.EINVAL, errno.EROFS, errno.EDQUOT}


def _guest_error(e: OSError, shown: Any, shown2: Any = None) -> OSError:
    code = e.errno if e.errno in _KEPT else errno.EACCES
    if e.errno in _REFUSED:
        code = errno.EACCES
    return os_error(code, shown, shown2)


def _check_name(name: str, shown: Any) -> None:
    if not name or name in (".", "..") or "/" in name or "\x00" in name:
        raise os_error(errno.EACCES, shown)


def _is_regular(dir_fd: int, name: str) -> bool:
    """Whether ``name`` in ``dir_fd`` is a regular file (not a link, not special)."""
    try:
        st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except OSError:
        return False
    return _stat.S_ISREG(st.st_mode)


class HostDir:
    """One host directory, opened once (``open_dir``), operated on by component tuples."""

    def __init__(self, host_dir: str) -> None:
        self.fd = -1
        try:
            self.fd = os.open(host_dir, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except OSError as e:
            raise ValueError(f"cannot open mount directory {host_dir!r}: {e.strerror}") from None

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def __del__(self) -> None:
        self.close()

    @contextmanager
    def _dir(self, parts: tuple[str, ...], shown: Any, shown2: Any = None) -> Iterator[int]:
        """A descriptor of the directory ``parts`` (walked without following links)."""
        fd = os.dup(self.fd)
        try:
            for name in parts:
                _check_name(name, shown)
                try:
                    nfd = os.open(name, _DIR_FLAGS, dir_fd=fd)
                except OSError as e:
                    if e.errno in (errno.ENOTDIR, errno.ELOOP) and not _is_regular(fd, name):
                        raise os_error(errno.EACCES, shown, shown2) from None  # a link
                    raise _guest_error(e, shown, shown2) from None
                os.close(fd)
                fd = nfd
            yield fd
        finally:
            os.close(fd)

    def stat(self, parts: tuple[str, ...], shown: Any) -> tuple[str, int, float] | None:
        """``(kind, size, mtime)``; None if missing; PermissionError for a link or a special
        file."""
        if not parts:
            st = os.fstat(self.fd)
            return ("dir", st.st_size, st.st_mtime)
        try:
            with self._dir(parts[:-1], shown) as fd:
                _check_name(parts[-1], shown)
                st = os.stat(parts[-1], dir_fd=fd, follow_symlinks=False)
        except FileNotFoundError:
            return None
        except OSError as e:
            raise _guest_error(e, shown) from None
        if _stat.S_ISDIR(st.st_mode):
            return ("dir", st.st_size, st.st_mtime)
        if _stat.S_ISREG(st.st_mode):
            return ("file", st.st_size, st.st_mtime)
        raise os_error(errno.EACCES, shown)

    def listdir(self, parts: tuple[str, ...], shown: Any) -> list[str]:
        """Names of the regular files and directories in ``parts`` (links and special files
        are left out)."""
        with self._dir(parts, shown) as fd:
            try:
                entries = list(os.scandir(fd))
            except OSError as e:
                raise _guest_error(e, shown) from None
        return [e.name for e in entries
                if e.is_file(follow_symlinks=False) or e.is_dir(follow_symlinks=False)]

    def _open_file(self, dfd: int, name: str, flags: int, shown: Any) -> int:
        try:
            fd = os.open(name, flags | _FILE_FLAGS, 0o644, dir_fd=dfd)
        except OSError as e:
            raise _guest_error(e, shown) from None
        st = os.fstat(fd)
        if not _stat.S_ISREG(st.st_mode):
            os.close(fd)
            raise os_error(errno.EISDIR if _stat.S_ISDIR(st.st_mode) else errno.EACCES, shown)
        return fd

    def read(self, parts: tuple[str, ...], shown: Any, max_bytes: int) -> bytes:
        """The file's bytes, at most ``max_bytes + 1`` of them (so the caller can tell the
        budget was passed)."""
        if not parts:
            raise os_error(errno.EISDIR, shown)
        with self._dir(parts[:-1], shown) as dfd:
            _check_name(parts[-1], shown)
            fd = self._open_file(dfd, parts[-1], os.O_RDONLY, shown)
        try:
            chunks = []
            left = max_bytes + 1
            while left > 0:
                chunk = os.read(fd, min(left, 1 << 20))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
            return b"".join(chunks)
        finally:
            os.close(fd)

    def write(self, parts: tuple[str, ...], data: bytes, shown: Any) -> None:
        """Create or replace the regular file at ``parts`` with ``data``."""
        if not parts:
            raise os_error(errno.EISDIR, shown)
        with self._dir(parts[:-1], shown) as dfd:
            _check_name(parts[-1], shown)
            fd = self._open_file(dfd, parts[-1], os.O_WRONLY | os.O_CREAT, shown)
        try:
            if os.fstat(fd).st_nlink > 1:  # a hard link: the same inode may sit outside
                raise os_error(errno.EACCES, shown)
            os.ftruncate(fd, 0)
            view = memoryview(data)
            while view:
                n = os.write(fd, view)
                view = view[n:]
        except OSError as e:
            raise _guest_error(e, shown) from None
        finally:
            os.close(fd)

    def mkdir(self, parts: tuple[str, ...], shown: Any) -> None:
        with self._dir(parts[:-1], shown) as fd:
            _check_name(parts[-1], shown)
            try:
                os.mkdir(parts[-1], 0o755, dir_fd=fd)
            except OSError as e:
                raise _guest_error(e, shown) from None

    def unlink(self, parts: tuple[str, ...], shown: Any) -> None:
        if self.stat(parts, shown) is None:
            raise os_error(errno.ENOENT, shown)
        with self._dir(parts[:-1], shown) as fd:
            _check_name(parts[-1], shown)
            try:
                os.unlink(parts[-1], dir_fd=fd)  # unlinkat acts on a link itself, never its target
            except OSError as e:
                raise _guest_error(e, shown) from None

    def rmdir(self, parts: tuple[str, ...], shown: Any) -> None:
        if not parts:
            raise os_error(errno.EBUSY, shown)
        with self._dir(parts[:-1], shown) as fd:
            _check_name(parts[-1], shown)
            try:
                os.rmdir(parts[-1], dir_fd=fd)
            except OSError as e:
                raise _guest_error(e, shown) from None

    def rename(self, src: tuple[str, ...], dst: tuple[str, ...], shown: Any,
               shown2: Any) -> None:
        if not src or not dst:
            raise os_error(errno.EBUSY, shown, shown2)
        _check_name(src[-1], shown)
        _check_name(dst[-1], shown2)
        if self.stat(src, shown) is None:  # links and special files are refused here
            raise os_error(errno.ENOENT, shown, shown2)
        self.stat(dst, shown2)
        with self._dir(src[:-1], shown, shown2) as sfd, self._dir(dst[:-1], shown, shown2) as dfd:
            try:  # renameat never follows a link in its last component
                os.rename(src[-1], dst[-1], src_dir_fd=sfd, dst_dir_fd=dfd)
            except OSError as e:
                raise _guest_error(e, shown, shown2) from None
