"""Per-call cost of tool calls, in forms that a loaded machine does not blur.

``python benchmarks/tool_calls.py calls sync|async|async-wait N``: a session with one
``ping`` tool (``async-wait``: an async one that waits for the host's loop once,
``anyio.sleep(0)``, before it answers) makes 50 warm-up calls, then a run of N calls. Run it
under ``valgrind --tool=callgrind`` for two values of N: the difference of the instruction
totals divided by the difference of N is the instructions per call (and its loop
iteration), independent of the load.

``python benchmarks/tool_calls.py worker N``: the worker's own Python work per plain ``def``
call of a process-isolated session, replayed in this process: a worker server
(:class:`sandbox.isolation.worker._Server`) whose channel answers each call at once, so what
is timed is the stub, the binding and the call record, without IPC (the best of 5 batches of
N calls, less the same loop without calls; ``-p`` adds a cProfile of one batch).
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SANDBOX_ISOLATION", "inprocess")

import anyio  # noqa: E402

from sandbox import Limits, Sandbox, Tool  # noqa: E402

_LIMITS = Limits(max_steps=10**9, timeout_s=600, max_tool_calls=10**7)


def ping(x: int) -> int:
    return x


async def aping(x: int) -> int:
    return x


async def aping_wait(x: int) -> int:
    await anyio.sleep(0)
    return x


def calls(mode: str, n: int) -> None:
    if mode == "sync":
        session = Sandbox(tools=[ping], limits=_LIMITS).session()
        session.run_sync("for i in range(50):\n    ping(i)\n").check()
        session.run_sync(f"for i in range({n}):\n    ping(i)\n").check()
        return
    # "async-wait": the tool waits once for the host's loop (anyio.sleep(0)) before answering
    fn = aping_wait if mode == "async-wait" else aping
    session = Sandbox(tools=[Tool(fn, name="ping")], limits=_LIMITS).session()

    async def main() -> None:
        (await session.run("for i in range(50):\n    await ping(i)\n")).check()
        (await session.run(f"for i in range({n}):\n    await ping(i)\n")).check()
    anyio.run(main)


class _AnsweringChannel:
    """A worker channel whose peer answers every call at once with its first argument."""

    def __init__(self) -> None:
        self.last: dict | None = None

    def send(self, message: dict) -> None:
        self.last = message

    def recv(self, deadline: float, spin: float = 0.0) -> dict:
        assert self.last is not None
        return {"t": "reply", "id": self.last["id"], "ok": True, "value": self.last["args"][0]}

    def fileno(self) -> int:
        return -1


def worker(n: int, profile: bool) -> None:
    import asyncio
    import dataclasses
    import time

    from sandbox.isolation.remote import tool_spec
    from sandbox.isolation.worker import _Server
    init = {"t": "init", "limits": dataclasses.asdict(_LIMITS),
            "tools": [tool_spec(Tool(ping, name="pong"))], "random_seed": None, "environ": {},
            "import_path": [], "mounts": None, "objects": None, "clock": None}
    server = _Server(_AnsweringChannel(), init, False)
    loop = asyncio.new_event_loop()

    def run(code: str) -> float:
        start = time.perf_counter()
        server._send_run({"t": "run", "code": code, "inputs": {}, "grant": None,
                          "stream": False, "clock": None}, None, loop)
        return time.perf_counter() - start
    with_calls, without = f"for i in range({n}):\n    pong(i)", f"for i in range({n}):\n    i"
    run(with_calls)
    run(without)
    best = min(run(with_calls) - run(without) for _ in range(5))
    print(f"worker-side work per plain def call: {best / n * 1e6:.2f} us")
    if profile:
        import cProfile
        import pstats
        profiler = cProfile.Profile()
        profiler.enable()
        run(with_calls)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(12)


if __name__ == "__main__":
    if sys.argv[1] == "calls":
        calls(sys.argv[2], int(sys.argv[3]))
    else:
        worker(int(sys.argv[2]), "-p" in sys.argv)
