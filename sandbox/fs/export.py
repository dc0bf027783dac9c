"""The session's memory files in a state blob: what :mod:`sandbox.state` stores and restores.

Only the memory root is saved (files and directories the guest made outside every mount);
mounts and overlay layers are not (a host re-provides its mounts to the importing sandbox).
The record is ``[cwd, [[path, bytes or None], ...]]`` (None: a directory), parents before
children. Loading checks every field (absolute normalised paths within ``max_path_chars``,
bytes) and builds a new tree under the importing session's ``max_files`` and memory limit;
the session's own tree is replaced only when the whole import succeeds (the caller keeps
:func:`memory_state` to put back).
"""

from __future__ import annotations

import posixpath
from typing import Any

from .memtree import MemTree
from .paths import parts_of
from .vfs import VirtualFS

#: The directories every session has: a record holding only these is not written.
_DEFAULT_DIRS = ("/tmp/",)


def files_record(fs: VirtualFS) -> list[Any] | None:
    """The record of ``fs``'s memory files, or None when there is nothing to save."""
    files = fs.memory_files()
    defaults = {*_DEFAULT_DIRS, fs.cwd.rstrip("/") + "/"}
    for point in fs.points:  # the directories a mount sits in are made by the sandbox
        pieces = parts_of(point.path)
        defaults.update("/" + "/".join(pieces[:i]) + "/" for i in range(1, len(pieces)))
    if fs.cwd == "/work" and all(p in defaults for p in files):
        return None
    return [fs.cwd, [[path.rstrip("/"), None if path.endswith("/") else data]
                     for path, data in files.items()]]


def memory_state(fs: VirtualFS) -> tuple[Any, ...]:
    """What :func:`restore_memory` needs to undo :func:`load_record`."""
    return (fs.root.tree, fs.mem_nodes, fs.mem_bytes, fs.cwd)


def restore_memory(fs: VirtualFS, state: tuple[Any, ...]) -> None:
    fs.root.tree, fs.mem_nodes, fs.mem_bytes, fs.cwd = state


def load_record(fs: VirtualFS, record: Any, check: Any) -> None:
    """Replace ``fs``'s memory files with ``record``'s; ``check(cond, why)`` raises the
    caller's error for a malformed record; limits raise as in a run."""
    check(type(record) is list and len(record) == 2, "bad file record")
    cwd, entries = record
    check(type(entries) is list, "bad file record")
    check(_good_path(cwd, fs.max_path_chars), "bad working directory")
    fs.root.tree = MemTree()
    fs.mem_nodes = fs.mem_bytes = 0
    for point in fs.points:
        fs._makedirs_in_memory(parts_of(point.path))
    fs._makedirs_in_memory(("tmp",))
    for entry in entries:
        check(type(entry) is list and len(entry) == 2, "bad file entry")
        path, data = entry
        check(_good_path(path, fs.max_path_chars), "bad file path")
        check(data is None or type(data) is bytes, "bad file content")
        backend, _, _ = fs.route(path)
        check(backend is fs.root, "a saved file lies under a mount")
        st = fs.stat(path)
        if data is None:
            if st is None:
                fs.mkdir(path)
        else:
            check(st is None, f"file {path!r} saved twice")
            fs.write(path, data)
    check(fs.stat(cwd) is not None, "the working directory is not among the saved files")
    fs.cwd = cwd


def _good_path(path: Any, max_chars: int) -> bool:
    return (type(path) is str and path.startswith("/") and len(path) <= max_chars
            and "\x00" not in path and posixpath.normpath(path) == path and path != "//")
