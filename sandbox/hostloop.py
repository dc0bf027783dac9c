"""The synchronous entry points (``run_sync``, ``start_sync``) called inside a running loop.

A synchronous run on the calling thread would block that thread's loop, and a guest wait (an
async tool) could never be served. So when the calling thread is inside a running asyncio
loop or ``trio.run()`` (a Jupyter cell, an ``async def``), the run goes to the session's own
worker thread, on an event loop of its own there, and the caller blocks until it ends, as any
synchronous call does: output callbacks are called in the calling thread, as they come, and a
KeyboardInterrupt of the caller ends the run. The thread is the same for every such run of a
session (:class:`SessionThread`): an in-process session's suspended generators are greenlets,
which never move between threads. In async code ``await session.run(code)`` is still the
better call: it keeps the loop serving other tasks.

Shared by the in-process session (:mod:`sandbox.api`), the host side of a process session
(:mod:`sandbox.isolation.session`) and the notebook's magics; it lives in a room of its own,
below all of them.
"""

from __future__ import annotations

import asyncio
import contextvars
import queue
import sys
import threading
import weakref
from collections.abc import Awaitable, Callable
from typing import Any

import anyio

try:  # not a dependency (anyio no longer needs it): reset below only where it is installed
    import sniffio
except ImportError:  # then no library in this process can detect its loop with it
    sniffio = None  # type: ignore[assignment]


def inside_loop() -> bool:
    """Whether the calling thread is inside a running asyncio loop or ``trio.run()``."""
    # asyncio's own test without the RuntimeError that get_running_loop() builds when no loop
    # runs (the common case here: ~2k instructions a run)
    if asyncio._get_running_loop() is not None:
        return True
    trio = sys.modules.get("trio")  # trio is checked only if the host has imported it
    if trio is None:
        return False
    try:
        trio.lowlevel.current_trio_token()
    except RuntimeError:
        return False
    return True


