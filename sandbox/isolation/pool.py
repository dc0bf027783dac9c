"""Worker processes: spawning, the ready handshake, killing, and the pool that keeps warm
workers, bounds their number and recycles them.

A worker is forked by the host's zygote (:mod:`sandbox.isolation.zygote`: a new worker costs
a fork, and the child confines itself as a spawned worker does) or, where the zygote cannot be
used or the pool says ``zygote=0``, spawned with ``subprocess.Popen`` running a fresh
interpreter (``python -s -P``: no user site, no cwd on the path) with an environment holding
only the host's ``PYTHONHASHSEED`` (removed by the worker at once), cwd a new empty
temporary directory, ``close_fds=True`` and only the channel's descriptor passed, stdin/out/err
on /dev/null. The ``init`` message (limits, tool specs, seed, clock policy) is sent at once,
so the worker starts up while the host does other things; the host reads its ``ready``
report only when it first needs the worker. Each worker serves one session for its life
(per-session affinity; nothing is shared between sessions). A session whose worker is
recycled (after ``max_runs`` runs) or parked (the pool is full and the session is idle) keeps
its state as its last checkpoint blob and gets a fresh worker, restored from it, on its next
run.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import weakref
from pathlib import Path
from typing import Any

from .channel import Channel, ChannelBroken
from .errors import IsolationUnavailable

#: Seconds a worker may take from spawn to its ready report.
START_TIMEOUT_S = 60.0

_ROOT = str(Path(__file__).resolve().parents[2])  # the directory holding the package
_BOOTSTRAP = ("import sys; sys.path.insert(0, sys.argv[3]); "
              "from sandbox.isolation.worker import main; main()")


class _Forked:
    """The part of ``Popen`` a handle uses, for a worker the zygote forked."""

    def __init__(self, zygote: Any, request_id: int) -> None:
        self.zygote = zygote
        self.request_id = request_id

    @property
    def pid(self) -> int:
        return int(self.zygote.pid_of(self.request_id))

    def send_signal(self, sig: int) -> None:
        if sig == signal.SIGINT:  # a forwarded Ctrl-C, in a signal handler: the pid the
            # zygote has already told (resolved when the worker reported ready), never a
            # wait for the zygote's answers, which the interrupted frame may be reading
            pid = self.zygote.known_pid(self.request_id)
        else:
            pid = self.pid
        if pid:  # SIGKILL, or SIGINT: nothing else is ever sent
            self.zygote.kill(pid, "interrupt" if sig == signal.SIGINT else "kill")

    def wait(self, timeout: float) -> int:
        pid = self.pid
        if not pid:
            return 1  # never started (the zygote refused or died: it says why)
        code = self.zygote.returncode(pid, timeout)
        if code is None:
            raise subprocess.TimeoutExpired("worker", timeout)
        return int(code)


class WorkerHandle:
    """The host's end of one worker process: forked by the host's zygote where it can be
    used (:mod:`sandbox.isolation.zygote`), else spawned."""

    def __init__(self, init: dict[str, Any], test_hooks: bool, use_zygote: bool = True
                 ) -> None:
        if not hasattr(socket, "AF_UNIX") or os.name != "posix":
            raise IsolationUnavailable("isolation='process' needs a POSIX system")
        host_end, worker_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        self.tmpdir = tempfile.mkdtemp(prefix="sandbox-worker-")
        self.proc: Any = None
        from . import zygote as zygotes
        zygote = zygotes.shared() if use_zygote else None
        if zygote is not None:
            try:
                self.proc = _Forked(zygote, zygote.request(worker_end.fileno(), self.tmpdir,
                                                           test_hooks))
            except OSError as exc:
                zygote.problem = f"the zygote is gone ({exc})"
        self.not_forked = None if self.proc is not None else (
            "the pool says zygote=0" if not use_zygote else zygotes.start_problem())
        if self.proc is None:
            self._spawn(host_end, worker_end, test_hooks, zygotes.HASH_SEED)
        worker_end.close()
        self.chan = Channel(host_end)
        self.report: dict[str, Any] | None = None
        self.layers: tuple[str, ...] = ("gate",)  # what this worker verified, once ready
        self.runs = 0
        self.dead = False
        self.chan.send(init)

    def _spawn(self, host_end: socket.socket, worker_end: socket.socket, test_hooks: bool,
               hash_seed: int) -> None:
        stderr = None if os.environ.get("SANDBOX_WORKER_STDERR") else subprocess.DEVNULL
        try:
            self.proc = subprocess.Popen(
                # -s -P with no other variable is -I plus the pool's hash seed, so that
                # every worker of a pool orders string sets alike (a paused run resumes in
                # another worker); the worker removes the variable at once
                [sys.executable, "-s", "-P", "-c", _BOOTSTRAP, str(worker_end.fileno()),
                 "1" if test_hooks else "0", _ROOT],
                env={"PYTHONHASHSEED": str(hash_seed)}, cwd=self.tmpdir,
                pass_fds=(worker_end.fileno(),), close_fds=True,
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr,
                start_new_session=True)
        except OSError as exc:
            host_end.close()
            worker_end.close()
            shutil.rmtree(self.tmpdir, ignore_errors=True)
            raise IsolationUnavailable(f"could not start a worker process: {exc}") from None

    def wait_ready(self) -> dict[str, Any]:
        """The worker's confinement report (blocks until it arrives)."""
        if self.report is None:
            self.report = self._check_ready(self.chan.recv(time.monotonic() + START_TIMEOUT_S))
        return self.report

    async def wait_ready_async(self) -> dict[str, Any]:
        if self.report is None:
            frame = await self.chan.recv_async(time.monotonic() + START_TIMEOUT_S)
            self.report = self._check_ready(frame)
        return self.report

    def _check_ready(self, frame: dict[str, Any]) -> dict[str, Any]:
        if frame.get("t") != "ready" or not isinstance(frame.get("report"), dict):
            raise ChannelBroken("the worker did not start properly")
        from .report import process_report
        process = frame["report"].get("process")
        if self.not_forked is not None and isinstance(process, dict):  # host knowledge
            process["detail"] = f"{process.get('detail')}; not forked: {self.not_forked}"
        self.layers = process_report(frame["report"]).in_force
        if isinstance(self.proc, _Forked):
            self.proc.pid  # noqa: B018 - resolved at a safe point, for interrupt()
        return frame["report"]

    def rss_bytes(self) -> int:
        """The worker's resident memory (0 where /proc is not available)."""
        try:
            with open(f"/proc/{self.proc.pid}/statm") as f:
                return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        except (OSError, ValueError, IndexError):
            return 0

    def interrupt(self) -> bool:
        """Forward a Ctrl-C: SIGINT to the worker, whose handler stops the run in progress
        as in-process (:mod:`sandbox.interrupt`). False if the worker is gone."""
        if self.dead:
            return False
        try:
            self.proc.send_signal(signal.SIGINT)
        except OSError:
            return False
        return True

    def kill(self) -> tuple[int | None, int | None]:
        """Kill the worker (if alive) and reap it: (signal, exit status) of its end."""
        if not self.dead:
            self.dead = True
            try:
                self.proc.send_signal(signal.SIGKILL)
            except OSError:
                pass
            self.chan.close()
            shutil.rmtree(self.tmpdir, ignore_errors=True)
        return self.ended()

    def ended(self) -> tuple[int | None, int | None]:
        """How the process ended: (signal, None) or (None, status); (None, None) if alive."""
        try:
            code = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            return None, None
        if code < 0:
            return -code, None
        return None, code

    def died_by(self) -> tuple[int | None, int | None]:
        """Like :meth:`ended` for a worker that broke the channel: wait briefly for it to
        finish dying on its own (so its own signal is reported), then kill it."""
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            pass
        return self.kill()


