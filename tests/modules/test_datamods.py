"""collections, collections.abc, copy and types in the sandbox: differential tests against
CPython, gate refusals, copy safety and size checks."""

from __future__ import annotations

import collections.abc

import pytest

from sandbox import Limits, Sandbox
from sandbox.errors import GuestError, LimitExceeded

from .differential import cpython_output


def run(src: str, **kwargs: object) -> object:
    return Sandbox(**kwargs).run_sync(src)  # type: ignore[arg-type]


def sandbox_output(src: str, **kwargs: object) -> str:
    r = run(src, **kwargs)
    assert r.ok, r.error and r.error.traceback  # type: ignore[attr-defined]
    return r.output  # type: ignore[attr-defined, no-any-return]


def same(src: str) -> None:
    assert sandbox_output(src) == cpython_output(src)


def guest_error(src: str, **kwargs: object) -> GuestError:
    r = run(src, **kwargs)
    assert not r.ok, r.output  # type: ignore[attr-defined]
    assert isinstance(r.error, GuestError), r.error  # type: ignore[attr-defined]
    return r.error  # type: ignore[attr-defined, no-any-return]


# --- differential: collections -------------------------------------------------------------------

COLLECTIONS_SNIPPETS = [
    """from collections import Counter
c = Counter('abracadabra')
print(c, c.most_common(2), sorted(c.elements()), c.total(), c['z'])
c.update('aaz'); c.subtract({'a': 10}); print(c, +c, -c)
d = Counter(a=3, b=1) + Counter(a=1, c=2)
print(d, d - Counter(a=10), d & Counter(a=1), d | Counter(b=5))
print(list(c.keys()), list(c.items())[:2], c.get('b'), dict(c) == c, Counter('ab') == Counter('ba'))
""",
    """from collections import defaultdict
dd = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    dd[k].append(v)
print(dd, dd.default_factory, dict(dd), 'c' in dd, dd['c'], len(dd))
counts = defaultdict(int)
for w in 'the cat the hat'.split():
    counts[w] += 1
print(sorted(counts.items()), defaultdict(lambda: 'x')['k'])
dd.default_factory = None
try:
    dd['zz']
except KeyError as e:
    print('KeyError', e)
""",
    """from collections import OrderedDict
od = OrderedDict([('a', 1), ('b', 2), ('c', 3)])
od.move_to_end('a'); od.move_to_end('c', last=False)
print(od, list(od), od.popitem(), od.popitem(last=False), od)
print(OrderedDict.fromkeys('xyz', 0), end=' ')
print(OrderedDict(a=1) == OrderedDict(a=1), list(reversed(OrderedDict(a=1, b=2))))
print(list(od.keys()), list(od.values()), list(od.items()))
""",
    """from collections import deque
d = deque([1, 2, 3], maxlen=4)
d.append(4); d.append(5); d.appendleft(0); d.extend([7, 8]); d.extendleft([9])
print(d, d.maxlen, len(d), d[0], d[-1], list(reversed(d)))
d.rotate(2); print(d); d.rotate(-3); print(d, d.pop(), d.popleft(), d.count(7), d.index(d[0]))
e = deque('abc')
e.insert(1, 'z')
e.remove('a')
e.reverse()
print(e, e.copy(), deque(), 'z' in e)
e.clear(); print(e, deque(range(3)) == deque([0, 1, 2]))
""",
    """from collections import namedtuple
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, y=2)
print(p, p.x, p[1], p._asdict(), p._replace(x=9), Point._fields, Point._make([5, 6]), tuple(p))
print(Point, Point.__name__, type(p).__name__, end=' ')
print(isinstance(p, tuple), p == (1, 2), hash(p) == hash((1, 2)))
P3 = namedtuple('P3', 'a, b c', defaults=[0, 1])
print(P3(7), P3._field_defaults, P3(1, 2, 3).count(2), P3(1, 2, 3).index(3))
R = namedtuple('R', ['ok', 'def', '_x', 'ok'], rename=True)
print(R._fields, R(1, 2, 3, 4))
x, y = p
print(x + y, sorted([Point(2, 1), Point(1, 5)]), max(Point(2, 1), Point(1, 5)))
""",
    """from collections import namedtuple
for bad in (['a', 'a'], ['_a'], ['class'], ['a-b'], ['1x']):
    try:
        namedtuple('T', bad)
    except ValueError as e:
        print('ValueError', e)
try:
    namedtuple('T', 'a', defaults=[1, 2])
except TypeError as e:
    print('TypeError', e)
class Pt(namedtuple('Pt', 'x y')):
    __slots__ = ()
    def norm(self):
        return abs(self.x) + abs(self.y)
print(Pt(3, -4).norm(), Pt(1, 2), Pt._make([1, 1])._replace(y=5))
""",
    """from collections import ChainMap
base = {'a': 1, 'b': 2}
over = {'b': 20}
cm = ChainMap(over, base)
print(cm['a'], cm['b'], len(cm), sorted(cm), cm.maps, cm.get('z', 0))
child = cm.new_child({'c': 3}); child['d'] = 4
print(child, child.parents, dict(child) == {'a': 1, 'b': 20, 'c': 3, 'd': 4}, 'c' in cm)
print(sorted(cm.keys()), sorted(cm.items()), sorted(cm.values()))
""",
    """import collections
class MyCounter(collections.Counter):
    def top(self):
        return self.most_common(1)[0][0]
class Stack(collections.deque):
    def push(self, x):
        self.append(x)
m = MyCounter('hello world'); s = Stack(); s.push(1); s.push(2)
print(m.top(), isinstance(m, collections.Counter), s, s.pop(), type(s).__name__)
class D(collections.defaultdict):
    pass
print(D(int, a=1), D(int)['x'])
""",
    """import collections.abc as abc
from collections import OrderedDict, deque, Counter
vals = [{}, [], (), 'ab', b'x', set(), frozenset(), OrderedDict(), deque(), Counter()]
vals += [range(3), iter([]), 5, len]
for name in ['Mapping', 'MutableMapping', 'Sequence', 'MutableSequence', 'Set', 'MutableSet',
             'Iterable', 'Iterator', 'Hashable', 'Sized', 'Container', 'Callable', 'Collection',
             'Reversible']:
    cls = getattr(abc, name)
    print(name, [isinstance(v, cls) for v in vals])
print(issubclass(dict, abc.Mapping), issubclass(list, abc.Hashable), end=' ')
print(abc.Mapping, abc.Iterable.__name__)
print(isinstance([], (abc.Mapping, abc.Sequence)), abc.Callable[[int], str])
""",
    """import collections
print(isinstance({}, collections.abc.Mapping), collections.abc.Sequence)
import collections.abc
print(collections.abc.Iterable, isinstance(iter([]), collections.abc.Iterator))
""",
]


