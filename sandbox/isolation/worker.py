"""The worker process: one session's evaluator behind the channel, confined by the OS.

Started by :mod:`sandbox.isolation.pool` as ``python -s -P -c <bootstrap> FD HOOKS`` with
no environment but the pool's hash seed (removed at once), an empty temporary directory as
cwd and no descriptor but the channel (``FD``) and /dev/null on 0-2. Start-up, in order:
try a network namespace (while still single-threaded), import the whole sandbox and every
guest-importable module (nothing is imported lazily after confinement: opening files is
refused then), read the ``init`` message (limits, tool specs, seed, clock policy), confine
(:func:`confine.confine`) and report
``ready`` with the layers actually in force. Then serve the host's messages one at a time:

- ``run``: run code in the worker's one session (as ``await session.run`` would, with the
  event loop started only if the guest waits); tools are stubs that send ``call`` and wait for
  the host's ``reply`` (inline, or on the loop when other guest tasks could run meanwhile:
  :func:`remote.stub_tools`; such a call first waits right here for the host's first answer,
  its ``reply`` or ``wait``, so that it suspends only if its host tool does:
  :meth:`_Server._call`), so the guest sees the tools as usual while they run in the host;
  live output goes out as ``out`` frames (stderr as ``err``); the outcome as ``result``; after
  a run that did not breach a limit and may have changed the state (:mod:`.unchanged`), a
  ``checkpoint`` (the session's state blob) follows;
- ``start``: a pausable run (fresh, or resuming with the replay the host sends): a result, or
  ``paused`` with the Paused blob;
- ``export`` / ``import``: the session's state blob out or in;
- ``files``: a ``session.files`` operation of the host on the session's files
  (:mod:`sandbox.isolation.files`);
- ``probe`` (only when the worker was started with test hooks on): execute host Python source
  here after confinement, to show what a guest that escaped the evaluator could do.

A worker serves exactly one session for its whole life: nothing of one session's guest code
can meet another's. If the host goes away, the worker exits.
"""

from __future__ import annotations

import collections
import functools
import struct
import sys
import time
from typing import Any

from . import confine


def _call_frame(call_id: int, name: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                handle: int | None, inline: bool = False) -> dict[str, Any]:
    frame = {"t": "call", "id": call_id, "name": name, "args": list(args), "kwargs": kwargs}
    if inline:  # the run waits for nothing else: the host may answer without a thread hop
        frame["i"] = True
    if handle is not None:  # a method of a host instance an exposed constructor made
        frame["h"] = handle
    return frame


def main() -> None:
    """Entry point of the bootstrap (``sys.argv``: channel fd, test hooks flag)."""
    import os
    fd, hooks = int(sys.argv[1]), sys.argv[2] == "1"
    started_as_root = os.geteuid() == 0
    netns = confine.enter_namespaces()  # before anything can start a thread
    clean_environment()
    facts = _start_facts(fd, f"worker process {os.getpid()}, spawned (a fresh interpreter)")
    _preload()
    serve_worker(fd, hooks, started_as_root, netns, facts)


def serve_worker(fd: int, hooks: bool, started_as_root: bool, netns: dict[str, Any],
                 facts: dict[str, Any]) -> None:
    """Read ``init``, build the session, confine, report ``ready``, then serve the host
    (everything the worker needs is imported by now: :func:`_preload`)."""
    import asyncio
    import socket

    from .channel import Channel
    chan = Channel(socket.socket(fileno=fd))
    init = chan.recv(time.monotonic() + 120)
    import signal

    from ..interrupt import interrupt_guest
    # a Ctrl-C the host forwards (sandbox.interrupt.remote_run) stops the run in progress as
    # in-process; between runs it is ignored (installed before confinement filters syscalls)
    signal.signal(signal.SIGINT, lambda _signum, _frame: interrupt_guest())
    from ..runtime import hoststack
    stack = hoststack.enlarge_main_stack()  # this thread runs the guest: before any run
    server = _Server(chan, init, hooks)
    loop = asyncio.new_event_loop()  # its selector and self-pipe exist before confinement
    server.warm_up(loop)
    limits = server.sandbox.limits
    from ..runtime.memory import keep_statm_open
    keep_statm_open()  # the run's memory sample: no file may be opened once confined
    report = confine.confine(limits.max_memory_bytes, limits.timeout_s + 1, started_as_root,
                             hoststack.WORKER_STACK_BYTES if stack["in_force"] else 0)
    report["netns"] = netns
    requested = limits.max_recursion_depth
    report["recursion"] = {"depth": hoststack.depth_in_force(requested),
                           "detail": hoststack.recursion_layer(requested)["detail"]}
    report.update(facts)
    chan.send({"t": "ready", "report": report})
    try:
        server.serve(loop)
    finally:
        sys.stdout.flush()


