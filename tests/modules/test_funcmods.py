"""operator, itertools and functools in the sandbox: differential tests against CPython, gate
refusals (attrgetter/methodcaller/update_wrapper go through the gate), step counting of C loops
and size checks."""

from __future__ import annotations

import time

import pytest

from sandbox import Limits, Sandbox
from sandbox.errors import GuestError, LimitExceeded

from .differential import cpython_output


def run(src: str, **limits: object) -> object:
    return Sandbox(limits=Limits(**limits) if limits else None).run_sync(src)  # type: ignore[arg-type]


def sandbox_output(src: str, **limits: object) -> str:
    r = run(src, **limits)
    assert r.ok, r.error and r.error.traceback  # type: ignore[attr-defined]
    return r.output  # type: ignore[attr-defined, no-any-return]


def same(src: str) -> None:
    assert sandbox_output(src) == cpython_output(src)


def guest_error(src: str, **limits: object) -> GuestError:
    r = run(src, **limits)
    assert not r.ok, r.output  # type: ignore[attr-defined]
    assert isinstance(r.error, GuestError), r.error  # type: ignore[attr-defined]
    return r.error  # type: ignore[attr-defined, no-any-return]


def limit_error(src: str, **limits: object) -> LimitExceeded:
    r = run(src, **limits)
    assert isinstance(r.error, LimitExceeded), r.error  # type: ignore[attr-defined]
    return r.error  # type: ignore[attr-defined, no-any-return]


# --- differential ---------------------------------------------------------------------------------

OPERATOR = [
    """import operator as op
print(op.add(1, 2), op.sub(5, 3), op.mul('ab', 3), op.truediv(7, 2), op.floordiv(7, 2),
    op.mod(7, 3), op.pow(2, 10), op.neg(3), op.pos(-3), op.abs(-4))
""",
    """import operator as op
print(op.lt(1, 2), op.le(2, 2), op.eq(1, 1.0), op.ne(1, 2), op.gt(1, 2), op.ge(3, 2),
    op.not_(0), op.truth([]), op.is_(None, None), op.is_not(1, None))
""",
    """import operator as op
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.invert(5), op.inv(5), op.lshift(1,
    10), op.rshift(1024, 3), op.index(7), op.concat([1], [2]))
""",
    """import operator as op
d = {'a': 1}
op.setitem(d, 'b', 2)
print(op.getitem(d, 'b'), op.contains(d, 'a'))
op.delitem(d, 'a')
print(d, op.countOf([1, 2, 1], 1), op.indexOf('abc', 'c'), op.length_hint(iter([1, 2, 3])),
    op.call(len, 'abcd'))
""",
    """import operator as op
print(op.itemgetter(1)('abc'), op.itemgetter(0, 2)('abc'), sorted([(1, 'b'), (0, 'a')],
    key=op.itemgetter(1)), op.itemgetter(slice(1, None))([1, 2]))
""",
    """import operator as op
class P:
    def __init__(self, x):
        self.x = x
        self.inner = self if x == 0 else P(0)
print(op.attrgetter('x')(P(3)), op.attrgetter('x', 'inner.x')(P(5)),
    [p.x for p in sorted([P(2), P(1)], key=op.attrgetter('x'))], op.attrgetter('real',
    'imag')(3j), op.attrgetter('x'), op.attrgetter('a.b', 'c'))
""",
    """import operator as op
print(op.methodcaller('upper')('abc'), op.methodcaller('split', ',')('a,b'),
    op.methodcaller('get', 'k', 0)({}), op.methodcaller('replace', 'a', 'b',
    count=1), op.methodcaller('strip')(' x '))
""",
    """import operator as op
x = [1]
y = op.iadd(x, [2])
print(x, y is x, op.imul([0], 3), op.isub(5, 2), op.ipow(2, 5), op.ilshift(1, 3),
    op.iconcat([1], (2,)), op.itruediv(1, 4))
""",
    """import operator as op
for bad in (lambda: op.attrgetter(1), lambda: op.methodcaller(1),
            lambda: op.attrgetter('x')(1), lambda: op.methodcaller('nope')(1),
            lambda: op.attrgetter('x')(), lambda: op.indexOf([1], 2),
            lambda: op.concat(1, 2)):
    try:
        bad()
    except (TypeError, AttributeError, ValueError) as e:
        print(type(e).__name__, e)
""",
]

