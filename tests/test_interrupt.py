"""Interrupting a run (``sandbox.interrupt.interrupt_guest``, what the REPL's Ctrl-C does):
the run ends with Interrupted wherever the interrupt lands, including just before the guest
event loop goes idle waiting for a timer."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from sandbox import Limits, Sandbox, Tool
from sandbox.errors import Interrupted
from sandbox.interrupt import interrupt_guest

#: the run's own time limit: ending by it (LimitExceeded) means the interrupt went unnoticed
_LIMITS = Limits(timeout_s=30)
_BACKSTOP_S = 20  # only so a regression fails instead of hanging


def ctrl_c() -> None:
    """What the REPL's SIGINT handler does while guest code runs."""
    assert interrupt_guest()


_SLEEP_AFTER = ("import asyncio\nasync def main():\n    print('before')\n    ctrl_c()\n"
                "    await asyncio.sleep(600)\n    print('after')\nasyncio.run(main())")
_TOP_LEVEL_AWAIT = "import asyncio\nctrl_c()\nawait asyncio.sleep(600)\nprint('after')"


def _sandbox() -> Sandbox:
    return Sandbox(tools=[Tool(ctrl_c, cheap=True)], limits=_LIMITS)


@pytest.mark.anyio
@pytest.mark.parametrize("code", [_SLEEP_AFTER, _TOP_LEVEL_AWAIT], ids=["run", "top_await"])
async def test_interrupt_before_an_idle_wait_ends_the_run(anyio_backend: str, code: str
                                                          ) -> None:
    with anyio.fail_after(_BACKSTOP_S):
        result = await _sandbox().run(code)
    assert isinstance(result.error, Interrupted), result.error
    assert "after" not in result.output


def test_interrupt_before_an_idle_wait_ends_a_sync_run() -> None:
    result = _sandbox().run_sync(_SLEEP_AFTER)
    assert isinstance(result.error, Interrupted), result.error
    assert "after" not in result.output


@pytest.mark.anyio
async def test_a_run_cancelled_while_it_waits_leaves_the_interrupted_hint(
        anyio_backend: str) -> None:
    # the host ends the run from outside guest code (its await is cancelled while the guest
    # sleeps): the assignments are undone, and the NameError says why, as after a Ctrl-C
    # that lands in guest code
    session = Sandbox(isolation="inprocess").session()
    with anyio.move_on_after(0.5) as scope:
        await session.run("import asyncio\ny = 1\nawait asyncio.sleep(60)")
    assert scope.cancelled_caught
    after = await session.run("y")
    assert after.error is not None
    assert "the previous run was interrupted" in after.error.message


# --- SIGINT itself, landing anywhere in a run (the REPL's Ctrl-C) ----------------------------

_WAITS = {
    "sleep": "import asyncio\ny = 1\nprint('first')\nawait asyncio.sleep(600)\nprint('after')",
    "tool": "y = 1\nprint('first')\nawait slow()\nprint('after')",
    "gather": "import asyncio\ny = 1\nprint('first')\n"
              "await asyncio.gather(slow(), asyncio.sleep(600))\nprint('after')",
    "busy": "y = 1\nprint('first')\nwhile True:\n    pass",
}


async def slow() -> None:
    await anyio.sleep(600)


def _sigint_soon(delay_s: float) -> None:
    """SIGINT to the main thread from another thread, ``delay_s`` after the guest's first
    output (so the run is in progress, at a point that varies with the delay)."""
    import signal
    import threading
    import time
    main = threading.main_thread().ident
    assert main is not None

    def send() -> None:
        time.sleep(delay_s)
        signal.pthread_kill(main, signal.SIGINT)
    threading.Thread(target=send, daemon=True).start()


def _sigint_after_output(delay_s: float) -> Any:
    """An ``on_output`` callback: :func:`_sigint_soon` at the run's first output only."""
    sent: list[bool] = []

    def first_output(_text: str) -> None:
        if not sent:
            sent.append(True)
            _sigint_soon(delay_s)
    return first_output


@pytest.mark.parametrize("isolation", ["inprocess", "process"])
@pytest.mark.parametrize("wait", sorted(_WAITS))
def test_sigint_anywhere_in_a_run_ends_it_and_leaves_the_session_usable(
        wait: str, isolation: str) -> None:
    # a Ctrl-C is a breach of the run wherever it lands (guest code, the event loop starting,
    # its wait, the run's own bookkeeping): never a KeyboardInterrupt out of run_sync, never
    # a session stuck "already running code". In process mode the host forwards it to the
    # worker, which stops the run itself: the same worker goes on
    from sandbox.interrupt import sigint_stops_runs
    from sandbox.isolation.choose import platform_problem
    if isolation == "process" and platform_problem() is not None:
        pytest.skip(f"process isolation is not available here: {platform_problem()}")
    session = Sandbox(tools=[slow], limits=_LIMITS, isolation=isolation).session()
    session.run_sync("pass")
    worker = getattr(session, "_slot", None) and session._slot.worker  # type: ignore[attr-defined]
    for i in range(12):
        with sigint_stops_runs():
            result = session.run_sync(_WAITS[wait], on_output=_sigint_after_output(i * 0.0007))
        assert isinstance(result.error, Interrupted), result.error
        assert "after" not in result.output
        after = session.run_sync("y")
        assert after.error is not None and "previous run was interrupted" in after.error.message
        assert session.run_sync("6 * 7").value == 42
    if worker is not None:
        assert session._slot.worker is worker  # type: ignore[attr-defined]


@pytest.mark.anyio
@pytest.mark.parametrize("wait", ["sleep", "tool", "gather"])
async def test_sigint_in_an_awaited_run_wakes_the_hosts_loop(anyio_backend: str, wait: str
                                                              ) -> None:
    # the host's own event loop blocks in the run's wait: the signal handler only schedules
    # its wake-up (asyncio's call_soon_threadsafe, trio's run_sync_soon)
    from sandbox.interrupt import sigint_stops_runs
    session = Sandbox(tools=[slow], limits=_LIMITS, isolation="inprocess").session()
    for i in range(6):
        with anyio.fail_after(_BACKSTOP_S), sigint_stops_runs():
            result = await session.run(_WAITS[wait], on_output=_sigint_after_output(i * 0.002))
        assert isinstance(result.error, Interrupted), result.error
        after = await session.run("y")
        assert after.error is not None and "previous run was interrupted" in after.error.message
