"""math, cmath, statistics, random, decimal, fractions, heapq and bisect in the sandbox:
differential tests against CPython, gate refusals, size/time checks and per-session state."""

from __future__ import annotations

import contextlib
import decimal
import io
import random
import time

import pytest

from sandbox import Limits, Sandbox
from sandbox.errors import GuestError, LimitExceeded


def run(src: str, **limits: object) -> object:
    return Sandbox(limits=Limits(**limits) if limits else None).run_sync(src)  # type: ignore[arg-type]


def sandbox_output(src: str, **limits: object) -> str:
    r = run(src, **limits)
    assert r.ok, r.error and r.error.traceback  # type: ignore[attr-defined]
    return r.output  # type: ignore[attr-defined, no-any-return]


def cpython_output(src: str) -> str:
    buf = io.StringIO()
    state = random.getstate()
    try:
        with contextlib.redirect_stdout(buf), decimal.localcontext(decimal.Context()):
            exec(compile(src, "<cpython>", "exec"), {"__name__": "__main__"})  # noqa: S102
    finally:
        random.setstate(state)
    return buf.getvalue()


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

MATH = [
    """import math
print(math.factorial(30), math.comb(50, 20), math.perm(10, 3), math.perm(6))
""",
    """import math
print(math.prod([1, 2, 3, 4]), math.prod(range(1, 6), start=10), math.prod([]),
    math.prod([2.5, 4]), math.prod(['ab', 3]))
""",
    """import math
print(math.lcm(4, 6, 10), math.lcm(), math.lcm(-7), math.lcm(0, 5), math.gcd(12, 18, 30),
    math.isqrt(10**40 + 1))
""",
    """import math
from decimal import Decimal
from fractions import Fraction
print(math.floor(2.5), math.ceil(-2.5), math.trunc(-2.7), math.floor(Decimal('7.9')),
    math.ceil(Fraction(7, 2)), math.floor(Decimal('1e30')))
""",
    """import math
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum(x / 10 for x in range(5)),
    math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], iter([4, 6, 3])), math.hypot(3, 4, 12))
""",
    """import math
print(math.pi, math.e, math.tau, math.inf, math.nan, math.sqrt(2), math.log(8, 2),
    math.log2(1024), math.atan2(1, 1), math.isclose(1.0, 1.0 + 1e-10))
""",
    """import math
for bad in [lambda: math.factorial(-1), lambda: math.factorial(2.0),
            lambda: math.comb(3, -1), lambda: math.sqrt(-1), lambda: math.prod(5),
            lambda: math.lcm(1.5), lambda: math.perm(-1), lambda: math.perm(3, 1.0)]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
""",
    """import math
print(math.frexp(8.0), math.modf(2.5), math.copysign(1, -0.0), math.ulp(1.0),
    math.nextafter(1, 2), math.cbrt(27), math.exp2(10), math.gamma(5), math.lgamma(10))
""",
    """import math
class I:
    def __index__(self):
        return 5
print(math.factorial(I()), math.comb(I(), 2), math.perm(I(), I()), math.lcm(I(), 3))
""",
]

CMATH = [
    """import cmath
print(cmath.sqrt(-1), cmath.sqrt(2j), cmath.exp(1j * cmath.pi))
""",
    """import cmath
print(cmath.phase(-1), cmath.polar(1 + 1j), cmath.rect(2, cmath.pi / 2))
""",
    """import cmath
print(cmath.log(-1), cmath.log10(100), cmath.log(8, 2))
""",
    """import cmath
print(cmath.isclose(1j, 1j), cmath.isnan(cmath.nanj), cmath.isinf(cmath.infj),
    cmath.isfinite(1 + 2j))
""",
    """import cmath
print(cmath.sin(1j), cmath.cos(1 + 1j), cmath.tan(0.5j), cmath.sinh(1j))
""",
    """import cmath
print(cmath.asin(2), cmath.acos(2), cmath.atan(2j / 3), cmath.acosh(0.5))
""",
    """import cmath
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan)
""",
    """import cmath
try:
    cmath.log(0)
except ValueError as e:
    print('ValueError', e)
""",
]