ITERTOOLS = [
    """import itertools as it
print(list(it.islice(it.count(10, 5), 4)), list(it.islice(it.cycle('ab'), 5)),
    list(it.repeat('x', 3)), it.count(3), it.repeat(1, 2), list(it.islice('abcdefg', 1, 6,
    2)))
""",
    """import itertools as it
print(list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([1, 2, 3], lambda a, b: a * b,
    initial=10)), list(it.chain('ab', [1])), list(it.chain.from_iterable(['ab',
    'cd'])), it.chain.__name__)
""",
    """import itertools as it
print(list(it.compress('abcdef', [1, 0, 1, 0, 1, 1])), list(it.dropwhile(lambda x: x < 3,
    [1, 4, 1])), list(it.takewhile(lambda x: x < 3, [1, 4,
    1])), list(it.filterfalse(None, [0, 1, '', 'a'])), list(it.starmap(pow, [(2, 3), (3,
    2)])))
""",
    """import itertools as it
print([(k, list(g)) for k, g in it.groupby('aaabbc')], [(k, len(list(g))) for k,
    g in it.groupby([1, 3, 2, 4], key=lambda x: x % 2)])
""",
    """import itertools as it
print(list(it.product('ab', [1, 2])), list(it.product([0, 1], repeat=2)),
    list(it.permutations('abc', 2)), list(it.combinations(range(4),
    3)), list(it.combinations_with_replacement('ab', 2)))
""",
    """import itertools as it
a, b = it.tee(iter([1, 2, 3]))
print(next(a), list(b), list(a), list(it.pairwise('abcd')), list(it.zip_longest('ab', [1],
    fillvalue='-')))
""",
    """import itertools as it
print(type(it.count()), type(it.chain()).__name__, sum(it.islice(it.count(), 100)),
    next(it.permutations([])), list(it.combinations('ab', 5)), list(it.tee([1], 0)))
""",
    """import itertools as it
for bad in (lambda: it.islice([1], -1), lambda: it.chain(1).__next__(), lambda: it.repeat(),
    lambda: it.combinations('a',
    -1), lambda: it.count('a'), lambda: it.permutations(5), lambda: it.tee([1], -1)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
""",
    """import itertools as it
def gen():
    yield 1
    yield 2
c = it.chain(gen(), gen())
print(list(c), list(c), dict(zip('ab', it.count())), max(it.islice(it.count(), 5)))
""",
]

FUNCTOOLS = [
    """import functools, operator
print(functools.reduce(operator.add, [1, 2, 3]), functools.reduce(lambda a, b: a * b,
    range(1, 6), 10), functools.reduce(max, 'hello'))
""",
    """import functools
try:
    functools.reduce(max, [])
except TypeError as e:
    print(e)
try:
    functools.reduce(max, 5)
except TypeError as e:
    print(e)
""",
    """import functools
p = functools.partial(int, base=2)
q = functools.partial(p, '11')
print(p('101'), p.keywords, p.args, q(), q.func is p, functools.partial(max, 1)(5, 3))
""",
    """import functools
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(100), fib.cache_info(), fib.__name__, fib.cache_parameters())
fib.cache_clear()
print(fib.cache_info().currsize, fib.__wrapped__(5))
""",
    """import functools
@functools.cache
def sq(x):
    'square'
    print('computing', x)
    return x * x
print(sq(3), sq(3), sq.__doc__)
@functools.lru_cache(2)
def ident(x):
    return x
for i in [1, 2, 1, 3, 1]:
    ident(i)
print(ident.cache_info())
""",
    """import functools
def deco(f):
    @functools.wraps(f)
    def inner(*a, **k):
        return f(*a, **k)
    return inner
@deco
def hello(name):
    'Say hello.'
    return 'hi ' + name
hello.tag = 1
print(hello('x'), hello.__name__, hello.__doc__, hello.__wrapped__('y'), hello.__qualname__)
""",
    """import functools
def a():
    pass
a.extra = 5
def b():
    'b doc'
r = functools.update_wrapper(a, b)
print(r is a, a.__name__, a.__doc__, a.__wrapped__ is b, a.extra)
functools.update_wrapper(a, b, assigned=('__doc__',), updated=())
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)
""",
    """import functools
print(sorted(['bb', 'a', 'ccc'], key=functools.cmp_to_key(lambda x, y: len(y) - len(x))))
k = functools.cmp_to_key(lambda x, y: x - y)
print(k(1) < k(2), k(3).obj)
""",
    """import functools
@functools.total_ordering
class V:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __eq__(self, o):
        return self.v == o.v
print(V(1) > V(0), V(1) >= V(2), V(2) <= V(2), sorted([V(3), V(1)])[0].v)
""",
    """import functools
class C:
    def __init__(self):
        self.n = 0
    @functools.cached_property
    def value(self):
        self.n += 1
        return 42
c = C()
print(c.value, c.value, c.n, C.value.attrname)
""",
]


