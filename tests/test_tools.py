"""Host tools: sync and async callables, argument binding, errors, real concurrency."""

from __future__ import annotations

import anyio
import pytest

from sandbox import Sandbox, Tool, ToolError

pytestmark = pytest.mark.anyio


def add(a: int, b: int = 1) -> int:
    """Add two numbers."""
    return a + b


def explode(msg: str) -> None:
    raise ValueError(msg)


async def fetch(key: str) -> dict:
    await anyio.sleep(0)
    return {"key": key, "items": [1, 2]}


async def test_sync_tool_called_like_a_function(anyio_backend: str) -> None:
    result = await Sandbox(tools=[Tool(add, cheap=True)]).run("add(2) + add(3, b=4)")
    assert result.value == 10, result.error


async def test_sync_tool_in_worker_thread(anyio_backend: str) -> None:
    result = await Sandbox(tools=[add]).run("[add(i) for i in range(3)]")
    assert result.value == [1, 2, 3]
    assert result.stats.tool_calls == 3


async def test_async_tool_awaited(anyio_backend: str) -> None:
    result = await Sandbox(tools=[fetch]).run("r = await fetch('k')\nr['items']")
    assert result.value == [1, 2]


async def test_wrong_arguments_show_the_signature(anyio_backend: str) -> None:
    result = await Sandbox(tools=[add]).run("add(1, 2, 3)")
    assert result.error is not None
    assert "TypeError: add(a: int, b: int = 1)" in result.error.traceback


async def test_tool_exception_is_catchable_by_guest(anyio_backend: str) -> None:
    code = ("try:\n    explode('no')\nexcept ToolError as e:\n    print('caught', e)\n"
            "try:\n    explode('again')\nexcept Exception as e:\n    print(type(e).__name__)\n")
    result = await Sandbox(tools=[explode]).run(code)
    assert result.output == "caught tool 'explode' failed: ValueError: no\nToolError\n"


async def test_uncaught_tool_exception_reaches_host(anyio_backend: str) -> None:
    result = await Sandbox(tools=[explode]).run("explode('bad')")
    assert isinstance(result.error, ToolError)
    assert result.error.tool_name == "explode"
    assert isinstance(result.error.__cause__, ValueError)
    assert "site-packages" not in result.error.traceback
    assert "/" not in result.error.traceback.split("\n", 1)[1]


async def test_results_are_copies(anyio_backend: str) -> None:
    shared = {"xs": [1]}

    def get() -> dict:
        return shared
    result = await Sandbox(tools=[Tool(get, cheap=True)]).run(
        "d = get()\nd['xs'].append(2)\nd")
    assert result.value == {"xs": [1, 2]}
    assert shared == {"xs": [1]}


async def test_guest_functions_cannot_leave(anyio_backend: str) -> None:
    def echo(x: object) -> object:
        return x
    result = await Sandbox(tools=[Tool(echo, cheap=True)]).run("echo(lambda: 1)")
    assert result.error is not None and "cannot be passed" in result.error.message


async def test_gathered_tool_calls_overlap(anyio_backend: str) -> None:
    events: list[str] = []

    async def slow(i: int) -> int:
        events.append(f"start{i}")
        await anyio.sleep(0.05)
        events.append(f"end{i}")
        return i
    code = ("import asyncio\n"
            "await asyncio.gather(*(slow(i) for i in range(4)))")
    result = await Sandbox(tools=[slow]).run(code)
    assert result.value == [0, 1, 2, 3], result.error
    # every call started before any finished: they ran concurrently
    assert sorted(events[:4]) == ["start0", "start1", "start2", "start3"]


async def test_blocking_async_tool(anyio_backend: str) -> None:
    result = await Sandbox(tools=[Tool(fetch, blocking=True)]).run("fetch('z')['key']")
    assert result.value == "z"