class SessionThread:
    """One long-lived worker thread per session, which runs the session's off-loop runs in
    turn. It holds no reference to its session (a job holds it only while it runs) and ends
    when the session is collected."""

    def __init__(self, once: bool = False) -> None:
        self.once = once  # a spare thread: it ends after its one job
        self.busy = False
        self.jobs: queue.SimpleQueue[tuple[Callable[..., None], tuple[Any, ...]] | None] = (
            queue.SimpleQueue())
        self.thread = threading.Thread(target=self._serve, name="sandbox-session-run",
                                       daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            job = self.jobs.get()
            if job is None:
                return
            function, args = job
            del job
            self.busy = True
            try:
                function(*args)
            finally:
                self.busy = False
                del function, args  # an idle thread keeps no run alive
            if self.once:
                return

    def submit(self, function: Callable[..., None], *args: Any) -> None:
        self.jobs.put((function, args))

    def alive(self) -> bool:
        return self.thread.is_alive()

    def stop(self) -> None:
        self.jobs.put(None)


_threads: weakref.WeakKeyDictionary[Any, SessionThread] = weakref.WeakKeyDictionary()
_threads_lock = threading.Lock()


def session_thread(session: Any) -> SessionThread:
    """The worker thread of ``session``, started on its first off-loop run. While a run that
    the caller stopped waiting for still winds down in it, the next run gets a thread of its
    own, so that the session itself answers (it refuses a run while one is going on) instead
    of the caller waiting behind the old run."""
    with _threads_lock:
        thread = _threads.get(session)
        if thread is not None and thread.busy:
            return SessionThread(once=True)
        if thread is None or not thread.alive():
            thread = _threads[session] = SessionThread()
            weakref.finalize(session, thread.stop)
        return thread


class RunControl:
    """Lets the calling thread cancel a run going on in the session's thread."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.lock = threading.Lock()
        self.scope: anyio.CancelScope | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.cancelled = False

    def attach(self, scope: anyio.CancelScope) -> None:
        with self.lock:
            self.scope = scope
            self.loop = asyncio.get_running_loop()
            if self.cancelled:
                scope.cancel()

    def cancel(self) -> None:
        with self.lock:
            self.cancelled = True
            scope, loop = self.scope, self.loop
        # Guest code that never waits for the host only notices its deadline: bring it forward
        # (the sandbox checks it every few thousand steps). A process-mode run needs nothing
        # of the sort: the host only waits for its worker, and cancelling ends that.
        try:  # a process-mode session's ``globals`` property refuses: they live in a worker
            ctx = getattr(self.session.globals, "ctx", None)
        except Exception:  # noqa: BLE001 - any refusal means: nothing to bring forward here
            ctx = None
        if ctx is not None:
            ctx.deadline = 0.0
        if scope is not None and loop is not None:
            try:
                loop.call_soon_threadsafe(scope.cancel)  # never blocks the calling thread
            except RuntimeError:  # the run's loop has already finished
                pass


#: Characters relayed beyond max_output_bytes (the truncation marker).
_OUTPUT_SLACK_CHARS = 1_000


class Abandoned(Exception):
    """The caller stopped waiting for a run (a second interrupt); it still winds down."""


def run_in_session_thread(session: Any, start: Callable[..., Awaitable[Any]],
                          write: Callable[[str], None] | None = None,
                          write_err: Callable[[str], None] | None = None) -> tuple[Any, bool]:
    """Await ``start(on_output=..., on_stderr=...)`` (a run of ``session``) on a private
    event loop in the session's thread; ``write``/``write_err`` receive the run's output and
    stderr live, in the calling thread. Returns ``(result, interrupted)``: the run's result
    (None if it was cancelled before it could end on its own) and whether a KeyboardInterrupt
    of the caller asked it to stop. A second interrupt raises :class:`Abandoned`."""
    messages: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
    control = RunControl(session)
    # The run hands on_output its head live and the marker and tail at its end (see
    # runtime.context.Output), at most max_output_bytes in all (stdout and stderr together);
    # the queue holds no more than that even if the calling thread is slow to relay it.
    room = [session.sandbox.limits.max_output_bytes + _OUTPUT_SLACK_CHARS]

    def relay(kind: str, text: str) -> None:
        if len(text) > room[0]:
            text = text[:room[0]]
        if text:
            room[0] -= len(text)
            messages.put((kind, text))

    def on_output(text: str) -> None:
        relay("out", text)

    def on_stderr(text: str) -> None:
        relay("err", text)

    async def main() -> Any:  # run by anyio.run on the asyncio backend
        with anyio.CancelScope() as scope:
            control.attach(scope)
            return await start(on_output=on_output if write is not None else None,
                               on_stderr=on_stderr if write_err is not None else None)
        return None

    def worker(context: contextvars.Context) -> None:
        try:
            # the caller's context variables reach the tools, except the one that names the
            # caller's async library (anyio.run would think it runs inside that loop)
            if sniffio is not None:
                context.run(sniffio.current_async_library_cvar.set, None)
            messages.put(("done", context.run(anyio.run, main)))
        except BaseException as exc:  # noqa: BLE001 - handed to the calling thread
            messages.put(("raised", exc))

    thread = session_thread(session)
    thread.submit(worker, contextvars.copy_context())
    interrupted = False
    outcome: tuple[str, Any] | None = None
    while outcome is None:
        try:  # a KeyboardInterrupt may land on any line of this loop
            try:
                message = messages.get(timeout=0.1)
            except queue.Empty:
                if not thread.alive() and messages.empty():  # its outcome was lost
                    outcome = ("done", None)
                continue
            if message[0] == "out":
                if write is not None:
                    write(message[1])
            elif message[0] == "err":
                if write_err is not None:
                    write_err(message[1])
            else:
                outcome = message
        except KeyboardInterrupt:
            if interrupted:  # a second interrupt: stop waiting for the run to wind down
                raise Abandoned("the sandbox run was abandoned; its session refuses new runs "
                                "until it has wound down") from None
            interrupted = True
            control.cancel()
    kind, payload = outcome
    if kind == "raised":
        raise payload
    return payload, interrupted


def run_off_loop(session: Any, start: Callable[..., Awaitable[Any]],
                 on_output: Callable[[str], None] | None,
                 on_stderr: Callable[[str], None] | None) -> Any:
    """A synchronous entry point's run, called inside a running loop: as
    :func:`run_in_session_thread`; an interrupt of the caller ends the run and is raised
    again (as KeyboardInterrupt) once the run has wound down."""
    result, interrupted = run_in_session_thread(session, start, on_output, on_stderr)
    if interrupted:
        raise KeyboardInterrupt
    return result