@pytest.mark.parametrize("src", OPERATOR + ITERTOOLS + FUNCTOOLS)
def test_same_output_as_cpython(src: str) -> None:
    same(src)


# --- gate refusals -----------------------------------------------------------------------------

@pytest.mark.parametrize("module, expr", [
    ("operator", "operator.__loader__"), ("operator", "operator.__spec__"),
    ("operator", "operator.attrgetter('__reduce_ex__')(1)"),
    ("operator", "operator.attrgetter('__globals__')(lambda: 0)"),
    ("operator", "operator.attrgetter('gi_frame')(x for x in [])"),
    ("operator", "operator.attrgetter('real.__reduce_ex__')(1)"),
    ("operator", "operator.methodcaller('__reduce__')(1)"),
    ("operator", "operator.methodcaller('__subclasses__')(int)"),
    ("operator", "operator.attrgetter('x')._attrs"),
    ("itertools", "itertools.count()._it"), ("itertools", "itertools.count()._g"),
    ("itertools", "itertools.chain._g"), ("itertools", "itertools.__builtins__"),
    ("itertools", "itertools.count().__reduce__"),
    ("itertools", "next(itertools.groupby('a'))[1].__reduce__"),
    ("functools", "functools.partial(max, 1).__setstate__"),
    ("functools", "functools.lru_cache(max).__dict__"),
    ("functools", "functools.lru_cache(max).cache_parameters.__globals__"),
    ("functools", "functools.lru_cache(print).__call__.__self__.__class__.__dict__"),
    ("functools", "functools.reduce.__call__.__globals__"),
    ("functools", "functools.__spec__"),
])
def test_gate_refuses(module: str, expr: str) -> None:
    err = guest_error(f"import {module}\nprint({expr})")
    assert err.type_name == "AttributeError", err.traceback


def test_update_wrapper_reads_and_writes_through_the_gate() -> None:
    # the real update_wrapper would copy gi_frame (then f_globals) onto a guest function
    out = sandbox_output("import functools\ng = (x for x in [1])\ndef f():\n    pass\n"
                         "functools.update_wrapper(f, g, assigned=('gi_frame', 'gi_code'),"
                         " updated=())\nprint(hasattr(f, 'gi_frame'), hasattr(f, 'gi_code'))")
    assert out == "False False\n"
    err = guest_error("import functools\ndef f():\n    pass\n"
                      "functools.update_wrapper(f, f, assigned=(), updated=('__globals__',))")
    assert err.type_name == "AttributeError"
    # a host object's namespace is never copied by updated=('__dict__',)
    out = sandbox_output("import functools, fractions\ndef f():\n    pass\n"
                         "functools.update_wrapper(f, fractions.Fraction)\n"
                         "print(hasattr(f, 'limit_denominator'), f.__name__)")
    assert out == "False Fraction\n"
    # nor the namespace lru_cache copied off a host class onto its wrapper
    out = sandbox_output("import functools, fractions\nw = functools.lru_cache(fractions.Fraction)"
                         "\ndef f():\n    pass\nfunctools.update_wrapper(f, w)\n"
                         "print(hasattr(f, 'limit_denominator'), f.__name__, f.__wrapped__ is w)")
    assert out == "False Fraction True\n"


