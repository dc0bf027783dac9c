"""The in-memory file tree: the session's root file system, and the upper layer of overlays.

A :class:`MemTree` holds directories as dicts of name -> node and files as bytes. Every
operation takes the path's components (already normalised, see :mod:`.paths`) and the path as
the guest wrote it (``shown``, for the error text); errors are CPython's, with the errno
Linux gives for the same operation. Sizes and file counts are enforced by the caller
(:mod:`.vfs`); the tree itself only stores.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from typing import Any

from .paths import os_error


@dataclass
class MemFile:
    data: bytes = b""
    mtime: float = 0.0


@dataclass
class MemDir:
    children: dict[str, MemFile | MemDir] = field(default_factory=dict)
    mtime: float = 0.0


Node = MemFile | MemDir


class MemTree:
    """A tree of :class:`MemDir` and :class:`MemFile` nodes under one root directory."""

    def __init__(self) -> None:
        self.root = MemDir()
        #: bumped by every call that may change the tree (a checkpoint is due when it moved)
        self.generation = 0

    def node(self, parts: tuple[str, ...], shown: Any) -> Node | None:
        """The node at ``parts`` (None when missing); NotADirectoryError when a file sits
        where a directory is needed on the way."""
        node: Node = self.root
        for name in parts:
            if not isinstance(node, MemDir):
                raise os_error(errno.ENOTDIR, shown)
            child = node.children.get(name)
            if child is None:
                return None
            node = child
        return node

    def parent(self, parts: tuple[str, ...], shown: Any) -> MemDir:
        """The directory that holds (or will hold) ``parts``."""
        node = self.node(parts[:-1], shown)
        if node is None:
            raise os_error(errno.ENOENT, shown)
        if not isinstance(node, MemDir):
            raise os_error(errno.ENOTDIR, shown)
        return node

    def stat(self, parts: tuple[str, ...], shown: Any) -> tuple[str, int, float] | None:
        """``(kind, size, mtime)`` of ``parts`` (kind ``"file"`` or ``"dir"``), None if
        missing."""
        node = self.node(parts, shown)  # NotADirectoryError: a file on the way
        if node is None:
            return None
        if isinstance(node, MemDir):
            return ("dir", 4096, node.mtime)
        return ("file", len(node.data), node.mtime)

    def listdir(self, parts: tuple[str, ...], shown: Any) -> list[str]:
        node = self.node(parts, shown)
        if node is None:
            raise os_error(errno.ENOENT, shown)
        if not isinstance(node, MemDir):
            raise os_error(errno.ENOTDIR, shown)
        return list(node.children)

    def read(self, parts: tuple[str, ...], shown: Any) -> bytes:
        node = self.node(parts, shown)
        if node is None:
            raise os_error(errno.ENOENT, shown)
        if isinstance(node, MemDir):
            raise os_error(errno.EISDIR, shown)
        return node.data

    def write(self, parts: tuple[str, ...], data: bytes, shown: Any, now: float) -> None:
        """Create or replace the file at ``parts``."""
        self.generation += 1
        parent = self.parent(parts, shown)
        node = parent.children.get(parts[-1])
        if isinstance(node, MemDir):
            raise os_error(errno.EISDIR, shown)
        if node is None:
            parent.children[parts[-1]] = MemFile(data, now)
            parent.mtime = now
        else:
            node.data = data
            node.mtime = now

    def mkdir(self, parts: tuple[str, ...], shown: Any, now: float) -> None:
        self.generation += 1
        parent = self.parent(parts, shown)
        if parts[-1] in parent.children:
            raise os_error(errno.EEXIST, shown)
        parent.children[parts[-1]] = MemDir(mtime=now)
        parent.mtime = now

    def unlink(self, parts: tuple[str, ...], shown: Any) -> None:
        self.generation += 1
        parent = self.parent(parts, shown)
        node = parent.children.get(parts[-1])
        if node is None:
            raise os_error(errno.ENOENT, shown)
        if isinstance(node, MemDir):
            raise os_error(errno.EISDIR, shown)
        del parent.children[parts[-1]]

    def rmdir(self, parts: tuple[str, ...], shown: Any) -> None:
        self.generation += 1
        parent = self.parent(parts, shown)
        node = parent.children.get(parts[-1])
        if node is None:
            raise os_error(errno.ENOENT, shown)
        if not isinstance(node, MemDir):
            raise os_error(errno.ENOTDIR, shown)
        if node.children:
            raise os_error(errno.ENOTEMPTY, shown)
        del parent.children[parts[-1]]

    def rename(self, src: tuple[str, ...], dst: tuple[str, ...], shown: Any,
               shown2: Any) -> None:
        """POSIX rename within this tree: replaces a file, or an empty directory with a
        directory."""
        self.generation += 1
        sparent = self.parent(src, shown)
        node = sparent.children.get(src[-1])
        if node is None:
            raise os_error(errno.ENOENT, shown, shown2)
        dparent = self.parent(dst, shown2)
        if isinstance(node, MemDir) and dst[:len(src)] == src and dst != src:
            raise os_error(errno.EINVAL, shown, shown2)
        old = dparent.children.get(dst[-1])
        if old is node:
            return
        if old is not None:
            if isinstance(node, MemDir) and not isinstance(old, MemDir):
                raise os_error(errno.ENOTDIR, shown, shown2)
            if isinstance(old, MemDir):
                if not isinstance(node, MemDir):
                    raise os_error(errno.EISDIR, shown, shown2)
                if old.children:
                    raise os_error(errno.ENOTEMPTY, shown, shown2)
        del sparent.children[src[-1]]
        dparent.children[dst[-1]] = node

    def files(self) -> int:
        """How many files and directories the tree holds."""
        count = 0
        stack: list[MemDir] = [self.root]
        while stack:
            d = stack.pop()
            count += len(d.children)
            stack.extend(c for c in d.children.values() if isinstance(c, MemDir))
        return count