STATISTICS = [
    """import statistics as s
print(s.mean([1, 2, 3, 4]), s.fmean([1, 2.5, 4]), s.median([3, 1, 2]), s.median_low([1, 2,
    3, 4]), s.median_high([1, 2, 3, 4]), s.median_grouped([1, 2, 2, 3]))
""",
    """import statistics as s
print(s.mode('aabbbc'), s.multimode('aabbc'), s.geometric_mean([1, 4]), s.harmonic_mean([40,
    60]), s.harmonic_mean([40, 60], weights=[5, 30]), s.fmean([1, 2, 3], [3, 2, 1]))
""",
    """import statistics as s
d = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(s.stdev(d), s.variance(d), s.pstdev(d), s.pvariance(d), s.variance(d, 1.5))
""",
    """import statistics as s
print(s.quantiles(range(1, 11)), s.quantiles([1, 2, 3, 4, 5], n=10, method='inclusive'))
""",
    """import statistics as s
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(s.covariance(x, y), s.correlation(x, y), s.linear_regression(x, y),
    s.linear_regression(x, y, proportional=True).slope)
""",
    """import statistics as s
from fractions import Fraction as F
from decimal import Decimal as D
print(s.mean([F(1, 2), F(1, 3)]), s.mean([D('0.5'), D('0.75')]),
    s.median(x * x for x in range(5)), s.mean(iter([1, 2])))
""",
    """import statistics as s
for f in (s.mean, s.median, s.mode, s.stdev):
    try:
        f([])
    except s.StatisticsError as e:
        print(type(e).__name__, e)
try:
    s.correlation((x for x in [1]), [1])
except TypeError as e:
    print(e)
""",
    """from statistics import NormalDist
n = NormalDist(100, 15)
print(n, n.mean, n.stdev, n.variance, round(n.cdf(130), 6), round(n.inv_cdf(0.9), 6),
    n.quantiles(4))
print(round(n.pdf(100), 8), n.zscore(130), round(n.overlap(NormalDist(110, 15)), 6), n + 5,
    n * 2, NormalDist.from_samples([1, 2, 3, 4]))
""",
]

RANDOM = [
    """import random
random.seed(42)
print(random.random(), random.randint(1, 100), random.randrange(0, 100, 7),
    random.uniform(1, 2))
""",
    """import random
random.seed(7)
print(random.choice('abcdef'), random.choices(range(10), k=5), random.choices('abc',
    weights=[1, 0, 5], k=4), random.choices('ab', cum_weights=[1, 2], k=3))
""",
    """import random
random.seed(1)
x = list(range(10))
random.shuffle(x)
print(x, random.sample(range(100), 5), random.sample(['a', 'b'], 2, counts=[2, 1]))
""",
    """import random
random.seed('a string seed')
print(random.gauss(0, 1), random.normalvariate(), random.expovariate(2),
    random.triangular(0, 10, 3))
""",
    """import random
random.seed(b'bytes')
print(random.betavariate(2, 3), random.gammavariate(2, 1), random.lognormvariate(0, 1),
    random.vonmisesvariate(1, 1), random.paretovariate(2), random.weibullvariate(1, 2))
""",
    """import random
random.seed(3)
print(random.getrandbits(70), random.randbytes(6))
""",
    """import random
random.seed(5)
s = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(s)
print(a == [random.random() for _ in range(3)])
""",
    """import random
random.seed(9)
for bad in (lambda: random.choice([]), lambda: random.sample([1], 2),
    lambda: random.randrange(0)):
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
""",
]

