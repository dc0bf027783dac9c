"""Cost models: what a call of each callable module member may cost, declared where the
member is registered, enforced before the call.

The deadline is only checked between evaluator steps, so a host call whose time or memory
grows with its input must be estimated before it starts. Every callable member of every
allowlisted module has exactly one :class:`Cost`, declared next to the ``register`` of its
module (``register(name, costs=...)``); a callable member without one is not handed to guest
code at all (the importer leaves it out and ``tests/test_costs_declared.py`` fails). The
vocabulary is small on purpose:

- :data:`CONSTANT`: bounded work whatever the arguments (``math.sin``, ``struct.calcsize``,
  a class whose construction is bounded and whose methods the gate checks);
- :data:`WRAPPED`: a sandbox wrapper whose own body sizes, times or charges each host call it
  makes before making it (``math.factorial``'s estimate, ``statistics`` charging per item);
  the wrapper's docstring or its module's says how;
- :data:`GUEST`: implemented in guest code (a guest-source module's functions and classes),
  charged step by step as it runs; given structurally, never declared;
- :func:`linear`: time and/or memory proportional to the bytes of the arguments (each byte
  ``ns`` host nanoseconds, each byte ``mem`` bytes of result): the registration wrapper
  refuses or charges it before the call;
- :func:`checked`: a specific checker ``check(ctx, what, args, kwargs)`` run by the
  registration wrapper before every call (it reuses the estimators of
  :mod:`sandbox.runtime.costs`, :mod:`.sizes`, :mod:`.sizechecks` and :mod:`.sizing`).

Models that run before the call are enforced by a wrapper around the member, so the check
runs whoever calls it (guest code, or C code such as ``map`` or ``functools.reduce``). A class
cannot be wrapped without breaking ``isinstance`` and subclassing, so the checker of a class
runs at the compiled call sites (:func:`class_check`).

:func:`sandbox.modules.cost_model_of` answers, for the census and for tests, the model of a
member (it reads the module registry, which sits above this room).
"""

from __future__ import annotations

import array as _array
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..runtime.costs import charge_ns, note_free
from .sizes import str_kind

#: ``check(ctx, what, args, kwargs)``: raises to refuse; may return ``(args, kwargs)`` to pass
#: on instead (a host callable argument replaced by its checked form, an iterator guarded).
Checker = Callable[[Any, str, tuple[Any, ...], dict[str, Any]], Any]


@dataclass(frozen=True)
class Cost:
    """The declared cost model of one callable member. ``kind`` is one of ``constant``,
    ``wrapped``, ``guest``, ``linear``, ``checked``; ``check`` (linear and checked models)
    runs before each call; ``note`` says why the model fits; ``ns_per_byte`` and
    ``mem_per_byte``: a linear model's rates (read by ``benchmarks/cost_calibration.py``)."""

    kind: str
    note: str = ""
    check: Checker | None = None
    ns_per_byte: float = 0.0
    mem_per_byte: float = 0.0
    #: The parameters (positions and keyword names) whose values the member calls itself,
    #: now or later (a ``key=``, a factory, a cached function): see :func:`calls_back`.
    callbacks: tuple[int | str, ...] = ()
    #: Whether the callbacks are called with no arguments (a factory): a bare builtin then
    #: builds nothing, and only a partial-like one is held.
    nullary: bool = False

    def enforce(self, ctx: Any, what: str, args: tuple[Any, ...],
                kwargs: dict[str, Any]) -> tuple[tuple[Any, ...], dict[str, Any]]:
        """Refuse or charge the call ``what(*args, **kwargs)`` before it is made; return the
        arguments to make it with (its callbacks held as :func:`calls_back` says)."""
        if self.callbacks:
            args, kwargs = held_callbacks(self.callbacks, args, kwargs, self.nullary)
        if self.check is not None and ctx is not None:
            replaced = self.check(ctx, what, args, kwargs)
            if replaced is not None:
                return replaced  # type: ignore[no-any-return]
        return args, kwargs