def test_lru_cache_of_a_host_class_exposes_only_metadata() -> None:
    err = guest_error("import functools, fractions\nw = functools.lru_cache(fractions.Fraction)\n"
                      "print(w(1, 2), w.__name__)\nw.limit_denominator")
    assert err.type_name == "AttributeError"


@pytest.mark.parametrize("target", ["int", "statistics.NormalDist", "fractions.Fraction",
                                    "functools.partial", "type(itertools.count())"])
def test_total_ordering_never_changes_host_classes(target: str) -> None:
    # Guest code: a host class that has every ordering method comes back unchanged, one
    # with none is CPython's ValueError, one that would need a method added is refused by
    # the gate's no-writes-to-host-classes rule; no host class gains anything.
    import fractions
    import functools
    import itertools
    import statistics
    before = {t: dict(vars(t)) for t in (int, statistics.NormalDist, fractions.Fraction,
                                         functools.partial, type(itertools.count()))}
    r = run(f"import functools, statistics, fractions, itertools\n"
            f"print(functools.total_ordering({target}) is {target})")
    if r.ok:  # type: ignore[attr-defined]
        assert r.output == "True\n"  # type: ignore[attr-defined]
    else:
        assert r.error.type_name in ("ValueError", "AttributeError")  # type: ignore[attr-defined]
    assert {t: dict(vars(t)) for t in before} == before


def test_itertools_objects_cannot_be_built_from_their_type() -> None:
    err = guest_error("import itertools\ntype(itertools.count())()")
    assert err.type_name == "TypeError"


# --- step counting and size checks ---------------------------------------------------------------

@pytest.mark.parametrize("src", [
    "import itertools\nsum(itertools.count())",
    "import itertools\nmax(itertools.cycle([1, 2]))",
    "import itertools\nlist(itertools.repeat(0))",
    "import itertools\nlist(itertools.repeat(0, 10**12))",
    "import itertools\nnext(itertools.islice(range(10**18), 10**17, None))",
    "import itertools\nnext(itertools.filterfalse(None, itertools.repeat(1)))",
    "import itertools\nnext(itertools.dropwhile(lambda x: True, range(10**12)))",
    "import itertools\nnext(itertools.compress(range(10**12), itertools.repeat(0)))",
    "import itertools\nitertools.permutations(range(10**9), 2)",
    "import itertools\nsum(1 for _ in itertools.product(range(10**6), repeat=2))",
    "import itertools\nlist(itertools.chain.from_iterable(itertools.repeat([])))",
    "import itertools\na, b = itertools.tee(itertools.count())\nsum(a)",
    "import itertools\nnext(itertools.groupby(itertools.repeat(1)))[1].__next__()\n"
    "sum(1 for _ in itertools.groupby(range(10**12)))",
    "import functools, operator\nfunctools.reduce(operator.add, range(10**12))",
    "import functools, operator, itertools\nfunctools.reduce(operator.add, itertools.count())",
    "import operator\noperator.countOf(range(10**12), -1)",
    "import operator\noperator.indexOf(range(10**12), -1)",
])
def test_c_loops_over_guest_iterables_are_step_counted(src: str) -> None:
    started = time.monotonic()
    r = run(src, max_steps=300_000, timeout_s=5)
    err = r.error  # type: ignore[attr-defined]
    assert isinstance(err, LimitExceeded), err
    assert err.limit in ("max_steps", "timeout_s"), err.message
    assert time.monotonic() - started < 8


