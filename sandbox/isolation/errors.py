"""Errors of the process isolation layer (all :class:`~sandbox.SandboxError` subclasses)."""

from __future__ import annotations

import signal as _signal

from ..errors import SandboxError


class WorkerCrashed(SandboxError):
    """Reported when the worker process running a session died (a crash in C code, an OS
    limit such as RLIMIT_AS or RLIMIT_CPU, a kill) or stopped answering (then the host killed
    it). ``signal`` is the number of the signal that ended it (None if it exited), ``returncode``
    its exit status. The worker is replaced; the session's globals are those of its last
    checkpoint (the end of the last run that did not breach a limit); ``lost`` names the
    globals that checkpoint could not hold."""

    def __init__(self, what: str, signal: int | None, returncode: int | None,
                 restored: bool, lost: tuple[str, ...] = ()) -> None:
        if signal is not None:
            try:
                name = _signal.Signals(signal).name
            except ValueError:
                name = f"signal {signal}"
            how = f"was killed by {name}"
        elif returncode is not None:
            how = f"exited with status {returncode}"
        else:
            how = "was lost"
        state = ("the session was restored from its last checkpoint" if restored
                 else "the session starts empty (it had no checkpoint yet)")
        if lost:
            state += f"; not restored: {', '.join(lost)}"
        message = f"the worker process {how} ({what}); {state}"
        super().__init__(message, f"WorkerCrashed: {message}\n")
        self.signal = signal
        self.returncode = returncode
        self.lost = lost


class IsolationUnavailable(SandboxError):
    """Raised when ``isolation="process"`` cannot work on this platform (no fork/exec of the
    interpreter, no Unix sockets) or a worker fails to start."""
