"""``await session.run`` gives the host's event loop turns while a CPU-bound guest runs, in
process (the evaluator yields) and in a worker (the host only waits for it); the run is
bounded by steps, not by time; no assertion on exact gaps."""

from __future__ import annotations

import anyio
import pytest

from sandbox import Limits, Sandbox

pytestmark = pytest.mark.anyio

CPU_BOUND = "s = 0\nfor i in range(400_000):\n    s += i * i\ns"


@pytest.mark.parametrize("isolation", ["inprocess", "process"])
async def test_heartbeat_ticks_during_a_cpu_bound_run(anyio_backend: str,
                                                      isolation: str) -> None:
    ticks = 0
    running = anyio.Event()

    async def heartbeat() -> None:
        nonlocal ticks
        running.set()
        while True:
            ticks += 1
            await anyio.sleep(0)

    sb = Sandbox(limits=Limits(max_steps=5_000_000), isolation=isolation, pool={"warm": 0})
    async with anyio.create_task_group() as tg:
        tg.start_soon(heartbeat)
        await running.wait()
        before = ticks
        result = await sb.session().run(CPU_BOUND)
        during = ticks - before
        tg.cancel_scope.cancel()
    assert result.ok and result.value == sum(i * i for i in range(400_000))
    assert during >= 3  # the heartbeat ran while the guest was computing


@pytest.mark.parametrize("isolation", ["inprocess", "process"])
async def test_task_order_of_the_guest_is_unchanged(anyio_backend: str, isolation: str) -> None:
    code = ("import asyncio\nout = []\nasync def worker(name):\n"
            "    for step in range(3):\n        s = 0\n        for i in range(60_000):\n"
            "            s += i\n        out.append((name, step))\n        await asyncio.sleep(0)\n"
            "async def main():\n    await asyncio.gather(worker('a'), worker('b'))\n"
            "asyncio.run(main())\nout")
    # CPython's order: each task runs until its sleep(0); host turns in between change nothing
    expected = [("a", 0), ("b", 0), ("a", 1), ("b", 1), ("a", 2), ("b", 2)]
    sb = Sandbox(isolation=isolation, pool={"warm": 0})
    assert (await sb.session().run(code)).value == expected


def test_run_sync_is_unchanged() -> None:
    result = Sandbox().session().run_sync(CPU_BOUND)
    assert result.ok
