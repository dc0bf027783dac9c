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


async def search(query: str, limit: int = 3) -> list[dict]:
    """Search the web.

    Returns up to `limit` hits."""
    return [{"title": query}] * limit


def get_weather(city: str, *, units: str = "metric") -> dict[str, float]:
    """Current weather for a city."""
    return {"temp": 20.0}


def test_describe_tools_is_pinned() -> None:
    text = Sandbox(tools=[search, get_weather]).describe_tools(rules=False)
    assert text == (
        "async def search(query: str, limit: int = 3) -> list[dict]:\n"
        '    """Search the web.\n'
        "\n"
        "    Returns up to `limit` hits.\n"
        '    """\n'
        "    ...\n"
        "\n"
        "def get_weather(city: str, *, units: str = 'metric') -> dict[str, float]:\n"
        '    """Current weather for a city."""\n'
        "    ...\n")


def test_describe_tools_rules_note() -> None:
    text = Sandbox(tools=[get_weather]).describe_tools()
    assert "# - Importable modules: " in text and "asyncio" in text
    assert "10,000,000 steps" in text


async def test_forgotten_await_names_the_tool(anyio_backend: str) -> None:
    sb = Sandbox(tools=[search])
    for code in ("r = search('x')\nr[0]", "for x in search('x'):\n    pass",
                 "search('x').keys()", "len(search('x'))"):
        result = await sb.run(code)
        assert result.error is not None
        assert "use 'await search(...)'" in result.error.message, code
    discarded = await sb.run("search('x')\nprint('done')")
    assert "coroutine 'search' was never awaited" in discarded.output


async def test_grants_narrow_and_extend(anyio_backend: str) -> None:
    def extra() -> int:
        return 7
    session = Sandbox(tools=[Tool(add, cheap=True), Tool(explode, cheap=True)]).session()
    result = await session.run("try:\n    explode('x')\nexcept PermissionError as e:\n"
                               "    print(e)\nadd(1) + extra()",
                               tools=["add", Tool(extra, cheap=True)])
    assert result.value == 9, result.error
    assert result.output == "tool 'explode' is not granted for this run\n"
    assert [(r.tool, r.outcome) for r in result.tool_calls] == [
        ("explode", "refused"), ("add", "ok"), ("extra", "ok")]
    assert result.stats.tool_calls == 2  # the refusal cost no budget
    later = await session.run("extra()")
    assert later.error is not None and later.error.type_name == "NameError"


async def test_observer_sees_calls_without_values(anyio_backend: str) -> None:
    events: list[object] = []
    sb = Sandbox(tools=[Tool(add, cheap=True), Tool(get_weather, cheap=True,
                                                     observe_values=True)],
                 observer=events.append)
    result = await sb.run("add(1, 2)\nget_weather('Oslo')")
    assert result.ok
    kinds = [(type(e).__name__, e.kind, getattr(e, "tool", None)) for e in events]
    assert kinds == [("RunEvent", "start", None), ("ToolEvent", "start", "add"),
                     ("ToolEvent", "end", "add"), ("ToolEvent", "start", "get_weather"),
                     ("ToolEvent", "end", "get_weather"), ("RunEvent", "end", None)]
    add_start = events[1]
    assert add_start.args is None  # type: ignore[attr-defined]
    weather_end = events[4]
    assert weather_end.result == {"temp": 20.0}  # type: ignore[attr-defined]
    assert events[-1].stats.tool_calls == 2  # type: ignore[attr-defined]


async def test_observer_failure_does_not_break_runs(anyio_backend: str) -> None:
    def broken(event: object) -> None:
        raise RuntimeError("observer bug")
    result = await Sandbox(tools=[Tool(add, cheap=True)], observer=broken).run("add(1)")
    assert result.value == 2


async def test_concurrency_limit(anyio_backend: str) -> None:
    from sandbox import Limits
    running = 0
    peak = 0

    async def slow(i: int) -> int:
        nonlocal running, peak
        running += 1
        peak = max(peak, running)
        await anyio.sleep(0.01)
        running -= 1
        return i
    sb = Sandbox(tools=[slow], limits=Limits(max_concurrent_tool_calls=2))
    result = await sb.run("import asyncio\nawait asyncio.gather(*(slow(i) for i in range(6)))")
    assert result.value == list(range(6)), result.error
    assert peak == 2


async def test_reentrant_call_into_the_same_session_is_refused(anyio_backend: str) -> None:
    holder: dict[str, object] = {}

    async def recurse() -> str:
        inner = await holder["session"].run("1")  # type: ignore[attr-defined]
        return inner.error.message  # type: ignore[no-any-return]
    session = Sandbox(tools=[recurse]).session()
    holder["session"] = session
    result = await session.run("await recurse()")
    assert "already running" in result.value


async def test_timeout_cancels_inflight_tool(anyio_backend: str) -> None:
    from sandbox import LimitExceeded, Limits
    cancelled = []

    async def forever() -> None:
        try:
            await anyio.sleep(30)
        except BaseException:
            cancelled.append(True)
            raise
    sb = Sandbox(tools=[forever], limits=Limits(timeout_s=0.2))
    result = await sb.run("await forever()")
    assert isinstance(result.error, LimitExceeded) and result.error.limit == "timeout_s"
    assert cancelled == [True]


