"""The session's virtual POSIX file system: a memory root with host directories mounted in it.

One :class:`VirtualFS` per session. Every guest file operation comes here with the path as
the guest wrote it; the path is made absolute against the virtual cwd, normalised, checked
for length, and routed to the backend that owns it (the deepest mount whose path is a prefix,
else memory). Here, and only here, the run's budgets are enforced:

- each mount's ``max_read_bytes`` / ``max_write_bytes`` (bytes read from / written to it by
  the session, in all; each file or directory created in a host directory costs
  ``ENTRY_BYTES`` of the write budget, so empty entries are not free);
- ``Limits.max_files``: files and directories held in memory (the root and overlays);
- ``Limits.max_path_chars``: the length of a virtual path;
- the bytes held in memory (the root and overlays) never exceed ``Limits.max_memory_bytes``,
  and each read or write is checked against the run's memory like any object it builds;
- one step per directory entry listed, per 4 KiB moved and per path component walked.

A breach ends the run with :class:`~sandbox.errors.LimitExceeded` (guest code cannot catch
it). Moves between mounts (or within an overlay) copy and then delete, as ``shutil.move``
would; ``os.rename`` across mounts raises EXDEV, as across devices.
"""

from __future__ import annotations

import errno
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..errors import abort_limit
from .backends import HostBackend, MemoryBackend, OverlayBackend, Stat
from .memtree import MemTree
from .mount import ENTRY_BYTES, Mount
from .paths import check_length, fspath, normalise, os_error, parts_of

Backend = MemoryBackend | HostBackend | OverlayBackend

#: Steps charged per this many bytes read or written.
_BYTES_PER_STEP = 4096
#: The default virtual working directory (made in memory when no mount is there).
DEFAULT_CWD = "/work"


class MountPoint:
    """A mount opened for one session, with its budgets' running totals."""

    def __init__(self, mount: Mount, host_dir: Any = None) -> None:
        self.mount = mount
        self.path = mount.path
        self.backend: Backend
        where = str(mount.host_dir) if host_dir is None else host_dir
        if mount.mode == "overlay":
            self.backend = OverlayBackend(where)
        else:
            self.backend = HostBackend(where, mount.mode == "read-write")
        self.read_bytes = 0
        self.written_bytes = 0


