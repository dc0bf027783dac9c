"""No host address reaches the guest through hashes: guest classes that would inherit
``object.__hash__`` (CPython's is the address, shifted) hash by a keyed number, the
``id(obj) >> 4`` of the keyed ``id`` guest code sees, and the guest's ``hash()`` gives the
same keyed number for host objects hashed by identity. ``__hash__ = None`` and a class with
``__eq__`` only stay unhashable, exactly as in CPython. Runs in-process: the host compares
what the guest saw with the real addresses of the same objects.
"""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import Sandbox

MAKE = "class A:\n    pass\nobjs = [A() for _ in range(64)]\n"


def _session() -> Any:
    return Sandbox(isolation="inprocess").session()


def _value(session: Any, code: str) -> Any:
    result = session.run_sync(code)
    assert result.error is None, result.error
    return result.value


def _address_hash(obj: Any) -> int:
    return object.__hash__(obj)  # the host's: derived from id(obj)


def test_hash_is_keyed_not_the_address() -> None:
    s = _session()
    objs = _value(s, MAKE + "objs")
    hashes = _value(s, "[hash(o) for o in objs]")
    ids = _value(s, "[id(o) for o in objs]")
    assert all(h != _address_hash(o) for h, o in zip(hashes, objs, strict=True))
    assert all(h != id(o) >> 4 for h, o in zip(hashes, objs, strict=True))
    assert hashes == [i >> 4 for i in ids]  # the keyed id, as CPython's hash is id >> 4
    assert len(set(hashes)) == len(hashes)
    again = _value(s, "[hash(o) for o in objs] == [o.__hash__() for o in objs]"
                      " == [object.__hash__(o) for o in objs] == [A.__hash__(o) for o in objs]")
    assert again is True
    assert _value(s, "[hash(o) for o in objs]") == hashes  # stable for the object's life


def test_guest_sees_cpython_shapes() -> None:
    s = _session()
    got = _value(s, MAKE + "class B(A):\n    pass\n"
                 "(repr(A.__hash__), A.__hash__ is object.__hash__, B.__hash__ is A.__hash__,"
                 " '__hash__' in vars(A), '__hash__' in A.__dict__, '__hash__' in dir(A))")
    assert got == ("<slot wrapper '__hash__' of 'object' objects>", True, True, False, False,
                   True)


@pytest.mark.parametrize("code, message", [
    ("class C:\n    __hash__ = None\nhash(C())", "unhashable type: 'C'"),
    ("class C:\n    def __eq__(self, o):\n        return True\n{C()}", "unhashable type: 'C'"),
    ("class C:\n    def __eq__(self, o):\n        return True\nclass D(C):\n    pass\nhash(D())",
     "unhashable type: 'D'"),
    ("class C:\n    pass\nclass D(C):\n    __hash__ = None\n{D(): 1}", "unhashable type: 'D'"),
])
def test_unhashable_stays_cpython(code: str, message: str) -> None:
    result = _session().run_sync(code)
    assert result.error is not None and message in str(result.error), result.error


def test_own_and_changed_hash_are_honoured() -> None:
    s = _session()
    got = _value(s, "class M:\n    pass\nclass Base:\n    def __hash__(self):\n        return 7\n"
                 "class R(M, Base):\n    pass\n"
                 "before = hash(R())\nM.__hash__ = lambda self: 3\nset_ = hash(R())\n"
                 "del M.__hash__\nafter = hash(R())\n"
                 "try:\n    del M.__hash__\nexcept AttributeError as e:\n    err = str(e)\n"
                 "m = M()\n(before, set_, after, err, hash(m) == id(m) >> 4)")
    assert got == (7, 3, 7, "type object 'M' has no attribute '__hash__'", True)


def test_set_order_is_not_address_order() -> None:
    """The order of a set of guest objects follows the keyed hash, not the order the
    addresses would give (checked in two sessions)."""
    for _ in range(2):
        s = _session()
        objs = _value(s, MAKE + "objs")
        order = _value(s, "[objs.index(o) for o in set(objs)]")
        by_address = [w.index_in(objs) for w in {_Addressed(o) for o in objs}]
        assert order != by_address
        assert sorted(order) == list(range(64))


class _Addressed:
    """A host wrapper hashing like CPython's default (the address), to compare orders."""

    __slots__ = ("obj",)

    def __init__(self, obj: Any) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return object.__hash__(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Addressed) and other.obj is self.obj

    def index_in(self, objs: list[Any]) -> int:
        return objs.index(self.obj)


def test_host_objects_hash_keyed_through_guest_hash() -> None:
    s = _session()
    got = _value(s, "import itertools\nf = lambda: 0\nit = iter([])\nc = itertools.count()\n"
                 "o = object()\n[(hash(x), id(x)) for x in (f, it, o, print, int)]")
    for h, i in got:
        assert h == i >> 4
    values = _value(s, "[f, it, o, print, int]")
    assert all(h != _address_hash(v) for (h, _), v in zip(got, values, strict=True))


def test_deepcopy_memo_and_copies_hash_keyed() -> None:
    s = _session()
    got = _value(s, "import copy\nclass N:\n    pass\nn = N()\nn.me = n\nd = copy.deepcopy(n)\n"
                 "(d.me is d, d is not n, hash(d) == id(d) >> 4, hash(d) != hash(n),"
                 " {n: 1, d: 2}[d], copy.copy(n).me is n)")
    assert got == (True, True, True, True, 2, True)
    n, d = _value(s, "[n, d]")
    assert _value(s, "(hash(n), hash(d))") != (_address_hash(n), _address_hash(d))


def test_state_round_trips_keyed_objects_in_sets_and_dicts() -> None:
    s = _session()
    _value(s, MAKE + "group = set(objs)\nnames = {o: i for i, o in enumerate(objs)}\n"
           "class K:\n    def __init__(self, v):\n        self.v = v\n"
           "frozen = frozenset([K(1), K(2)])\n")
    blob = s.export_state()
    t = _session()
    t.import_state(blob)
    got = _value(t, "(len(group), sorted(names[o] for o in group) == list(range(64)),"
                 " all(o in group for o in objs), sorted(k.v for k in frozen),"
                 " all(hash(o) == id(o) >> 4 for o in objs))")
    assert got == (64, True, True, [1, 2], True)


def test_state_keeps_guest_hashed_keys_guest_hashed() -> None:
    """A class with its own ``__hash__`` holds no stand-in: its keys stay guest-hashed (the
    import rebuilds them in a guarded step) and its hash is the guest's."""
    s = _session()
    _value(s, "class H:\n    def __hash__(self):\n        return 1\n"
           "class J(H):\n    pass\nkeys = {H(): 1, J(): 2}\n")
    t = _session()
    t.import_state(s.export_state())
    assert _value(t, "(sorted(keys.values()), [hash(k) for k in keys], '__hash__' in vars(J))"
                  ) == ([1, 2], [1, 1], False)