@pytest.mark.parametrize("src", COLLECTIONS_SNIPPETS)
def test_collections_match_cpython(src: str) -> None:
    same(src)


def test_abc_checks_on_guest_classes() -> None:
    same("""import collections.abc as abc
class Box:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(self.items)
    def __contains__(self, x):
        return x in self.items
def gen():
    yield 1
print(isinstance(Box([1]), abc.Sized), end=' ')
print(isinstance(Box([1]), abc.Collection), issubclass(Box, abc.Iterable))
print(isinstance(Box([1]), abc.Sequence), end=' ')
print(isinstance(lambda: 0, abc.Callable), isinstance(Box, abc.Hashable))
print(isinstance(gen(), abc.Iterator), end=' ')
print(isinstance(gen(), abc.Generator), isinstance(gen(), abc.Iterable))
""")


# --- differential: copy and types -----------------------------------------------------------------

COPY_SNIPPETS = [
    """import copy
x = [1, [2, 3], {'a': [4], 'b': (5, [6])}, {7}, (8,)]
y = copy.deepcopy(x); z = copy.copy(x)
y[1].append(9); y[2]['b'][1].append(0); z[1].append(10)
print(x, y, z, y[4] is x[4], z[1] is x[1], copy.copy((1, 2)) == (1, 2))
r = [1]; r.append(r); s = copy.deepcopy(r); print(s[1] is s, s is not r)
shared = [1]
pair = [shared, shared]
c = copy.deepcopy(pair)
print(c[0] is c[1], c[0] is not shared)
""",
    """import copy
def f(x):
    return x + 1
g = lambda: 0
class K:
    pass
print(copy.deepcopy(f) is f, copy.copy(f) is f, copy.deepcopy(g) is g, copy.deepcopy(K) is K)
print(copy.deepcopy(len) is len, copy.copy(print) is print, copy.deepcopy([f])[0] is f)
print(copy.deepcopy({'f': f, 'k': K})['k'] is K, copy.deepcopy(int) is int)
""",
    """import copy
class Node:
    def __init__(self, v, children=()):
        self.v = v
        self.children = list(children)
    def __repr__(self):
        return f'Node({self.v}, {self.children})'
t = Node(1, [Node(2), Node(3, [Node(4)])])
u = copy.deepcopy(t); u.children[1].children[0].v = 40; s = copy.copy(t)
print(t, u, s.children is t.children, type(u).__name__)
class Custom:
    def __init__(self):
        self.log = []
    def __copy__(self):
        c = Custom(); c.log = ['copied']; return c
    def __deepcopy__(self, memo):
        c = Custom(); c.log = ['deep', len(memo) >= 0]; return c
print(copy.copy(Custom()).log, copy.deepcopy([Custom()])[0].log)
class Slots:
    __slots__ = ('a', 'b')
    def __init__(self):
        self.a = [1]; self.b = 2
q = copy.deepcopy(Slots()); print(q.a, q.b)
""",
    """import copy
class State:
    def __init__(self):
        self.x = 1
    def __getstate__(self):
        return {'x': self.x * 10}
    def __setstate__(self, st):
        self.x = st['x'] + 1
print(copy.copy(State()).x, copy.deepcopy(State()).x)
class Red:
    def __init__(self, a, b=0):
        self.a, self.b = a, b
    def __reduce__(self):
        return (Red, (self.a,), {'b': self.b})
r = copy.deepcopy(Red([1], 5)); print(r.a, r.b)
class L(list):
    pass
class D(dict):
    pass
l2 = copy.deepcopy(L([[1], 2]))
d2 = copy.copy(D(a=1))
print(l2, type(l2).__name__, d2, type(d2).__name__)
class E(Exception):
    pass
e = copy.copy(E('boom')); print(type(e).__name__, e.args, copy.deepcopy(ValueError('v')).args)
""",
    """import copy, collections, datetime, types
c = collections.Counter('aab'); od = collections.OrderedDict(a=[1])
dq = collections.deque([[1], 2], maxlen=3); dd = collections.defaultdict(list, {'k': [1]})
P = collections.namedtuple('P', 'x y'); p = P([1], 2)
ns = types.SimpleNamespace(a=[1])
for obj in (c, od, dq, dd, p, datetime.date(2020, 1, 2), datetime.timedelta(3), ns):
    deep = copy.deepcopy(obj); shallow = copy.copy(obj)
    print(repr(deep), deep == obj, type(deep) is type(obj), repr(shallow))
print(copy.deepcopy(p).x is not p.x, end=' ')
print(copy.deepcopy(dd)['k'] is not dd['k'], copy.deepcopy(dq).maxlen)
""",
    """import types
ns = types.SimpleNamespace(a=1, b='x')
ns.c = [1]; del ns.a
print(ns, ns.b, end=' ')
print(ns.c, ns == types.SimpleNamespace(b='x', c=[1]), isinstance(ns, types.SimpleNamespace))
print(types.SimpleNamespace(), end=' ')
print(repr(types.SimpleNamespace(z=types.SimpleNamespace(y=2))), ns.__dict__)
n2 = types.SimpleNamespace(_p=1)
n2._q = 2
print(n2, n2._p, n2._q, getattr(n2, 'zz', 'default'), hasattr(n2, 'c'))
mp = types.MappingProxyType({'a': 1, 'b': 2})
print(mp['a'], mp.get('z', 0), list(mp.keys()), list(mp.values()), end=' ')
print(list(mp.items()), len(mp), mp.copy(), 'a' in mp)
print(types.NoneType, type(None) is types.NoneType, types.EllipsisType, types.NotImplementedType)
try:
    mp['c'] = 3
except TypeError as e:
    print('TypeError', e)
try:
    ns.missing
except AttributeError as e:
    print('AttributeError', e)
""",
    """import types
class Config(types.SimpleNamespace):
    def total(self):
        return self.a + self.b
c = Config(a=1, b=2)
print(c.total(), c.a, isinstance(c, types.SimpleNamespace))
""",
    """import copy
try:
    copy.copy(x for x in [])
except TypeError as e:
    print('TypeError', e)
print(copy.Error, issubclass(copy.Error, Exception))
""",
]


