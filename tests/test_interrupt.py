"""Interrupting a run (``sandbox.interrupt.interrupt_guest``, what the REPL's Ctrl-C does):
the run ends with Interrupted wherever the interrupt lands, including just before the guest
event loop goes idle waiting for a timer."""

from __future__ import annotations

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
