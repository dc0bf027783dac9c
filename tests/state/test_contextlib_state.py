"""contextlib values a guest keeps: a ``@contextmanager``/``@asynccontextmanager`` function
round-trips (remade by the importing session's decorator around the saved guest function,
identity kept), a closed ``ExitStack`` is made again empty, and one still holding
callbacks is refused with what to do instead."""

from __future__ import annotations

import pytest

from sandbox import Sandbox, StateError

from .helpers import round_trip

SETUP = """
import asyncio, contextlib
log = []
@contextlib.contextmanager
def section(title):
    log.append(f"enter {title}")
    try:
        yield len(log)
    finally:
        log.append(f"exit {title}")
@contextlib.asynccontextmanager
async def opened(name):
    yield name.upper()
both = [section, section]
with contextlib.ExitStack() as stack:
    stack.callback(log.append, "callback")
"""

CHECK = """
with section("again") as at:
    pass
async def use():
    async with opened("x") as got:
        return got
with stack:
    stack.callback(log.append, "reused")
(at, log, section.__name__, both[0] is section, asyncio.run(use()))
"""


def test_contextmanager_functions_and_a_closed_exit_stack_round_trip() -> None:
    assert round_trip(SETUP, CHECK) == (
        2, ["callback", "enter again", "exit again", "reused"], "section", True, "X")


def test_an_exit_stack_still_holding_callbacks_is_refused() -> None:
    session = Sandbox().session()
    session.run_sync("import contextlib\nopen_stack = contextlib.ExitStack()\n"
                     "open_stack.callback(print, 'later')").check()
    with pytest.raises(StateError, match=r"'open_stack' holds a contextlib.ExitStack that "
                                         r"still holds callbacks"):
        session.export_state()
