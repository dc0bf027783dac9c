"""Functional modules for the guest: ``operator``, ``itertools``, ``functools``.

**Step charging.** Host C code that loops over a guest iterable never returns to the evaluator,
so the run's step and time limits could not stop ``sum(itertools.count())`` or
``next(itertools.islice(range(10**18), 10**17, None))``. Every itertools object the guest gets
is therefore a thin counted iterator (:class:`_Out`, printed as the real type, e.g.
``itertools.chain``) that charges one step per item it yields, and every iterable handed to an
itertools constructor, ``functools.reduce`` or ``operator.countOf``/``indexOf`` is wrapped in a
counted view (:class:`_In`) that charges one step per item the C code pulls. No itertools object
exposes ``__length_hint__``, so ``list(itertools.repeat(x, 10**9))`` grows step by step instead
of preallocating. :func:`counted` and :func:`charge` are shared with :mod:`.mathmods`.

Sizes are checked before C code allocates: ``product(..., repeat=n)`` (a tuple of n pools),
``combinations``/``permutations``/``combinations_with_replacement`` with a huge ``r`` (index
arrays of r items), ``tee(it, n)``, and ``operator.mul``/``pow``/``lshift``/``add``/``concat``
and their in-place forms (the same checks as the compiled operators); ``accumulate`` without
a function adds with the checked ``+`` (CPython's default is the C addition).

``operator.attrgetter``/``methodcaller`` read attributes through the access gate (the real
ones would use the host's getattr). ``functools.update_wrapper``/``wraps`` read and write
through the gate as well: the real ones copy guest-chosen attribute names with the host's
getattr/setattr, which would let a guest lift ``gi_frame``, ``f_globals`` ... off host objects.
``functools.total_ordering`` is guest code (``guest/total_ordering.py``): the methods it adds
are guest functions; so is ``functools.partialmethod`` (``guest/partialmethod.py``), which
binds only guest functions, classmethods, staticmethods and guest descriptors (``_bind``).

``functools.singledispatch``/``singledispatchmethod`` are in :mod:`.dispatch`.
Left out on purpose:
``get_cache_token``, ``recursive_repr`` and the ``RLock``/``GenericAlias``/
``namedtuple`` re-exports; ``itertools`` types are not classes in the guest (``isinstance(x,
itertools.chain)`` is a TypeError), the price of counting.
"""

from __future__ import annotations

import functools
import itertools
import operator
import types
from typing import Any

from ..guards.compared import OwnMeter, flat_visits, metered, metered_key
from ..guards.costmodel import checked, costs
from ..guards.dunders import checked_mod
from ..guards.iterguard import GUARDED_TYPES, guard_arg, register_lazy
from ..guards.opchecks import (
    check_add,
    check_division,
    check_lshift,
    check_pow,
    checked_imul,
    checked_mul,
)
from ..guards.sizechecks import checked_callable, held_callable
from ..guards.sizing import (
    SCALARS,
    check_compare,
    check_contains,
    check_hash,
    check_hashed_items,
)
from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.objects import Function
from . import ModuleEnv, guest_source, register

# --- step charging shared with mathmods -----------------------------------------------------------


def charge(g: Any, n: int = 1) -> None:
    """Charge ``n`` steps to the run in progress of the session whose Globals is ``g``."""
    ctx = g.ctx
    if ctx is not None:
        ctx.steps_left -= n
        if ctx.steps_left < 0:
            ctx.refill()


class _In:
    """A counted view of a guest iterable given to host code. ``iter()`` is taken when the host
    code asks for it (so errors and laziness are CPython's), each item pulled costs a step."""

    __slots__ = ("_src", "_it", "_g")
    __sandbox_attrs__: frozenset[str] = frozenset()

    def __init__(self, src: Any, g: Any) -> None:
        self._src = src
        self._it: Any = None
        self._g = g

    def __iter__(self) -> _In:
        if self._it is None:
            self._it = iter(self._src)
            self._src = None
        return self

    def __next__(self) -> Any:
        it = self._it
        if it is None:
            it = self.__iter__()._it
        ctx = self._g.ctx
        if ctx is not None:
            ctx.steps_left -= 1
            if ctx.steps_left < 0:
                ctx.refill()
        return next(it)