DECIMAL = [
    """from decimal import *
print(Decimal('1.1') + Decimal('2.2'), Decimal(1) / Decimal(7), Decimal('10') ** 20,
    Decimal(2).sqrt(), Decimal('7.325').quantize(Decimal('.01'), rounding=ROUND_DOWN))
""",
    """from decimal import *
getcontext().prec = 6
print(Decimal(1) / 7, getcontext().prec)
getcontext().rounding = ROUND_UP
print(Decimal(2) / 3)
""",
    """from decimal import *
with localcontext() as ctx:
    ctx.prec = 3
    print(Decimal(1) / 7)
print(Decimal(1) / 7)
with localcontext(prec=4):
    print(Decimal(2) / 3)
""",
    """from decimal import *
c = Context(prec=5, rounding=ROUND_HALF_UP)
print(c, c.divide(1, 3), c.power(2, 10), c.sqrt(2), c.copy().prec, c.Etiny())
setcontext(c)
print(Decimal(1) / 3)
""",
    """from decimal import *
setcontext(ExtendedContext)
print(Decimal(1) / 0, Decimal(0) / 0)
setcontext(BasicContext)
try:
    Decimal(1) / 0
except DivisionByZero as e:
    print(type(e).__name__, isinstance(e, ZeroDivisionError))
""",
    """from decimal import *
d = Decimal('-3.14159')
print(d.as_tuple(), d.as_tuple().digits, d.adjusted(), d.copy_abs(), d.is_signed(),
    d.to_integral_value(), d.normalize(), Decimal.from_float(0.1), d.as_integer_ratio())
""",
    """from decimal import *
c = getcontext()
c.traps[Inexact] = True
try:
    Decimal(1) / 3
except Inexact:
    print('inexact trapped')
c.clear_flags()
c.traps[Inexact] = False
Decimal(1) / 3
print(c.flags[Inexact], c.flags[Rounded])
""",
    """from decimal import *
print(MAX_PREC > 0, ROUND_HALF_EVEN, Decimal('NaN').is_nan(), Decimal('-Infinity'),
    Decimal(5).ln(), Decimal(100).log10(), Decimal('1.5').exp())
""",
    """from decimal import Decimal
class Money(Decimal):
    def dollars(self):
        return f'${self:.2f}'
print(Money('3.456').dollars(), isinstance(Money(1), Decimal))
""",
]

FRACTIONS = [
    """from fractions import Fraction as F
print(F(1, 3) + F(1, 6), F(3, 4) * 2, F(1, 2) ** 2, F(-7, 3) // 1, F(7, 3) % 1)
""",
    """from fractions import Fraction as F
print(F('3.1415'), F('-2/8'), F(0.25), F(' 1e-3 '), F(2.5).as_integer_ratio())
""",
    """from fractions import Fraction as F
from decimal import Decimal
print(F.from_float(0.1), F.from_decimal(Decimal('1.5')), F(3, 4).limit_denominator(2),
    F(355, 113).numerator)
""",
    """from fractions import Fraction as F
print(F(1, 2) == 0.5, F(1, 3) < 0.34, hash(F(1, 2)) == hash(0.5), sorted([F(1, 2), F(1, 3),
    0.4]), round(F(7, 2)), round(F(22, 7), 2))
""",
    """from fractions import Fraction as F
print(type(F(1, 2)).__name__, repr(F(5, 10)), str(F(4, 2)), F(1, 2).real, F(1, 2).imag,
    float(F(1, 8)), int(F(9, 2)))
""",
    """from fractions import Fraction as F
for bad in (lambda: F(1, 0), lambda: F('x')):
    try:
        print(bad())
    except (ZeroDivisionError, ValueError) as e:
        print(type(e).__name__, e)
""",
    """from fractions import Fraction as F
print(sum(F(1, n) for n in range(1, 8)), abs(F(-1, 3)), -F(1, 3), F(1, 3).conjugate())
""",
    """from fractions import Fraction
class Half(Fraction):
    def double(self):
        return self * 2
print(Half(1, 4).double(), isinstance(Half(1, 2), Fraction))
""",
]