class VirtualFS:
    """The virtual file system of one session (see the module docstring)."""

    def __init__(self, mounts: Iterable[Mount] = (), *, max_files: int = 10_000,
                 max_path_chars: int = 4096, max_memory_bytes: int = 256 << 20,
                 ctx_of: Callable[[], Any] | None = None,
                 clock: Callable[[], float] | None = time.time,
                 cwd: str = DEFAULT_CWD, remote: Callable[[int], Any] | None = None) -> None:
        """``remote``: for a worker process, ``remote(i)`` gives the object that reaches the
        ``i``-th mount's directory through the host (:mod:`sandbox.fs.remote`)."""
        self.root = MemoryBackend(MemTree())
        self.points: list[MountPoint] = []
        seen: set[str] = set()
        for i, mount in enumerate(mounts):
            if not isinstance(mount, Mount):
                raise TypeError(f"mounts must be sandbox.Mount objects, not "
                                f"{type(mount).__name__}")
            if mount.path in seen:
                raise ValueError(f"two mounts at {mount.path!r}")
            seen.add(mount.path)
            self.points.append(MountPoint(mount, None if remote is None else remote(i)))
        self.points.sort(key=lambda p: -len(p.path))
        self.max_files = max_files
        self.max_path_chars = max_path_chars
        self.max_memory_bytes = max_memory_bytes
        self.ctx_of = ctx_of or (lambda: None)
        self.clock = clock
        self.root.tree.root.mtime = self.now()  # made now, as a disk's root would be
        self.mem_nodes = 0
        self.mem_bytes = 0
        for point in self.points:  # the directories a mount sits in exist in memory
            self._makedirs_in_memory(parts_of(point.path))
        self._makedirs_in_memory(parts_of(cwd))
        self._makedirs_in_memory(("tmp",))  # tempfile's directory
        self.cwd = cwd

    # --- routing ------------------------------------------------------------------------

    def now(self) -> float:
        return self.clock() if self.clock is not None else 0.0

    def absolute(self, path: Any) -> str:
        """The normalised absolute virtual path of guest path ``path`` (checked for length)."""
        text = fspath(path)
        if not text:
            raise os_error(errno.ENOENT, text)
        check_length(text, path, self.max_path_chars)
        virtual = normalise(text, self.cwd)
        check_length(virtual, path, self.max_path_chars)
        return virtual

    def route(self, virtual: str) -> tuple[Backend, tuple[str, ...], MountPoint | None]:
        """The backend that owns ``virtual``, the path's components within it, its mount.

        Charges a step per component: every backend walks the path component by component, so
        an operation on a deep path is work in proportion (a rename of a 1,900-level tree in
        an overlay ran 85 s of host code between two steps)."""
        ctx = self.ctx_of()
        if ctx is not None:
            from ..guards.iterguard import charge
            charge(ctx, virtual.count("/"))
        for point in self.points:
            if virtual == point.path or virtual.startswith(point.path + "/"):
                return point.backend, parts_of(virtual[len(point.path):]), point
        return self.root, parts_of(virtual), None

    def _makedirs_in_memory(self, parts: tuple[str, ...]) -> None:
        for i in range(1, len(parts) + 1):
            if self.root.tree.stat(parts[:i], None) is None:
                self.root.tree.mkdir(parts[:i], None, self.now())
                self.mem_nodes += 1

    # --- budgets ------------------------------------------------------------------------

    def _charge(self, nbytes: int) -> None:
        ctx = self.ctx_of()
        if ctx is not None and nbytes >= _BYTES_PER_STEP:
            from ..guards.iterguard import charge
            charge(ctx, nbytes // _BYTES_PER_STEP)

    def _count_read(self, point: MountPoint | None, backend: Backend, n: int) -> None:
        self._charge(n)
        if point is None or not backend.host_bytes:
            return
        point.read_bytes += n
        allowed = point.mount.max_read_bytes
        if point.read_bytes > allowed:
            raise abort_limit("max_read_bytes", point.read_bytes, allowed,
                              f"read budget of mount '{point.path}': {point.read_bytes} bytes "
                              f"read (limit {allowed})")

    def _count_write(self, point: MountPoint | None, n: int) -> None:
        self._charge(n)
        ctx = self.ctx_of()
        if ctx is not None:
            ctx.check_alloc(n, "file write")
        if point is None:
            return
        point.written_bytes += n
        allowed = point.mount.max_write_bytes
        if point.written_bytes > allowed:
            raise abort_limit("max_write_bytes", point.written_bytes, allowed,
                              f"write budget of mount '{point.path}': {point.written_bytes} "
                              f"bytes written (limit {allowed})")

    def _in_memory(self, backend: Backend) -> bool:
        return not isinstance(backend, HostBackend)

    def _new_node(self, backend: Backend) -> None:
        if not self._in_memory(backend):
            return
        if self.mem_nodes >= self.max_files:
            raise abort_limit("max_files", self.mem_nodes + 1, self.max_files,
                              f"files in memory: {self.mem_nodes + 1} (limit {self.max_files})")
        self.mem_nodes += 1

    def _hold_bytes(self, backend: Backend, delta: int) -> None:
        if not self._in_memory(backend):
            return
        total = self.mem_bytes + delta
        if delta > 0 and total > self.max_memory_bytes:
            raise abort_limit("max_memory_bytes", total, self.max_memory_bytes,
                              "files held in memory (the run holds them)")
        self.mem_bytes = total

    # --- operations ---------------------------------------------------------------------

    def stat(self, path: Any) -> Stat | None:
        """``(kind, size, mtime)`` of ``path`` (``"file"`` or ``"dir"``), None if missing."""
        backend, parts, _ = self.route(self.absolute(path))
        return backend.stat(parts, path)

    def stat_or_raise(self, path: Any) -> Stat:
        st = self.stat(path)
        if st is None:
            raise os_error(errno.ENOENT, path)
        return st

    def listdir(self, path: Any) -> list[str]:
        virtual = self.absolute(path)
        backend, parts, _ = self.route(virtual)
        names = backend.listdir(parts, path)
        self._charge(len(names) * _BYTES_PER_STEP)  # a step per entry
        ctx = self.ctx_of()
        if ctx is not None:
            ctx.check_alloc(64 * len(names), "os.listdir")
        return names

    def read(self, path: Any) -> bytes:
        """The whole file at ``path`` (counted against its mount's read budget)."""
        backend, parts, point = self.route(self.absolute(path))
        limit = point.mount.max_read_bytes - point.read_bytes if point else 1 << 62
        ctx = self.ctx_of()
        if backend.host_bytes:  # refuse by the size the host reports, before reading it
            st = backend.stat(parts, path)
            size = st[1] if st is not None and st[0] == "file" else 0
            if point is not None and size > limit:
                self._count_read(point, backend, size)  # raises: over the budget
            if ctx is not None:
                ctx.check_alloc(size, "file read")
        data = backend.read(parts, path, max(limit, 0))
        if ctx is not None:
            ctx.check_alloc(len(data), "file read")
        self._count_read(point, backend, len(data))
        return data

    def write(self, path: Any, data: bytes) -> None:
        """Create or replace the file at ``path`` with ``data``."""
        backend, parts, point = self.route(self.absolute(path))
        if not parts:
            raise os_error(errno.EISDIR, path)
        old = backend.stat(parts, path)
        if old is not None and old[0] == "dir":
            raise os_error(errno.EISDIR, path)
        if isinstance(backend, HostBackend) and not backend.writable:
            raise os_error(errno.EACCES, path)
        created = old is None and isinstance(backend, HostBackend)  # a new host inode
        self._count_write(point, len(data) + (ENTRY_BYTES if created else 0))
        if old is None:
            self._new_node(backend)
        old_size = old[1] if old is not None and not isinstance(backend, OverlayBackend) else 0
        self._hold_bytes(backend, len(data) - old_size)
        try:
            backend.write(parts, data, path, self.now())
        except BaseException:
            self._hold_bytes(backend, old_size - len(data))
            if old is None and self._in_memory(backend):
                self.mem_nodes -= 1
            raise

    def check_writable(self, path: Any) -> None:
        """PermissionError if ``path`` is on a read-only mount (``open`` in a writing mode
        checks this first, as the kernel does at open)."""
        backend, _, _ = self.route(self.absolute(path))
        if isinstance(backend, HostBackend) and not backend.writable:
            raise os_error(errno.EACCES, path)

    def mkdir(self, path: Any) -> None:
        backend, parts, point = self.route(self.absolute(path))
        if not parts:
            raise os_error(errno.EEXIST, path)
        if backend.stat(parts, path) is not None:
            raise os_error(errno.EEXIST, path)
        if isinstance(backend, HostBackend) and backend.writable:  # a new host inode
            self._count_write(point, ENTRY_BYTES)
        self._new_node(backend)
        try:
            backend.mkdir(parts, path, self.now())
        except BaseException:
            if self._in_memory(backend):
                self.mem_nodes -= 1
            raise

    def _busy(self, virtual: str, path: Any, path2: Any = None) -> None:
        """Refuse to remove or move a mount point (or a directory holding one)."""
        for point in self.points:
            if point.path == virtual or point.path.startswith(virtual.rstrip("/") + "/"):
                raise os_error(errno.EBUSY, path, path2)

    def unlink(self, path: Any) -> None:
        virtual = self.absolute(path)
        backend, parts, _ = self.route(virtual)
        st = backend.stat(parts, path)
        backend.unlink(parts, path)
        if st is not None and isinstance(backend, MemoryBackend):
            self.mem_nodes -= 1
            self._hold_bytes(backend, -st[1])

    def rmdir(self, path: Any) -> None:
        virtual = self.absolute(path)
        self._busy(virtual, path)
        backend, parts, _ = self.route(virtual)
        if not parts:
            raise os_error(errno.EBUSY, path)
        backend.rmdir(parts, path)
        if isinstance(backend, MemoryBackend):
            self.mem_nodes -= 1

    def rename(self, src: Any, dst: Any) -> None:
        """POSIX rename; EXDEV between two backends (use shutil.move)."""
        vsrc, vdst = self.absolute(src), self.absolute(dst)
        self._busy(vsrc, src, dst)
        self._busy(vdst, src, dst)
        sback, sparts, _ = self.route(vsrc)
        dback, dparts, _ = self.route(vdst)
        if sback is not dback:
            raise os_error(errno.EXDEV, src, dst)
        if not sparts or not dparts:
            raise os_error(errno.EBUSY, src, dst)
        if isinstance(sback, OverlayBackend):
            self._move_by_copy(src, dst, vsrc, vdst)
            return
        old = dback.stat(dparts, dst) if vsrc != vdst else None
        sback.rename(sparts, dparts, src, dst)
        if old is not None and isinstance(dback, MemoryBackend):  # replaced a file or empty dir
            self.mem_nodes -= 1
            self._hold_bytes(dback, -old[1] if old[0] == "file" else 0)

    def _move_by_copy(self, src: Any, dst: Any, vsrc: str, vdst: str) -> None:
        st = self.stat(src)
        if st is None:
            raise os_error(errno.ENOENT, src, dst)
        if vdst == vsrc:
            return
        if st[0] == "dir" and vdst.startswith(vsrc + "/"):
            raise os_error(errno.EINVAL, src, dst)
        target = self.stat(dst)
        if target is not None:
            if st[0] == "dir" and target[0] != "dir":
                raise os_error(errno.ENOTDIR, src, dst)
            if st[0] != "dir" and target[0] == "dir":
                raise os_error(errno.EISDIR, src, dst)
            if target[0] == "dir":
                if self.listdir(vdst):
                    raise os_error(errno.ENOTEMPTY, src, dst)
                self.rmdir(vdst)
        self.copy_tree(vsrc, vdst)
        self.remove_tree(vsrc)

    def copy_tree(self, vsrc: str, vdst: str) -> None:
        """Copy the file or directory tree ``vsrc`` to ``vdst`` (virtual, absolute)."""
        if self.stat_or_raise(vsrc)[0] == "file":
            self.write(vdst, self.read(vsrc))
            return
        if self.stat(vdst) is None:
            self.mkdir(vdst)
        for name in self.listdir(vsrc):
            self.copy_tree(f"{vsrc.rstrip('/')}/{name}", f"{vdst.rstrip('/')}/{name}")

    def remove_tree(self, virtual: str) -> None:
        """Remove the file or directory tree at ``virtual``."""
        if self.stat_or_raise(virtual)[0] == "file":
            self.unlink(virtual)
            return
        for name in self.listdir(virtual):
            self.remove_tree(f"{virtual.rstrip('/')}/{name}")
        self.rmdir(virtual)

    def chdir(self, path: Any) -> None:
        virtual = self.absolute(path)
        st = self.stat(virtual)
        if st is None:
            raise os_error(errno.ENOENT, path)
        if st[0] != "dir":
            raise os_error(errno.ENOTDIR, path)
        self.cwd = virtual

    # --- state --------------------------------------------------------------------------

    def memory_files(self) -> Mapping[str, bytes]:
        """Every file of the memory root (not overlays), by virtual path (for export)."""
        out: dict[str, bytes] = {}
        self._collect(self.root.tree.root, "", out)
        return out

    def _collect(self, node: Any, prefix: str, out: dict[str, bytes]) -> None:
        from .memtree import MemDir
        for name, child in node.children.items():
            path = f"{prefix}/{name}"
            if any(p.path == path for p in self.points):
                continue
            if isinstance(child, MemDir):
                out[path + "/"] = b""
                self._collect(child, path, out)
            else:
                out[path] = child.data

    def close(self) -> None:
        for point in self.points:
            backend = point.backend
            if isinstance(backend, OverlayBackend):
                backend.lower.close()
            elif isinstance(backend, HostBackend):
                backend.dir.close()
