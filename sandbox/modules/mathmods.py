"""Numeric modules for the guest: ``math``, ``cmath``, ``statistics``, ``random``, ``fractions``,
``heapq`` and ``bisect`` in :mod:`.heaps`; ``decimal`` in :mod:`.mathmods_decimal`.

Real C functions are handed out wherever they only compute on inputs that already exist. The
wrapped ones:

- **one C call, huge result**: ``math.factorial``/``comb``/``perm`` estimate the result's bits
  (``lgamma``) and check them against the memory limit *and* the time left before the run's
  deadline (CPython computes them in one C call that the deadline cannot interrupt:
  ``factorial(10**6)`` is a 2 MB int but takes seconds). ``math.gcd``/``lcm``/``isqrt`` of huge
  ints (quadratic in CPython) and ``math.floor``/``ceil``/``trunc`` of a ``Decimal`` with a huge
  exponent (quadratic conversion) are checked against the deadline the same way.
  ``math.prod`` multiplies step by step (each step charged, size-checked like the compiled
  ``*`` and timed with :func:`mul_seconds`, the deadline checked once the product is big); the
  product of a list, tuple or ``itertools.repeat`` is sized before the first step.
- **host loops over guest iterables** (``math.fsum``, ``statistics``, ``heapq.merge``/
  ``nlargest``/``nsmallest``, ``random.choices``/``sample``/``shuffle``): every item is charged
  one step (:func:`.funcmods.counted`), so ``statistics.mean(range(10**12))`` stops at the step
  limit instead of running in host code past the deadline.
- **randomness**: every ``random`` function uses the session's own generator (``env.random``);
  ``seed()`` without an argument reseeds it from itself, never from OS entropy.
  ``random.Random`` instances (:mod:`.random_instances`) are seeded from that generator when
  no seed is given; ``random.SystemRandom`` raises PermissionError saying what to use.

Left out on purpose: ``statistics.NormalDist.samples`` (OS entropy when no seed is given), the
``statistics`` re-exports of other modules.
"""

from __future__ import annotations

import abc
import cmath
import fractions
import itertools
import math
import random
import statistics
from decimal import Decimal
from typing import Any

from ..guards import decimals
from ..guards.costmodel import costs
from ..guards.opchecks import check_mul, check_pow
from ..guards.sizing import check_hashed_items, check_items
from ..runtime import classes, gate
from ..runtime.builtins import make_builtin
from ..runtime.context import current_ctx, in_run
from ..runtime.costs import check_time as _check_time
from ..runtime.costs import gcd_seconds, mul_seconds
from . import ModuleEnv, register
from . import heaps as _heaps  # noqa: F401 - registers heapq and bisect
from . import mathmods_decimal as _decimal  # noqa: F401 - registers decimal
from .funcmods import charge, counted, exact_int, host_iterator

_LN2 = math.log(2)


def check_time(env: ModuleEnv, seconds: float, what: str) -> None:
    """:func:`sandbox.runtime.costs.check_time` for the run in progress."""
    _check_time(env.ctx(), seconds, what)


def _bigint_seconds(bits: float) -> float:
    """Rough time CPython takes to build a ``bits``-bit factorial-like product."""
    return 3.45 * (bits / 8.4e6) ** 1.6