@pytest.mark.parametrize("src", COPY_SNIPPETS)
def test_copy_and_types_match_cpython(src: str) -> None:
    same(src)


# --- copy safety ----------------------------------------------------------------------------------

def test_deepcopy_of_a_guest_function_is_the_same_object() -> None:
    out = sandbox_output("import copy\ndef f():\n    return 1\nf.tag = [1]\n"
                         "g = copy.deepcopy(f)\nh = copy.copy(f)\n"
                         "print(g is f, h is f, g.tag is f.tag,\n"
                         "      copy.deepcopy((f, [f]))[1][0] is f)")
    assert out == "True True True True\n"


def test_copy_refuses_modules_and_unknown_host_objects() -> None:
    for src in ("import copy, time\ncopy.copy(time)", "import copy, time\ncopy.deepcopy([time])",
                "import copy, sys\ncopy.deepcopy(sys.stdout)",
                "import copy\ncopy.deepcopy([1], 5)"):
        r = run(src)
        if isinstance(r.error, GuestError) and r.error.type_name == "ModuleNotFoundError":
            continue  # sys not importable: nothing to test
        assert isinstance(r.error, GuestError) and r.error.type_name == "TypeError", r.error


def test_reduce_values_from_guest_code_follow_the_gate() -> None:
    # a guest __reduce_ex__ cannot make the copy set attributes the gate refuses
    err = guest_error("""import copy
def f():
    pass
class F:
    def __reduce_ex__(self, proto):
        return ((lambda: f), (), {'_code': 1})
copy.copy(F())""")
    assert err.type_name == "AttributeError"
    err = guest_error("""import copy, collections
class F:
    def __reduce_ex__(self, proto):
        return ((lambda: collections.Counter), (), None, None, None)
G = copy.copy(F())
class H:
    def __reduce_ex__(self, proto):
        return ((lambda: G), (), {'most_common': 1})
copy.copy(H())""")
    assert err.type_name == "AttributeError"  # the gate refuses writes to host classes


