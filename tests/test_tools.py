"""Host tools: sync and async callables, argument binding, errors, real concurrency; every
test in both isolation modes (the sandboxes here leave the mode to ``SANDBOX_ISOLATION``,
which the ``isolation`` parameter sets; ids ``inproc``/``process``)."""

from __future__ import annotations

import threading

import anyio
import pytest

from sandbox import Sandbox, Tool, ToolError

pytestmark = pytest.mark.anyio


@pytest.fixture(autouse=True, params=["inprocess", "process"], ids=["inproc", "process"])
def isolation(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The default isolation of the sandboxes each test makes."""
    monkeypatch.setenv("SANDBOX_ISOLATION", str(request.param))
    return str(request.param)


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


def _where() -> str:
    return "evaluator" if threading.get_ident() == _EVALUATOR_THREAD[0] else "worker"


_EVALUATOR_THREAD = [0]
_GATHERED = ("import asyncio\nasync def job():\n    return where()\n"
             "async def main():\n    return await asyncio.gather(job(), job())\n"
             "asyncio.run(main())")


@pytest.mark.parametrize(("tool", "code", "expected"), [
    (Tool(_where, name="where"), "where()", ["evaluator"]),
    (Tool(_where, name="where"), _GATHERED, ["worker", "worker"]),
    (Tool(_where, name="where", blocking=True), "where()", ["worker"]),
    (Tool(_where, name="where", cheap=True), _GATHERED, ["evaluator", "evaluator"]),
], ids=["alone", "gathered", "blocking", "cheap-gathered"])
async def test_sync_tool_thread_rule(anyio_backend: str, tool: Tool, code: str,
                                     expected: list[str]) -> None:
    # a plain def runs in the evaluator's thread unless other tasks could use the time or it
    # is declared blocking (README, "Tools")
    _EVALUATOR_THREAD[0] = threading.get_ident()
    sandbox = Sandbox(tools=[tool])  # the same rule in process isolation (README, "Tools")
    result = await sandbox.run(code)
    assert result.error is None, result.error
    value = result.value if isinstance(result.value, list) else [result.value]
    assert value == expected


async def test_async_tool_awaited(anyio_backend: str) -> None:
    result = await Sandbox(tools=[fetch]).run("r = await fetch('k')\nr['items']")
    assert result.value == [1, 2]


async def test_wrong_arguments_read_as_in_cpython(anyio_backend: str) -> None:
    result = await Sandbox(tools=[add]).run("add(1, 2, 3)")
    assert result.error is not None
    assert result.error.traceback.endswith(
        "TypeError: add() takes from 1 to 2 positional arguments but 3 were given\n"
        "signature: add(a: int, b: int = 1) -> int\n")


async def test_tool_exception_arrives_as_itself(anyio_backend: str) -> None:
    code = ("try:\n    explode('no')\nexcept ValueError as e:\n"
            "    print('caught', type(e).__name__, e, e.args, hasattr(e, '__notes__'))\n"
            "    print(traceback.format_exc().splitlines()[-2:])\n")
    result = await Sandbox(tools=[explode]).run("import traceback\n" + code)
    assert result.output == ("caught ValueError no ('no',) False\n"
                             "['  File \"<tool>\", line 1, in explode', 'ValueError: no']\n")


async def test_uncaught_tool_exception_reaches_host(anyio_backend: str) -> None:
    result = await Sandbox(tools=[explode]).run("explode('bad')")
    assert isinstance(result.error, ToolError)
    assert result.error.tool_name == "explode"
    assert result.error.message == "tool 'explode' failed: ValueError: bad"
    assert isinstance(result.error.__cause__, ValueError)
    assert "site-packages" not in result.error.traceback
    assert "/" not in result.error.traceback.split("\n", 1)[1]
    assert result.error.traceback.endswith(
        'File "<tool>", line 1, in explode\nValueError: bad\n')


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
    assert "coroutine 'search' was never awaited" in discarded.stderr  # as CPython's


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


async def test_awaited_tool_waits_in_scopes_of_its_own(anyio_backend: str) -> None:
    # an awaited call's first step runs before the loop arms the deadline (runtime/loop.py
    # _op): a tool that enters cancel scopes of its own and waits in them, fails after a
    # wait, or answers without waiting, behaves as when awaited plainly
    async def scoped(x: int) -> int:
        with anyio.move_on_after(0.01):
            await anyio.sleep(5)  # cancelled by its own scope
        with anyio.CancelScope():
            await anyio.sleep(0)
        return x + 1

    async def late_failure() -> None:
        await anyio.sleep(0)
        raise ValueError("after a wait")

    async def at_once(x: int) -> int:
        return x * 2
    code = ("out = [await scoped(1), await at_once(2), await scoped(3)]\n"
            "try:\n    await late_failure()\nexcept ValueError as e:\n    out.append(str(e))\n"
            "out")
    result = await Sandbox(tools=[scoped, late_failure, at_once]).run(code)
    assert result.value == [2, 4, 4, "after a wait"], result.error


async def test_loop_awaited_calls_share_the_run_scope(anyio_backend: str) -> None:
    # a call the loop awaits itself runs in the loop's one scope per run (runtime/loop.py
    # run): its deadline, armed at the first wait, holds for the loop's own waits after it,
    # and calls gathered after it still overlap in host tasks of their own
    from sandbox import LimitExceeded, Limits
    live: list[int] = []
    overlap: list[int] = []

    async def wait(x: int) -> int:
        live.append(x)
        overlap.append(len(live))
        with anyio.CancelScope():
            await anyio.sleep(0.01)
        live.remove(x)
        return x

    code = ("import asyncio\n"
            "out = [await wait(i) for i in range(3)]\n"
            "out += await asyncio.gather(wait(7), wait(8))\n"
            "out")
    result = await Sandbox(tools=[wait]).run(code)
    assert result.value == [0, 1, 2, 7, 8], result.error
    assert max(overlap) == 2  # the gathered pair ran at once
    code = "await wait(1)\nimport asyncio\nawait asyncio.sleep(30)\n"
    result = await Sandbox(tools=[wait], limits=Limits(timeout_s=0.3)).run(code)
    assert isinstance(result.error, LimitExceeded) and result.error.limit == "timeout_s"


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


# --- tool exceptions and wrong calls, compared with the same program under CPython --------------

_RAISED = {
    "lookup": lambda: LookupError("no such city", "Atlantis"),
    "key": lambda: KeyError("AAPL"),
    "value": lambda: ValueError("bad date: 2024-13-01"),
    "timeout": lambda: TimeoutError("timed out after 5 s"),
    "connection": lambda: ConnectionRefusedError(111, "Connection refused"),
    "permission": lambda: PermissionError(13, "Permission denied", "/srv/report.txt"),
    "missing_file": lambda: FileNotFoundError(2, "No such file or directory", "data.csv"),
    "index": lambda: IndexError("list index out of range"),
    "decode": lambda: UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
    "runtime": lambda: RuntimeError(),
    "zero": lambda: ZeroDivisionError("division by zero"),
    "not_implemented": lambda: NotImplementedError("later"),
}

_CATCHER = """
for kind in KINDS:
    try:
        fetch_data(kind)
    except (KeyError, IndexError) as e:
        print('lookup-family', type(e).__name__, e.args, str(e), repr(e))
    except LookupError as e:
        print('lookup', type(e).__name__, e.args, str(e))
    except ConnectionError as e:
        print('connection', type(e).__name__, e.errno, e.strerror, str(e))
    except FileNotFoundError as e:
        print('file', e.errno, e.strerror, e.filename, str(e))
    except OSError as e:
        print('os', type(e).__name__, e.args, isinstance(e, TimeoutError), str(e))
    except UnicodeError as e:
        print('unicode', e.encoding, e.object, e.start, e.end, e.reason, str(e))
    except ArithmeticError as e:
        print('arith', type(e).__name__, e)
    except Exception as e:
        print('other', type(e).__name__, e.args, isinstance(e, RuntimeError))
"""


def fetch_data(kind: str) -> None:
    raise _RAISED[kind]()


def _cpython_stdout(code: str, env: dict[str, object]) -> str:
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        exec(compile(code, "<cpython>", "exec"), dict(env))  # noqa: S102 - the reference run
    return buf.getvalue()


@pytest.mark.parametrize("cheap", [True, False])
def test_builtin_tool_exceptions_are_caught_as_in_cpython(cheap: bool) -> None:
    code = f"KINDS = {sorted(_RAISED)!r}\n" + _CATCHER
    expected = _cpython_stdout(code, {"fetch_data": fetch_data})
    result = Sandbox(tools=[Tool(fetch_data, cheap=cheap)]).run_sync(code)
    assert result.error is None, result.error.traceback
    assert result.output == expected
    assert len(expected.splitlines()) == len(_RAISED)


def test_async_tool_exceptions_are_caught_as_in_cpython() -> None:
    async def lookup(kind: str) -> None:
        await anyio.sleep(0)
        raise _RAISED[kind]()
    code = ("import asyncio\nasync def main():\n    out = []\n"
            "    for kind in ['key', 'timeout', 'missing_file']:\n        try:\n"
            "            await lookup(kind)\n        except (LookupError, OSError) as e:\n"
            "            out.append((type(e).__name__, e.args))\n"
            "    r = await asyncio.gather(lookup('value'), return_exceptions=True)\n"
            "    out.append((type(r[0]).__name__, r[0].args))\n    return out\n"
            "print(asyncio.run(main()))\n")
    expected = _cpython_stdout(code, {"lookup": lookup})
    result = Sandbox(tools=[lookup]).run_sync(code)
    assert result.error is None, result.error.traceback
    assert result.output == expected
    assert "('KeyError', ('AAPL',))" in expected


class HTTPError(OSError):
    """A host library's exception class (as requests.HTTPError derives from OSError)."""

    def __init__(self, status: int, response: object) -> None:
        super().__init__(f"{status} error")
        self.response = response


class NotFound(KeyError):
    pass


class QuotaExceeded(Exception):
    pass


class _Opaque:
    def __str__(self) -> str:
        return "opaque host object"

    __repr__ = __str__


@pytest.mark.parametrize(("exc", "expected"), [
    (HTTPError(404, object()), "OSError ('404 error',)"),
    (NotFound("AAPL"), "KeyError ('AAPL',)"),
    (QuotaExceeded("daily quota", _Opaque(), [1, _Opaque()]),
     "Exception ('daily quota', 'opaque host object', '[1, opaque host object]')"),
    (ExceptionGroup("many", [ValueError(1)]), "Exception ('many', '[ValueError(1)]')"),
])
def test_host_exception_classes_become_their_builtin_base(exc: Exception, expected: str) -> None:
    def call_api() -> None:
        raise exc
    code = ("try:\n    call_api()\nexcept Exception as e:\n    err = e\n"
            "print(type(err).__name__, err.args)\n"
            "print(type(err) in (OSError, KeyError, Exception))\n"
            "print(hasattr(err, '__notes__'))")
    result = Sandbox(tools=[Tool(call_api, cheap=True)]).run_sync(code)
    assert result.error is None, result.error.traceback
    assert result.output == f"{expected}\nTrue\nFalse\n"


def send_email(to: str, subject: str, body: str, *, cc: list[str] | None = None,
               urgent: bool) -> str:
    return f"sent to {to}"


def get_stock(symbol: str, /, exchange: str = "NYSE") -> float:
    return 1.0


def log_event(event: str, *tags: str, **fields: object) -> None:
    return None


_WRONG_CALLS = [
    "send_email('a', 'b')", "send_email()", "send_email('a', 'b', 'c')",
    "send_email('a', 'b', 'c', 'd', urgent=True)", "send_email('a', 'b', 'c', 'd')",
    "send_email('a', subject='s', body='b', to='x', urgent=1)",
    "send_email('a', 'b', 'c', urgent=1, bcc='x')", "send_email(to='a', body='b', urgent=0)",
    "get_stock(ticker='AAPL')", "get_stock(symbol='AAPL')", "get_stock(symbol='A', zz=1)",
    "get_stock()", "get_stock('a', 'b', 'c')", "get_stock('a', exchange='b', exchange2=1)",
    "log_event()", "log_event(tags=1)", "log_event('e', 'x', event='y')",
]


@pytest.mark.parametrize("call", _WRONG_CALLS)
def test_wrong_tool_calls_read_as_in_cpython(call: str) -> None:
    code = f"try:\n    {call}\nexcept TypeError as e:\n    print(e)\n"
    tools = {"send_email": send_email, "get_stock": get_stock, "log_event": log_event}
    expected = _cpython_stdout(code, tools)
    result = Sandbox(tools=[Tool(fn, cheap=True) for fn in tools.values()]).run_sync(
        code.replace("print(e)", "print(e)\n    print(e.__notes__)"))
    assert result.error is None, result.error.traceback
    message, note = result.output.splitlines()
    assert message + "\n" == expected
    name = call.split("(", 1)[0]
    assert note[2:].startswith(f"signature: {name}(")


def test_wrong_call_note_shows_the_rendered_signature() -> None:
    result = Sandbox(tools=[Tool(send_email, cheap=True)]).run_sync("send_email('a')")
    assert result.error is not None and result.error.type_name == "TypeError"
    assert result.error.traceback.endswith(
        "TypeError: send_email() missing 2 required positional arguments: 'subject' and "
        "'body'\nsignature: send_email(to: str, subject: str, body: str, *, "
        "cc: list[str] | None = None, urgent: bool) -> str\n")
    assert result.tool_calls == ()  # a wrong call never reaches the host


def test_rereaised_tool_exception_still_reaches_host_as_tool_error() -> None:
    code = ("try:\n    explode('x')\nexcept ValueError as e:\n    print('retrying')\n"
            "    raise\n")
    result = Sandbox(tools=[Tool(explode, cheap=True)]).run_sync(code)
    assert result.output == "retrying\n"
    assert isinstance(result.error, ToolError) and result.error.tool_name == "explode"
    assert isinstance(result.error.__cause__, ValueError)
    wrapped = Sandbox(tools=[Tool(explode, cheap=True)]).run_sync(
        "try:\n    explode('x')\nexcept ValueError as e:\n    raise RuntimeError('gave up') from e")
    assert not isinstance(wrapped.error, ToolError)
    assert wrapped.error is not None and wrapped.error.type_name == "RuntimeError"
    assert 'File "<tool>", line 1, in explode\nValueError: x' in wrapped.error.traceback


def test_host_notes_are_kept() -> None:
    def flaky() -> None:
        err = ConnectionResetError(104, "Connection reset by peer")
        err.add_note("retry after 30 s")
        raise err
    result = Sandbox(tools=[Tool(flaky, cheap=True)]).run_sync(
        "try:\n    flaky()\nexcept ConnectionError as e:\n    print(type(e).__name__, e.errno,"
        " e.__notes__)")
    assert result.output == "ConnectionResetError 104 ['retry after 30 s']\n"


def test_a_failure_survives_pausing_and_replay() -> None:
    from sandbox.state.pause import Paused
    seen = []

    def lookup(key: str) -> str:
        seen.append(key)
        raise KeyError(key)

    def approve(what: str) -> bool:
        """Answered by the host."""
        raise AssertionError("never runs")

    sb = Sandbox(tools=[Tool(lookup, cheap=True), Tool(approve, external=True)])
    code = ("try:\n    lookup('k')\nexcept KeyError as e:\n    print('first', repr(e))\n"
            "try:\n    approve('x')\nexcept TimeoutError as e:\n    print('second', e.args,"
            " traceback.format_exc().splitlines()[-2])\n")
    progress = sb.session().start_sync("import traceback\n" + code)
    assert isinstance(progress, Paused)
    blob = progress.dump()
    result = sb.load_paused(blob).resume_sync(error=TimeoutError("no answer"))
    assert seen == ["k"]  # the replay fed the recorded failure, the tool did not run again
    assert result.output == ("first KeyError('k')\nsecond ('no answer',) "
                             '  File "<tool>", line 1, in approve\n')


def test_the_sandboxes_here_take_the_parameters_mode(isolation: str) -> None:
    sandbox = Sandbox(tools=[Tool(add, cheap=True)])
    assert sandbox.isolation == isolation
    assert ("process" in sandbox.run_sync("add(1)").stats.isolation) == (isolation == "process")