HEAPQ = [
    """import heapq
h = []
for x in [5, 1, 8, 3]:
    heapq.heappush(h, x)
print(h, heapq.heappop(h), h)
""",
    """import heapq
h = [9, 4, 7, 1]
heapq.heapify(h)
print(h, heapq.heapreplace(h, 0), heapq.heappushpop(h, 10), h)
""",
    """import heapq
print(heapq.nlargest(3, [5, 1, 8, 3, 9]), heapq.nsmallest(2, 'hello'), heapq.nlargest(2,
    range(10), key=lambda x: -x))
""",
    """import heapq
print(list(heapq.merge([1, 4, 7], [2, 5], [3])), list(heapq.merge(['b', 'a'], ['c'],
    reverse=True)), list(heapq.merge([1, 3], [2], key=lambda x: -x)))
""",
    """import heapq
h = [(2, 'b'), (1, 'a')]
heapq.heapify(h)
print([heapq.heappop(h) for _ in range(2)])
""",
    """import heapq
try:
    heapq.heappop([])
except IndexError as e:
    print(e)
""",
    """import heapq
print(heapq.nsmallest(10, iter([3, 1, 2])), heapq.nlargest(1, [4, 9, 2]), heapq.nlargest(0,
    [1]))
""",
    """import heapq
m = heapq.merge([1], [0])
print(next(m), list(m))
""",
]

BISECT = [
    """import bisect
a = [1, 2, 4, 4, 8]
print(bisect.bisect(a, 4), bisect.bisect_left(a, 4), bisect.bisect_right(a, 4))
""",
    """import bisect
a = [1, 3]
bisect.insort(a, 2)
bisect.insort_left(a, 3)
bisect.insort_right(a, 0)
print(a)
""",
    """import bisect
print(bisect.bisect([1, 2, 3], 2, lo=2), bisect.bisect_left([1, 2, 3], 2, 0, 1))
""",
    """import bisect
d = [('a', 1), ('c', 3)]
print(bisect.bisect(d, 2, key=lambda p: p[1]))
""",
    """import bisect
grades = 'FDCBA'
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in [33, 99, 77, 70, 89, 90, 100]])
""",
    """import bisect
try:
    bisect.bisect([1], 1, lo=-1)
except ValueError as e:
    print(e)
""",
    """import bisect
a = []
for x in [5, 2, 9, 1]:
    bisect.insort(a, x)
print(a)
""",
    """import bisect
print(bisect.bisect_left('acegi', 'f'), bisect.bisect_right((1, 1, 1), 1))
""",
]


@pytest.mark.parametrize("src", MATH + CMATH + STATISTICS + RANDOM + DECIMAL + FRACTIONS + HEAPQ
                         + BISECT)
def test_same_output_as_cpython(src: str) -> None:
    same(src)


# --- per-session state ----------------------------------------------------------------------------

def test_random_uses_the_session_seed() -> None:
    src = "import random\nprint(random.random(), random.randint(1, 10**9))\nrandom.seed()\n" \
          "print(random.random())"
    a = Sandbox(random_seed=123).run_sync(src).output
    assert a == Sandbox(random_seed=123).run_sync(src).output
    assert a != Sandbox(random_seed=124).run_sync(src).output


def test_random_does_not_touch_the_host_generator() -> None:
    state = random.getstate()
    Sandbox().run_sync("import random\nrandom.seed(1)\nrandom.random()\nrandom.shuffle([1, 2])")
    assert random.getstate() == state


def test_decimal_context_persists_per_session_and_never_leaks() -> None:
    host_prec = decimal.getcontext().prec
    s = Sandbox().session()
    assert s.run_sync("from decimal import *\ngetcontext().prec = 5\nprint(Decimal(1) / 7)"
                      ).output == "0.14286\n"
    assert s.run_sync("print(getcontext().prec, Decimal(1) / 7)").output == "5 0.14286\n"
    assert s.run_sync("setcontext(Context(prec=3))\nprint(Decimal(2) / 3)").output == "0.667\n"
    assert s.run_sync("print(getcontext().prec)").output == "3\n"
    other = Sandbox().session()  # may run in the same pooled greenlet: must not see prec 3
    assert other.run_sync("from decimal import *\nprint(getcontext().prec)").output == "28\n"
    assert decimal.getcontext().prec == host_prec
    assert type(decimal.getcontext()) is decimal.Context


def test_decimal_templates_are_session_copies() -> None:
    src = "import decimal\ndecimal.DefaultContext.prec = 3\ndecimal.BasicContext.prec = 4\n" \
          "print(decimal.DefaultContext.prec)"
    assert sandbox_output(src) == "3\n"
    assert decimal.DefaultContext.prec == 28
    assert decimal.BasicContext.prec == 9