#: ``hold(fn, nullary)``: ``fn`` as host code may call it (a checked builtin as a checker
#: that runs its compiled call site's checks under the run current when called; set by
#: sizechecks).
CALLBACK_HOLDER: list[Callable[[Any, bool], Any]] = []


def held_callbacks(params: tuple[int | str, ...], args: tuple[Any, ...] | list[Any],
                   kwargs: dict[str, Any], nullary: bool = False
                   ) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """``args`` and ``kwargs`` with the values of ``params`` (positions, keyword names) held
    by :data:`CALLBACK_HOLDER` (new containers only where one changes)."""
    hold = CALLBACK_HOLDER[0]
    out = tuple(args)
    for p in params:
        if type(p) is int:
            if p < len(out):
                held = hold(out[p], nullary)
                if held is not out[p]:
                    out = (*out[:p], held, *out[p + 1:])
        elif p in kwargs:
            held = hold(kwargs[p], nullary)
            if held is not kwargs[p]:
                kwargs = {**kwargs, p: held}
    return out, kwargs


def calls_back(model: Cost, *params: int | str, nullary: bool = False) -> Cost:
    """``model`` for a member that calls the values of ``params`` itself (positions and
    keyword names): C code calls them without the checks a compiled call site runs, so a
    checked builtin given there (``heapq.nsmallest(n, xs, key=list)``,
    ``defaultdict(partial(bytes, n))``, ``lru_cache(list)``) is handed over held (round 8).
    ``tests/test_costs_declared.py`` fails on a member whose callable parameter is neither
    declared here nor listed as a value there."""
    from dataclasses import replace
    return replace(model, callbacks=params, nullary=nullary,
                   note=f"{model.note}; calls back {params}")


CONSTANT = Cost("constant", "bounded work whatever the arguments")
WRAPPED = Cost("wrapped", "a sandbox wrapper that estimates each host call it makes first")
GUEST = Cost("guest", "guest code, charged step by step as it runs")

#: Argument bytes below which a linear model neither charges nor sizes anything.
_FREE_BYTES = 1 << 12


def arg_bytes(value: Any) -> int:
    """The bytes of one argument as a linear model counts them: the characters of a string
    (times its width), the bytes of a bytes-like object or array, a slot per item of a list,
    tuple, dict or set (plus the bytes of its str/bytes items), the bytes of an int; 0
    otherwise. Lengths are read through the builtin base types (a guest subclass's
    ``__len__`` never runs here)."""
    if isinstance(value, str):
        return str.__len__(value) * str_kind(value)
    if isinstance(value, (bytes, bytearray, memoryview, _array.array)):
        try:
            with memoryview(value) as view:
                return view.nbytes
        except (TypeError, ValueError):
            return 0
    if isinstance(value, int):
        return int.bit_length(value) >> 3
    for base in _CONTAINERS:
        if isinstance(value, base):
            n = base.__len__(value)
            total = 8 * n
            if (base is list or base is tuple) and n <= 1 << 16:
                for item in base.__iter__(value):
                    if type(item) is str or type(item) is bytes:
                        total += len(item)
            return total
    return 0


_CONTAINERS: tuple[Any, ...] = (list, tuple, dict, set, frozenset)


def args_bytes(args: Iterable[Any], kwargs: Mapping[str, Any]) -> int:
    """The sum of :func:`arg_bytes` over positional and keyword arguments."""
    return sum(map(arg_bytes, args)) + sum(map(arg_bytes, kwargs.values()))