def clean_environment() -> None:
    """Remove what the interpreter itself put in the environment (the locale it coerced,
    PEP 538) and the pool's hash seed (already applied): the guest's process has none."""
    import os
    if os.environ.get("LC_CTYPE") in ("C.UTF-8", "C.utf8", "UTF-8"):
        del os.environ["LC_CTYPE"]
    os.environ.pop("PYTHONHASHSEED", None)


def _start_facts(fd: int, origin: str) -> dict[str, Any]:
    """What the worker finds at start-up (environment, cwd, descriptors), as report layers;
    ``origin`` (how the process was made) is the ``process`` layer's detail."""
    import os
    env = dict(os.environ)
    try:
        cwd_entries = os.listdir(".")
    except OSError:
        cwd_entries = []
    try:
        fds = sorted(int(x) for x in os.listdir("/proc/self/fd"))
    except OSError:
        fds = []
    extra = [x for x in fds if x not in (0, 1, 2, fd)]
    # the listing itself opened one descriptor, closed again by now
    extra = [x for x in extra if _is_open(x)]
    return {
        "process": confine._layer(True, origin),
        "empty_env": confine._layer(not env, "no environment variables" if not env
                                    else f"{len(env)} variables inherited"),
        "empty_cwd": confine._layer(not cwd_entries, "cwd is an empty temporary directory"
                                    if not cwd_entries else "cwd is not empty"),
        "no_inherited_fds": confine._layer(not extra, "only the channel and /dev/null on 0-2"
                                           if not extra else f"inherited descriptors {extra}"),
    }


def _is_open(fd: int) -> bool:
    import os
    try:
        os.fstat(fd)
        return True
    except OSError:
        return False


def _preload() -> None:
    """Import everything the worker may need later (lazy imports fail after confinement)."""
    import importlib
    import pkgutil
    from pathlib import Path

    # every module file of the package, found on disk (the package itself is imported: a
    # submodule is only ever imported after its package)
    package_dir = str(Path(__file__).resolve().parent.parent)
    for info in pkgutil.walk_packages([package_dir], "sandbox."):
        if info.name.startswith(("sandbox.notebook", "sandbox.__main__")):
            continue
        importlib.import_module(info.name)
    # stdlib modules CPython itself imports on first use: str.encode/decode's codecs, and
    # the strptime machinery of datetime/time
    import encodings
    for info in pkgutil.iter_modules(encodings.__path__, "encodings."):
        try:
            importlib.import_module(info.name)
        except ImportError:  # codecs of other platforms (mbcs, oem...)
            pass
    importlib.import_module("_strptime")
    from ..modules import preload_guest_sources
    preload_guest_sources()  # guest-source modules are read as text on first import
    # time zones are read from the tz database on first use: read every allowed one now
    # (ZoneInfo caches them; the references kept here keep the caches from dropping them)
    import zoneinfo

    from ..modules.calmods import ZONE_KEYS, ZoneInfo, available_timezones
    for key in sorted(ZONE_KEYS):
        for cls in (ZoneInfo, zoneinfo.ZoneInfo):
            try:
                _ZONES.append(cls(key))
            except (zoneinfo.ZoneInfoNotFoundError, ValueError, OSError):
                pass
    available_timezones()


_ZONES: list[object] = []
#: The Mersenne Twister state's words (``random.getstate()[1]``), packed for comparison.
_RANDOM_WORDS = struct.Struct("625I")
#: Guest global that holds the last value while its repr is computed in the session.
_REPR_SLOT = "_sandbox_repr_value"
#: Seconds a cheap tool stub waits for the host (the host's own backstop ends the run first).
_INLINE_REPLY_S = 24 * 3600.0