def _check_bigint(env: ModuleEnv, bits: float, seconds: float, what: str) -> None:
    env.ctx().check_alloc(int(bits) // 8, what)
    check_time(env, seconds, what)


def _log2_factorial(n: int) -> float:
    return math.lgamma(n + 1) / _LN2 if n < 1 << 1000 else n * n.bit_length()


def _min_product_bits(start: int, iterable: Any) -> int:
    """A lower bound of the bits of the largest partial product ``math.prod`` builds from
    ``start`` and ``iterable`` (the product of the ints before the first zero or non-int),
    for the iterables whose items are known before they are consumed (lists, tuples); 0 when
    unknown."""
    bits = start.bit_length() - 1
    if type(iterable) is list or type(iterable) is tuple:
        for x in iterable:  # |x| >= 2 ** (x.bit_length() - 1)
            if type(x) is not int or not x:
                break
            bits += x.bit_length() - 1
        return bits
    return 0


def _min_power_bits(start: int, item: Any, source: Any) -> int:
    """The same bound for ``itertools.repeat`` once its first item is known: ``start`` times
    ``item`` to the power of the repetitions (the ones left in ``source``, plus this one)."""
    if type(item) is not int or not start or item in (0, 1, -1):
        return 0
    try:
        times = source.__length_hint__() + 1
    except TypeError:  # repeated forever: the product grows without bound
        times = 1 << 62
    return start.bit_length() - 1 + times * (item.bit_length() - 1)


def _as_int(value: Any) -> Any:
    n = exact_int(value)
    return value if n is None else n


# === math ======================================================================================

_MATH_REAL = ["acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "copysign",
              "cos", "cosh", "degrees", "e", "erf", "erfc", "exp", "exp2", "expm1", "fabs",
              "fmod", "frexp", "gamma", "hypot", "inf", "isclose", "isfinite", "isinf",
              "isnan", "ldexp", "lgamma", "log", "log10", "log1p", "log2", "modf",
              "nan", "nextafter", "pi", "pow", "radians", "remainder", "sin", "sinh", "sqrt",
              "tan", "tanh", "tau", "ulp"]


@register("math", doc="Mathematical functions (CPython's math module).", costs=costs(
    # float functions; hypot/dist/isclose and friends are linear only in arguments the guest
    # already built
    constant=[n for n in _MATH_REAL if callable(getattr(math, n))],
    wrapped=("factorial", "comb", "perm", "prod", "gcd", "lcm", "isqrt", "fsum", "dist",
             "floor", "ceil", "trunc")))
def build_math(env: ModuleEnv) -> dict[str, Any]:
    ns: dict[str, Any] = {name: getattr(math, name) for name in _MATH_REAL}
    g = env.session.globals

    def check_factorial(n: Any, what: str) -> None:
        if isinstance(n, int) and n > 20_000:
            bits = _log2_factorial(n)
            _check_bigint(env, bits, _bigint_seconds(bits), what)

    def factorial(n: Any, /) -> int:
        n = _as_int(n)
        check_factorial(n, "math.factorial")
        return math.factorial(n)

    def comb(n: Any, k: Any, /) -> int:
        n, k = _as_int(n), _as_int(k)
        if isinstance(n, int) and isinstance(k, int) and 0 <= k <= n:
            small = min(k, n - k)
            if small > 1000:
                if n < 1 << 1000:
                    bits = _log2_factorial(n) - _log2_factorial(k) - _log2_factorial(n - k)
                else:
                    bits = small * n.bit_length()
                # comb is slower per bit than factorial (divisions), and grows with k
                seconds = max(2 * _bigint_seconds(bits), 6.7 * (small / 5e5) ** 2.3)
                _check_bigint(env, bits, seconds, "math.comb")
        return math.comb(n, k)

    def perm(n: Any, k: Any = None, /) -> int:
        n = _as_int(n)
        if k is None:
            check_factorial(n, "math.perm")
            return math.perm(n)
        k = _as_int(k)
        if isinstance(n, int) and isinstance(k, int) and 0 <= k <= n and k > 1000:
            if n < 1 << 1000:
                bits = _log2_factorial(n) - _log2_factorial(n - k)
            else:
                bits = k * n.bit_length()
            _check_bigint(env, bits, _bigint_seconds(bits), "math.perm")
        return math.perm(n, k)

    def prod(iterable: Any, /, *, start: Any = 1) -> Any:
        ctx = env.ctx()
        if type(start) is int and start:
            bits = _min_product_bits(start, iterable)
            if bits > 8 * 4096:
                ctx.check_alloc(bits // 8, "math.prod")
        result = start
        source = host_iterator(iterable)
        repeated = type(source) is itertools.repeat and type(start) is int
        for item in counted(g, iterable):
            if repeated:  # every item is this one
                repeated = False
                bits = _min_power_bits(start, item, source)
                if bits > 8 * 4096:
                    ctx.check_alloc(bits // 8, "math.prod")
            if type(result) is int and type(item) is int:
                a_bits, b_bits = result.bit_length(), item.bit_length()
                if a_bits + b_bits > 8 * 4096:
                    size = (a_bits + b_bits) // 8
                    ctx.check_alloc(size, "math.prod", size)  # built while result is alive
                    # each product of a big int costs at least a pass over it: the deadline
                    # is checked per item, not only at every step refill
                    check_time(env, mul_seconds(a_bits, b_bits), "math.prod")
                    ctx.check_deadline()
            else:
                check_mul(ctx, result, item)
            result = result * item
        return result

    def fold(name: str, values: list[Any], step_seconds: Any) -> int:
        """gcd/lcm of many ints, pairwise (as CPython does), each step checked."""
        real = getattr(math, name)
        # the result has at most the bits of all the arguments together (lcm); below that
        # size CPython's own loop is quick whatever the number of arguments
        if sum(v.bit_length() if type(v) is int else 64 for v in values) < 100_000:
            return real(*values)  # type: ignore[no-any-return]
        result = real(values[0])
        for value in values[1:]:
            charge(g)
            if type(value) is int:
                a, b = result.bit_length(), value.bit_length()
                if name == "lcm" and a + b > 8 * 4096:
                    env.ctx().check_alloc((a + b) // 8, "math.lcm")
                check_time(env, step_seconds(a, b), f"math.{name}")
            result = real(result, value)
        return result  # type: ignore[no-any-return]

    def gcd(*integers: Any) -> int:
        return fold("gcd", [_as_int(x) for x in integers],
                    lambda a, b: gcd_seconds(a, b) + 2e-10 * max(a, b))

    def lcm(*integers: Any) -> int:
        # a step with a small argument still divides and multiplies the whole result so far
        return fold("lcm", [_as_int(x) for x in integers],
                    lambda a, b: gcd_seconds(a, b) + 3 * mul_seconds(a, b) + 2e-9 * max(a, b))

    def isqrt(n: Any, /) -> int:
        n = _as_int(n)
        if type(n) is int and n.bit_length() > 500_000:  # Newton steps divide: quadratic
            check_time(env, 0.39 * (n.bit_length() / 1e6) ** 2, "math.isqrt")
        return math.isqrt(n)

    def rounding(name: str) -> Any:
        real = getattr(math, name)

        def to_int(x: Any, /) -> Any:
            decimals.check_int(env.ctx(), x, f"math.{name}")  # quadratic in the digits
            return real(x)
        return make_builtin(name, to_int, real.__doc__)

    def fsum(seq: Any, /) -> float:
        return math.fsum(counted(g, seq))

    def dist(p: Any, q: Any, /) -> float:
        if type(p) is not tuple:
            p = tuple(counted(g, p))
        if type(q) is not tuple:
            q = tuple(counted(g, q))
        return math.dist(p, q)

    for fn in (factorial, comb, perm, prod, gcd, lcm, isqrt, fsum, dist):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, getattr(math, fn.__name__).__doc__)
    for name in ("floor", "ceil", "trunc"):
        ns[name] = rounding(name)
    return ns


_CMATH = [name for name in dir(cmath) if not name.startswith("_")]


@register("cmath", doc="Mathematical functions for complex numbers (CPython's cmath module).",
          costs=costs(constant=[n for n in _CMATH if callable(getattr(cmath, n))]))
def build_cmath(env: ModuleEnv) -> dict[str, Any]:
    return {name: getattr(cmath, name) for name in _CMATH}


# === fractions =================================================================================

gate.ALLOWED_ATTRS[fractions.Fraction] = frozenset({
    "numerator", "denominator", "as_integer_ratio", "limit_denominator", "from_float",
    "from_decimal", "conjugate", "real", "imag"})
classes.SUBCLASSABLE.add(fractions.Fraction)
gate.GUEST_VISIBLE_TYPES.add(fractions.Fraction)  # Fraction.from_float, from_decimal


class _BoundedRationalFormat:
    """Stands for ``fractions._RATIONAL_FORMAT``, the pattern ``Fraction(str)`` matches its
    argument with: while a sandbox run executes in this thread, a decimal exponent is sized
    before CPython computes ``10 ** exp`` (``Fraction('1e999999999')``). Process-global and
    neutral for host code (no run in its thread: the real pattern's match)."""

    def __init__(self, pattern: Any) -> None:
        self._pattern = pattern

    def match(self, text: str) -> Any:
        m = self._pattern.match(text)
        if m is not None and m.group("exp") and in_run():
            digits = m.group("exp").lstrip("+-").replace("_", "")
            if len(digits) > 18:  # beyond any size or time limit (int() caps at 4,300)
                exp = 10 ** 18
            else:
                exp = int(digits or "0")
            check_pow(current_ctx(), 10, exp)
        return m

    def __getattr__(self, name: str) -> Any:
        return getattr(self._pattern, name)


if not isinstance(fractions._RATIONAL_FORMAT, _BoundedRationalFormat):  # type: ignore[attr-defined]
    fractions._RATIONAL_FORMAT = _BoundedRationalFormat(  # type: ignore[attr-defined]
        fractions._RATIONAL_FORMAT)  # type: ignore[attr-defined]


@register("fractions", doc="Rational numbers (CPython's fractions.Fraction).",
          # construction from a string sizes its exponent (_BoundedRationalFormat); from
          # numbers it is a gcd of numbers that already exist
          costs=costs(constant=("Fraction",)))
def build_fractions(env: ModuleEnv) -> dict[str, Any]:
    classes.ALLOWED_METACLASSES.add(abc.ABCMeta)  # class F(Fraction), as importing abc allows
    return {"Fraction": fractions.Fraction}


# === statistics ================================================================================

#: Functions taking one data argument; with a second sample (needs len(), like CPython); with
#: an optional weights argument (second positional or ``weights=``).
_STATS_ONE = ["mean", "fmean", "geometric_mean", "harmonic_mean", "median", "median_low",
              "median_high", "median_grouped", "mode", "multimode", "pstdev", "pvariance",
              "stdev", "variance", "quantiles"]
_STATS_TWO = ["covariance", "correlation", "linear_regression"]
_STATS_WEIGHTED = ("fmean", "harmonic_mean")
#: Functions that count the data's values in a Counter (hashing every item: collisions).
_STATS_HASHING = ("mode", "multimode")
#: ... and those that sort it (their comparisons estimated as sorted's are).
_STATS_SORTING = ("median", "median_low", "median_high", "median_grouped", "quantiles")
#: NormalDist methods that build lists without a run context: a fixed bound instead.
_MAX_POINTS = 1_000_000

_NormalDist = statistics.NormalDist
gate.ALLOWED_ATTRS.update({
    _NormalDist: frozenset({"mean", "median", "mode", "stdev", "variance", "pdf", "cdf",
                            "inv_cdf", "overlap", "zscore", "quantiles", "from_samples"}),
    statistics.LinearRegression: frozenset({"slope", "intercept", "count", "index", "_fields",
                                            "_asdict", "_replace"}),
})
gate.GUEST_VISIBLE_TYPES.add(_NormalDist)  # NormalDist.from_samples(...)


def _bounded_list(data: Any, what: str) -> list[Any]:
    items = list(itertools.islice(data, _MAX_POINTS + 1))
    if len(items) > _MAX_POINTS:
        raise ValueError(f"{what}: more than {_MAX_POINTS} data points in the sandbox")
    return items


def _from_samples(_cls: Any) -> Any:
    def from_samples(data: Any, /) -> Any:
        return _NormalDist.from_samples(_bounded_list(data, "NormalDist.from_samples"))
    return make_builtin("from_samples", from_samples, _NormalDist.from_samples.__doc__)


def _quantiles(dist: Any) -> Any:
    def quantiles(n: Any = 4) -> list[float]:
        count = _as_int(n)
        if isinstance(count, int) and count > _MAX_POINTS:
            raise ValueError(f"NormalDist.quantiles: n above {_MAX_POINTS} in the sandbox")
        return dist.quantiles(count)  # type: ignore[no-any-return]
    return make_builtin("quantiles", quantiles, _NormalDist.quantiles.__doc__)


gate.TYPE_OVERRIDES[(_NormalDist, "from_samples")] = _from_samples
gate.OVERRIDES[(_NormalDist, "from_samples")] = _from_samples
gate.OVERRIDES[(_NormalDist, "quantiles")] = _quantiles


def exact_sum_seconds(items: Any) -> float:
    """Rough host time of the exact sum ``statistics`` makes of ``items``: it adds one
    Fraction per distinct denominator, and each addition divides the running sum, whose
    denominator has up to the bits of all the distinct denominators so far (the sum of
    40,000 unit fractions is a minute of host Python)."""
    dens: set[int] = set()
    for x in items:
        if isinstance(x, fractions.Fraction):
            d = x.denominator
            if type(d) is int and d > 1:
                dens.add(d)
    if len(dens) < 256:
        return 0.0
    seconds = 0.0
    bits = 0
    for d in dens:
        bits += d.bit_length()
        seconds += 3e-9 * bits + 2e-6
    return seconds


def _check_exact_sum(ctx: Any, items: Any) -> None:
    # statistics passes over its data a few times (mean, then the squared deviations)
    _check_time(ctx, 3 * exact_sum_seconds(items), "statistics on exact fractions")


@register("statistics", doc="Mathematical statistics functions (CPython's statistics module).",
          costs=costs(wrapped=_STATS_ONE + _STATS_TWO,
                      constant=("NormalDist", "StatisticsError")))
def build_statistics(env: ModuleEnv) -> dict[str, Any]:
    g = env.session.globals

    def data(value: Any, need_len: bool = False) -> Any:
        """A data argument as a list built with one step charged per item (statistics works
        on exact fractions: a Decimal's ratio is checked)."""
        if type(value) is list or type(value) is tuple:
            charge(g, len(value))
            items = value
        else:
            if need_len and not hasattr(type(value), "__len__"):
                return value  # CPython's own error
            try:
                it = iter(value)
            except TypeError:
                return value  # not iterable: CPython's own error
            items = list(counted(g, it))
        for x in items:
            if isinstance(x, Decimal):
                decimals.check_ratio(env.ctx(), x, "statistics")
        _check_exact_sum(env.ctx(), items)
        return items

    def wrap(name: str) -> Any:
        real = getattr(statistics, name)
        two = name in _STATS_TWO
        weighted = name in _STATS_WEIGHTED

        def call(*args: Any, **kwargs: Any) -> Any:
            args_ = list(args)
            if args_:
                args_[0] = data(args_[0], two)
                if name in _STATS_HASHING:  # a Counter of the data (costs6)
                    check_hashed_items(env.ctx(), args_[0])
                elif name in _STATS_SORTING:  # sorted(data) in statistics' own code
                    check_items(env.ctx(), args_[0], f"statistics.{name}", sort=True)
            if len(args_) > 1 and (two or weighted) and args_[1] is not None:
                args_[1] = data(args_[1], two)
            if weighted and kwargs.get("weights") is not None:
                kwargs["weights"] = data(kwargs["weights"])
            if name == "quantiles" and "n" in kwargs:
                n = kwargs["n"] = _as_int(kwargs["n"])
                if isinstance(n, int) and n > 1000:
                    env.ctx().check_alloc(32 * n, "statistics.quantiles")
                    charge(g, n)
            return real(*args_, **kwargs)
        return make_builtin(name, call, real.__doc__)

    ns: dict[str, Any] = {name: wrap(name) for name in _STATS_ONE + _STATS_TWO}
    ns["NormalDist"] = _NormalDist
    ns["StatisticsError"] = statistics.StatisticsError
    return ns


# === random ====================================================================================

#: Session-generator methods exposed as they are (they draw a bounded amount per call).
_RANDOM_PLAIN = ["random", "uniform", "triangular", "randint", "randrange", "choice",
                 "betavariate", "expovariate", "gammavariate", "gauss", "lognormvariate",
                 "normalvariate", "vonmisesvariate", "paretovariate", "weibullvariate",
                 "getstate", "setstate"]


@register("random", doc="Pseudo-random numbers from the session's own seeded generator.",
          costs=costs(constant=_RANDOM_PLAIN,
                      # Random: instances with the module functions' checks; SystemRandom
                      # only raises (no OS entropy)
                      wrapped=("seed", "choices", "sample", "shuffle", "getrandbits",
                               "randbytes", "Random", "SystemRandom")))
def build_random(env: ModuleEnv) -> dict[str, Any]:
    rng: random.Random = env.random
    g = env.session.globals
    ns: dict[str, Any] = {}
    def plain(name: str) -> Any:
        method = getattr(rng, name)

        def call(*args: Any, **kwargs: Any) -> Any:  # never hand out the bound method itself
            return method(*args, **kwargs)
        return make_builtin(name, call, method.__doc__)

    for name in _RANDOM_PLAIN:
        ns[name] = plain(name)

    def listed(value: Any) -> Any:
        if value is None:
            return None
        if type(value) is list or type(value) is tuple:
            charge(g, len(value))
            return value
        return list(counted(g, value))

    def seed(a: Any = None, version: Any = 2) -> None:
        if a is None:  # CPython would read OS entropy: derive the seed from the session instead
            a = rng.getrandbits(128)
        rng.seed(a, version)

    def choices(population: Any, weights: Any = None, *, cum_weights: Any = None,
                k: Any = 1) -> list[Any]:
        k = _as_int(k)
        if isinstance(k, int) and k > 0:
            env.ctx().check_alloc(8 * k, "random.choices")
            charge(g, k)
        return rng.choices(population, listed(weights), cum_weights=listed(cum_weights), k=k)

    def sample(population: Any, k: Any, *, counts: Any = None) -> list[Any]:
        k = _as_int(k)
        if isinstance(k, int) and k > 0:
            env.ctx().check_alloc(8 * k, "random.sample")
            charge(g, k)
        return rng.sample(population, k, counts=listed(counts))

    def shuffle(x: Any) -> None:
        if type(x) is list:
            charge(g, len(x))
        return rng.shuffle(x)

    def getrandbits(k: Any, /) -> int:
        n = _as_int(k)
        if isinstance(n, int) and n > 8 * 4096:
            env.ctx().check_alloc(n // 8, "random.getrandbits")
        return rng.getrandbits(n)

    def randbytes(n: Any) -> bytes:
        size = _as_int(n)
        if isinstance(size, int) and size > 4096:
            env.ctx().check_alloc(size, "random.randbytes")
        return rng.randbytes(size)

    for fn in (seed, choices, sample, shuffle, getrandbits, randbytes):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, getattr(rng, fn.__name__).__doc__)
    from .random_instances import random_class, system_random_refusal
    ns["Random"] = random_class(env)
    ns["SystemRandom"] = system_random_refusal
    return ns
