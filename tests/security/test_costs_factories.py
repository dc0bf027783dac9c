"""Cost before call for the callables C code keeps and calls later with no call site in
between: a ``collections.defaultdict``'s ``default_factory``, which C's ``__missing__``
calls (issue 13 item 5, "cost before call").

A partial of a checked builtin (``functools.partial(bytes, 10**9)``), or one that makes
text from a host object (``functools.partial(repr, v)``), handed to a defaultdict however it
gets there (the constructor, ``map``, assignment, a copy), gets the checks of its compiled
call site when C calls it: refused under the memory limit, its text free of host addresses.
"""

from __future__ import annotations

import pytest

from sandbox import LimitExceeded, Limits, Sandbox

BIG = "functools.partial(bytes, 10**9)"


def _run(code: str, **limits: object) -> object:
    limits.setdefault("max_memory_bytes", 64 * 2**20)
    return Sandbox(isolation="inprocess", limits=Limits(**limits)).session().run_sync(
        "import collections, functools, operator\n" + code)


@pytest.mark.parametrize("code", [
    f"d = collections.defaultdict({BIG})\nlen(d[1])",
    f"d = collections.defaultdict({BIG}, {{2: 3}})\nlen(d[1])",
    f"d = collections.defaultdict(*[{BIG}])\nlen(d[1])",
    f"d = collections.defaultdict(list)\nd.default_factory = {BIG}\nlen(d[1])",
    f"d = list(map(collections.defaultdict, [{BIG}]))[0]\nlen(d[1])",
    f"d = collections.defaultdict({BIG}).copy()\nlen(d[1])",
    f"import copy\nd = copy.copy(collections.defaultdict({BIG}))\nlen(d[1])",
    "d = collections.defaultdict(functools.partial(functools.partial(bytes), 10**9))\n"
    "len(d[1])",
    f"d = collections.defaultdict({BIG})\nlen(operator.itemgetter(1)(d))",
    f"d = collections.defaultdict({BIG})\nlen(list(map(d.__getitem__, [1]))[0])",
    "d = collections.defaultdict(functools.partial(bytearray, 10**9))\nlen(d[1])",
    f"import copy\nd = copy.deepcopy([collections.defaultdict({BIG})])[0]\nlen(d[1])",
    f"d = collections.defaultdict(list)\nsetattr(d, 'default_factory', {BIG})\nlen(d[1])",
    "d = collections.defaultdict(functools.partial(list, range(10**8)))\nlen(d[1])",
])
def test_a_defaultdict_factory_gets_its_call_site_checks(code: str) -> None:
    result = _run(code)
    assert isinstance(result.error, LimitExceeded), (result.value, result.error)


@pytest.mark.parametrize("code", [
    f"class D(collections.defaultdict):\n    pass\nd = D({BIG})\nlen(d[1])",
    f"class D(collections.defaultdict):\n    def __init__(self):\n"
    f"        super().__init__({BIG})\nlen(D()[1])",
    f"class D(collections.defaultdict):\n    pass\nd = D(list)\nd.__init__({BIG})\nlen(d[1])",
    f"class D(collections.defaultdict):\n    def __missing__(self, k):\n"
    "        return super().__missing__(k)\n"
    f"d = D({BIG})\nlen(d[1])",
    f"class D(collections.defaultdict):\n    pass\nclass E(D):\n    pass\nd = E({BIG})\n"
    "len(d[1])",
    f"class D(collections.defaultdict):\n    pass\nd = D({BIG})\nlen(d.__missing__(1))",
    f"d = collections.defaultdict({BIG})\nlen(d.__missing__(1))",
    f"d = collections.defaultdict({BIG})\nlen(collections.defaultdict.__missing__(d, 1))",
    f"class D(collections.defaultdict):\n    pass\nd = D({BIG})\n"
    "len(operator.itemgetter(1)(d))",
    f"class D(collections.defaultdict):\n    pass\nd = D(list)\nd.default_factory = {BIG}\n"
    "len(d[1])",
    f"class D(collections.defaultdict):\n    pass\nd = D(list)\n"
    f"object.__setattr__(d, 'default_factory', {BIG})\nlen(d[1])",
])
def test_a_guest_defaultdict_subclass_factory_gets_its_checks(code: str) -> None:
    result = _run(code)
    assert isinstance(result.error, LimitExceeded), (result.value, result.error)