def test_deepcopy_charges_steps() -> None:
    r = run("import copy\nx = list(range(50000))\ncopy.deepcopy([x, x[:]])",
            limits=Limits(max_steps=60_000))
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_steps"  # type: ignore[attr-defined]


def test_deepcopy_memo_keys_are_guest_ids() -> None:
    # the memo is the guest's dict: its keys are what id() says, never host addresses
    out = sandbox_output("import copy\na = [[1], {'k': (2, [3])}]\nm = {}\n"
                         "copy.deepcopy(a, m)\n"
                         "print(id(a) in m, id(a[0]) in m, id(a[1]['k']) in m, id(m) in m,\n"
                         "      all(isinstance(k, int) and hex(k).startswith('0x7f') for k in m))")
    assert out == "True True True True True\n"


def test_iterator_copies_keep_counted_views_out_of_the_memo() -> None:
    # an itertools object is a counted wrapper over a real one: its copy is one too, and
    # neither the real object nor its counted views reach the guest through the memo
    out = sandbox_output("""import copy, itertools
m = {}
it = itertools.chain(map(str, range(3)), itertools.count(5))
next(it)
dup = copy.deepcopy(it, m)
seen = []
todo = list(m.values())
while todo:
    v = todo.pop()
    seen.append(v)
    if type(v) in (list, tuple):
        todo.extend(v)
print(type(dup).__name__, list(itertools.islice(dup, 4)), list(itertools.islice(it, 4)))
guest_kinds = {type(x) for x in (it, itertools.count(), map(str, ''), iter(()), iter(range(1)))}
print(sorted({type(v).__name__ for v in seen if type(v) not in guest_kinds | {list, tuple}}))""")
    lines = out.splitlines()
    assert lines[0] == "chain ['1', '2', 5, 6] ['1', '2', 5, 6]"
    assert lines[1] == "[]", lines[1]  # no _In, iterator (_Counted) or real itertools object


