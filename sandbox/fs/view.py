"""``Session.files``: the host's view of a session's virtual file system.

The host reads what guest code wrote (and may place inputs before a run) by virtual path,
with the same routing as the guest's calls: memory, overlay layers and mounts. Host calls
made outside a run are not charged steps; they do count against a mount's budgets.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


class SessionFiles:
    """Host-side access to one session's files (paths are virtual, ``/``-separated)."""

    def __init__(self, fs: Any) -> None:
        self._fs = fs

    @property
    def cwd(self) -> str:
        """The guest's current working directory."""
        return str(self._fs.cwd)

    def read_bytes(self, path: str) -> bytes:
        """The content of the file at ``path`` (FileNotFoundError if there is none)."""
        return bytes(self._fs.read(path))

    def read_text(self, path: str, encoding: str = "utf-8") -> str:
        return self.read_bytes(path).decode(encoding)

    def write_bytes(self, path: str, data: bytes) -> None:
        """Create or replace the file at ``path`` (its directory must exist)."""
        self._fs.write(path, bytes(data))

    def write_text(self, path: str, text: str, encoding: str = "utf-8") -> None:
        self.write_bytes(path, text.encode(encoding))

    def mkdir(self, path: str, parents: bool = False) -> None:
        """Make the directory ``path`` (and its parents, with ``parents``; no error then if it
        exists)."""
        if not parents:
            self._fs.mkdir(path)
            return
        pieces = self._fs.absolute(path).split("/")
        for i in range(2, len(pieces) + 1):
            head = "/".join(pieces[:i])
            if self._fs.stat(head) is None:
                self._fs.mkdir(head)

    def exists(self, path: str) -> bool:
        return self._fs.stat(path) is not None

    def is_dir(self, path: str) -> bool:
        st = self._fs.stat(path)
        return st is not None and st[0] == "dir"

    def listdir(self, path: str = "/") -> list[str]:
        return list(self._fs.listdir(path))

    def walk(self, top: str = "/") -> Iterator[str]:
        """Virtual paths of every file under ``top`` (directories first-to-last, depth
        first)."""
        base = self._fs.absolute(top)
        for name in self._fs.listdir(base):
            path = f"{base.rstrip('/')}/{name}"
            if self.is_dir(path):
                yield from self.walk(path)
            else:
                yield path
