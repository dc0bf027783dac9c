"""The guest's stderr is a stream of its own (``RunResult.stderr``, ``on_stderr``), as
CPython keeps it: apart from stdout, within the same output limits, kept by paused runs and
checked by their replay, in both isolation modes (and on asyncio and trio)."""

from __future__ import annotations

import dataclasses
from typing import Any

import anyio
import pytest

from sandbox import Limits, Sandbox, StateError, Tool
from sandbox.isolation.choose import platform_problem
from sandbox.state.pause import Paused

PROGRAM = ("import sys, logging, warnings, traceback\n"
           "print('out')\n"
           "print('err', file=sys.stderr)\n"
           "sys.stderr.write('raw\\n')\n"
           "logging.warning('logged')\n"
           "warnings.warn('careful')\n"
           "try:\n"
           "    1 / 0\n"
           "except ZeroDivisionError:\n"
           "    traceback.print_exc()\n"
           "print('end')\n")
STDERR = ("err\nraw\nWARNING:root:logged\n"
          "<sandbox>:6: UserWarning: careful\n  warnings.warn('careful')\n"
          "Traceback (most recent call last):\n"
          '  File "<sandbox>", line 8, in <module>\n'
          "    1 / 0\n    ~~^~~\nZeroDivisionError: division by zero\n")


@pytest.fixture(params=["inprocess", "process"], ids=["inproc", "process"])
def isolation(request: pytest.FixtureRequest) -> str:
    mode = str(request.param)
    if mode == "process" and platform_problem() is not None:
        pytest.skip(f"process isolation is not available here: {platform_problem()}")
    return mode


def sandbox(isolation: str, tools: Any = None, **limits: Any) -> Sandbox:
    return Sandbox(tools, Limits(timeout_s=20).replace(**limits), isolation=isolation,
                   pool={"warm": 0, "max_workers": 2} if isolation == "process" else None)


def test_stderr_is_kept_apart_from_output(isolation: str) -> None:
    result = sandbox(isolation).session().run_sync(PROGRAM)
    assert result.ok, result.error
    assert result.output == "out\nend\n"
    assert result.stderr == STDERR
    assert result.to_dict()["stderr"] == STDERR and result.to_dict()["output"] == "out\nend\n"
    assert f"stderr={STDERR!r}" in repr(result)
    assert not result.stats.output_truncated


def test_on_stderr_streams_live_and_apart(isolation: str) -> None:
    seen: list[tuple[str, str]] = []
    result = sandbox(isolation).session().run_sync(
        PROGRAM, on_output=lambda text: seen.append(("out", text)),
        on_stderr=lambda text: seen.append(("err", text)))
    assert "".join(t for kind, t in seen if kind == "out") == result.output
    assert "".join(t for kind, t in seen if kind == "err") == result.stderr == STDERR
    assert seen[:3] == [("out", "out\n"), ("err", "err\n"), ("err", "raw\n")]  # as written
    assert seen[-1] == ("out", "end\n")
    # only on_output given: stderr is still kept, and never reaches on_output
    outs: list[str] = []
    result = sandbox(isolation).session().run_sync(PROGRAM, on_output=outs.append)
    assert "".join(outs) == result.output == "out\nend\n" and result.stderr == STDERR


def test_an_uncaught_exception_is_the_error_not_stderr(isolation: str) -> None:
    result = sandbox(isolation).session().run_sync(
        "import sys\nprint('before', file=sys.stderr)\n1 / 0")
    assert result.stderr == "before\n"
    assert result.error is not None and "ZeroDivisionError" in result.error.traceback


def test_the_output_limit_counts_both_streams(isolation: str) -> None:
    outs: list[str] = []
    errs: list[str] = []
    result = sandbox(isolation, max_output_bytes=2_000).session().run_sync(
        "import sys\nfor i in range(1000):\n    print('o', i)\n"
        "    print('e', i, file=sys.stderr)", on_output=outs.append, on_stderr=errs.append)
    assert result.ok and result.stats.output_truncated
    assert "".join(outs) == result.output and "".join(errs) == result.stderr
    marker = "[... output truncated: "
    assert result.output.count(marker) == 1 and result.stderr.count(marker) == 1
    kept = (result.output + result.stderr).replace(marker, "")
    assert len(kept) <= 2_000 + 200  # one budget: each stream alone would fit more
    assert result.output.startswith("o 0\n") and result.output.endswith("o 999\n")
    assert result.stderr.startswith("e 0\n") and result.stderr.endswith("e 999\n")
    # a stream that lost nothing has no marker, though the other was cut
    result = sandbox(isolation, max_output_bytes=2_000).session().run_sync(
        "import sys\nprint('short', file=sys.stderr)\nfor i in range(1000):\n    print(i)")
    assert result.stderr == "short\n" and marker in result.output