@pytest.mark.parametrize("src", [
    "import itertools\nitertools.product('ab', repeat=10**9)",
    "import itertools\nitertools.product('ab', 'cd', repeat=10**8)",
    "import itertools\nitertools.combinations_with_replacement('a', 10**9)",
    "import itertools\nitertools.combinations('a', 10**9)",
    "import itertools\nitertools.permutations('a', 10**9)",
    "import itertools\nitertools.combinations('a', r=10**9)",
    "import itertools\nitertools.tee([1], 10**9)",
    "import operator\noperator.mul('ab', 10**10)",
    "import operator\noperator.imul([0], 10**10)",
    "import operator\noperator.pow(3, 10**10)",
    "import operator\noperator.lshift(1, 10**11)",
    "import operator\noperator.add('a' * 10**8, 'b' * 10**8 + 'c' * 10**8)",
    "import itertools\nclass N:\n    def __index__(self):\n        return 10**9\n"
    "itertools.combinations_with_replacement('a', N())",
])
def test_size_limits(src: str) -> None:
    err = limit_error(src)
    assert err.limit == "max_memory_bytes", err.message


def test_counted_iterators_stay_fast_enough() -> None:
    r = run("import itertools\nprint(sum(1 for _ in itertools.product(range(300), repeat=2)))")
    assert r.ok and r.output == "90000\n"  # type: ignore[attr-defined]
    assert r.stats.steps < 400_000  # type: ignore[attr-defined]


# --- functools.singledispatch / singledispatchmethod ------------------------------------------

SINGLEDISPATCH = """
from functools import singledispatch, singledispatchmethod
import collections.abc

@singledispatch
def describe(x):
    '''Describe a value.'''
    return f"object {x!r}"

@describe.register
def _(x: int):
    return f"int {x}"

@describe.register(str)
def _(x):
    return f"str {x!r}"

@describe.register(list)
@describe.register(tuple)
def _(x):
    return f"seq of {len(x)}"

describe.register(float, lambda x: f"float {x}")

@describe.register
def _(x: dict | set):
    return f"container {len(x)}"

@describe.register(collections.abc.Mapping)
def _(x):
    return "mapping"

class Animal: pass
class Dog(Animal): pass

@describe.register
def _(x: Animal):
    return f"animal {type(x).__name__}"

for v in [1, True, "s", [1, 2], (1,), 2.5, {1: 2}, {3}, None, Dog(), Animal(), b"x",
          collections.OrderedDict()]:
    print(describe(v))
print(describe.__name__, describe.__doc__, describe.dispatch(bool) is describe.dispatch(int))
print(sorted(k.__name__ for k in describe.registry), describe.__wrapped__(0))

class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return f"? {arg}"

    @fmt.register
    def _(self, arg: int):
        return f"int {arg:05d}"

    @fmt.register(list)
    def _(self, arg):
        return ", ".join(self.fmt(a) for a in arg)

f = Formatter()
print(f.fmt(7), f.fmt("x"), f.fmt([1, "y"]))
for bad in [lambda: describe(), lambda: describe.register(3, len)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
"""


def test_singledispatch_same_as_cpython() -> None:
    same(SINGLEDISPATCH)


def test_singledispatch_never_evaluates_string_annotations() -> None:
    err = guest_error("import functools\n@functools.singledispatch\ndef f(x):\n    pass\n"
                      "@f.register\ndef _(x: '__import__(\"os\").getcwd()'):\n    pass")
    assert err.type_name == "TypeError" and "does not evaluate annotations" in err.message


def test_singledispatch_charges_per_registered_type() -> None:
    from sandbox import Limits, Sandbox
    from sandbox.errors import LimitExceeded
    src = ("import functools\n@functools.singledispatch\ndef f(x):\n    return 0\n"
           "classes = [type(f'C{i}', (), {}) for i in range(300)]\n"
           "for c in classes:\n    f.register(c, lambda x: 1)\n"
           "for _ in range(200):\n    f(1.5)\n")
    result = Sandbox(limits=Limits(max_steps=40_000)).run_sync(src)
    assert isinstance(result.error, LimitExceeded) and result.error.limit == "max_steps"


@pytest.mark.parametrize("expr", [
    "f._registry", "f._funcname", "f.register.__self__", "f.dispatch.__func__",
    "f.registry.__class__.__dict__", "m.dispatcher._registry",
])
def test_singledispatch_gate_refuses(expr: str) -> None:
    err = guest_error("import functools\n@functools.singledispatch\ndef f(x):\n    pass\n"
                      "m = functools.singledispatchmethod(lambda self, x: x)\n" + expr)
    assert err.type_name == "AttributeError", err.traceback
