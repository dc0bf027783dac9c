"""``session.files`` in process isolation: the host reads and writes the files of a session
whose memory tree lives in the worker.

The host's :class:`~sandbox.fs.view.SessionFiles` stands on a :class:`WorkerFiles`, whose
each operation is a ``files`` request to the worker (``{"t": "files", "op", "path",
"data"}``). The worker runs it on its session's own :class:`~sandbox.fs.vfs.VirtualFS`
(:func:`serve_files`), with the routing the guest's calls have (memory, overlays, and mounts,
which it reaches through the host as usual), and replies ``filed`` with the value, or with
the error's errno (an ``OSError``, rebuilt here with the virtual path the host gave) or its
type and text (a ``TypeError``/``ValueError`` for a bad path). After a write or a new
directory the worker sends a checkpoint too, so what the host placed survives a worker's
replacement like what the guest wrote in a run.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from typing import Any

from ..fs.paths import os_error

_OPS = ("cwd", "absolute", "stat", "listdir", "read", "write", "mkdir")
#: The operations that change the files (a checkpoint follows them).
WRITES = ("write", "mkdir")


def serve_files(fs: Any, message: dict[str, Any]) -> dict[str, Any]:
    """Worker side: the ``filed`` reply to one ``files`` request on ``fs`` (never raises for
    a bad request)."""
    op, path = message.get("op"), message.get("path")
    try:
        if op not in _OPS or (op != "cwd" and type(path) is not str):
            raise ValueError("a malformed files request")
        if op == "cwd":
            value: Any = str(fs.cwd)
        elif op == "write":
            data = message.get("data")
            if type(data) is not bytes:
                raise TypeError("file data must be bytes")
            value = fs.write(path, data)
        elif op == "stat":
            st = fs.stat(path)
            value = None if st is None else list(st)
        else:
            value = getattr(fs, op)(path)
            if op == "read":
                value = bytes(value)
            elif op == "listdir":
                value = [str(name) for name in value]
    except OSError as exc:
        code = exc.errno if type(exc.errno) is int else errno.EIO
        return {"t": "filed", "ok": False, "errno": code}
    except (TypeError, ValueError) as exc:
        return {"t": "filed", "ok": False, "type": type(exc).__name__, "message": str(exc)}
    return {"t": "filed", "ok": True, "value": value}


class WorkerFiles:
    """Host side: the part of a VirtualFS that :class:`~sandbox.fs.view.SessionFiles` uses,
    each call a request to the worker (``ask`` sends one and returns the reply)."""

    def __init__(self, ask: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
        self._ask = ask

    def _call(self, op: str, path: Any = None, **fields: Any) -> Any:
        if path is not None:
            path = os.fspath(path)
            if type(path) is not str:
                raise TypeError(f"a virtual path is a str, not {type(path).__name__}")
        reply = self._ask({"t": "files", "op": op, "path": path, **fields})
        if reply.get("t") != "filed":
            raise ValueError(f"the worker answered a files request with {reply.get('t')!r}")
        if reply.get("ok") is True:
            return reply.get("value")
        code = reply.get("errno")
        if type(code) is int:
            raise os_error(code, path)
        kind = TypeError if reply.get("type") == "TypeError" else ValueError
        raise kind(str(reply.get("message")))

    @property
    def cwd(self) -> str:
        return str(self._call("cwd"))

    def absolute(self, path: str) -> str:
        return str(self._call("absolute", path))

    def stat(self, path: str) -> tuple[str, int, float] | None:
        value = self._call("stat", path)
        if value is None:
            return None
        kind, size, mtime = value
        return (str(kind), int(size), float(mtime))

    def listdir(self, path: str) -> list[str]:
        return [str(name) for name in self._call("listdir", path)]

    def read(self, path: str) -> bytes:
        value = self._call("read", path)
        if type(value) is not bytes:
            raise ValueError("the worker sent a file's content that is not bytes")
        return value

    def write(self, path: str, data: bytes) -> None:
        self._call("write", path, data=bytes(data))

    def mkdir(self, path: str) -> None:
        self._call("mkdir", path)
