"""The public API: Sandbox, Session, RunResult, errors as data, persistence across runs."""

from __future__ import annotations

import json

import pytest

from sandbox import (
    GuestError,
    LimitExceeded,
    Limits,
    Paused,
    RunResult,
    Sandbox,
    SandboxError,
    SandboxSyntaxError,
)


def test_output_value_and_stats() -> None:
    result = Sandbox().run_sync("x = 2\nprint('hi', x)\nx * 21")
    assert result.ok and result.error is None
    assert result.output == "hi 2\n"
    assert result.value == 42
    assert result.stats.steps >= 0 and result.stats.elapsed_s > 0
    assert result.check() is result


def test_value_is_none_without_final_expression() -> None:
    assert Sandbox().run_sync("x = 1").value is None


def test_session_keeps_globals_between_runs() -> None:
    session = Sandbox().session()
    session.run_sync("def f(n):\n    return n + base\nbase = 10").check()
    assert session.run_sync("f(5)").value == 15


def test_failed_run_keeps_session_usable() -> None:
    session = Sandbox().session()
    session.run_sync("a = 1").check()
    failed = session.run_sync("b = 2\n1/0")
    assert not failed.ok and isinstance(failed.error, GuestError)
    assert failed.error.type_name == "ZeroDivisionError"
    assert failed.error.message == "division by zero"
    assert session.run_sync("a + b").value == 3  # assignments before the error persist


def test_limit_breach_restores_bindings() -> None:
    session = Sandbox(limits=Limits(max_steps=1000)).session()
    session.run_sync("a = 1").check()
    result = session.run_sync("a = 2\nwhile True:\n    pass")
    assert isinstance(result.error, LimitExceeded)
    assert result.error.limit == "max_steps"
    assert session.run_sync("a").value == 1


def test_check_raises_the_error() -> None:
    result = Sandbox().run_sync("raise ValueError('bad')")
    with pytest.raises(GuestError) as info:
        result.check()
    assert info.value.type_name == "ValueError"
    assert info.value.traceback.endswith("ValueError: bad\n")


def test_syntax_error_is_data() -> None:
    result = Sandbox().run_sync("x = (")
    assert isinstance(result.error, SandboxSyntaxError)
    assert "'(' was never closed" in result.error.traceback


def test_inputs_are_bound_as_globals_by_copy() -> None:
    data = {"xs": [1, 2, 3]}
    result = Sandbox().run_sync("xs.append(4)\nsum(xs)", inputs=data)
    assert result.value == 10
    assert data == {"xs": [1, 2, 3]}


def test_bad_input_name_is_an_error() -> None:
    result = Sandbox().run_sync("1", inputs={"not valid": 1})
    assert isinstance(result.error, SandboxError)


def test_to_dict_is_json_serialisable() -> None:
    result = Sandbox().run_sync("print(1)\n{'a': 1}")
    data = json.loads(json.dumps(result.to_dict()))
    assert data["ok"] is True and data["value"] == "{'a': 1}" and data["output"] == "1\n"
    failed = Sandbox().run_sync("[][0]").to_dict()
    assert failed["error"]["type"] == "GuestError"
    assert failed["error"]["type_name"] == "IndexError"


def test_nothing_reaches_host_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    Sandbox().run_sync("print('guest')")
    assert capsys.readouterr().out == ""


def test_live_output_callback() -> None:
    seen: list[str] = []
    Sandbox().session().run_sync("for i in range(3):\n    print(i)", on_output=seen.append)
    assert "".join(seen) == "0\n1\n2\n"


@pytest.mark.anyio
@pytest.mark.parametrize("isolation", ["inprocess", "process"])
async def test_run_sync_inside_a_running_loop(anyio_backend: str, isolation: str) -> None:
    """Inside a running loop (a Jupyter cell, an ``async def``) run_sync runs the session in
    its own thread, on a loop of its own there, and the caller waits: async tools are served,
    output reaches the callback in the calling thread as it comes, and the session's thread is
    the same for every such run (a suspended generator goes on)."""
    import threading

    async def fetch(x: int) -> int:
        import asyncio
        await asyncio.sleep(0)
        return 2 * x

    caller = threading.get_ident()
    seen: list[tuple[str, bool]] = []
    session = Sandbox(tools=[fetch], isolation=isolation).session()
    result = session.run_sync("def gen():\n    yield 1\n    yield 2\ng = gen()\nprint(next(g))\n"
                              "await fetch(21)",
                              on_output=lambda text: seen.append((text, threading.get_ident()
                                                                  == caller)))
    assert (result.error, result.value, seen) == (None, 42, [("1\n", True)])
    assert session.run_sync("next(g)").value == 2
    assert Sandbox(isolation=isolation).run_sync("sum(range(4))").value == 6
    fresh = Sandbox(tools=[fetch], isolation=isolation).session()
    paused = fresh.start_sync("x = await fetch(1)\nx + 1", pause_on=["fetch"])
    assert isinstance(paused, Paused) and paused.call.tool == "fetch"
    assert paused.resume_sync(5).value == 6


