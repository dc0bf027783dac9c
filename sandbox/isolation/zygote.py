"""The zygote: a clean process that has imported only the sandbox and forks workers on request,
so a new worker costs a fork, not an interpreter start.

The host starts one zygote per host process, the way a worker used to be started (a fresh
``python -s -P`` with no environment but the hash seed, an empty temporary cwd, no descriptor
but its control socket, /dev/null on 0-2). It imports the sandbox and every module a guest
can import, warms them up in a throwaway session of a default sandbox (trusted code: a fixed
list of imports), and then waits. The host asks for a worker by sending, over the control
socket (``SOCK_SEQPACKET``: one message per packet), the worker's end of a fresh channel (as
``SCM_RIGHTS``), its empty cwd and the test-hooks flag. The zygote checks that a fork is safe
(it is still single-threaded), forks, and answers ``forked`` with the pid, or ``refused`` with
the reason. The child leaves the zygote behind (its own session, ``PR_SET_PDEATHSIG``, every
descriptor but the channel closed, cwd changed) and becomes a worker exactly as a spawned one
would: namespaces, ``init``, confinement, ``ready`` (:func:`worker.serve_worker`); each worker
applies its own confinement after the fork, the zygote is never confined. The zygote reaps its
children and tells the host how each ended (``exited``), which the host reports for a crash.

The zygote ends when the host's end of the control socket closes, killing the workers it
forked that are still alive. Where the zygote cannot be used (no fork, a zygote that did not
start, died or refused), the pool spawns each worker instead, and the isolation report's
``process`` layer says which start is in force and why.
"""

from __future__ import annotations

import atexit
import os
import secrets
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from .channel import packb, unpackb

_ROOT = str(Path(__file__).resolve().parents[2])  # the directory holding the package
_BOOTSTRAP = ("import sys; sys.path.insert(0, sys.argv[2]); "
              "from sandbox.isolation.zygote import main; main()")
PR_SET_PDEATHSIG = 1
#: Seconds the host waits for the zygote to answer a request (its first answer comes after
#: its start-up: an interpreter start and the imports).
ANSWER_TIMEOUT_S = 60.0
_PACKET_BYTES = 1 << 16
#: The signals the host may have the zygote send to one of its workers, by request type.
_SIGNALS = {"kill": signal.SIGKILL, "interrupt": signal.SIGINT}


def fork_problem() -> str | None:
    """Why workers cannot be forked from a zygote here, or None."""
    if not hasattr(os, "fork") or not hasattr(socket, "send_fds"):
        return "this platform has no fork or descriptor passing"
    if sys.platform != "linux":
        return f"the zygote is built for Linux, and this is {sys.platform}"
    if os.environ.get("SANDBOX_NO_ZYGOTE"):
        return "SANDBOX_NO_ZYGOTE is set"
    return None


#: The hash seed of every worker of this host process, forked or spawned (never 0, which
#: means fixed): string sets order alike in all of them, so a paused run resumes anywhere.
HASH_SEED = 1 + secrets.randbelow(2**32 - 1)