async def test_tool_results_count_against_memory(anyio_backend: str) -> None:
    from sandbox import LimitExceeded, Limits

    def big() -> list[str]:
        return ["x" * 1000 + str(i) for i in range(100_000)]
    sb = Sandbox(tools=[Tool(big, cheap=True)], limits=Limits(max_memory_bytes=32 * 2**20))
    result = await sb.run("len(big())")
    assert isinstance(result.error, LimitExceeded)
    assert result.error.limit == "max_memory_bytes"


async def test_cancelling_a_task_cancels_its_tool_call(anyio_backend: str) -> None:
    cancelled: list[bool] = []

    async def slow() -> str:
        try:
            await anyio.sleep(30)
        except BaseException:
            cancelled.append(True)
            raise
        return "done"
    code = ("import asyncio\n"
            "t = asyncio.create_task(slow())\n"
            "await asyncio.sleep(0.05)\n"
            "t.cancel()\n"
            "try:\n    await t\nexcept asyncio.CancelledError:\n    print('task cancelled')\n")
    result = await Sandbox(tools=[slow]).run(code)
    assert result.output == "task cancelled\n", result.error
    assert cancelled == [True]


# --- what crosses: plain data only, with no guest code inside ------------------------------------

GUEST_TZ = """
import datetime
class TZ(datetime.tzinfo):
    def utcoffset(self, dt):
        print('guest utcoffset ran')
        return datetime.timedelta(hours=1)
    def tzname(self, dt):
        return 'G'
d = datetime.datetime(2020, 1, 1, tzinfo=TZ())
"""


def _describe(x: object) -> str:
    return f"{type(x).__name__}:{x}"


async def _describe_async(x: object) -> str:
    return f"{type(x).__name__}:{x}"


@pytest.mark.parametrize("tool", [Tool(_describe, cheap=True), Tool(_describe),
                                  Tool(_describe_async)], ids=["cheap", "thread", "async"])
async def test_a_guest_tzinfo_never_reaches_a_tool(anyio_backend: str, tool: Tool) -> None:
    for expr in ("d", "d.timetz()", "[{'at': d}]"):
        call = f"await {tool.name}({expr})" if tool.is_async else f"{tool.name}({expr})"
        result = await Sandbox(tools=[tool]).run(GUEST_TZ + call)
        assert result.error is not None, result.value
        assert "with a tzinfo of type TZ cannot be passed" in result.error.message
        assert "guest utcoffset ran" not in result.output


async def test_plain_time_zones_cross(anyio_backend: str) -> None:
    code = ("import datetime, zoneinfo\n"
            "class S(str):\n    def __str__(self): return 'guest'\n"
            "utc = datetime.timezone.utc\n"
            "named = datetime.timezone(datetime.timedelta(hours=2), S('Two'))\n"
            "[_describe(datetime.datetime(2020, 1, 1, tzinfo=utc)),"
            " _describe(datetime.datetime(2020, 1, 1, tzinfo=zoneinfo.ZoneInfo('UTC'))),"
            " _describe(datetime.time(1, tzinfo=named).tzname()),"
            " _describe(named)]")
    result = await Sandbox(tools=[Tool(_describe, cheap=True)]).run(code)
    assert result.value == ["datetime:2020-01-01 00:00:00+00:00",
                            "datetime:2020-01-01 00:00:00+00:00", "str:Two", "timezone:Two"]


async def test_guest_scalar_subclasses_cross_as_plain_values(anyio_backend: str) -> None:
    seen: list[object] = []

    def keep(*xs: object) -> None:
        seen.extend(xs)
    code = ("import enum\n"
            "class S(str):\n    def __str__(self): return 'guest'\n"
            "class I(int):\n    def __int__(self): return 99\n    def __repr__(self): return 'g'\n"
            "class F(float):\n    pass\n"
            "class B(bytes):\n    def __bytes__(self): return b'guest'\n"
            "class Color(enum.IntEnum):\n    RED = 1\n"
            "keep(S('s'), I(5), F(1.5), B(b'b'), Color.RED, [S('t')])")
    result = await Sandbox(tools=[Tool(keep, cheap=True)]).run(code)
    assert result.error is None, result.error
    assert seen == ["s", 5, 1.5, b"b", 1, ["t"]]
    assert [type(x) for x in seen] == [str, int, float, bytes, int, list]
    assert type(seen[-1][0]) is str  # type: ignore[index]


def test_a_host_tzinfo_becomes_a_fixed_offset() -> None:
    import datetime

    class HostTZ(datetime.tzinfo):
        def utcoffset(self, dt: object) -> datetime.timedelta:
            return datetime.timedelta(hours=3)

    def now() -> datetime.datetime:
        return datetime.datetime(2020, 1, 1, tzinfo=HostTZ())
    result = Sandbox(tools=[Tool(now, cheap=True)]).run_sync(
        "d = now()\n(type(d.tzinfo).__name__, str(d))")
    assert result.value == ("timezone", "2020-01-01 00:00:00+03:00")
