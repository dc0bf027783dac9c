"""Guest-visible object numbers (``id()``, default reprs and hashes) follow the order a program
first shows its objects, so they are the same again where the run is (a paused run's replay,
another process), and a saved state keeps them: a set of objects hashed by identity keeps
its order, an object keeps its id, and new objects go on counting. Forged numbers are
refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sandbox import Sandbox, StateError

from .helpers import cross_process
from .test_forged_values import _blob_with_global

SETUP = """
class Node:
    def __init__(self, n):
        self.n = n
nodes = [Node(i) for i in range(40)]
order = [x.n for x in set(nodes)]
first = hex(id(nodes[0]))
text = repr(nodes[1])
group = set(nodes[::3])
group_order = [x.n for x in group]
"""

CHECK = ("[order == [x.n for x in set(nodes)], first == hex(id(nodes[0])), "
         "text == repr(nodes[1]), [x.n for x in group] == group_order, "
         "id(Node(99)) not in {id(x) for x in nodes}]")


def _run(session: Any, code: str) -> Any:
    return session.run_sync(code).check().value


def test_numbers_follow_the_program_not_the_memory() -> None:
    # the same program in two fresh sessions, after unrelated allocations in between
    outputs = []
    for padding in (0, 5_000):
        keep = [object() for _ in range(padding)]
        session = Sandbox(isolation="inprocess").session()
        session.run_sync(SETUP).check()
        outputs.append(_run(session, "[order, first, text]"))
        del keep
    assert outputs[0] == outputs[1]
    assert outputs[0][1].startswith("0x7f") and len(outputs[0][1]) == 14


def test_numbers_survive_export_and_import(tmp_path: Path) -> None:
    assert cross_process(SETUP, CHECK, tmp_path) == [True] * 5


def test_a_paused_run_that_shows_objects_resumes_in_another_session() -> None:
    def ask(q: str) -> str:
        return "answer"
    sandbox = Sandbox(tools=[ask], isolation="inprocess")
    session = sandbox.session()
    session.run_sync("class A:\n    pass\nearlier = [A(), A()]\nprint(earlier[0])").check()
    code = ("items = [A() for _ in range(25)]\nprint([id(x) % 1000 for x in set(items)])\n"
            "print(earlier[1], items[3])\nprint(ask('q'))")
    paused = session.start_sync(code, pause_on=["ask"])
    keep = [object() for _ in range(3_000)]  # (the replay's objects land elsewhere)
    result = paused.resume_sync("answer")
    del keep
    assert result.error is None, result.error
    unpaused = sandbox.session()
    unpaused.run_sync("class A:\n    pass\nearlier = [A(), A()]\nprint(earlier[0])").check()
    assert result.output == unpaused.run_sync(code).check().output


@pytest.mark.parametrize("numbers", [
    [1, [0, 2]],  # a place past the count
    [5, [0, 1, 0, 2]],  # one entry twice
    [5, [0, 1, 1, 1]],  # one place twice (the entries must exist: see _numbered_blob)
    [5, [99, 1]],  # no such entry
    [-1, []], [5, [0]], "x", [5, [0, "1"]],
])
def test_forged_numbers_are_refused(numbers: Any) -> None:
    blob = _numbered_blob(numbers)
    with pytest.raises(StateError, match="bad object numbers|bad header"):
        Sandbox(isolation="inprocess").session().import_state(blob)


def test_a_number_for_an_object_that_cannot_have_one_is_refused() -> None:
    blob = _numbered_blob([5, [0, 1]], value=[[1]])  # entry 0: a list (no weak reference)
    with pytest.raises(StateError, match="bad object numbers"):
        Sandbox(isolation="inprocess").session().import_state(blob)


def _numbered_blob(numbers: Any, value: Any = None) -> bytes:
    """A blob whose header's ``numbers`` is ``numbers`` (two instances in the table unless
    ``value`` is given)."""
    import msgpack

    from sandbox import state as state_mod
    session = Sandbox(isolation="inprocess").session()
    if value is None:
        session.run_sync("class A:\n    pass\nx = [A(), A()]\ny = x").check()
    else:
        session.run_sync(f"x = {value!r}\ny = x").check()
    body = state_mod.open_blob(session.export_state(), None)
    up = msgpack.Unpacker(raw=False, strict_map_key=False)
    up.feed(body)
    sections = list(up)
    sections[0]["numbers"] = numbers
    return state_mod.seal(b"".join(msgpack.packb(s, use_bin_type=True) for s in sections))


def test_old_blobs_number_their_objects_anew() -> None:
    blob = _blob_with_global(1, "import json")  # (a blob of this version, numbers removed)
    session = Sandbox(isolation="inprocess").session()
    session.import_state(_without_numbers(blob))
    assert _run(session, "class A:\n    pass\nhex(id(A()))") == "0x7f8000000011"


def _without_numbers(blob: bytes) -> bytes:
    import msgpack

    from sandbox import state as state_mod
    up = msgpack.Unpacker(raw=False, strict_map_key=False)
    up.feed(state_mod.open_blob(blob, None))
    sections = list(up)
    del sections[0]["numbers"]
    return state_mod.seal(b"".join(msgpack.packb(s, use_bin_type=True) for s in sections))
