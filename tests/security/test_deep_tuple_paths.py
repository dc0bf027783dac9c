"""A tuple nested a million deep reaches CPython's tuple hash, which recurses in C with no
depth check, through every host operation that hashes guest-supplied items; each checks them
first (issue 13's remaining paths, closed by rule, not path by path):

- the set operators of dict views (``|``, ``&``, ``-``, ``^``, in place too) iterate *any*
  other operand and hash its items; an items view hashes its values (also when compared with
  a set): :mod:`sandbox.guards.viewops`, ``check_compare``;
- C reads a guest mapping through its ``keys()`` (``dict``, ``update``, ``{**m}``, ``|=``,
  ``OrderedDict``) and a dict subclass with its own ``__iter__`` through it: both are handed
  over as a checking mapping (``compares.CheckedMapping``);
- a guest subclass of ``set``/``dict`` that keeps its base's ``__init__`` and ``__new__``
  is built by C (``host_consumer``);
- lookups in, and methods of, any host container (``ChainMap``, a bound host method read as
  a value) check a tuple key; enum member values and ``E(value)`` are checked.

Each deep case runs in a child process (a failure would crash the host); the in-process test
shows the checked paths behave as CPython's.
"""

from __future__ import annotations

import pytest

from sandbox import Sandbox

from .harness import DosCase, case, check_dos

_DEEP = "t = ()\nfor i in range(1_000_000):\n    t = (t,)\n"
_MAPPING = ("class M:\n    def keys(self):\n        return [t]\n"
            "    def __getitem__(self, k):\n        return 1\n")
_DICT_ITER = "class D(dict):\n    def __iter__(self):\n        yield t\n"
_KEYS_OVERRIDE = "class D(dict):\n    def keys(self):\n        return [t]\n"
_ITEMS_OVERRIDE = "class D(dict):\n    def items(self):\n        return [(t, 1)]\n"


def _deep(name: str, code: str, needs: str | None = None, xfail: str | None = None) -> object:
    return case(f"deep_path_{name}", DosCase(
        f"deep_path_{name}", _DEEP + code, limits=("max_recursion_depth",), max_elapsed=8.0),
        needs=needs, xfail=xfail)