@pytest.mark.parametrize("make", [
    "map(lambda x: x, ['ab'])", "filter(lambda x: 1, ['ab'])",
    "iter(lambda: 'ab', None)", "itertools.starmap(lambda x: x, [('ab',)])",
    "itertools.groupby(['ab'], lambda x: x)"])
def test_deepcopy_memo_cannot_swap_the_function_c_code_calls(make: str) -> None:
    # C code calls an iterator's function with no call-site check: a memo entry cannot
    # replace it with a host callable ('ab'.__mul__ builds strings unchecked)
    src = f"""import copy, itertools
f = lambda x: x
class Call:
    def __call__(self, *a):
        return 1
it = {make.replace('lambda x: x', 'Call()').replace('lambda: ', 'Call() or ')}
memo = {{}}
copy.deepcopy(it, memo)
fake = {{k: 'ab'.__mul__ for k in memo if k != id(it)}}
fake[id(None)] = 'ab'.__mul__
copy.deepcopy(it, fake)"""
    err = guest_error(src)
    assert err.type_name == "TypeError" and "cannot pickle" in str(err), err


def test_copying_a_set_iterator_is_charged() -> None:
    # its reduce value lists what is left in one C call: charged a step per item
    r = run("import copy\ns = set(range(40000))\nit = iter(s)\nfor _ in range(3):\n"
            "    copy.copy(it)", limits=Limits(max_steps=100_000))
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_steps"  # type: ignore[attr-defined]


# --- the gate -------------------------------------------------------------------------------------

REFUSED = [
    "import collections\ncollections.Counter('a').__reduce_ex__",
    "import collections\ncollections.deque().__reduce__",
    "import collections\ncollections.Counter().most_common.__func__.__globals__",
    "import collections\ncollections.OrderedDict.__dict__",
    "import collections\nP = collections.namedtuple('P', 'x')\nP._make.__func__.__globals__",
    "import collections\nP = collections.namedtuple('P', 'x')\nP.__new__.__globals__",
    "import collections\nP = collections.namedtuple('P', 'x')\nP(1).__reduce_ex__",
    "import collections\ncollections.UserString.__init__.__globals__",
    "import collections\ncollections.__loader__",
    "import collections.abc as c\nc.Mapping._abc",
    "import collections.abc as c\nc.__spec__",
    "import copy\ncopy.__builtins__",
    "import copy\ncopy._reconstruct",
    "import types\ntypes.CodeType",
    "import types\ntypes.SimpleNamespace(a=1).__reduce_ex__",
    "import types\ntypes.MappingProxyType({}).__reduce__",
]