def counted(g: Any, iterable: Any) -> Any:
    """``iterable`` as a counted view for host code (already-counted iterators pass as-is)."""
    if isinstance(iterable, (_In, _Out)):
        return iterable
    return _In(iterable, g)


class _Out:
    """An iterator handed to the guest that charges a step per item (subclassed per name so it
    prints as the real type: ``<class 'itertools.chain'>``; its repr is the real object's)."""

    __slots__ = ("_it", "_g")
    __sandbox_attrs__: frozenset[str] = frozenset()
    _it: Any
    _g: Any

    def __new__(cls, *args: Any, **kwargs: Any) -> _Out:
        raise TypeError(f"cannot create '{cls.__module__}.{cls.__qualname__}' instances")

    def __iter__(self) -> _Out:
        return self

    def __next__(self) -> Any:
        ctx = self._g.ctx
        if ctx is not None:
            ctx.steps_left -= 1
            if ctx.steps_left < 0:
                ctx.refill()
        return next(self._it)

    def __repr__(self) -> str:
        # the real object's text, with this object's address where it shows its own, so
        # that the guest's id() of the object it holds is the one its repr shows
        it = self._it
        return repr(it).replace(f" at {id(it):#x}>", f" at {id(self):#x}>")


_OUT_CLASSES: dict[tuple[str, str], type] = {}


def counted_output(g: Any, it: Any, name: str, module: str = "itertools") -> Any:
    """Wrap the host iterator ``it`` for the guest as a counted ``module.name`` iterator."""
    cls = _OUT_CLASSES.get((module, name))
    if cls is None:
        cls = type(name, (_Out,), {"__slots__": (), "__module__": module, "__qualname__": name})
        register_lazy(cls, counts_steps=True)
        _OUT_CLASSES[(module, name)] = cls
    obj: Any = object.__new__(cls)
    obj._it = it
    obj._g = g
    return obj


def counted_output_class(name: str, module: str = "itertools") -> type | None:
    """The class of :func:`counted_output`'s ``module.name`` iterators, once one was made."""
    return _OUT_CLASSES.get((module, name))


def host_iterator(obj: Any) -> Any:
    """The host iterator behind a counted itertools object the guest holds, else None (for
    size estimates: ``math.prod(itertools.repeat(x, n))`` is ``x ** n``)."""
    return obj._it if isinstance(obj, _Out) else None


def exact_int(value: Any) -> int | None:
    """``value`` as an exact int if it is an integer or has ``__index__`` (called once here; the
    result, not the guest object, is what the host function then gets, so a guest
    ``__index__`` or int subclass cannot answer differently later), else None (the real
    function then raises CPython's error)."""
    if isinstance(value, int):
        return int.__index__(value)
    if hasattr(type(value), "__index__"):
        return int.__index__(operator.index(value))
    return None


# === operator ==================================================================================

class attrgetter:  # noqa: N801 - the guest-visible name
    """Return a callable object that fetches the given attribute(s) from its operand, through
    the sandbox's access gate. After f = attrgetter('name'), the call f(r) returns r.name."""

    __slots__ = ("_attrs", "_text")
    __sandbox_attrs__: frozenset[str] = frozenset()

    def __init__(self, attr: Any, /, *attrs: Any) -> None:
        names = (attr, *attrs)
        for name in names:
            if type(name) is not str:
                raise TypeError("attribute name must be a string")
        self._attrs = tuple(tuple(name.split(".")) for name in names)
        self._text = ", ".join(repr(n) for n in names)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs:
            raise TypeError("attrgetter() takes no keyword arguments")
        if len(args) != 1:
            raise TypeError(f"attrgetter expected 1 argument, got {len(args)}")
        obj = args[0]
        values = []
        for path in self._attrs:
            value = obj
            for part in path:
                value = gate.get_attr(value, part)
            values.append(value)
        return values[0] if len(values) == 1 else tuple(values)

    def __repr__(self) -> str:
        return f"operator.attrgetter({self._text})"