CASES = [
    # dict views: the other operand is any iterable, on either side; items views' values
    *[_deep(name, code) for name, code in [
        ("keys_or_list", "{}.keys() | [t]"),
        ("list_or_keys", "[t] | {1: 2}.keys()"),
        ("keys_and_iterator", "{1: 2}.keys() & iter([t])"),
        ("keys_sub_generator", "{1: 2}.keys() - (x for x in [t])"),
        ("tuple_xor_keys", "(t,) ^ {1: 2}.keys()"),
        ("items_and_pairs", "{1: 2}.items() & [(t, 1)]"),
        ("items_value_or", "{1: t}.items() | []"),
        ("items_value_sub_keys", "{1: t}.items() - {1: 2}.keys()"),
        ("items_value_eq_set", "{1: t}.items() == {1}"),
        ("set_le_items_value", "{1} <= {1: t}.items()"),
        ("keys_in_place", "k = {}.keys()\nk |= [t]"),
        ("keys_in_place_xor", "k = {1: 2}.keys()\nk ^= [t]"),
        ("guest_or_not_implemented",
         "class A:\n    def __or__(self, o):\n        return NotImplemented\n"
         "    def __iter__(self):\n        yield t\nA() | {}.keys()"),
        ("keys_or_guest_iterable",
         "class A:\n    def __iter__(self):\n        yield t\n{}.keys() | A()"),
    ]],
    # a guest mapping's keys() and a dict subclass's __iter__, read by C
    *[_deep(name, code) for name, code in [
        ("dict_of_mapping", _MAPPING + "dict(M())"),
        ("update_of_mapping", _MAPPING + "d = {}\nd.update(M())"),
        ("star_star_mapping", _MAPPING + "{**M()}"),
        ("star_star_after_key", _MAPPING + "{1: 2, **M()}"),
        ("in_place_or_mapping", _MAPPING + "d = {}\nd |= M()"),
        ("dict_keywords_and_mapping", _MAPPING + "dict(M(), a=1)"),
        ("set_of_dict_subclass", _DICT_ITER + "set(D())"),
        ("fromkeys_of_dict_subclass", _DICT_ITER + "dict.fromkeys(D())"),
        ("frozenset_of_dict_subclass", _DICT_ITER + "frozenset(D(a=1))"),
        ("dict_of_dict_subclass",
         "class D(dict):\n    def __iter__(self):\n        yield 1\n"
         "    def keys(self):\n        return [t]\ndict(D())"),
        ("set_subclass_of_guest_iterable",
         "class S(set):\n    pass\nclass A:\n    def __iter__(self):\n        yield t\nS(A())"),
        ("dict_subclass_of_mapping", _MAPPING + "class E(dict):\n    pass\nE(M())"),
    ]],
    *[_deep(name, "import collections\n" + code, needs="collections") for name, code in [
        ("ordered_dict_of_mapping", _MAPPING + "collections.OrderedDict(M())"),
        ("counter_of_dict_subclass", _DICT_ITER + "collections.Counter(iter(D()))"),
        ("counter_of_guest_mapping", _MAPPING
         + "    def __iter__(self):\n        yield t\ncollections.Counter(M())"),
        ("defaultdict_of_mapping", _MAPPING + "collections.defaultdict(int, M())"),
        # host containers' lookups (ChainMap is Python code hashing the key itself)
        ("chainmap_in", "t in collections.ChainMap({1: 2})"),
        ("chainmap_get", "collections.ChainMap({1: 2}).get(t)"),
        ("chainmap_get_as_value", "g = collections.ChainMap({1: 2}).get\ng(t)"),
        ("chainmap_subscript", "collections.ChainMap({1: 2}, {})[t]"),
        ("chainmap_pop", "collections.ChainMap({1: 2}).pop(t, 0)"),
        ("counter_in_place_or_mapping", "class M:\n    def items(self):\n"
         "        return [(t, 1)]\nc = collections.Counter()\nc |= M()"),
    ]],
    # a dict subclass that keeps dict's __iter__ but has its own keys() or items(): C's fast
    # path copies its real entries, OrderedDict and Counter's Python code read those methods
    # (handed over as a dict of the same entries whose keys() and items() are checked)
    *[_deep(name, "import collections\n" + code, needs="collections") for name, code in [
        ("ordered_dict_of_keys_override", _KEYS_OVERRIDE + "collections.OrderedDict(D(a=1))"),
        ("ordered_dict_update_keys_override",
         _KEYS_OVERRIDE + "collections.OrderedDict().update(D(a=1))"),
        ("ordered_dict_subclass_keys_override", _KEYS_OVERRIDE
         + "class O(collections.OrderedDict):\n    pass\nO(D(a=1))"),
        ("ordered_dict_keys_generator", "class D(dict):\n    def keys(self):\n"
         "        yield t\ncollections.OrderedDict(D(a=1))"),
        ("ordered_dict_in_place_or_keys", _KEYS_OVERRIDE
         + "o = collections.OrderedDict()\no |= D(a=1)"),
        ("counter_update_items_override", _ITEMS_OVERRIDE
         + "c = collections.Counter(a=1)\nc.update(D(b=1))"),
        ("counter_subtract_items_override", _ITEMS_OVERRIDE
         + "c = collections.Counter(a=1)\nc.subtract(D(b=1))"),
        ("counter_update_as_value", _ITEMS_OVERRIDE
         + "u = collections.Counter(a=1).update\nu(D(b=1))"),
    ]],
    *[_deep(name, "import enum\n" + code, needs="enum") for name, code in [
        ("enum_member_value", "class E(enum.Enum):\n    A = t"),
        ("enum_member_pair", "class E(enum.Enum):\n    A = 1, t"),
        ("enum_lookup", "class E(enum.Enum):\n    A = 1\nE(t)"),
    ]],
]


@pytest.mark.parametrize("dos", CASES)
def test_deep_tuple_path(dos: DosCase, dos_outcomes: dict) -> None:
    check_dos(dos, dos_outcomes.get(dos.id))