@pytest.mark.anyio
async def test_async_run_and_top_level_await(anyio_backend: str) -> None:
    async def fetch(x: int) -> int:
        return x * 2
    sb = Sandbox(tools=[fetch])
    result = await sb.run("v = await fetch(21)\nv")
    assert result.value == 42, result.error


def test_limits_validation_and_replace() -> None:
    limits = Limits().replace(max_steps=5)
    assert limits.max_steps == 5
    with pytest.raises(ValueError):
        Limits(max_steps=0)
    with pytest.raises(ValueError):
        Limits(max_recursion_depth=10**6)


def test_runresult_is_frozen() -> None:
    result = Sandbox().run_sync("1")
    assert isinstance(result, RunResult)
    with pytest.raises(AttributeError):
        result.value = 2  # type: ignore[misc]


def test_main_name_is_main() -> None:
    assert Sandbox().run_sync("__name__").value == "__main__"


def test_guest_code_in_a_result_cannot_run_after_the_run() -> None:
    """RunResult.value is the guest's own object (documented): its functions, methods and
    special methods refuse to run on the host once the run is over."""
    from sandbox import SandboxError

    session = Sandbox().session()
    result = session.run_sync(
        "class A:\n    def __repr__(self): return 'A!'\n    def __eq__(self, o): return True\n"
        "    def __hash__(self): return 1\n    def m(self): return 7\n"
        "def f(x): return x + 1\n"
        "def gen():\n    yield 1\n"
        "(A(), f, A().m, gen(), A)")
    assert result.error is None, result.error
    a, f, m, g, cls = result.value
    for attempt in (lambda: f(1), m, lambda: repr(a), lambda: a == 1, lambda: hash(a),
                    lambda: next(g), lambda: {a: 1}, lambda: str(cls())):
        with pytest.raises(SandboxError, match="inside a run of its session"):
            attempt()
    assert repr(result).startswith("RunResult(output='', value=(<A object>")  # rendered safely
    again = session.run_sync("f(1), A().m(), next(gen())")  # inside a run: fine
    assert again.value == (2, 7, 1)


def test_a_run_nested_in_a_tool_leaves_the_outer_run_able_to_call_back() -> None:
    from sandbox import Tool

    inner = Sandbox().session()

    def nested() -> object:
        return inner.run_sync("sorted([3, 1, 2], key=lambda x: -x)").value

    result = Sandbox(tools=[Tool(nested, cheap=True)]).run_sync(
        "a = nested()\nimport re\n(a, sorted([1, 2], key=lambda x: -x), "
        "re.sub('a', lambda m: 'b', 'aa'))")
    assert result.value == ([3, 2, 1], [2, 1], "bb"), result.error


def test_generator_suspended_in_another_thread_says_why() -> None:
    """Greenlets never move between threads: a generator an in-process run suspended in one
    thread, resumed by a run in another (the thread alive or ended), is a RuntimeError that
    says so, never a silent StopIteration (a generator expression over a host iterable is no
    greenlet and goes on anywhere); a process-mode session (one worker for every run) goes on
    from any thread."""
    import threading

    def in_thread(session: object, code: str, hold: threading.Event | None = None) -> object:
        box: list[object] = []
        started = threading.Event()

        def work() -> None:
            box.append(session.run_sync(code))  # type: ignore[attr-defined]
            started.set()
            if hold is not None:
                hold.wait(60)
        thread = threading.Thread(target=work)
        thread.start()
        started.wait(60)
        if hold is None:
            thread.join()
        return box[0]

    define = ("def gen():\n    yield 1\n    yield 2\ng = gen()\nh = (i for i in 'ab')\n"
              "next(g), next(h)")
    for alive in (True, False):
        session = Sandbox(isolation="inprocess").session()
        hold = threading.Event() if alive else None
        assert in_thread(session, define, hold).value == (1, "a")  # type: ignore[attr-defined]
        where = "another thread" if alive else "a thread that has ended"
        result = session.run_sync("next(g)")
        assert isinstance(result.error, GuestError)
        assert result.error.type_name == "RuntimeError"
        assert f"'gen' cannot be resumed: it was suspended by a run in {where}" in str(
            result.error)
        assert session.run_sync("next(h)").value == "b"  # a plain generator expression
        closed = session.run_sync("g.close(); list(g)")
        if alive:  # its finally blocks can only run in its own thread
            assert "it was suspended by a run in another thread" in str(closed.error)
            hold.set()  # type: ignore[union-attr]
        else:  # its frames are gone: closing it only marks it finished
            assert closed.value == []
    process = Sandbox(isolation="process").session()
    assert in_thread(process, define).value == (1, "a")  # type: ignore[attr-defined]
    assert process.run_sync("next(g), next(h)").value == (2, "b")