# --- gate refusals -----------------------------------------------------------------------------

@pytest.mark.parametrize("module, expr", [
    ("math", "math.__loader__"), ("math", "math.__spec__"), ("math", "math.__builtins__"),
    ("math", "math.factorial.__call__.__globals__"), ("random", "random.Random._sandbox_env"),
    ("random", "random.Random(1)._sandbox_env"), ("random", "random.Random(1).gauss_next"),
    ("random", "random.Random.seed"), ("random", "random.SystemRandom.__call__.__globals__"),
    ("random", "random._inst"),
    ("random", "random.random.__self__"), ("random", "random.seed.__call__.__globals__"),
    ("decimal", "decimal.Decimal(1).__reduce__"), ("decimal", "decimal.getcontext()._owner"),
    ("decimal", "decimal.getcontext().__reduce_ex__"), ("decimal", "decimal.Context.copy"),
    ("decimal", "decimal.localcontext()._saved"),
    ("fractions", "fractions.Fraction(1, 2).__reduce__"),
    ("fractions", "fractions.Fraction._add"), ("fractions", "fractions.Fraction.__subclasses__"),
    ("statistics", "statistics.NormalDist(0, 1).samples"),
    ("statistics", "statistics.NormalDist._normal_dist_inv_cdf"),
    ("statistics", "statistics.mean.__call__.__globals__"), ("heapq", "heapq.merge([1])._it"),
    ("heapq", "heapq.merge([1]).gi_frame"), ("bisect", "bisect.__loader__"),
])
def test_gate_refuses(module: str, expr: str) -> None:
    err = guest_error(f"import {module}\nprint({expr})")
    assert err.type_name == "AttributeError", err.traceback


def test_decimal_precision_is_capped() -> None:
    for src in ("getcontext().prec = 10**6", "Context(prec=10**6)",
                "with localcontext(prec=10**6):\n    pass",
                "c = getcontext().copy()\nc.prec = 10**6", "setattr(getcontext(), 'prec', 10**9)"):
        err = guest_error("from decimal import *\n" + src)
        assert err.type_name == "ValueError" and "valid range for prec" in err.message, src
    assert sandbox_output("from decimal import *\ngetcontext().prec = 5000\n"
                          "print(len(str(Decimal(1) / 7)))") == "5002\n"


# --- size and time checks ---------------------------------------------------------------------

@pytest.mark.parametrize("src", [
    "import math\nmath.factorial(10**8)",
    "import math\nmath.perm(10**9, 10**8)",
    "import math\nmath.prod(['ab', 10**10])",
    "import math\nmath.prod([10**10**6] * 3000)",  # sized before the first product
    "import random\nrandom.choices([1], k=10**9)",
    "import random\nrandom.sample(range(10**12), 10**9)",
    "import random\nrandom.getrandbits(10**11)",
    "import random\nrandom.randbytes(10**10)",
    "import statistics\nstatistics.quantiles([1, 2], n=10**9)",
])
def test_size_limits(src: str) -> None:
    err = limit_error(src)
    assert err.limit == "max_memory_bytes", err.message


@pytest.mark.parametrize("src", [
    "import math\nmath.factorial(10**7)",
    "import math\nmath.comb(4 * 10**6, 2 * 10**6)",
    "import math\nmath.perm(10**7, 5 * 10**6)",
    "import math, decimal\nmath.floor(decimal.Decimal('1e3000000'))",
    "import math\nmath.gcd((1 << 10**7) - 1, (1 << 10**7) + 3)",
    "import math\nmath.lcm(3, (1 << 10**7) - 1, (1 << 10**7) + 3)",
    "import math\nmath.isqrt(1 << 10**7)",
    "import math\nmath.prod([10**10**6] * 40)",
])
def test_uninterruptible_calls_that_would_pass_the_deadline_are_refused(src: str) -> None:
    started = time.monotonic()
    err = limit_error(src, timeout_s=5)
    assert err.limit == "timeout_s", err.message
    assert time.monotonic() - started < 30  # backstop; the refusal is an estimate, up front


