"""sandbox.isolation.unchanged: a run that leaves the state as it was is told apart from one
that changed it in any way (the worker then skips the checkpoint export)."""

from __future__ import annotations

import gc
import weakref

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
import json, dataclasses
from dataclasses import dataclass
class C:
    n = 0
    def __init__(self):
        self.a = [1]
    @property
    def p(self):
        return self.a
    @staticmethod
    def s():
        return 1
    @classmethod
    def k(cls):
        return cls
class D(C):
    __slots__ = ('z',)
class E(C):
    pass
c = C()
d = D()
meth = c.p
@dataclass
class P:
    x: int
    tags: list = dataclasses.field(default_factory=list)
pt = P(1)
j = json
m = max
"""

_CHANGES = [
    "n = 6", "del n", "new = 1", "big = 10 ** 30", "data.append(3)", "data[1].append(3)",
    "data[1] = [2]", "data[2] = 'y'", "data.reverse()", "cfg['a'].append(2)", "cfg['z'] = 1",
    "del cfg['a']", "cfg['b']['c'] = 3", "cfg['a'] = cfg.pop('a')",  # same items, new order
    "t[1].append(3)", "s.add(3)", "s.discard(1)", "pair[1] = [0]",  # equal, no longer shared
    "shared.append(1)", "f(1)", "f.tag = 1", "inc()", "def f(x):\n    return x",
    "import re", "import random\nrandom.random()",
    "c.a.append(2)", "c.b = 1", "del c.a", "c.a = [1]", "C.n = 1", "C.extra = 2", "D.n = 3",
    "d.z = 1", "c.__class__ = E", "c = C()", "meth = c.__init__", "pt.x = 2",
    "pt.tags.append(1)", "pt = P(1)", "class C:\n    pass", "C.__name__ = 'F'",
    "C.__qualname__ = 'F'", "del C.s", "def g(self):\n    return 2\nC.p = property(g)",
    "open('/tmp/x', 'w').write('1')", "import os\nos.chdir('/tmp')",
]
_UNCHANGED = ["n", "data[1][0] + len(cfg)", "x = 1\ndel x", "data[0] = 1", "pair[1] = shared",
              "f", "print(inc)", "cfg['a'] = cfg['a']",
              "try:\n    n.foo\nexcept AttributeError:\n    pass",
              "c.p", "C.s()", "C.k()", "repr(pt)", "pt == P(1)", "c.a = c.a", "j.dumps(c.a)",
              "m(c.a)", "isinstance(d, C)", "x = C()\ndel x"]


def _fingerprint(session: object) -> object:
    s = session  # the worker's own extras: modules, random state, files, cwd
    version, words, gauss = s.importer.env.random.getstate()
    extra = (tuple(s.importer.modules), (version, tuple(words), gauss),
             (s.fs.root.tree.generation, s.fs.cwd))
    return fingerprint(s.globals, extra, s)


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
    "xs = [bytearray(1)]", "g = (i for i in range(3))", "class L(list):\n    pass\nl = L()",
    "ns = {}\nexec('def h(): pass', ns)\nh = ns['h']",
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


def test_the_description_holds_no_guest_object() -> None:
    # only labels: an instance the guest drops is freed while the description lives
    session = _session()
    session.run_sync("class W:\n    pass\nw = [W()]").check()
    before = _fingerprint(session)
    assert before is not None
    alive = weakref.ref(session.globals["w"][0])
    session.run_sync("del w").check()
    gc.collect()
    assert alive() is None
    assert not same(before, _fingerprint(session))


def test_a_label_reused_by_an_equal_object_is_an_equal_export() -> None:
    # c.a freed, and an equal list made in its place (CPython's list free list hands back the
    # same memory): the description may then be equal, and so must the imported state be
    session = _session()
    before, blob = _fingerprint(session), session.export_state()
    old_host_id = id(session.globals["c"].a)
    session.run_sync("del c.a\nc.a = [1]").check()
    reused = id(session.globals["c"].a) == old_host_id
    after = _fingerprint(session)
    assert same(before, after) is reused  # equal labels exactly where the address came back
    probe = "repr([n, data, cfg, t, sorted(s), pair, c.a, vars(c), pt, type(d).__name__, inc()])"
    restored = [_run_probe(state, probe) for state in (blob, session.export_state())]
    assert restored[0] == restored[1]
    session.run_sync("c.a = [2]").check()
    assert not same(after, _fingerprint(session))


def _run_probe(blob: bytes, probe: str) -> object:
    return Sandbox(isolation="inprocess").session(state=blob).run_sync(probe).check().value