def test_never_awaited_warnings_go_to_stderr(isolation: str) -> None:
    async def search(query: str) -> list[str]:
        return [query]

    result = sandbox(isolation, [search]).session().run_sync("search('x')\nprint('done')")
    assert result.output == "done\n"
    assert "coroutine 'search' was never awaited" in result.stderr


@pytest.mark.anyio
async def test_async_runs_stream_stderr(isolation: str, anyio_backend: str) -> None:
    async def fetch(key: str) -> str:
        await anyio.sleep(0)
        return key.upper()

    errs: list[str] = []
    session = sandbox(isolation, [fetch]).session()
    result = await session.run("import sys\nv = await fetch('a')\nprint(v, file=sys.stderr)\n"
                               "print('out')\nsys.stderr.write(await fetch('b'))",
                               on_stderr=errs.append)
    assert result.ok, result.error
    assert result.output == "out\n" and result.stderr == "A\nB" == "".join(errs)


def ask(question: str) -> str:
    """Answered by the host."""
    raise AssertionError("external: never called")


PAUSING = ("import sys\nprint('a')\nprint('before', file=sys.stderr)\nx = ask('q')\n"
           "print(x, file=sys.stderr)\nprint('c')")


def test_paused_runs_keep_stderr(isolation: str) -> None:
    sb = sandbox(isolation, [Tool(ask, external=True)])
    paused = sb.session().start_sync(PAUSING)
    assert isinstance(paused, Paused)
    assert paused.output == "a\n" and paused.stderr == "before\n"
    loaded = sb.load_paused(paused.dump(key=b"k"), key=b"k")
    assert loaded.stderr == "before\n"
    result = loaded.resume_sync("ANSWER")
    assert result.ok, result.error
    assert result.stderr == "before\nANSWER\n" and result.new_stderr == "ANSWER\n"
    assert result.output == "a\nc\n" and result.new_output == "c\n"


@pytest.mark.anyio
async def test_paused_runs_keep_stderr_async(isolation: str, anyio_backend: str) -> None:
    sb = sandbox(isolation, [Tool(ask, external=True)])
    errs: list[str] = []
    paused = await sb.session().start(PAUSING, on_stderr=errs.append)
    assert isinstance(paused, Paused) and "".join(errs) == paused.stderr == "before\n"
    result = await paused.resume("later")
    assert result.stderr == "before\nlater\n" and result.new_stderr == "later\n"


def test_a_replay_whose_stderr_differs_diverges(isolation: str) -> None:
    sb = sandbox(isolation, [Tool(ask, external=True)])
    paused = sb.session().start_sync(PAUSING)
    assert isinstance(paused, Paused)
    forged = dataclasses.replace(paused, stderr="something else\n")
    result = forged.resume_sync("x")
    assert isinstance(result.error, StateError)
    assert "stderr before the pause point differs" in result.error.message


def test_a_paused_blob_without_stderr_loads_as_empty() -> None:
    """Blobs written before stderr was kept apart have no ``stderr`` field."""
    from sandbox.state.pause import _MARK
    sb = sandbox("inprocess", [Tool(ask, external=True)])
    paused = sb.session().start_sync("x = ask('q')\nprint(x)")
    assert isinstance(paused, Paused)
    scratch = Sandbox(isolation="inprocess").session()
    scratch.import_state(paused.dump())
    data = dict(scratch.globals[_MARK])
    del data["stderr"]
    scratch.globals[_MARK] = data
    loaded = sb.load_paused(scratch.export_state())
    assert loaded.stderr == "" and loaded.resume_sync("v").output == "v\n"