_SEMANTICS = """\
class A:
    def __ror__(s, o): return 'ror'
    def __or__(s, o): return NotImplemented
    def __iter__(s):
        print('iter')
        return iter([5, (1, 2)])
class B:
    def __or__(s, o): return 'B.or'
d = {1: 2, (3, 4): 5}
print(sorted(map(repr, d.keys() | A())), sorted(map(repr, A() | d.keys())), B() | d.keys())
print(sorted(map(repr, [(1, 2)] | d.keys())), d.items() & [(1, 2)], iter([1]) - d.keys())
print(d.items() == {(1, 2), ((3, 4), 5)}, {(1, 2), ((3, 4), 5)} == d.items())
for e in ('1 | d.keys()', 'd.keys() | 1'):
    try:
        eval(e)
    except TypeError as x:
        print(x)
k = d.keys()
k |= [8]
x = {}
x |= [(1, 2)]
print(len(k), x)
class M:
    def keys(self):
        print('keys')
        return [(1, 2), 3]
    def __getitem__(self, k):
        print('get', k)
        return 0
    def __iter__(self):
        print('iter M')
        return iter([7])
class D(dict):
    def __iter__(self):
        print('D.iter')
        yield (5, 6)
import collections
print(dict(M()), set(M()), dict.fromkeys(M()), {**M()})
print(collections.Counter(M()), collections.OrderedDict(M()))
print(set(D(a=1)), dict(D(a=1)), collections.Counter(D(a=1)))
class S(set):
    pass
print(type(S(A())).__name__, sorted(map(repr, S(A()))))
class N:
    def keys(self):
        return 5
try:
    dict(N())
except TypeError as e:
    print(e)
cm = collections.ChainMap({(1, (2,)): 3}, {4: 5})
g = cm.get
print((1, (2,)) in cm, cm.get((1, (2,))), cm[(1, (2,))], g((9, (9,)), 'no'))
import enum
class E(enum.Enum):
    A = (1, (2,))
print(E((1, (2,))), E.A.value)
class C(collections.Counter):  # its __init__ is Python code calling self.update
    def update(self, it=None, **kw):
        self.got = it
print(type(C(A()).got).__name__, type(C(M()).got).__name__)
"""

_EXPECTED = """\
iter
iter
['(1, 2)', '(3, 4)', '1', '5'] ['(1, 2)', '(3, 4)', '1', '5'] B.or
['(1, 2)', '(3, 4)', '1'] {(1, 2)} set()
True True
'int' object is not iterable
'int' object is not iterable
3 {1: 2}
keys
get (1, 2)
get 3
iter M
iter M
keys
get (1, 2)
get 3
{(1, 2): 0, 3: 0} {7} {7: None} {(1, 2): 0, 3: 0}
iter M
keys
get (1, 2)
get 3
Counter({7: 1}) OrderedDict([((1, 2), 0), (3, 0)])
D.iter
{(5, 6)} {'a': 1} Counter({'a': 1})
iter
iter
S ['(1, 2)', '5']
N.keys() returned a non-iterable (type int)
True 3 3 no
E.A (1, (2,))
A M
"""


_OVERRIDES = """\
import collections
class D(dict):
    def keys(self):
        print('keys')
        return ['x', 'a']
    def __getitem__(self, k):
        print('get', k)
        return 5
d = D(a=1)
print(dict(d), {**d}, collections.OrderedDict(d), collections.Counter(d))
e = {}
e.update(d)
print(e)
c = collections.Counter(z=1)
c.update(d)
print(c)
class I(dict):
    def items(self):
        print('items')
        return [('q', 2)]
c = collections.Counter(z=1)
c.update(I(a=1))
print(c, dict(I(a=1)), collections.OrderedDict(I(a=1)))
class N(dict):
    def keys(self):
        return 5
try:
    collections.OrderedDict(N(a=1))
except TypeError as e:
    print(e)
"""


def test_dict_subclass_overrides_read_as_in_cpython() -> None:
    """dict(D()), {**D()} and dict.update copy a dict subclass's real entries (its keys() is
    not called), OrderedDict reads its keys() and then d[k], Counter.update its items()."""
    result = Sandbox(isolation="inprocess").run_sync(_OVERRIDES)
    assert result.error is None, result.error
    assert result.output == (
        "keys\nget x\nget a\n{'a': 1} {'a': 1} OrderedDict([('x', 5), ('a', 5)]) "
        "Counter({'a': 1})\n{'a': 1}\nCounter({'z': 1, 'a': 1})\nitems\n"
        "Counter({'q': 2, 'z': 1}) {'a': 1} OrderedDict([('a', 1)])\n"
        "'int' object is not iterable\n")


def test_checked_hashing_paths_behave_as_in_cpython() -> None:
    result = Sandbox(isolation="inprocess").run_sync(_SEMANTICS)
    assert result.error is None, result.error
    assert result.output == _EXPECTED