class _Server:
    """The worker's session and its message loop."""

    def __init__(self, chan: Any, init: dict[str, Any], hooks: bool) -> None:
        from ..errors import LimitExceeded
        from ..limits import Limits
        from . import remote
        from .hosted import sandbox_class
        from .remote import clock_policy, stub_tools
        Sandbox = sandbox_class()  # noqa: N806 - the class sandbox.api installed
        # bound here, not imported per run or per tool call (an import statement in a
        # function costs ~1 us each time; worker.py imports nothing at its top: see main);
        # remote's functions are looked up on the module at each use, as an import would
        self.limit_exceeded, self.remote = LimitExceeded, remote
        from . import unchanged
        self.unchanged = unchanged
        self.chan = chan
        self.hooks = hooks
        self.pending: dict[int, Any] = {}
        self.clock_cell = [0.0, 0.0]  # (host clock reading, worker monotonic) of the run
        self.call_ids = iter(range(1, 1 << 62))
        self.stub_tools = stub_tools
        tools = stub_tools(init["tools"], self._call, self._call_inline)
        from ..fs.remote import RemoteDir, mounts_from_init
        from .objects import worker_objects
        objects = worker_objects(
            init.get("objects"),
            lambda specs, handle: stub_tools(
                specs, functools.partial(self._call, handle=handle),
                functools.partial(self._call_inline, handle=handle)),
            lambda message: self._ask(message, "attrreply"))
        self.sandbox = Sandbox(tools, Limits(**init["limits"]), objects=objects,
                               random_seed=init["random_seed"],
                               clock=clock_policy(init["clock"], self.clock_cell),
                               environ=init.get("environ"),
                               import_path=init.get("import_path", ()),
                               mounts=mounts_from_init(init.get("mounts")),
                               _fs_remote=lambda i: RemoteDir(i, self._fs_ask),
                               isolation="inprocess")  # the worker is the process
        self.session = self.sandbox.session()
        self.last_value: Any = None
        self.fingerprint: Any = None  # of the state at the last checkpoint
        self.backlog: collections.deque[dict[str, Any]] = collections.deque()
        self.host_gone = False

    def warm_up(self, loop: Any) -> None:
        """Run every guest-importable module's import once, in a throwaway session, so that
        all their host modules are loaded before confinement."""
        from ..modules import importable
        code = "\n".join(f"import {name}" for name in importable()) + (
            "\nimport asyncio\nasync def _f():\n    await asyncio.sleep(0)\n"
            "asyncio.run(_f())\nprint(1)\n")
        loop.run_until_complete(self.sandbox.session().run(code))
        self.session.export_state()

    def serve(self, loop: Any) -> None:
        """Serve the host's messages one at a time until it goes away. A run is driven
        directly (:meth:`_send_run`: no event loop turn unless the guest waits); any other
        request runs on ``loop``, which reads the channel meanwhile so that replies to tool
        calls reach their stubs."""
        from .channel import SPIN_S, ChannelBroken
        # The host holds no checkpoint yet: a crash restores a fresh session, so a first run
        # that leaves the state as fresh as it found it needs none either
        self.fingerprint = self._fingerprint()
        spin = 0.0  # the first request may be long in coming
        while True:
            if self.backlog:
                message = self.backlog.popleft()
            else:
                try:
                    message = self.chan.recv(time.monotonic() + _INLINE_REPLY_S, spin=spin)
                except ChannelBroken:
                    return  # the host is gone
            # after an answer, poll (once, bounded) before sleeping: a host that runs code in
            # a loop sends its next request within that time, and finds this process awake
            spin = SPIN_S
            kind = str(message["t"])
            if kind == "reply" or kind == "wait":
                continue  # for a call of a run that is over
            handler = getattr(self, "_on_" + kind, None)
            if kind != "run" and handler is None:
                return  # a host that speaks another protocol: stop
            try:
                if kind == "run":
                    self._send_run(message, self._granted(message["grant"]), loop)
                else:
                    self._on_loop(loop, handler(message))  # type: ignore[misc]
            except ChannelBroken:
                return
            if self.host_gone:
                return

    def _on_loop(self, loop: Any, awaitable: Any) -> Any:
        """Run ``awaitable`` on ``loop`` with the channel read meanwhile (:meth:`_readable`:
        replies go to the tool calls waiting for them, other requests to the backlog)."""
        loop.add_reader(self.chan.fileno(), self._readable)
        try:
            return loop.run_until_complete(awaitable)
        finally:
            loop.remove_reader(self.chan.fileno())

    def _readable(self) -> None:
        from .channel import ChannelBroken
        try:
            self.chan.fill()
            while (message := self.chan.next_frame()) is not None:
                self._dispatch(message)
        except ChannelBroken as broken:  # the host is gone: no reply will ever come
            self.host_gone = True
            for future in list(self.pending.values()):
                if not future.done():
                    future.set_exception(broken)

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message["t"]
        if kind == "reply":
            future = self.pending.pop(message["id"], None)
            if future is not None and not future.done():
                future.set_result(message)
        elif kind != "wait":  # a ``wait`` is only ever read by the call it is for
            self.backlog.append(message)

    async def _call(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                    handle: int | None = None) -> Any:
        """A tool stub's body: ask the host to run tool ``name`` (a method of the host
        instance ``handle``, if given). Its first step waits right here for the host's first
        answer, which comes once the host tool's own first step has run: the reply, if the
        tool finished in it, and the stub's first step finishes too; ``wait`` if the tool
        waits, and the stub awaits the reply on the loop. So each call's stub suspends
        exactly when its host tool does, and the guest loop resumes the tasks of calls
        answered without waiting in the same turn and order as in process, whatever the
        channel's timing; tools that wait still run concurrently in the host."""
        call_id = next(self.call_ids)
        self.chan.send(_call_frame(call_id, name, args, kwargs, handle))
        while True:
            message = self.chan.recv(time.monotonic() + _INLINE_REPLY_S)
            if message.get("id") == call_id:
                if message["t"] == "reply":
                    self._drain()
                    return self.remote.reply_value(message, call_id)
                if message["t"] == "wait":
                    break
            self._dispatch(message)
        import asyncio
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self.pending[call_id] = future
        # the reply may have come with the ``wait`` frame: read on the loop's next turn, not
        # now, so that this call suspends as its host tool did
        loop.call_soon(self._drain)
        try:
            reply = await future
        finally:
            self.pending.pop(call_id, None)
        return self.remote.reply_value(reply, call_id)

    def _drain(self) -> None:
        """Dispatch the frames a wait right here read past the one it wanted: the loop's
        reader (:meth:`_readable`) is called only when the socket has more to read."""
        while (message := self.chan.next_frame()) is not None:
            self._dispatch(message)

    def _call_inline(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                     handle: int | None = None) -> Any:
        """The inline body of a cheap tool's stub, and of a plain one's when nothing else in
        the run waits: ask the host and wait for the reply right here (the run is blocked
        meanwhile, as such a call blocks it in process); the frame says so, and the host
        answers it without a thread hop. Replies to other calls in flight and queued
        messages read meanwhile are dispatched as usual."""
        call_id = next(self.call_ids)
        self.chan.send(_call_frame(call_id, name, args, kwargs, handle, inline=True))
        while True:
            message = self.chan.recv(time.monotonic() + _INLINE_REPLY_S)
            if message["t"] == "reply" and message["id"] == call_id:
                self._drain()
                return self.remote.reply_value(message, call_id)
            self._dispatch(message)

    def _fs_ask(self, message: dict[str, Any]) -> dict[str, Any]:
        """A mount operation: ask the host and wait for its reply right here (as a cheap
        tool call does; sandbox.fs.remote)."""
        return self._ask(message, "fsreply")

    def _ask(self, message: dict[str, Any], kind: str) -> dict[str, Any]:
        """Send a request to the host and wait for its reply (of type ``kind``) right here:
        a mount operation or an exposed object's attribute read."""
        call_id = next(self.call_ids)
        self.chan.send({**message, "id": call_id})
        while True:
            reply = self.chan.recv(time.monotonic() + _INLINE_REPLY_S)
            if reply["t"] == kind and reply.get("id") == call_id:
                self._drain()
                return reply  # type: ignore[no-any-return]
            self._dispatch(reply)

    def _granted(self, grant: list[Any] | None) -> list[Any] | None:
        """The tools of a run's grant (names, or specs of tools given for this run only)."""
        if grant is None:
            return None
        return [item if isinstance(item, str)
                else self.stub_tools([item], self._call, self._call_inline)[0]
                for item in grant]

    def _live(self, message: dict[str, Any]) -> tuple[Any, Any]:
        """The run's (on_output, on_stderr): each streams ``out`` / ``err`` frames to the host
        if the host asked for its stream live."""
        send = self.chan.send
        on_output = (lambda text: send({"t": "out", "text": text})) if message["stream"] \
            else None
        on_stderr = (lambda text: send({"t": "err", "text": text})) \
            if message.get("stream_err") else None
        return on_output, on_stderr

    def _run_options(self, message: dict[str, Any]) -> dict[str, Any]:
        if message.get("clock") is not None:
            self.clock_cell[0] = message["clock"]
            self.clock_cell[1] = time.monotonic()
        confine.arm_cpu_limit(self.sandbox.limits.timeout_s + 1)
        return {"inputs": message["inputs"], "live": self._live(message)}

    def _send_run(self, message: dict[str, Any], tools: list[Any] | None, loop: Any) -> None:
        """A run as ``await session.run`` does it (fair: a CPU-bound guest gives the loop a
        turn every slice), but started without the event loop: the worker's own loop (made
        before confinement; a new one could not be made now) runs only if the guest waits
        for something (an async or blocking tool, a gather, ``asyncio.sleep``). A plain tool
        called with nothing else waiting is answered inline (its stub reads the reply)."""
        options = self._run_options(message)
        run = self.session._begin(message["code"], options["inputs"], tools, options["live"],
                                  fair=True)
        if not run.done:
            try:
                self._on_loop(loop, run.continue_async())
            except BaseException:
                if not run.done:
                    run._teardown(failed=True)
                raise
        result = run.finish()
        self._send_outcome(result)
        self.last_value = result.value  # kept for a ``repr`` request (the notebook's)

    def _send_outcome(self, result: Any) -> None:
        """The result, then (``ck`` in the result says whether) the checkpoint: none after a
        breach (the state is as it was) or when the state cannot have changed."""
        message = self.remote.result_message(result)
        checkpoint = not isinstance(result.error, self.limit_exceeded) and self._state_changed()
        message["ck"] = checkpoint
        self.chan.send(message)
        if checkpoint:
            self._send_checkpoint()

    def _state_changed(self) -> bool:
        """Whether the session's state may differ from its last checkpoint's
        (:mod:`sandbox.isolation.unchanged`: the globals' objects compared by identity, walked
        through plain containers and guest functions; anything else counts as changed),
        with the imported modules, the random generator, the memory files and the cwd."""
        new = self._fingerprint()
        old, self.fingerprint = self.fingerprint, new
        return not self.unchanged.same(old, new)

    def _fingerprint(self) -> Any:
        session = self.session
        # the memory files and the cwd are saved state too (a run may change only them)
        files = (session.fs.root.tree.generation, session.fs.cwd)
        version, words, gauss = session.importer.env.random.getstate()
        # the generator's 625 words as bytes: compared as one memcmp, not 625 int compares
        extra = (tuple(session.importer.modules), (version, _RANDOM_WORDS.pack(*words), gauss),
                 files)
        return self.unchanged.fingerprint(session.globals, extra, session)

    async def _on_display(self, message: dict[str, Any]) -> None:
        """Bind ``_`` to the last run's value, as CPython's display hook does (the REPL)."""
        self.session.globals.builtins["_"] = self.last_value
        self.chan.send({"t": "displayed"})

    async def _on_repr(self, message: dict[str, Any]) -> None:
        """The last run's value's ``repr``, computed by the session itself, under its limits
        (a guest ``__repr__`` runs as guest code): ``repr`` with the text (None if that run
        failed or gave no str) and the output it printed. The session's globals and run count
        are as before."""
        session = self.session
        runs, stats = session.runs, session.last_stats
        session.globals[_REPR_SLOT] = self.last_value
        try:
            confine.arm_cpu_limit(self.sandbox.limits.timeout_s + 1)
            result = await session.run(f"repr({_REPR_SLOT})")
        finally:
            session.globals.pop(_REPR_SLOT, None)
            session.runs, session.last_stats = runs, stats
        text = result.value if result.ok and type(result.value) is str else None
        self.chan.send({"t": "repr", "text": text, "output": result.output,
                        "stderr": result.stderr})

    async def _on_start(self, message: dict[str, Any]) -> None:
        """A pausable run (``Session.start``), fresh or resuming (``replay``): the outcome is
        a result, or ``paused`` with the Paused blob (``Paused.dump``)."""
        from ..errors import StateError
        from ..state.pause import Paused
        from .remote import error_message, replay_from
        on_output, on_stderr = self._live(message)
        replay = replay_from(message["replay"], message["pause_on"])
        confine.arm_cpu_limit(self.sandbox.limits.timeout_s + 1)
        try:
            outcome = await self.session.start(message["code"], inputs=message["inputs"],
                                               pause_on=message["pause_on"],
                                               on_output=on_output, on_stderr=on_stderr,
                                               _replay=replay)
        except StateError as exc:  # refused before it ran (state that cannot be saved): the
            # host raises it as an in-process start does; the worker and its state go on
            self.chan.send({"t": "failed", "error": error_message(exc)})
            return
        if isinstance(outcome, Paused):
            self.chan.send({"t": "paused", "blob": outcome.dump()})
            return
        self._send_outcome(outcome)

    def _send_checkpoint(self) -> None:
        try:
            blob = self.session.export_state(skip_unexportable=True)
        except Exception as exc:  # noqa: BLE001 - no checkpoint this time; said so
            self.fingerprint = None
            self.chan.send({"t": "checkpoint", "blob": None, "skipped": [],
                            "problem": f"{type(exc).__name__}: {exc}"})
            return
        self.chan.send({"t": "checkpoint", "blob": blob,
                        "skipped": sorted(self.session.last_export_report)})

    async def _on_export(self, message: dict[str, Any]) -> None:
        from .remote import error_message
        try:
            blob = self.session.export_state(message["key"],
                                             skip_unexportable=message["skip"])
        except Exception as exc:  # noqa: BLE001 - StateError and friends go to the host
            self.chan.send({"t": "failed", "error": error_message(exc)})
            return
        self.chan.send({"t": "state", "blob": blob,
                        "report": dict(self.session.last_export_report)})

    async def _on_import(self, message: dict[str, Any]) -> None:
        from .remote import error_message
        self.fingerprint = None  # the host's checkpoint is the imported blob now
        try:
            self.session.import_state(message["blob"], key=message["key"])
        except Exception as exc:  # noqa: BLE001 - StateError goes to the host
            self.chan.send({"t": "failed", "error": error_message(exc)})
            return
        self.chan.send({"t": "imported"})

    async def _on_files(self, message: dict[str, Any]) -> None:
        """A ``session.files`` operation of the host on the session's files; a change is
        followed by a checkpoint (sandbox.isolation.files)."""
        from .files import WRITES, serve_files
        reply = serve_files(self.session.fs, message)
        changed = reply["ok"] is True and message.get("op") in WRITES
        reply["ck"] = changed
        self.chan.send(reply)
        if changed:
            self.fingerprint = None
            self._send_checkpoint()

    async def _on_probe(self, message: dict[str, Any]) -> None:
        if not self.hooks:  # never honoured unless the pool started this worker for tests
            self.chan.send({"t": "probed", "result": None, "error": "test hooks are off"})
            return
        scope: dict[str, Any] = {}
        try:
            exec(message["source"], scope)  # noqa: S102 - test-only host code execution
            self.chan.send({"t": "probed", "result": scope.get("result"), "error": None})
        except BaseException as exc:  # noqa: BLE001 - the probe's failure is its answer
            self.chan.send({"t": "probed", "result": None,
                            "error": f"{type(exc).__name__}: {exc}"})
