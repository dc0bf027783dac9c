"""The three kinds of storage behind a virtual path: memory, a host directory (read-only or
read-write) and an overlay (a host directory read, writes kept in memory).

All share one interface, on component tuples relative to the backend's root and the path the
guest wrote (``shown``, for errors): ``stat``, ``listdir``, ``read``, ``write``, ``mkdir``,
``unlink``, ``rmdir``, ``rename``. Budgets and counts are the caller's (:mod:`.vfs`).
"""

from __future__ import annotations

import errno
from typing import Any

from .hostdir import HostDir
from .memtree import MemDir, MemTree
from .paths import os_error

Stat = tuple[str, int, float]


class MemoryBackend:
    """The session's memory (the root of the virtual file system)."""

    kind = "memory"
    host_bytes = False  # reads and writes do not touch the host

    def __init__(self, tree: MemTree | None = None) -> None:
        self.tree = tree or MemTree()

    def stat(self, parts: tuple[str, ...], shown: Any) -> Stat | None:
        return self.tree.stat(parts, shown)

    def listdir(self, parts: tuple[str, ...], shown: Any) -> list[str]:
        return self.tree.listdir(parts, shown)

    def read(self, parts: tuple[str, ...], shown: Any, max_bytes: int) -> bytes:
        return self.tree.read(parts, shown)

    def write(self, parts: tuple[str, ...], data: bytes, shown: Any, now: float) -> None:
        self.tree.write(parts, data, shown, now)

    def mkdir(self, parts: tuple[str, ...], shown: Any, now: float) -> None:
        self.tree.mkdir(parts, shown, now)

    def unlink(self, parts: tuple[str, ...], shown: Any) -> None:
        self.tree.unlink(parts, shown)

    def rmdir(self, parts: tuple[str, ...], shown: Any) -> None:
        self.tree.rmdir(parts, shown)

    def rename(self, src: tuple[str, ...], dst: tuple[str, ...], shown: Any,
               shown2: Any) -> None:
        self.tree.rename(src, dst, shown, shown2)


class HostBackend:
    """A host directory, read-only or read-write (see :mod:`.hostdir` for how paths are
    walked)."""

    kind = "host"
    host_bytes = True

    def __init__(self, host_dir: str | Any, writable: bool) -> None:
        # a host path, or an object with HostDir's methods (a worker's remote directory)
        self.dir = HostDir(host_dir) if isinstance(host_dir, str) else host_dir
        self.writable = writable

    def _refuse(self, shown: Any, shown2: Any = None) -> None:
        if not self.writable:
            raise os_error(errno.EACCES, shown, shown2)

    def stat(self, parts: tuple[str, ...], shown: Any) -> Stat | None:
        return self.dir.stat(parts, shown)

    def listdir(self, parts: tuple[str, ...], shown: Any) -> list[str]:
        return self.dir.listdir(parts, shown)

    def read(self, parts: tuple[str, ...], shown: Any, max_bytes: int) -> bytes:
        return self.dir.read(parts, shown, max_bytes)

    def write(self, parts: tuple[str, ...], data: bytes, shown: Any, now: float) -> None:
        self._refuse(shown)
        self.dir.write(parts, data, shown)

    def mkdir(self, parts: tuple[str, ...], shown: Any, now: float) -> None:
        self._refuse(shown)
        self.dir.mkdir(parts, shown)

    def unlink(self, parts: tuple[str, ...], shown: Any) -> None:
        self._refuse(shown)
        self.dir.unlink(parts, shown)

    def rmdir(self, parts: tuple[str, ...], shown: Any) -> None:
        self._refuse(shown)
        self.dir.rmdir(parts, shown)

    def rename(self, src: tuple[str, ...], dst: tuple[str, ...], shown: Any,
               shown2: Any) -> None:
        self._refuse(shown, shown2)
        self.dir.rename(src, dst, shown, shown2)


class _Hidden:
    """The removed entries of an overlay (a path hides everything under it), as a trie of
    components: whether a path is covered takes one walk down it, not a set look-up of each
    of its prefixes (quadratic in its depth)."""

    _MARK = ""  # no component is empty, so this key marks a hidden path

    def __init__(self) -> None:
        self.root: dict[str, Any] = {}

    def add(self, parts: tuple[str, ...]) -> None:
        node = self.root
        for name in parts:
            node = node.setdefault(name, {})
        node[self._MARK] = True

    def update(self, many: Any) -> None:
        for parts in many:
            self.add(parts)

    def _node(self, parts: tuple[str, ...]) -> dict[str, Any] | None:
        node: dict[str, Any] | None = self.root
        for name in parts:
            node = node.get(name) if node is not None else None
        return node

    def discard(self, parts: tuple[str, ...]) -> None:
        node = self._node(parts)
        if node is not None:
            node.pop(self._MARK, None)

    def __contains__(self, parts: object) -> bool:
        node = self._node(parts) if isinstance(parts, tuple) else None
        return node is not None and self._MARK in node

    def covers(self, parts: tuple[str, ...]) -> bool:
        """Whether ``parts`` or a directory above it was removed."""
        node = self.root
        for name in parts:
            child = node.get(name)
            if child is None:
                return False
            if self._MARK in child:
                return True
            node = child
        return False