class Zygote:
    """The host's end of the zygote (one per host process: :func:`shared`)."""

    def __init__(self) -> None:
        self.hash_seed = HASH_SEED
        self.owner = os.getpid()
        self.problem: str | None = None
        self.pid = 0
        # re-entrant: a session's finalizer can run (by the garbage collector) inside a
        # locked request on the same thread and give its worker back (pid_of, kill); each
        # message is one datagram filed by id, so a nested request interleaves safely
        # (a plain Lock deadlocked the host there)
        self._lock = threading.RLock()
        self._pids: dict[int, int] = {}  # request id -> pid
        self._refused: dict[int, str] = {}  # request id -> why
        self._ended: dict[int, int] = {}  # pid -> returncode (negative: the signal)
        self._ids = iter(range(1, 1 << 62))
        host_end, zygote_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.tmpdir = tempfile.mkdtemp(prefix="sandbox-zygote-")
        stderr = None if os.environ.get("SANDBOX_WORKER_STDERR") else subprocess.DEVNULL
        try:
            self.proc: subprocess.Popen[bytes] | None = subprocess.Popen(
                [sys.executable, "-s", "-P", "-c", _BOOTSTRAP, str(zygote_end.fileno()),
                 _ROOT], env={"PYTHONHASHSEED": str(self.hash_seed)}, cwd=self.tmpdir,
                pass_fds=(zygote_end.fileno(),), close_fds=True, stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL, stderr=stderr, start_new_session=True)
        except OSError as exc:
            self.proc = None
            self.problem = f"the zygote could not start ({exc})"
            host_end.close()
        finally:
            zygote_end.close()
        self.sock = host_end

    def request(self, channel_fd: int, cwd: str, test_hooks: bool) -> int:
        """Ask for a worker serving ``channel_fd`` in ``cwd`` (the request id; the pid comes
        later: :meth:`pid_of`). OSError if the zygote is gone."""
        with self._lock:
            if self.proc is None:
                raise OSError(self.problem or "the zygote is gone")
            request_id = next(self._ids)
            message = packb({"t": "fork", "id": request_id, "cwd": cwd, "hooks": test_hooks})
            socket.send_fds(self.sock, [message], [channel_fd])
            self._drain(block=False)
            return request_id

    def pid_of(self, request_id: int) -> int:
        """The worker's pid (blocks until the zygote answers; 0 if it refused or died)."""
        deadline = time.monotonic() + ANSWER_TIMEOUT_S
        with self._lock:
            while request_id not in self._pids and request_id not in self._refused:
                if not self._read_one(deadline):
                    self._refused[request_id] = self.problem or "the zygote did not answer"
            if request_id in self._refused:
                if self.problem is None:
                    self.problem = f"the zygote refused to fork: {self._refused[request_id]}"
                return 0
            return self._pids[request_id]

    def known_pid(self, request_id: int) -> int:
        """The worker's pid if the zygote has already answered (0 otherwise); never reads
        (safe in a signal handler)."""
        return self._pids.get(request_id, 0)

    def kill(self, pid: int, what: str = "kill") -> None:
        """SIGKILL worker ``pid`` (``what="interrupt"``: SIGINT, a forwarded Ctrl-C), sent by
        the zygote (its parent, so the pid cannot have been reused by another process: the
        zygote has not reaped it yet, or it is not signalled)."""
        with self._lock:
            try:
                if self.proc is not None:
                    self.sock.send(packb({"t": what, "pid": pid}))
            except OSError:
                pass  # the zygote is gone, and its workers with it (PR_SET_PDEATHSIG)

    def returncode(self, pid: int, timeout_s: float) -> int | None:
        """How worker ``pid`` ended (Popen's convention), or None if not within the time."""
        deadline = time.monotonic() + timeout_s
        with self._lock:
            while pid not in self._ended:
                if not self._read_one(deadline):
                    return None
            return self._ended[pid]

    def _drain(self, block: bool) -> None:
        while self._read_one(time.monotonic() if not block else time.monotonic() + 0.1):
            pass

    def _read_one(self, deadline: float) -> bool:
        """Read and file one message from the zygote; False if none came by ``deadline``
        (or the zygote is gone: then :attr:`problem` says so)."""
        if self.proc is None:
            return False
        readable, _, _ = select.select([self.sock], [], [], max(0.0, deadline -
                                                                 time.monotonic()))
        if not readable:
            return False
        try:
            data = self.sock.recv(_PACKET_BYTES)
            message = unpackb(data) if data else None
        except (OSError, ValueError):
            message = None
        if type(message) is not dict:
            self.problem = self.problem or "the zygote is gone"
            self.proc = None
            return False
        kind = message.get("t")
        if kind == "ready":
            self.pid = int(message["pid"])
        elif kind == "forked":
            self._pids[int(message["id"])] = int(message["pid"])
        elif kind == "refused":
            self._refused[int(message["id"])] = str(message["why"])
        elif kind == "exited":
            self._ended[int(message["pid"])] = int(message["code"])
        return True

    def close(self) -> None:
        """End the zygote (it kills the workers it forked that are still alive)."""
        with self._lock:
            proc, self.proc = self.proc, None
            self.problem = self.problem or "the zygote was closed"
            self.sock.close()
        if proc is not None and self.owner == os.getpid():
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
        shutil.rmtree(self.tmpdir, ignore_errors=True)


_SHARED: Zygote | None = None
_SHARED_LOCK = threading.Lock()