@pytest.mark.parametrize("src", REFUSED)
def test_gate_refuses(src: str) -> None:
    assert guest_error(src).type_name == "AttributeError"


def test_kind_names_are_for_isinstance_only() -> None:
    # types.ModuleType & co. answer isinstance/issubclass; none builds an object
    for name in ("ModuleType", "FunctionType", "GeneratorType"):
        err = guest_error(f"import types\ntypes.{name}('x')")
        assert err.type_name == "TypeError" and "isinstance" in err.message
    assert run("import types, math\n(isinstance(math, types.ModuleType), "
               "isinstance(types.ModuleType, types.ModuleType))").value == (True, False)


ABC_SUBCLASSES = """import collections, collections.abc as abc
class Bag(abc.MutableMapping):
    def __init__(self, *args, **kw):
        self._d = {}
        self.update(*args, **kw)
    def __getitem__(self, k):
        return self._d[k]
    def __setitem__(self, k, v):
        self._d[k] = v
    def __delitem__(self, k):
        del self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
b = Bag({'x': 1}, y=2)
print(b.get('z', 0), 'x' in b, b.pop('x'), list(b.items()), b.setdefault('w', 5))
print(b == {'y': 2, 'w': 5}, isinstance(b, abc.Mapping), isinstance(b, dict))
print([c.__name__ for c in Bag.__mro__], list(b.keys()))
class Seq(collections.abc.Sequence):
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
    def __len__(self):
        return 3
s = Seq()
print(list(s), s.index(20), 10 in s, list(reversed(s)), s.count(0), Seq[int], abc.Mapping[str, int])
class S(abc.Set):
    def __init__(self, it=()):
        self._s = list(dict.fromkeys(it))
    def __contains__(self, x):
        return x in self._s
    def __iter__(self):
        return iter(self._s)
    def __len__(self):
        return len(self._s)
    __hash__ = abc.Set._hash
print(list(S([1, 2]) | S([3])), S([1, 2]) <= S([1, 2, 3]))
print(hash(S([1, 2])) == hash(frozenset([1, 2])))
class Plain:
    pass
abc.Sized.register(Plain)  # a class of the program's (CPython runs this too: not int)
print(isinstance(Plain(), abc.Sized), abc.Mapping is collections.abc.Mapping)
class Half(abc.Mapping):
    pass
try:
    Half()
except TypeError as e:
    print(e)
"""


def test_guest_classes_derive_from_collections_abc() -> None:
    same(ABC_SUBCLASSES)


def test_abc_registrations_stay_in_their_session() -> None:
    sb = Sandbox(isolation="inprocess")
    session = sb.session()
    session.run_sync("import collections.abc as c\nc.Sized.register(int)")
    assert session.run_sync("isinstance(1, c.Sized)").value is True
    assert sb.session().run_sync("import collections.abc as c\nisinstance(1, c.Sized)"
                                 ).value is False
    assert not isinstance(1, collections.abc.Sized)


def test_namedtuple_classes_are_independent_between_sessions() -> None:
    sb = Sandbox()
    sb.run_sync("import collections\nP = collections.namedtuple('P', 'x')\nP.__repr__ = "
                "lambda self: 'hacked'")
    out = sb.run_sync("import collections\nP = collections.namedtuple('P', 'x')\nprint(P(1))")
    assert out.output == "P(x=1)\n"


# --- size checks ----------------------------------------------------------------------------------

def test_namedtuple_size_checks() -> None:
    r = run("import collections\ncollections.namedtuple('T', ['f%d' % i for i in range(5000)])",
            limits=Limits(max_memory_bytes=100_000))
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_memory_bytes"  # type: ignore[attr-defined]
    # no cap of its own: namedtuple is guest code, its work counted in steps
    r = run("import collections\ncollections.namedtuple('T', ['f%d' % i for i in range(20000)])",
            limits=Limits(max_steps=50_000))
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_steps"  # type: ignore[attr-defined]
    out = sandbox_output("import collections\nT = collections.namedtuple('T', "
                         "['f%d' % i for i in range(300)])\n"
                         "print(len(T._fields), T(*range(300)).f299)")
    assert out == "300 299\n"


