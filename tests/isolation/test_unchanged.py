"""sandbox.isolation.unchanged: a run that leaves the state as it was is told apart from one
that changed it in any way (the worker then skips the checkpoint export)."""

from __future__ import annotations

import pytest

from sandbox import Sandbox
from sandbox.isolation.unchanged import MAX_NODES, fingerprint, same

_SETUP = """
n = 5
big = 10 ** 30
data = [1, [2], 'x']
cfg = {'a': [1], 'b': {'c': 2}}
t = (1, [2])
s = {1, 2}
fs = frozenset({3})
shared = [0]
pair = [shared, shared]
def f(x, acc=[]):
    acc.append(x)
    return acc
def make():
    c = 0
    def inc():
        nonlocal c
        c += 1
        return c
    return inc
inc = make()
"""

_CHANGES = [
    "n = 6", "del n", "new = 1", "big = 10 ** 30", "data.append(3)", "data[1].append(3)",
    "data[1] = [2]", "data[2] = 'y'", "data.reverse()", "cfg['a'].append(2)", "cfg['z'] = 1",
    "del cfg['a']", "cfg['b']['c'] = 3", "cfg['a'] = cfg.pop('a')",  # same items, new order
    "t[1].append(3)", "s.add(3)", "s.discard(1)", "pair[1] = [0]",  # equal, no longer shared
    "shared.append(1)", "f(1)", "f.tag = 1", "inc()", "def f(x):\n    return x",
    "import json", "import random\nrandom.random()",
    "open('/tmp/x', 'w').write('1')", "import os\nos.chdir('/tmp')",
]
_UNCHANGED = ["n", "data[1][0] + len(cfg)", "x = 1\ndel x", "data[0] = 1", "pair[1] = shared",
              "f", "print(inc)", "cfg['a'] = cfg['a']",
              "try:\n    n.foo\nexcept AttributeError:\n    pass"]


def _fingerprint(session: object) -> object:
    s = session  # the worker's own extras: modules, random state, files, cwd
    version, words, gauss = s.importer.env.random.getstate()
    extra = (tuple(s.importer.modules), (version, tuple(words), gauss),
             (s.fs.root.tree.generation, s.fs.cwd))
    return fingerprint(s.globals, extra)


def _session() -> object:
    session = Sandbox(isolation="inprocess").session()
    session.run_sync(_SETUP).check()
    return session


@pytest.mark.parametrize("code", _CHANGES)
def test_any_change_is_seen(code: str) -> None:
    session = _session()
    before = _fingerprint(session)
    assert before is not None
    session.run_sync(code).check()
    assert not same(before, _fingerprint(session))


@pytest.mark.parametrize("code", _UNCHANGED)
def test_a_run_that_changes_nothing_is_seen_as_such(code: str) -> None:
    session = _session()
    before = _fingerprint(session)
    session.run_sync(code).check()
    assert same(before, _fingerprint(session))


@pytest.mark.parametrize("code", [
    "class C:\n    pass", "class C:\n    pass\nc = C()", "import json\nj = json",
    "xs = [bytearray(1)]", "g = (i for i in range(3))", "m = max",
    f"xs = list(range({MAX_NODES}))", "cyc = []\ncyc.append(cyc)\nobj = [object()]",
])
def test_what_the_walk_cannot_vouch_for_counts_as_changed(code: str) -> None:
    session = _session()
    session.run_sync(code).check()
    assert _fingerprint(session) is None


def test_cycles_and_sharing_are_walked_once() -> None:
    session = _session()
    session.run_sync("cyc = []\ncyc.append(cyc)\nd = {}\nd['self'] = d").check()
    before = _fingerprint(session)
    assert before is not None and same(before, _fingerprint(session))
    session.run_sync("cyc.append(1)").check()
    assert not same(before, _fingerprint(session))