def shared() -> Zygote | None:
    """The host process's zygote (started on first use), or None where forking workers is
    not possible (:func:`fork_problem`) or the zygote failed (its ``problem``)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is not None and _SHARED.owner != os.getpid():
            # a fork of the host: the zygote is the parent's; this process needs its own
            _SHARED.sock.close()
            _SHARED = None
        if _SHARED is None:
            if fork_problem() is not None:
                return None
            _SHARED = Zygote()
            atexit.register(_SHARED.close)
        return _SHARED if _SHARED.problem is None else None


def start_problem() -> str:
    """Why workers are spawned rather than forked (for the report)."""
    problem = fork_problem()
    if problem is not None:
        return problem
    return (_SHARED.problem if _SHARED is not None and _SHARED.problem else
            "the zygote is not in use")


# --- the zygote process ------------------------------------------------------------------

def main() -> None:
    """The zygote's entry point (``sys.argv[1]``: the control socket's descriptor)."""
    from . import worker
    worker.clean_environment()
    worker._preload()
    _warm_up()
    control = socket.socket(fileno=int(sys.argv[1]))
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)  # a child's end wakes the select below
    signal.set_wakeup_fd(wake_w)
    control.send(packb({"t": "ready", "pid": os.getpid()}))
    children: set[int] = set()
    try:
        while True:
            _reap(control, children)
            readable, _, _ = select.select([control.fileno(), wake_r], [], [])
            if wake_r in readable:
                os.read(wake_r, 512)
            if control.fileno() not in readable:
                continue
            data, fds, _, _ = socket.recv_fds(control, _PACKET_BYTES, 1)
            if not data:
                return  # the host is gone
            request = unpackb(data)
            if request.get("t") in _SIGNALS:
                if request.get("pid") in children:  # not reaped yet: still ours
                    os.kill(request["pid"], _SIGNALS[request["t"]])
                continue
            why = _fork_unsafe()
            if why is not None or len(fds) != 1:
                for fd in fds:
                    os.close(fd)
                control.send(packb({"t": "refused", "id": request["id"],
                                    "why": why or "no channel came with the request"}))
                continue
            pid = os.fork()
            if pid == 0:
                _become_worker(control, (wake_r, wake_w), fds[0], request)
            os.close(fds[0])
            children.add(pid)
            control.send(packb({"t": "forked", "id": request["id"], "pid": pid}))
    finally:
        for pid in children:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


def _warm_up() -> None:
    """Load what every worker's start-up would load, once, here: a throwaway session of a
    default sandbox imports every guest-importable module."""
    import asyncio
    import dataclasses

    from ..limits import Limits
    from . import worker

    class _Nowhere:
        def send(self, message: Any) -> None:
            pass

    init = {"tools": [], "limits": dataclasses.asdict(Limits()), "random_seed": 0,
            "clock": "real"}
    loop = asyncio.new_event_loop()
    try:
        worker._Server(_Nowhere(), init, False).warm_up(loop)
    finally:
        loop.close()


def _fork_unsafe() -> str | None:
    """Why forking now would be unsafe (another thread could hold a lock the child needs)."""
    try:
        threads = len(os.listdir("/proc/self/task"))
    except OSError:
        threads = threading.active_count()
    if threads != 1 or threading.active_count() != 1:
        return f"the zygote has {threads} threads (a fork is safe only single-threaded)"
    return None


def _reap(control: socket.socket, children: set[int]) -> None:
    while children:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        children.discard(pid)
        control.send(packb({"t": "exited", "pid": pid,
                            "code": os.waitstatus_to_exitcode(status)}))


def _become_worker(control: socket.socket, wake: tuple[int, int], fd: int,
                   request: dict[str, Any]) -> None:
    """In the forked child: leave the zygote behind and serve as a worker; never returns."""
    code = 0
    try:
        from . import confine, worker
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        control.close()
        for end in wake:
            os.close(end)
        os.setsid()
        confine._c().prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)  # the zygote's end
        os.closerange(3, fd)
        os.closerange(fd + 1, 1 << 16)
        os.chdir(request["cwd"])
        started_as_root = os.geteuid() == 0
        netns = confine.enter_namespaces()
        facts = worker._start_facts(fd, f"worker process {os.getpid()}, forked from the "
                                        f"zygote {os.getppid()} (imported only the sandbox)")
        worker.serve_worker(fd, bool(request["hooks"]), started_as_root, netns, facts)
    except BaseException:  # noqa: BLE001 - a child must never return into the zygote's loop
        code = 1
    finally:
        os._exit(code)