class WorkerPool:
    """Workers for one Sandbox: ``warm`` spawned ahead, at most ``max_workers`` alive, each
    replaced after ``max_runs`` runs of its session or once its resident memory exceeds
    ``max_rss_bytes`` after a run (0: no bound); forked from the host's zygote unless
    ``zygote=0`` (then spawned, each a fresh interpreter). Sessions register so that, when
    the pool is full, the least recently used idle one can be parked (its worker freed)."""

    def __init__(self, init: dict[str, Any], *, max_workers: int = 8, warm: int = 1,
                 max_runs: int = 1000, max_rss_bytes: int = 0, zygote: int = 1,
                 test_hooks: bool = False) -> None:
        if max_workers < 1 or warm < 0 or max_runs < 1 or max_rss_bytes < 0:
            raise ValueError("pool sizes must be positive")
        self.max_rss_bytes = max_rss_bytes
        self.use_zygote = bool(zygote)
        self.init = init
        self.max_workers = max_workers
        self.warm_target = min(warm, max_workers)
        self.max_runs = max_runs
        self.test_hooks = test_hooks
        self.warm: list[WorkerHandle] = []
        self.assigned = 0
        self.sessions: weakref.WeakSet[Any] = weakref.WeakSet()
        # re-entrant: a session's finaliser gives its worker back (give_back) whenever the
        # garbage collector runs, which can be inside this pool's own locked section (a
        # spawn's packing allocates) on the same thread; a plain Lock deadlocked there
        self._lock = threading.RLock()
        self._report: dict[str, Any] | None = None
        self.closed = False

    def _spawn(self) -> WorkerHandle:
        return WorkerHandle(self.init, self.test_hooks, self.use_zygote)

    def prewarm(self) -> None:
        """Spawn warm workers up to the target (within the bound)."""
        with self._lock:
            while (len(self.warm) < self.warm_target
                   and self.assigned + len(self.warm) < self.max_workers and not self.closed):
                self.warm.append(self._spawn())

    def take(self) -> WorkerHandle:
        """A worker for a session (warm if one is ready; parks an idle session if full)."""
        if self.closed:
            raise IsolationUnavailable("this sandbox's worker pool is closed")
        with self._lock:
            worker = self.warm.pop(0) if self.warm else None
        if worker is None:
            if self.assigned >= self.max_workers:
                self._park_one()
            worker = self._spawn()
        with self._lock:
            self.assigned += 1
        self.prewarm()
        return worker

    def give_back(self, worker: WorkerHandle) -> None:
        """A session is done with ``worker``: it is killed (never reused by another)."""
        worker.kill()
        with self._lock:
            self.assigned = max(0, self.assigned - 1)

    def _park_one(self) -> None:
        candidates = [s for s in list(self.sessions) if s._parkable()]
        if not candidates:
            raise IsolationUnavailable(
                f"the worker pool is full ({self.max_workers} workers, every session busy or "
                "holding state that cannot be checkpointed); raise max_workers or close "
                "sessions")
        min(candidates, key=lambda s: s._last_used)._park()

    def report(self) -> dict[str, Any]:
        """A worker's confinement report (a warm worker is started for it if needed)."""
        if self._report is None:
            with self._lock:
                worker = self.warm[0] if self.warm else None
            if worker is None:
                self.prewarm()
                with self._lock:
                    worker = self.warm[0] if self.warm else None
            if worker is None:  # the bound leaves no room: a short-lived worker
                worker = self._spawn()
                try:
                    self._report = worker.wait_ready()
                finally:
                    worker.kill()
            else:
                self._report = worker.wait_ready()
        return self._report

    def note_report(self, report: dict[str, Any]) -> None:
        if self._report is None:
            self._report = report

    def close(self) -> None:
        """Kill the warm workers; sessions' workers end with their sessions."""
        self.closed = True
        with self._lock:
            warm, self.warm = self.warm, []
        for worker in warm:
            worker.kill()