# --- collections.UserDict / UserList / UserString (guest code) ---------------------------------

USER_CLASSES = r'''
from collections import UserDict, UserList, UserString
import copy

class Config(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __missing__(self, key):
        return f"<{key}?>"

c = Config({"A": 1}, B=2)
c["C"] = 3
print(c, len(c), c["a"], c["zz"], "b" in c, c.get("q", 0), c.keys(), list(c.items()), c.values())
print(c | {"d": 4}, {"x": 0} | c, type(c | {}).__name__, c == {"a": 1, "b": 2, "c": 3})
c2 = c.copy(); c2["E"] = 5; print(c, c2, type(c2).__name__)
print(c.pop("a"), c.setdefault("f", 6), c, Config.fromkeys("xy", 0))
d = UserDict(); d.update([("k", 1)], z=2)
print(d, d.popitem(), d, copy.copy(d), copy.deepcopy(UserDict(a=[1])))
try:
    UserDict()["missing"]
except KeyError as e:
    print("KeyError", e)

class Stack(UserList):
    def push(self, x):
        self.append(x)

s = Stack([1, 2])
s.push(3); s += [4]; s.extend(Stack([5]))
print(s, s[1:3], type(s[1:3]).__name__, len(s), s.pop(), s * 2, [0] + s, s + (9,))
print(s == [1, 2, 3, 4])
s.insert(0, 7); s.sort(reverse=True)
print(s, s.count(7), s.index(3), list(reversed(s)), 3 in s, s.copy(), s < [8], list(s))
u = UserString("Hello World")
print(u.upper(), type(u.upper()).__name__, u.split(), u.find("o"), u[0:5], type(u[0]).__name__)
print(len(u), u + "!", "x" + u, u.replace("World", "There"), u.startswith("He"), u.center(15, "*"))
print(u.partition(" "), u.count(UserString("o")), "World" in u, u == "Hello World", u.format())
print(u.zfill(13), u.join(["a", "b"]), UserString(5) * 2, hash(u) == hash("Hello World"))
print(int(UserString("42")), repr(u), str(u), f"{u}", u.encode(), u.isalpha())
print(UserString("a%sc") % "b")
print(list(UserString("ab")), type(list(UserString("ab"))[0]).__name__, sorted(UserString("cab")))
'''


def test_user_classes_same_as_cpython() -> None:
    same(USER_CLASSES)


def test_user_classes_are_guest_code_under_the_limits() -> None:
    from sandbox import Limits, Sandbox
    from sandbox.errors import LimitExceeded
    result = Sandbox(limits=Limits(max_memory_bytes=10_000_000)).run_sync(
        "from collections import UserList\nUserList([0] * 1000) * 10**6")
    assert isinstance(result.error, LimitExceeded)
    result = Sandbox(limits=Limits(max_steps=20_000)).run_sync(
        "from collections import UserDict\nd = UserDict()\nd.update({i: i for i in range(50_000)})")
    assert isinstance(result.error, LimitExceeded) and result.error.limit == "max_steps"


def test_user_class_instances_survive_state_export() -> None:
    from sandbox import Sandbox
    session = Sandbox().session()
    session.run_sync("import collections\nd = collections.UserDict(a=1)\n"
                     "class Stack(collections.UserList):\n    pass\ns = Stack([1, 2])").check()
    restored = Sandbox().session()
    restored.import_state(session.export_state())
    result = restored.run_sync("s.append(3)\nprint(d, s, type(s).__name__,"
                               " isinstance(d, collections.UserDict), collections.UserString('x'))")
    assert result.output == "{'a': 1} [1, 2, 3] Stack True x\n", result.error