class methodcaller:  # noqa: N801 - the guest-visible name
    """Return a callable object that calls the given method on its operand (the method is read
    through the sandbox's access gate). After f = methodcaller('name', 1), f(r) is r.name(1)."""

    __slots__ = ("_name", "_args", "_kwargs")
    __sandbox_attrs__: frozenset[str] = frozenset()

    def __init__(self, name: Any, /, *args: Any, **kwargs: Any) -> None:
        if type(name) is not str:
            raise TypeError("method name must be a string")
        self._name = name
        self._args = args
        self._kwargs = kwargs

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs:
            raise TypeError("methodcaller() takes no keyword arguments")
        if len(args) != 1:
            raise TypeError(f"methodcaller expected 1 argument, got {len(args)}")
        return gate.get_attr(args[0], self._name)(*self._args, **self._kwargs)

    def __repr__(self) -> str:
        parts = [repr(self._name), *map(repr, self._args),
                 *(f"{k}={v!r}" for k, v in self._kwargs.items())]
        return f"operator.methodcaller({', '.join(parts)})"


for _cls in (attrgetter, methodcaller):
    _cls.__module__ = "operator"

#: operator functions that only compute (real C functions).
_OPERATOR_REAL = ["abs", "and_", "call", "contains", "delitem", "eq", "ge",
                  "getitem", "gt", "iand", "imatmul", "index", "inv",
                  "invert", "ior", "irshift", "is_", "is_not", "isub", "itemgetter",
                  "itruediv", "ixor", "le", "length_hint", "lt", "matmul", "ne", "neg",
                  "not_", "or_", "pos", "rshift", "setitem", "sub", "truediv", "truth", "xor"]


