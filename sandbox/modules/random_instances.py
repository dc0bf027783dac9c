"""``random.Random`` for the guest: seedable generator instances that never read OS entropy.

Each session gets its own ``Random`` class (a subclass of :class:`CheckedRandom`, built by
:func:`random_class`, carrying the session's :class:`~sandbox.modules.ModuleEnv`). Instances
are real ``random.Random`` objects with CPython's algorithms, so ``Random(42)`` draws exactly
what CPython's ``Random(42)`` draws. What differs is where a seed comes from and what is
checked:

- ``Random()``/``seed()``/``seed(None)`` take their seed from the session's own generator
  (``env.random``), never from OS entropy; the C constructor is given a fixed seed first,
  because CPython's seeds a generator made without arguments from ``urandom`` before
  ``__init__`` runs;
- the methods that build something as big as an argument asks for (``choices``, ``sample``,
  ``getrandbits``, ``randbytes``) check its size against the run's memory limit before the C
  call, and the ones that loop over a guest sequence in host code (``choices``, ``sample``,
  ``shuffle``) charge one step per item, as the module functions do (:mod:`.mathmods`).

Guest code reads only the names in ``__sandbox_attrs__``; the generator's state is reachable
through ``getstate``/``setstate`` as in CPython. ``random.SystemRandom`` is refused
(:func:`system_random_refusal`): it reads OS entropy on every call.
"""

from __future__ import annotations

import operator
import random
from typing import Any

from ..runtime.builtins import make_builtin
from . import ModuleEnv
from .funcmods import charge, counted

#: Methods that draw a bounded amount per call and are used as CPython's.
_PLAIN = frozenset({"random", "uniform", "triangular", "randint", "randrange", "choice",
                    "betavariate", "expovariate", "gammavariate", "gauss", "lognormvariate",
                    "normalvariate", "vonmisesvariate", "paretovariate", "weibullvariate",
                    "getstate", "setstate"})
_CHECKED = frozenset({"seed", "choices", "sample", "shuffle", "getrandbits", "randbytes"})
_SEED_BITS = 128


def _as_int(value: Any) -> Any:
    try:
        return operator.index(value)
    except TypeError:
        return value  # CPython's own TypeError comes from the real call


class CheckedRandom(random.Random):
    """The methods of the guest's ``random.Random`` (see the module docstring)."""

    __sandbox_attrs__ = _PLAIN | _CHECKED | frozenset({"VERSION", "__doc__"})
    __sandbox_copyable__ = True  # copy/deepcopy use Random's own reduce (state: getstate)
    _sandbox_env: ModuleEnv | None = None

    def __new__(cls, *args: Any, **kwargs: Any) -> CheckedRandom:
        return super().__new__(cls, 0)  # type: ignore[call-arg]  # a fixed seed; __init__ seeds

    def _sandbox_ctx(self) -> Any:
        env = type(self)._sandbox_env
        return env.ctx() if env is not None else None

    def _sandbox_charge(self, n: int) -> None:
        env = type(self)._sandbox_env
        if env is not None:
            charge(env.session.globals, n)

    def _sandbox_alloc(self, nbytes: int, what: str) -> None:
        ctx = self._sandbox_ctx()
        if ctx is not None:
            ctx.check_alloc(nbytes, what)

    def _sandbox_listed(self, value: Any) -> Any:
        if value is None or type(value) is list or type(value) is tuple:
            if value is not None:
                self._sandbox_charge(len(value))
            return value
        env = type(self)._sandbox_env
        return list(counted(env.session.globals, value)) if env is not None else list(value)

    def seed(self, a: Any = None, version: Any = 2) -> None:
        """Initialize internal state from a seed (without one: from the session's own
        generator, never from OS entropy)."""
        if a is None:
            env = type(self)._sandbox_env
            source = env.random if env is not None else random.Random(0)
            a = source.getrandbits(_SEED_BITS)
        super().seed(a, version)

    def choices(self, population: Any, weights: Any = None, *, cum_weights: Any = None,
                k: Any = 1) -> list[Any]:
        """Return a k sized list of population elements chosen with replacement."""
        n = _as_int(k)
        if isinstance(n, int) and n > 0:
            self._sandbox_alloc(8 * n, "Random.choices")
            self._sandbox_charge(n)
        return super().choices(population, self._sandbox_listed(weights),
                               cum_weights=self._sandbox_listed(cum_weights), k=n)

    def sample(self, population: Any, k: Any, *, counts: Any = None) -> list[Any]:
        """Chooses k unique random elements from a population sequence."""
        n = _as_int(k)
        if isinstance(n, int) and n > 0:
            self._sandbox_alloc(8 * n, "Random.sample")
            self._sandbox_charge(n)
        return super().sample(population, n, counts=self._sandbox_listed(counts))

    def shuffle(self, x: Any) -> None:
        """Shuffle list x in place, and return None."""
        if type(x) is list:
            self._sandbox_charge(len(x))
        return super().shuffle(x)

    def getrandbits(self, k: Any, /) -> int:
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        n = _as_int(k)
        if isinstance(n, int) and n > 8 * 4096:
            self._sandbox_alloc(n // 8, "Random.getrandbits")
        return super().getrandbits(n)

    def randbytes(self, n: Any) -> bytes:
        """Generate n random bytes."""
        size = _as_int(n)
        if isinstance(size, int) and size > 4096:
            self._sandbox_alloc(size, "Random.randbytes")
        return super().randbytes(size)


def random_class(env: ModuleEnv) -> type:
    """The session's ``random.Random`` (instances seeded from ``env.random`` by default)."""
    return type("Random", (CheckedRandom,), {
        "__module__": "random", "__qualname__": "Random", "__doc__": random.Random.__doc__,
        "_sandbox_env": env})


def _system_random(*args: Any, **kwargs: Any) -> Any:
    raise PermissionError("random.SystemRandom reads OS entropy, which the sandbox does not "
                          "allow: use random.Random(seed) or the random module's functions "
                          "(the session's own seeded generator)")


#: What the guest's ``random.SystemRandom`` is: a callable that says what to use instead.
system_random_refusal = make_builtin("SystemRandom", _system_random, random.SystemRandom.__doc__)