@pytest.mark.parametrize("src", [
    "import statistics\nstatistics.mean(range(10**12))",
    "import math\nmath.fsum(range(10**12))",
    "import heapq\nheapq.nlargest(3, range(10**12))",
    "import heapq\nsum(heapq.merge(range(10**12)))",
    "import random\nrandom.choices([1, 2], weights=range(10**12), k=1)",
    "import math\nmath.prod(range(1, 10**12))",
])
def test_host_loops_over_guest_iterables_are_step_counted(src: str) -> None:
    err = limit_error(src, max_steps=200_000, timeout_s=3)
    assert err.limit in ("max_steps", "timeout_s"), err.message


def test_normal_dist_bounds() -> None:
    err = guest_error("from statistics import NormalDist\nNormalDist().quantiles(10**9)")
    assert err.type_name == "ValueError"
    err = guest_error("from statistics import NormalDist\nNormalDist.from_samples(range(10**9))")
    assert err.type_name == "ValueError"


def test_decimal_arithmetic_never_sees_another_sessions_context() -> None:
    a, b = Sandbox().session(), Sandbox().session()
    assert a.run_sync("from decimal import *\ngetcontext().prec = 3").ok
    assert b.run_sync("from decimal import Decimal\nprint(Decimal(1) / 7)").output == \
        "0.1428571428571428571428571429\n"


# --- random.Random instances -----------------------------------------------------------------

def test_random_instances_match_cpython() -> None:
    src = ("import random\nr = random.Random(2024)\n"
           "print(r.random(), r.randint(1, 9), r.choice('xyz'), r.sample(range(50), 4))\n"
           "print(r.choices(range(5), weights=[1, 2, 3, 4, 5], k=5), r.getrandbits(100))\n"
           "x = list(range(8))\nr.shuffle(x)\nprint(x, r.randbytes(5), r.gauss(1, 2))\n"
           "r.seed('again')\nprint(r.random(), r.betavariate(2, 3), r.VERSION)\n")
    assert sandbox_output(src) == cpython_output(src)


def test_unseeded_random_instances_come_from_the_session_generator() -> None:
    src = "import random\nprint(random.Random().random(), random.Random().random())"
    first = Sandbox(random_seed=3).run_sync(src).output
    assert first == Sandbox(random_seed=3).run_sync(src).output
    assert first != Sandbox(random_seed=4).run_sync(src).output
    reseeded = Sandbox(random_seed=3).run_sync(
        "import random\nr = random.Random(1)\nr.seed()\nr.seed(None)\nprint(r.random())")
    assert reseeded.output == Sandbox(random_seed=3).run_sync(
        "import random\nr = random.Random(1)\nr.seed()\nr.seed(None)\nprint(r.random())").output


def test_random_instances_never_read_os_entropy(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    def no_entropy(n: int) -> bytes:
        raise AssertionError("OS entropy was read")
    monkeypatch.setattr(os, "urandom", no_entropy)
    result = Sandbox(random_seed=1).run_sync(
        "import random\nr = random.Random()\nr.seed()\nprint(r.random() < 1)")
    assert result.output == "True\n", result.error and result.error.traceback


@pytest.mark.parametrize("call", ["r.choices([1], k=10**9)", "r.sample(range(10**10), 10**9)",
                                  "r.randbytes(10**9)", "r.getrandbits(8 * 10**9)"])
def test_random_instance_sizes_are_checked_before_the_call(call: str) -> None:
    err = Sandbox().run_sync(f"import random\nr = random.Random(1)\n{call}").error
    assert isinstance(err, LimitExceeded) and err.limit == "max_memory_bytes", err


def test_random_instance_loops_are_charged_per_item() -> None:
    err = run("import random\nr = random.Random(1)\nr.choices([1, 2], k=100_000)",
              max_steps=10_000).error  # type: ignore[attr-defined]
    assert isinstance(err, LimitExceeded) and err.limit == "max_steps", err


def test_system_random_says_what_to_use() -> None:
    err = guest_error("import random\nrandom.SystemRandom().random()")
    assert err.type_name == "PermissionError"
    assert "random.Random(seed)" in err.message