def _compare(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """The comparison C makes of two containers, estimated as the compiled ``==`` does."""
    if len(args) == 2 and type(args[0]) not in SCALARS:
        check_compare(ctx, args[0], args[1], what)


def _contains(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """``contains(a, b)`` is ``b in a``: estimated as the compiled ``in`` is."""
    if len(args) == 2 and type(args[1]) not in SCALARS:
        check_contains(ctx, args[1], args[0], what)


def _call(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``call(f, *args)``: ``f`` gets the checks its compiled call site would run."""
    if args:
        return (checked_callable(ctx, args[0]), *args[1:]), kwargs
    return None


def _setitem(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``setitem(seq, slice, iterable)`` drains the iterable in C, as ``x[a:b] = it`` does;
    a tuple key is hashed as ``d[k] = v`` hashes it."""
    if len(args) == 3:
        _keyed(ctx, what, args[:2], kwargs)
        if type(args[2]) in GUARDED_TYPES:
            return (args[0], args[1], guard_arg(ctx, list, args[2])), kwargs
    return None


def _keyed(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """``getitem(d, k)``/``delitem(d, k)`` hash ``k`` for a mapping: a tuple key's hash walk
    is checked as the compiled ``d[k]`` checks it (costs6: declared constant, a
    million-deep tuple key reached C's unguarded tuple hash), and a long tuple handed to a
    host ``__getitem__`` (``typing.Literal``-like dedup) as a hashed argument."""
    if len(args) == 2 and issubclass(type(args[1]), tuple):
        check_hash(ctx, args[1])
        if len(args[1]) > 8 and type(args[0]) not in (list, tuple, str, bytes):
            check_hashed_items(ctx, args[1])


def _getter_keys(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """``itemgetter(k)``: ``k`` is a key its C code will hash on a mapping, so a tuple key's
    hash walk is checked once, when the getter is made (rt1 audit: a million-deep tuple
    key crashed the host)."""
    for k in args:
        if issubclass(type(k), tuple):
            check_hash(ctx, k)


_OPERATOR_COSTS = costs(
    # arithmetic and logic on objects that already exist, bounded lookups, predicates
    constant=[n for n in _OPERATOR_REAL if n not in ("eq", "ne", "lt", "le", "gt", "ge",
                                                       "contains", "call", "setitem",
                                                       "getitem", "delitem",
                                                       "itemgetter")]
    + ["attrgetter", "methodcaller"],
    wrapped=("add", "iadd", "concat", "iconcat", "pow", "ipow", "lshift", "ilshift",
             "floordiv", "ifloordiv", "mul", "imul", "mod", "imod", "countOf", "indexOf"),
    **dict.fromkeys(("eq", "ne", "lt", "le", "gt", "ge"), checked(_compare)),
    contains=checked(_contains), call=checked(_call), setitem=checked(_setitem),
    getitem=checked(_keyed), delitem=checked(_keyed), itemgetter=checked(_getter_keys))


@register("operator", doc="Standard operators as functions (CPython's operator module).",
          costs=_OPERATOR_COSTS)
def build_operator(env: ModuleEnv) -> dict[str, Any]:
    ns: dict[str, Any] = {name: getattr(operator, name) for name in _OPERATOR_REAL}
    g = env.session.globals

    def checked(name: str, check: Any, real: Any) -> Any:
        def op(a: Any, b: Any, /) -> Any:
            check(env.ctx(), a, b)
            return real(a, b)
        return make_builtin(name, op, real.__doc__)

    for name, check in (("add", check_add), ("iadd", check_add), ("concat", check_add),
                        ("iconcat", check_add),
                        ("pow", check_pow), ("ipow", check_pow), ("lshift", check_lshift),
                        ("ilshift", check_lshift),
                        ("floordiv", check_division), ("ifloordiv", check_division)):
        ns[name] = checked(name, check, getattr(operator, name))
    # a count taken from __index__ is asked once, so the check and the product agree
    def mul(a: Any, b: Any, /) -> Any:
        return checked_mul(env.ctx(), a, b)

    def imul(a: Any, b: Any, /) -> Any:
        return checked_imul(env.ctx(), a, b)

    def mod(a: Any, b: Any, /) -> Any:
        return checked_mod(env.ctx(), a, b)

    def imod(a: Any, b: Any, /) -> Any:
        return checked_mod(env.ctx(), a, b, operator.imod)

    ns["mul"] = make_builtin("mul", mul, operator.mul.__doc__)
    ns["mod"] = make_builtin("mod", mod, operator.mod.__doc__)
    ns["imod"] = make_builtin("imod", imod, operator.imod.__doc__)
    ns["imul"] = make_builtin("imul", imul, operator.imul.__doc__)

    def searched(a: Any, b: Any, what: str) -> Any:
        """``a`` as C should search it for ``b``: each item is compared with ``b``, so
        unless ``b`` is flat each item is measured as it comes (a comparison walks at
        most the smaller side)."""
        items = counted(g, a)
        if not flat_visits(b):
            return metered(items, OwnMeter(env.ctx(), 1, what))
        return items

    def countOf(a: Any, b: Any, /) -> int:  # noqa: N802 - CPython's name
        return operator.countOf(searched(a, b, "operator.countOf"), b)

    def indexOf(a: Any, b: Any, /) -> int:  # noqa: N802 - CPython's name
        return operator.indexOf(searched(a, b, "operator.indexOf"), b)

    ns["countOf"] = make_builtin("countOf", countOf, operator.countOf.__doc__)
    ns["indexOf"] = make_builtin("indexOf", indexOf, operator.indexOf.__doc__)
    ns["attrgetter"] = attrgetter
    ns["methodcaller"] = methodcaller
    return ns


# === itertools =================================================================================

#: Beyond these sizes the C constructors' up-front arrays are checked against the memory limit.
_BIG_R = 10_000
_BIG_TEE = 1_000


class _ChainFactory:
    """itertools.chain: ``chain(*iterables)`` and ``chain.from_iterable(iterable)``."""

    __slots__ = ("_g", "from_iterable", "__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__", "__doc__", "from_iterable"})
    __doc__ = itertools.chain.__doc__

    def __init__(self, g: Any) -> None:
        self._g = g
        self.__name__ = self.__qualname__ = "chain"

        def from_iterable(iterable: Any, /) -> Any:
            return counted_output(g, itertools.chain.from_iterable(counted(g, iterable)),
                                  "chain")
        self.from_iterable = make_builtin("from_iterable", from_iterable,
                                          itertools.chain.from_iterable.__doc__)

    def __call__(self, *iterables: Any) -> Any:
        g = self._g
        return counted_output(g, itertools.chain(*[counted(g, it) for it in iterables]),
                              "chain")

    def __repr__(self) -> str:
        return "<class 'itertools.chain'>"


# it stands for a class: type(itertools.chain) prints as in CPython, and so do its errors
_ChainFactory.__name__ = _ChainFactory.__qualname__ = "type"
_ChainFactory.__module__ = "builtins"
_ChainFactory.__call__.__qualname__ = "chain"


#: itertools name -> positions of its iterable arguments ("*" = every positional argument).
_ITER_ARGS: dict[str, Any] = {
    "accumulate": (0,), "combinations": (0,), "combinations_with_replacement": (0,),
    "compress": (0, 1), "count": (), "cycle": (0,), "dropwhile": (1,), "filterfalse": (1,),
    "groupby": (0,), "islice": (0,), "pairwise": (0,), "permutations": (0,), "product": "*",
    "repeat": (), "starmap": (1,), "takewhile": (1,), "zip_longest": "*",
}
_ITER_KEYWORDS = ("iterable", "data", "selectors")


def _normal(value: Any) -> Any:
    """An integer argument as an exact int (anything else unchanged, for CPython to refuse)."""
    n = exact_int(value)
    return value if n is None else n


def _compared_groupby(ctx: Any, args: tuple[Any, ...], kwargs: dict[str, Any]
                      ) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """groupby's arguments with what its C code compares measured first: each key (the item
    itself without ``key=``) is compared with the current group's key."""
    meter = OwnMeter(ctx, 1, "itertools.groupby")
    key = args[1] if len(args) > 1 else kwargs.get("key")
    if key is not None:
        if len(args) > 1:
            return (args[0], metered_key(key, meter), *args[2:]), kwargs
        return args, {**kwargs, "key": metered_key(key, meter)}
    if args:
        return (metered(args[0], meter), *args[1:]), kwargs
    if "iterable" in kwargs:
        return args, {**kwargs, "iterable": metered(kwargs["iterable"], meter)}
    return args, kwargs


@register("itertools", doc="Iterator building blocks (CPython's itertools, step-counted).",
          costs=costs(wrapped=(*_ITER_ARGS, "chain", "tee")))
def build_itertools(env: ModuleEnv) -> dict[str, Any]:
    g = env.session.globals

    def check_sizes(name: str, args: list[Any], kwargs: dict[str, Any]) -> tuple[Any, ...]:
        """Size the C constructor's up-front arrays (the counts are normalised to exact ints
        first, in the arguments passed on)."""
        if name == "product" and "repeat" in kwargs:
            n = kwargs["repeat"] = _normal(kwargs["repeat"])
            if isinstance(n, int) and n > 1:
                env.ctx().check_alloc(8 * max(1, len(args)) * n, "itertools.product")
        elif name in ("combinations", "combinations_with_replacement", "permutations"):
            if len(args) > 1:
                r = args[1] = _normal(args[1])
            elif "r" in kwargs:
                r = kwargs["r"] = _normal(kwargs["r"])
            else:
                r = None
            if isinstance(r, int) and r > _BIG_R:
                env.ctx().check_alloc(16 * r, f"itertools.{name}")
        return tuple(args)

    _PREDICATE_FIRST = frozenset({"takewhile", "dropwhile", "filterfalse"})

    def factory(name: str) -> Any:
        real = getattr(itertools, name)
        positions = _ITER_ARGS[name]

        def make(*args: Any, **kwargs: Any) -> Any:
            args = check_sizes(name, list(args), kwargs)
            if name == "starmap" and args:  # C calls the function: its call-site checks
                args = (checked_callable(env.ctx(), args[0]), *args[1:])
            elif name == "groupby":  # its keys are handed out: str/repr keys get guest ids
                if len(args) > 1 and args[1] is not None:
                    args = (args[0], checked_callable(env.ctx(), args[1]), *args[2:])
                elif kwargs.get("key") is not None:
                    kwargs["key"] = checked_callable(env.ctx(), kwargs["key"])
            elif name in _PREDICATE_FIRST and args:  # takewhile(list, xs): C calls it
                args = (held_callable(args[0]), *args[1:])
            elif name == "accumulate":
                if len(args) > 1 and args[1] is not None:
                    args = (args[0], checked_callable(env.ctx(), args[1]), *args[2:])
                elif kwargs.get("func") is not None:
                    kwargs["func"] = checked_callable(env.ctx(), kwargs["func"])
            if positions == "*":
                args = tuple(counted(g, a) for a in args)
            elif positions:
                args = tuple(counted(g, a) if i in positions else a for i, a in enumerate(args))
            for key in _ITER_KEYWORDS:
                if key in kwargs:
                    kwargs[key] = counted(g, kwargs[key])
            if name == "groupby":
                args, kwargs = _compared_groupby(env.ctx(), args, kwargs)
            if name == "accumulate" and (args[1] if len(args) > 1 else kwargs.get("func")) \
                    is None:
                # its default is the C addition: concatenations would go unchecked
                args = args[:1]
                kwargs["func"] = checked_add
            return counted_output(g, real(*args, **kwargs), name)
        return make_builtin(name, make, real.__doc__)

    def checked_add(a: Any, b: Any, /) -> Any:
        check_add(env.ctx(), a, b)
        return a + b

    ns: dict[str, Any] = {name: factory(name) for name in _ITER_ARGS}
    ns["chain"] = _ChainFactory(g)

    def tee(iterable: Any, n: Any = 2, /) -> tuple[Any, ...]:
        count = n = _normal(n)
        if isinstance(count, int) and count > _BIG_TEE:
            env.ctx().check_alloc(64 * count, "itertools.tee")
        return tuple(counted_output(g, t, "_tee")
                     for t in itertools.tee(counted(g, iterable), n))

    ns["tee"] = make_builtin("tee", tee, itertools.tee.__doc__)
    return ns


# groupby hands out its real group iterators (each item they yield is pulled, counted, from the
# underlying counted input).
gate.ALLOWED_ATTRS[type(next(itertools.groupby([0]))[1])] = frozenset()


# === functools =================================================================================

_LRU_WRAPPER = type(functools.lru_cache(None)(len))
_KEY_WRAPPER = type(functools.cmp_to_key(len))  # type: ignore[arg-type]
_CACHE_INFO = type(functools.lru_cache(None)(len).cache_info())
#: Metadata the wrapper objects of lru_cache/partial carry (copied from the wrapped callable,
#: the same names the gate lets guest code read on guest functions).
_META = frozenset({"__name__", "__qualname__", "__doc__", "__module__", "__wrapped__"})

gate.ALLOWED_ATTRS.update({
    functools.partial: frozenset({"func", "args", "keywords"}),
    # not the instance __dict__ (it holds ``cache_parameters``, a plain host function; see the
    # override below) and no dunders beyond the wrapped callable's metadata
    _LRU_WRAPPER: frozenset({"cache_info", "cache_clear"}) | _META,
    _KEY_WRAPPER: frozenset({"obj"}),
    _CACHE_INFO: frozenset({"hits", "misses", "maxsize", "currsize", "count", "index",
                            "_fields", "_asdict", "_replace"}),
    functools.cached_property: frozenset({"func", "attrname", "__doc__"}),
})


def _cache_parameters(wrapper: Any) -> Any:
    real = wrapper.cache_parameters
    return make_builtin("cache_parameters", lambda: real(), "Report the cache parameters.")


gate.OVERRIDES[(_LRU_WRAPPER, "cache_parameters")] = _cache_parameters

#: Wrapper types whose metadata update_wrapper may set (objects the guest created itself).
_META_WRITABLE = (functools.partial, _LRU_WRAPPER)
_MISSING: Any = object()
_REQUIRED: Any = object()


def _read(obj: Any, name: str, default: Any = _REQUIRED) -> Any:
    """``getattr(obj, name, default)`` through the gate (a refused name reads as missing)."""
    try:
        return gate.get_attr(obj, name)
    except AttributeError:
        if default is _REQUIRED:
            raise
        return default


def _write(obj: Any, name: str, value: Any) -> None:
    if type(obj) in _META_WRITABLE and name in _META:
        setattr(obj, name, value)
    else:
        gate.set_attr(obj, name, value)


def _public_dict(obj: Any) -> dict[str, Any]:
    """What ``obj.__dict__`` contributes to update_wrapper: the attributes guest code set on a
    guest function, or the metadata of a partial/lru_cache wrapper (whose namespace may hold
    host functions, e.g. ``cache_parameters`` or what lru_cache copied off a host class); never
    a host object's namespace."""
    if type(obj) is Function:
        return {k: v for k, v in obj.__dict__.items()
                if isinstance(k, str) and (not k.startswith("_") or k in _META)}
    if type(obj) in _META_WRITABLE:
        return {k: v for k, v in obj.__dict__.items() if k in _META}
    return {}


def update_wrapper(wrapper: Any, wrapped: Any, assigned: Any = functools.WRAPPER_ASSIGNMENTS,
                   updated: Any = functools.WRAPPER_UPDATES) -> Any:
    """Update a wrapper function to look like the wrapped function (through the sandbox's
    access gate)."""
    for attr in assigned:
        value = _read(wrapped, attr, _MISSING)
        if value is not _MISSING:
            _write(wrapper, attr, value)
    for attr in updated:
        if attr == "__dict__":
            for key, value in _public_dict(wrapped).items():
                _write(wrapper, key, value)
        else:
            _read(wrapper, attr).update(_read(wrapped, attr, {}))
    _write(wrapper, "__wrapped__", wrapped)
    return wrapper


def wraps(wrapped: Any, assigned: Any = functools.WRAPPER_ASSIGNMENTS,
          updated: Any = functools.WRAPPER_UPDATES) -> Any:
    """Decorator factory to apply update_wrapper() to a wrapper function."""
    def decorator(wrapper: Any) -> Any:
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return make_builtin("decorator", decorator, "Apply update_wrapper() to the decorated function.")


def lru_cache(maxsize: Any = 128, typed: Any = False) -> Any:
    """Least-recently-used cache decorator (CPython's)."""
    # the wrapper calls the user function in C: a checked builtin is held (round 8:
    # lru_cache(list)(range(3 * 10**7)) built a gigabyte unchecked)
    if callable(maxsize) and not isinstance(maxsize, bool):  # lru_cache(f)
        return _cached(functools.lru_cache(128, typed), maxsize)
    result = functools.lru_cache(maxsize, typed)
    if isinstance(result, types.FunctionType):  # lru_cache(maxsize): the decorating function
        def decorating_function(user_function: Any) -> Any:
            return _cached(result, user_function)
        return make_builtin("decorating_function", decorating_function,
                            "Wrap a function in an LRU cache.")
    return result


def _cached(decorate: Any, user_function: Any) -> Any:
    """``decorate(user_function)``, the C wrapper calling a checked builtin held (its
    compiled call site's checks, under the run current), its metadata and ``__wrapped__``
    the user function's own."""
    held = held_callable(user_function)
    wrapper = decorate(held)
    if held is not user_function:
        functools.update_wrapper(wrapper, user_function)
    return wrapper


def cache(user_function: Any, /) -> Any:
    """Simple lightweight unbounded cache. Sometimes called "memoize"."""
    return _cached(functools.lru_cache(maxsize=None), user_function)


@register("functools", doc="Higher-order functions (CPython's functools, gate-checked).",
          costs=costs(
              # partial and cmp_to_key only store their arguments; calls through them are
              # the calls of what they wrap
              constant=("partial", "cmp_to_key", "cached_property"),
              # singledispatch: each dispatch charges 1 + the registry's size
              wrapped=("reduce", "update_wrapper", "wraps", "total_ordering", "lru_cache",
                       "cache", "singledispatch", "singledispatchmethod")))
def build_functools(env: ModuleEnv) -> dict[str, Any]:
    g = env.session.globals

    def reduce(*args: Any, **kwargs: Any) -> Any:
        if kwargs:
            raise TypeError("reduce() takes no keyword arguments")
        if len(args) < 2:
            raise TypeError(f"reduce expected at least 2 arguments, got {len(args)}")
        if len(args) > 3:
            raise TypeError(f"reduce expected at most 3 arguments, got {len(args)}")
        try:
            it = iter(args[1])
        except TypeError:
            raise TypeError("reduce() arg 2 must support iteration") from None
        return functools.reduce(checked_callable(env.ctx(), args[0]), counted(g, it),
                                *args[2:])

    ns: dict[str, Any] = {
        "reduce": make_builtin("reduce", reduce, functools.reduce.__doc__),
        "partial": functools.partial,
        "cmp_to_key": functools.cmp_to_key,
        "cached_property": functools.cached_property,
        "WRAPPER_ASSIGNMENTS": functools.WRAPPER_ASSIGNMENTS,
        "WRAPPER_UPDATES": functools.WRAPPER_UPDATES,
    }
    for fn in (update_wrapper, wraps, lru_cache, cache):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, fn.__doc__)
    from .dispatch import SingleDispatch, SingleDispatchMethod

    def singledispatch(func: Any) -> Any:
        return SingleDispatch(func)
    ns["singledispatch"] = make_builtin("singledispatch", singledispatch,
                                        functools.singledispatch.__doc__)
    ns["singledispatchmethod"] = SingleDispatchMethod
    ns["total_ordering"] = env.run_source(
        "functools", guest_source("total_ordering.py"), {})["total_ordering"]
    ns["partialmethod"] = env.run_source("functools", guest_source("partialmethod.py"), {
        "partial": functools.partial,
        "_is_descriptor": make_builtin("_is_descriptor", _is_descriptor),
        "_bind": make_builtin("_bind", _bind)})["partialmethod"]
    return ns


def _is_descriptor(func: Any) -> bool:
    """Whether ``func`` binds in a class as partialmethod lets it: a guest function, a
    classmethod or staticmethod, or a guest object whose class defines ``__get__``. Host
    descriptors of other kinds are treated as plain callables: their ``__get__`` on an
    object of the guest's choosing could read past the gate."""
    t = type(func)
    return t is Function or t is classmethod or t is staticmethod or (
        getattr(t, "__sandbox_guest__", False) is True and hasattr(t, "__get__"))


def _bind(func: Any, obj: Any, cls: Any) -> Any:
    """``func.__get__(obj, cls)`` for the kinds :func:`_is_descriptor` accepts."""
    if not _is_descriptor(func):
        raise TypeError("partialmethod can bind only functions, classmethods, staticmethods "
                        "and guest descriptors in the sandbox")
    return type(func).__get__(func, obj, cls)