class OverlayBackend:
    """A host directory read as it is, with every change kept in a memory layer above it:
    written files and made directories live in ``upper``; removed host entries are recorded
    in ``hidden`` (a path hides everything under it)."""

    kind = "overlay"
    host_bytes = True

    def __init__(self, host_dir: str | Any) -> None:
        self.lower = HostDir(host_dir) if isinstance(host_dir, str) else host_dir
        self.upper = MemTree()
        self.hidden = _Hidden()

    def _is_hidden(self, parts: tuple[str, ...]) -> bool:
        return self.hidden.covers(parts)

    def stat(self, parts: tuple[str, ...], shown: Any) -> Stat | None:
        up = self.upper.stat(parts, shown)
        if up is not None:
            return up
        if self._is_hidden(parts):
            return None
        return self.lower.stat(parts, shown)

    def _in_upper(self, parts: tuple[str, ...]) -> bool:
        return self.upper.stat(parts, None) is not None

    def listdir(self, parts: tuple[str, ...], shown: Any) -> list[str]:
        st = self.stat(parts, shown)
        if st is None:
            raise os_error(errno.ENOENT, shown)
        if st[0] != "dir":
            raise os_error(errno.ENOTDIR, shown)
        names: dict[str, None] = {}
        if not self._is_hidden(parts) and self.lower.stat(parts, shown) is not None:
            names.update(dict.fromkeys(n for n in self.lower.listdir(parts, shown)
                                       if (*parts, n) not in self.hidden))
        if self._in_upper(parts):
            names.update(dict.fromkeys(self.upper.listdir(parts, shown)))
        return list(names)

    def read(self, parts: tuple[str, ...], shown: Any, max_bytes: int) -> bytes:
        if self._in_upper(parts):
            return self.upper.read(parts, shown)
        if self._is_hidden(parts):
            raise os_error(errno.ENOENT, shown)
        return self.lower.read(parts, shown, max_bytes)

    def _copy_up_dirs(self, parts: tuple[str, ...], shown: Any, now: float) -> None:
        """Make the directories above ``parts`` in the memory layer (they exist below).

        One walk down the memory layer finds how many are there already (checking each head
        from the root made this quadratic per call, cubic for a deep tree's copy)."""
        node: Any = self.upper.root
        have = 0
        while have < len(parts) - 1 and isinstance(node, MemDir):
            child = node.children.get(parts[have])
            if child is None:
                break
            node, have = child, have + 1
        for i in range(have + 1, len(parts)):
            head = parts[:i]
            st = self.stat(head, shown)
            if st is None:
                raise os_error(errno.ENOENT, shown)
            if st[0] != "dir":
                raise os_error(errno.ENOTDIR, shown)
            self.upper.mkdir(head, shown, now)

    def write(self, parts: tuple[str, ...], data: bytes, shown: Any, now: float) -> None:
        st = self.stat(parts, shown)
        if st is not None and st[0] == "dir":
            raise os_error(errno.EISDIR, shown)
        self._copy_up_dirs(parts, shown, now)
        self.upper.write(parts, data, shown, now)

    def mkdir(self, parts: tuple[str, ...], shown: Any, now: float) -> None:
        if self.stat(parts, shown) is not None:
            raise os_error(errno.EEXIST, shown)
        self._copy_up_dirs(parts, shown, now)
        self.upper.mkdir(parts, shown, now)
        if parts in self.hidden and isinstance(self.upper.node(parts, shown), MemDir):
            # a directory made where a removed one was: the old one's entries stay hidden
            self.hidden.update((*parts, n) for n in self._lower_names(parts))
            self.hidden.discard(parts)

    def _lower_names(self, parts: tuple[str, ...]) -> list[str]:
        try:
            return self.lower.listdir(parts, None)
        except OSError:
            return []

    def _remove(self, parts: tuple[str, ...], shown: Any, want_dir: bool) -> None:
        st = self.stat(parts, shown)
        if st is None:
            raise os_error(errno.ENOENT, shown)
        if want_dir and st[0] != "dir":
            raise os_error(errno.ENOTDIR, shown)
        if not want_dir and st[0] == "dir":
            raise os_error(errno.EISDIR, shown)
        if want_dir and self.listdir(parts, shown):
            raise os_error(errno.ENOTEMPTY, shown)
        if self._in_upper(parts):
            if want_dir:
                self.upper.rmdir(parts, shown)
            else:
                self.upper.unlink(parts, shown)
        self.hidden.add(parts)

    def unlink(self, parts: tuple[str, ...], shown: Any) -> None:
        self._remove(parts, shown, want_dir=False)

    def rmdir(self, parts: tuple[str, ...], shown: Any) -> None:
        if not parts:
            raise os_error(errno.EBUSY, shown)
        self._remove(parts, shown, want_dir=True)

    def rename(self, src: tuple[str, ...], dst: tuple[str, ...], shown: Any,
               shown2: Any) -> None:
        raise NotImplementedError  # the VFS moves entries of an overlay by copying them