def test_a_checked_factory_still_behaves_as_itself() -> None:
    """The factory reads back as the object the guest gave; repr (CPython's shows a partial
    factory as ``...``), copies, equality and an ordinary factory's results are CPython's."""
    result = _run(
        "import copy\np = functools.partial(bytes, 3)\nd = collections.defaultdict(p)\nd[1]\n"
        "e = collections.defaultdict(list)\ne.default_factory = p\ne[2]\n"
        "c = d.copy()\nc[5]\n"
        "[d[1], d.default_factory is p, e.default_factory is p, repr(d), repr(e),\n"
        " type(d.default_factory).__name__, c, c.default_factory is p, d == {1: b'\\0\\0\\0'},\n"
        " collections.defaultdict(functools.partial(int, '7'))['k'],\n"
        " copy.deepcopy(d).default_factory == p, copy.deepcopy(d)[9]]")
    assert result.error is None, result.error
    assert result.value == [
        b"\0\0\0", True, True, "defaultdict(..., {1: b'\\x00\\x00\\x00'})",
        "defaultdict(..., {2: b'\\x00\\x00\\x00'})", "partial", {1: b"\0\0\0", 5: b"\0\0\0"},
        True, True, 7, False, b"\0\0\0"], result.value


def test_a_guest_subclass_missing_is_cpythons() -> None:
    """A guest subclass of defaultdict keeps CPython's ``__missing__`` behaviour: KeyError
    without a factory, its own ``__setitem__`` called, its own ``__missing__`` first, the
    method read as defaultdict's."""
    result = _run(
        "class D(collections.defaultdict):\n    def __setitem__(self, k, v):\n"
        "        super().__setitem__(k, v * 2)\n"
        "class M(collections.defaultdict):\n    def __missing__(self, k):\n        return -1\n"
        "d = D(int)\nd.default_factory = lambda: 3\nd['a']\n"
        "n = D()\ntry:\n    n['z']\nexcept KeyError as e:\n    err = e.args\n"
        "m = M(int)\nr = [m['q'], dict(m)]\ndel M.__missing__\nr.append(m['q'])\n"
        "[d['a'], dict(d), err, r, D.__missing__ is collections.defaultdict.__missing__,\n"
        " repr(collections.defaultdict.__missing__), '__missing__' in vars(D),\n"
        " collections.defaultdict(list).__missing__(4), sorted(vars(D))]")
    assert result.error is None, result.error
    assert result.value == [
        6, {"a": 6}, ("z",), [-1, {}, 0], True,
        "<method '__missing__' of 'collections.defaultdict' objects>", False, [],
        ["__dict__", "__doc__", "__module__", "__setitem__", "__weakref__"]], result.value


def test_a_checked_factory_survives_export_and_import() -> None:
    sandbox = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20))
    session = sandbox.session()
    first = session.run_sync("import collections, functools\n"
                             "d = collections.defaultdict(functools.partial(bytes, 2))\n"
                             "b = collections.defaultdict(functools.partial(bytes, 10**9))\n"
                             "d[0]")
    assert first.error is None, first.error
    again = sandbox.session()
    again.import_state(session.export_state())
    result = again.run_sync("[d[1], d.default_factory.args, repr(d)]")
    assert result.value == [b"\0\0", (2,), "defaultdict(..., {0: b'\\x00\\x00', "
                            "1: b'\\x00\\x00'})"], result.error
    result = again.run_sync("len(b[1])")
    assert isinstance(result.error, LimitExceeded), (result.value, result.error)
