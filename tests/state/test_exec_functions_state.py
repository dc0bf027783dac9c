"""Functions made by ``exec``/``eval``: those whose globals are the session's round-trip
(their source is the session's own); those run in a namespace dict of their own are refused
with what they are and what to keep instead (not "of another session")."""

from __future__ import annotations

import pytest

from sandbox import Sandbox, StateError

from .helpers import round_trip


def test_functions_exec_defined_in_the_session_globals_round_trip() -> None:
    setup = ("exec('def g(n):\\n    return n * 2')\n"
             "h = eval('lambda x: g(x) + 1')\n")
    assert round_trip(setup, "[g(3), h(3)]") == [6, 7]


@pytest.mark.parametrize("setup", [
    "ns = {}\nexec('def g():\\n    return 1', ns)\nvalue = ns['g']",
    "value = eval('lambda: 1', {})",
])
def test_functions_of_an_exec_namespace_are_refused_precisely(setup: str) -> None:
    session = Sandbox().session()
    session.run_sync(setup).check()
    with pytest.raises(StateError) as caught:
        session.export_state()
    message = str(caught.value)
    assert "another session" not in message
    assert "exec() or eval() ran in a namespace dict of its own" in message
    assert "exec it again after the import" in message