def linear(*, ns: float = 0.0, mem: float = 0.0, note: str = "") -> Cost:
    """A model linear in the bytes of the arguments: ``ns`` host nanoseconds per byte
    (charged as steps, refused when past the deadline) and ``mem`` bytes of result per byte
    (checked against the memory limit before the call)."""
    def check(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        n = args_bytes(args, kwargs)
        if n < _FREE_BYTES:
            if ns:
                note_free(ctx, int(n * ns))  # free once, not once per step (costs6)
            return
        if mem:
            ctx.check_alloc(int(n * mem) + 64, what)
        if ns:
            charge_ns(ctx, int(n * ns), what)
    return Cost("linear", note or f"{ns} ns and {mem} bytes per argument byte", check, ns, mem)


def checked(check: Checker, note: str = "") -> Cost:
    """A model enforced by a specific checker, run before every call."""
    return Cost("checked", note or (check.__doc__ or "").strip().split("\n")[0], check)


def costs(models: Mapping[str, Cost] | None = None, /, *, constant: Iterable[str] = (),
          wrapped: Iterable[str] = (), **specific: Cost) -> dict[str, Cost]:
    """The cost table of a module: ``constant`` and ``wrapped`` name groups, plus one entry
    per member with a specific model (given as keywords, or as a mapping ``models``)."""
    table: dict[str, Cost] = dict.fromkeys(constant, CONSTANT)
    for name in wrapped:
        if name in table:
            raise ValueError(f"{name!r} declared twice")
        table[name] = WRAPPED
    for name, model in (*(models or {}).items(), *specific.items()):
        if name in table:
            raise ValueError(f"{name!r} declared twice")
        table[name] = model
    return table


# --- enforcement -----------------------------------------------------------------------------

#: id(class) -> (qualified name, class, model): the checkers of classes, run at call sites.
_CLASS_CHECKS: dict[int, tuple[str, type, Cost]] = {}
CLASS_CHECK_IDS: set[int] = set()


def class_check(ctx: Any, cls: Any, args: tuple[Any, ...] | list[Any],
                kwargs: dict[str, Any] | None = None
                ) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
    """Run the checker of class ``cls`` (compiled call sites call this for classes in
    :data:`CLASS_CHECK_IDS`) before it is called with ``args``: None, or -- for a class that
    calls back (:func:`calls_back`, ``defaultdict``) -- the arguments to call it with."""
    entry = _CLASS_CHECKS.get(id(cls))
    if entry is not None and entry[1] is cls:
        model = entry[2]
        if model.check is not None and ctx is not None:  # (its replacements: not taken)
            model.check(ctx, entry[0], tuple(args), kwargs or {})
        if model.callbacks:
            return held_callbacks(model.callbacks, args, kwargs or {}, model.nullary)
    return None


def enforced(what: str, member: Any, model: Cost, ctx_of: Callable[[], Any]) -> Any:
    """``member`` as guest code gets it under ``model``: itself when nothing runs before the
    call; for a class, itself with its checker registered for the call sites; otherwise a
    builtin that runs the checker (and holds its callbacks) and then the member."""
    if model.check is None and not model.callbacks:
        return member
    if isinstance(member, type):
        _CLASS_CHECKS[id(member)] = (what, member, model)
        CLASS_CHECK_IDS.add(id(member))
        return member
    from ..runtime.builtins import make_builtin

    def call(*args: Any, **kwargs: Any) -> Any:
        args, kwargs = model.enforce(ctx_of(), what, args, kwargs)
        return member(*args, **kwargs)
    name = getattr(member, "__name__", what.rsplit(".", 1)[-1])
    return make_builtin(name, call, getattr(member, "__doc__", None))


def is_guest_member(value: Any) -> bool:
    """Guest functions, guest classes and their instances (charged as they run:
    :data:`GUEST`)."""
    from ..runtime.objects import Function
    return type(value) is Function or getattr(value, "__sandbox_guest__", False) is True


def model_for(table: Mapping[str, Cost] | None, name: str, value: Any) -> Cost | None:
    """The cost model of member ``name`` (``value``) of a module with cost table ``table``:
    None for a non-callable member (data) -- and for a callable one with no model, which is
    then not allowlisted."""
    if is_guest_member(value):
        return GUEST
    if not callable(value):
        return None
    return (table or {}).get(name)
