"""What CPython calls in C after guest code chose it gets its call site's checks.

Two holes of one kind (stop 31): (1) a guest class's dunder whose value is a descriptor the
guest controls (a guest ``__get__``, a ``property``, a ``cached_property``, a ``classmethod``
of a guest object) answered CPython's slot lookup with a checked builtin, which C then called
with guest arguments (``M()(10**9)`` with ``__call__`` bound to ``bytes``: a gigabyte);
(2) ``dict.fromkeys``, a bound method made anew at each read, was not recognised as a
checked callable when handed to host code (``map``, ``sorted(key=)``, a defaultdict's
partial, a dunder): ``dict.fromkeys(range(10**8))`` ran 28 s past a 5 s limit and 10 GB.
Mechanism: ``sandbox.runtime.heldslots`` (the dunder is held and what its binding gives
passes through ``held_callable``), and ``sizechecks._needs_checks`` is now "whatever
``checked_callable`` would wrap", one rule for every holder."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import LimitExceeded, Limits, Sandbox

_DESCRIPTOR = "class D:\n    def __get__(self, o, c=None):\n        return bytes\n"


def _run(source: str, **limits: Any) -> Any:
    limits.setdefault("max_memory_bytes", 64 * 2**20)
    return Sandbox(isolation="inprocess", limits=Limits(**limits)).session().run_sync(source)


@pytest.mark.parametrize("source", [
    _DESCRIPTOR + "class M:\n    __call__ = D()\nM()(10**9)",
    _DESCRIPTOR + "class M:\n    __getitem__ = D()\nM()[10**9]",
    _DESCRIPTOR + "class M:\n    __call__ = classmethod(D())\nM()(10**9)",
    _DESCRIPTOR + "class M:\n    pass\nM.__call__ = D()\nM()(10**9)",
    _DESCRIPTOR + "class Meta(type):\n    __call__ = D()\nclass M(metaclass=Meta):\n"
                  "    pass\nM(10**9)",
    "class D:\n    pass\nclass M:\n    __call__ = D()\n"
    "D.__get__ = lambda self, o, c: bytes\nM()(10**9)",
    "class M:\n    __call__ = property(lambda self: bytes)\nM()(10**9)",
    "import functools\nclass M:\n    __call__ = functools.cached_property("
    "lambda self: bytearray)\nM()(10**9)",
    "class M:\n    @property\n    def __getitem__(self):\n        return dict.fromkeys\n"
    "M()[range(10**8)]",
], ids=["get", "getitem", "classmethod", "set_later", "metaclass", "get_added_later",
        "property", "cached_property", "property_fromkeys"])
def test_a_slot_bound_by_a_guest_descriptor_is_checked(source: str) -> None:
    result = _run(source)
    assert isinstance(result.error, LimitExceeded), (result.error, type(result.value))


@pytest.mark.parametrize("source", [
    "len(list(map(dict.fromkeys, [range(10**8)])))",
    "sorted([range(10**8)], key=dict.fromkeys)",
    "import collections, functools\n"
    "d = collections.defaultdict(functools.partial(dict.fromkeys, range(10**8)))\nd[1]",
    "class M:\n    __getitem__ = dict.fromkeys\nM()[range(10**8)]",
    "class M:\n    __call__ = dict.fromkeys\nM()(iter(range(10**8)))",
    "s = set()\nlen(list(map(s.union, [iter(range(10**8))])))",
    "s = set()\nclass M:\n    __call__ = s.union\nM()(iter(range(10**8)))",
], ids=["map", "sorted_key", "defaultdict_partial", "dunder", "dunder_iterator", "map_union",
        "dunder_union"])
def test_hashing_builtins_handed_to_host_code_are_checked(source: str) -> None:
    result = _run(source, timeout_s=60)
    assert isinstance(result.error, LimitExceeded), result.error
    assert "time limit" not in str(result.error), result.error  # refused before, not during


def test_held_slots_behave_and_read_as_the_guests_own() -> None:
    source = """
import functools
class D:
    def __get__(self, o, c=None):
        return lambda *a: (o is None, a)
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
class M:
    __call__ = D()
class DD(D):
    def __set__(self, o, v):
        print("set", v)
class N:
    __eq__ = DD()
n = N()
n.__eq__ = 5
class P:
    @property
    def __len__(self):
        return lambda: 3
class Q:
    __call__ = bytes
print(M()(1, 2), M.__call__(5), n == 3, len(P()))
print(type(vars(M)["__call__"]).__name__, type(P.__dict__["__len__"]).__name__)
print(Q.__call__ is bytes, Q().__call__ is bytes, Q()(2), dict.fromkeys("ab"))
"""
    result = _run(source).check()
    assert result.output == (
        "set_name M __call__\nset_name N __eq__\nset 5\n"
        "(False, (1, 2)) (True, (5,)) (False, (3,)) 3\nD property\n"
        "True True b'\\x00\\x00' {'a': None, 'b': None}\n")


def test_held_slots_survive_an_export_and_stay_held() -> None:
    first = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session()
    first.run_sync(_DESCRIPTOR + "class M:\n    __call__ = D()\n"
                   "class E:\n    def __get__(self, o, c=None):\n        return len\n"
                   "class L:\n    __call__ = E()").check()
    second = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session()
    second.import_state(first.export_state())
    assert second.run_sync("L()('abc'), type(vars(M)['__call__']).__name__").check().value \
        == (3, "D")
    assert isinstance(second.run_sync("M()(10**9)").error, LimitExceeded)


@pytest.mark.parametrize("write", ["list", "tuple", "sorted"])
def test_a_builtin_write_method_csv_calls_is_checked(write: str) -> None:
    # Before (round 8, open): csv's C writer called ``F.write = list`` with each row's text,
    # 427 MB for one 30 MB row before a memory sample stopped it
    source = (f"import csv\nclass F:\n    write = {write}\nw = csv.writer(F())\n"
              "w.writerow(['x' * 3 * 10**7])")
    result = _run(source)
    assert isinstance(result.error, LimitExceeded), result.error
    assert "the run holds" not in str(result.error), result.error  # refused before the call


def test_csv_over_a_guest_file_still_writes() -> None:
    source = ("import csv\nclass F:\n    def __init__(self):\n        self.parts = []\n"
              "    def write(self, s):\n        self.parts.append(s)\n"
              "f = F()\ncsv.writer(f).writerows([[1, 'a'], [2, 'b,c']])\n''.join(f.parts)")
    assert _run(source).check().value == '1,a\r\n2,"b,c"\r\n'
