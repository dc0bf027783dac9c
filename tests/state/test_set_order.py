"""The order of a restored set (README, "State format"). A set is rebuilt by adding its
members in their saved order, so it has the order that a set loaded by CPython's ``pickle``
has: the saved order unless members' hashes collided in its table. A pausable run's start
state lays the session's sets out again as the import will (``Encoder._set_items``), so the
run recorded before a pause iterates them as the replay after it does."""

from __future__ import annotations

import pickle

import pytest

from sandbox import Sandbox, Tool

BUILD = """
s = set()
for v in [7, 21, 32, 27, 37, 12]:
    s.add(v)
s.discard(32)
s.discard(12)
s.add(77)
s.add(71)
plain = {'b', 'a', 'c'} | {10, 20, 30}
"""


def test_a_restored_set_has_the_order_pickle_gives_it() -> None:
    namespace: dict[str, object] = {}
    exec(BUILD, namespace)  # the same program in CPython
    by_pickle = list(pickle.loads(pickle.dumps(namespace["s"])))
    assert by_pickle != list(namespace["s"])  # the case is one where the order changes
    sb = Sandbox(isolation="inprocess")
    source = sb.session()
    source.run_sync(BUILD).check()
    before = source.run_sync("list(s), list(plain)").value
    assert before[0] == list(namespace["s"])
    after = sb.session(state=source.export_state()).run_sync("list(s), list(plain)").value
    assert after[0] == by_pickle
    plain = set(before[1])  # str hashes are this process's: compare with its pickle
    assert after[1] == list(pickle.loads(pickle.dumps(plain))) or sorted(
        map(str, after[1])) == sorted(map(str, before[1]))


def test_a_set_of_guest_hashed_members_comes_back_as_rebuilt_in_its_saved_order() -> None:
    code = ("class K:\n    def __init__(self, v):\n        self.v = v\n"
            "    def __hash__(self):\n        return self.v % 4\n"
            "    def __eq__(self, other):\n"
            "        return isinstance(other, K) and other.v == self.v\n"
            "s = set()\nfor v in [9, 1, 5, 13, 2, 6, 0, 4]:\n    s.add(K(v))\n"
            "for v in [5, 2]:\n    s.discard(K(v))\ns.add(K(17))\nsaved = list(s)")
    sb = Sandbox(isolation="inprocess")
    source = sb.session()
    source.run_sync(code).check()
    target = sb.session(state=source.export_state())
    rebuilt = ("t = set()\nfor m in saved:\n    t.add(m)\n"
               "(list(s) == list(t), sorted(m.v for m in s))")
    assert target.run_sync(rebuilt).value == (True, [0, 1, 4, 6, 9, 13, 17])


def approve(item: str) -> bool:
    """Answered by the host."""
    raise AssertionError("external")


@pytest.mark.parametrize("isolation", ["inprocess", "process"])
def test_a_paused_run_iterates_the_sessions_sets_as_its_replay_does(isolation: str) -> None:
    sb = Sandbox(tools=[Tool(approve, external=True)], isolation=isolation)
    session = sb.session()
    session.run_sync(BUILD).check()
    program = ("print(list(s), list(plain))\nok = approve('x')\n"
               "print(ok, list(s), sorted(map(str, plain)))")
    paused = session.start_sync(program)
    assert not isinstance(paused, type(session.run_sync("1"))), paused
    blob = paused.dump()  # type: ignore[union-attr]
    here = paused.resume_sync(True)  # type: ignore[union-attr]
    assert here.error is None, here.error
    elsewhere = sb.load_paused(blob).resume_sync(True)
    assert elsewhere.error is None, elsewhere.error
    assert here.output == elsewhere.output
    assert here.output.splitlines()[0] == paused.output.rstrip("\n")  # type: ignore[union-attr]
