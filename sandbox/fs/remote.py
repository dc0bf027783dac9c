"""Mounts in process isolation: the worker reaches a mount's directory through the host.

A confined worker cannot open files, so its :class:`~sandbox.fs.vfs.VirtualFS` gets, for
each mount, a :class:`RemoteDir` with :class:`~sandbox.fs.hostdir.HostDir`'s methods that
sends each operation over the channel (``{"t": "fs", ...}``) and waits for the reply, as a
cheap tool call does. The host answers with :class:`MountServer`: it holds the mounts'
:class:`HostDir` objects (the only descriptors), refuses writes to anything but a
``read-write`` mount, re-checks every component the worker sends, keeps its own count of each
mount's budgets (a worker that lies about them gets EDQUOT), and replies with data or an
errno only: the worker rebuilds the error with the guest's virtual path, so the host path
never crosses the channel. The worker knows each mount's virtual path, mode and budgets, not
its host directory.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterable
from typing import Any

from .hostdir import HostDir
from .mount import ENTRY_BYTES, Mount
from .paths import os_error

_OPS = ("stat", "listdir", "read", "write", "mkdir", "unlink", "rmdir", "rename")
_WRITES = ("write", "mkdir", "unlink", "rmdir", "rename")


def worker_mounts(mounts: Iterable[Mount]) -> list[dict[str, Any]]:
    """What a worker is told of each mount (no host path)."""
    return [{"path": m.path, "mode": m.mode, "max_read_bytes": m.max_read_bytes,
             "max_write_bytes": m.max_write_bytes} for m in mounts]


def mounts_from_init(specs: Any) -> tuple[Mount, ...]:
    """The worker's Mount objects (their host directory is unknown to it: ``""``)."""
    return tuple(Mount(s["path"], "", mode=s["mode"], max_read_bytes=s["max_read_bytes"],
                       max_write_bytes=s["max_write_bytes"]) for s in specs or ())


def _wire(parts: tuple[str, ...]) -> list[bytes]:
    """Path components as they cross the channel: the file system's bytes (a name that is not
    UTF-8 is held as surrogate escapes, which the channel's UTF-8 strings cannot carry)."""
    return [os.fsencode(p) for p in parts]


class RemoteDir:
    """One mount's directory as the worker reaches it: each call is a request to the host."""

    def __init__(self, index: int, ask: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
        self.index = index
        self.ask = ask

    def _call(self, op: str, shown: Any, shown2: Any = None, **fields: Any) -> Any:
        reply = self.ask({"t": "fs", "m": self.index, "op": op, **fields})
        if reply.get("ok") is True:
            return reply.get("value")
        code = reply.get("errno")
        raise os_error(code if type(code) is int else errno.EACCES, shown, shown2)

    def stat(self, parts: tuple[str, ...], shown: Any) -> tuple[str, int, float] | None:
        value = self._call("stat", shown, parts=_wire(parts))
        if value is None:
            return None
        kind, size, mtime = value
        return (str(kind), int(size), float(mtime))

    def listdir(self, parts: tuple[str, ...], shown: Any) -> list[str]:
        return [os.fsdecode(n) for n in self._call("listdir", shown, parts=_wire(parts))]

    def read(self, parts: tuple[str, ...], shown: Any, max_bytes: int) -> bytes:
        return bytes(self._call("read", shown, parts=_wire(parts), max=int(max_bytes)))

    def write(self, parts: tuple[str, ...], data: bytes, shown: Any) -> None:
        self._call("write", shown, parts=_wire(parts), data=bytes(data))

    def mkdir(self, parts: tuple[str, ...], shown: Any) -> None:
        self._call("mkdir", shown, parts=_wire(parts))

    def unlink(self, parts: tuple[str, ...], shown: Any) -> None:
        self._call("unlink", shown, parts=_wire(parts))

    def rmdir(self, parts: tuple[str, ...], shown: Any) -> None:
        self._call("rmdir", shown, parts=_wire(parts))

    def rename(self, src: tuple[str, ...], dst: tuple[str, ...], shown: Any,
               shown2: Any) -> None:
        self._call("rename", shown, shown2, parts=_wire(src), parts2=_wire(dst))

    def close(self) -> None:
        return None


class MountServer:
    """The host's side: the mounts of one process-mode session, opened once."""

    def __init__(self, mounts: Iterable[Mount]) -> None:
        self.mounts = list(mounts)
        self.dirs = [HostDir(str(m.host_dir)) for m in self.mounts]
        self.read_bytes = [0] * len(self.mounts)
        self.written_bytes = [0] * len(self.mounts)

    def close(self) -> None:
        for d in self.dirs:
            d.close()

    def serve(self, frame: dict[str, Any]) -> dict[str, Any]:
        """The reply to one ``fs`` request (never raises for a bad request)."""
        try:
            return {"ok": True, "value": self._serve(frame)}
        except OSError as e:
            return {"ok": False, "errno": e.errno if type(e.errno) is int else errno.EACCES}
        except (TypeError, ValueError, KeyError, IndexError):
            return {"ok": False, "errno": errno.EINVAL}

    def _charge_write(self, i: int, n: int) -> None:
        """Count ``n`` bytes against mount ``i``'s write budget (EDQUOT past it); a new file
        or directory costs ``ENTRY_BYTES``, as in the worker's own count."""
        self.written_bytes[i] += n
        if self.written_bytes[i] > self.mounts[i].max_write_bytes:
            raise os_error(errno.EDQUOT, None)

    def _parts(self, value: Any) -> tuple[str, ...]:
        """The components a request names (bytes from the worker, see ``_wire``; str
        accepted too)."""
        if type(value) is not list or not all(type(p) in (str, bytes) for p in value):
            raise ValueError("bad parts")
        return tuple(os.fsdecode(p) for p in value)

    def _serve(self, frame: dict[str, Any]) -> Any:
        i, op = frame["m"], frame["op"]
        if type(i) is not int or not 0 <= i < len(self.dirs) or op not in _OPS:
            raise ValueError("bad request")
        mount, d = self.mounts[i], self.dirs[i]
        parts = self._parts(frame["parts"])
        if op in _WRITES and mount.mode != "read-write":
            raise os_error(errno.EACCES, None)
        if op == "stat":
            st = d.stat(parts, None)
            return None if st is None else list(st)
        if op == "listdir":  # bytes: a host name need not be UTF-8
            return [os.fsencode(n) for n in d.listdir(parts, None)]
        if op == "read":
            left = mount.max_read_bytes - self.read_bytes[i]
            data = d.read(parts, None, max(min(int(frame["max"]), left), 0))
            self.read_bytes[i] += len(data)
            if self.read_bytes[i] > mount.max_read_bytes:
                raise os_error(errno.EDQUOT, None)
            return data
        if op == "write":
            data = frame["data"]
            if type(data) is not bytes:
                raise ValueError("bad data")
            created = d.stat(parts, None) is None
            self._charge_write(i, len(data) + (ENTRY_BYTES if created else 0))
            d.write(parts, data, None)
            return None
        if op == "mkdir":
            self._charge_write(i, ENTRY_BYTES)
        if op == "rename":
            d.rename(parts, self._parts(frame["parts2"]), None, None)
            return None
        getattr(d, op)(parts, None)
        return None
