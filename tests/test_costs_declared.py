"""Every callable member of every allowlisted module has a declared cost model
(``sandbox.guards.costmodel``), and a member without one is not handed to guest code."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import Sandbox
from sandbox.guards import costmodel
from sandbox.guards.costmodel import CONSTANT, GUEST, WRAPPED
from sandbox.modules import REGISTRY, UNCOSTED, ModuleSpec, apply_costs, cost_model_of, importable

KINDS = {"constant", "wrapped", "guest", "linear", "checked"}


def _modules() -> dict[str, Any]:
    session = Sandbox().session()  # imported by a run: guest-source modules run guest code
    result = session.run_sync("\n".join(f"import {name}" for name in importable()))
    assert result.error is None, result.error
    importer = session.globals.importer
    return {name: importer.modules[name] for name in importable()}


def test_every_callable_member_of_every_module_has_a_cost_model() -> None:
    modules = _modules()
    missing = []
    for name, module in modules.items():
        for key, value in vars(module).items():
            if key.startswith("__") or not callable(value) or type(value).__name__ == "module":
                continue
            model = cost_model_of(name, key, value)
            if model is None:
                missing.append(f"{name}.{key}")
            else:
                assert model.kind in KINDS, (name, key, model)
    assert not missing, f"callable members without a cost model: {missing}"
    assert not UNCOSTED, f"members left out for want of a cost model: {sorted(UNCOSTED)}"


def test_declared_models_name_existing_members() -> None:
    """A declaration for a name the module does not export is a stale entry (a typo would
    leave the real member without its model)."""
    modules = _modules()
    stale = [f"{name}.{key}" for name, module in modules.items()
             for key in (REGISTRY[name].costs or {}) if key not in vars(module)]
    assert not stale, f"cost models of members that do not exist: {stale}"


def test_a_member_without_a_model_is_not_allowlisted() -> None:
    spec = ModuleSpec("probe_module", costs={"kept": CONSTANT})
    ns = apply_costs(spec, {"kept": len, "dropped": repr, "data": 3}, lambda: None)
    assert ns == {"kept": len, "data": 3}
    assert ("probe_module", "dropped") in UNCOSTED
    UNCOSTED.discard(("probe_module", "dropped"))


def test_checked_models_run_before_the_call_whoever_calls() -> None:
    calls: list[tuple[Any, ...]] = []

    def check(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        calls.append((what, args))
        if args and args[0] == "refuse":
            raise ValueError("refused before the call")

    spec = ModuleSpec("probe_module", costs={"f": costmodel.checked(check)})
    ns = apply_costs(spec, {"f": str.upper}, lambda: object())
    assert ns["f"]("ab") == "AB"
    assert list(map(ns["f"], ["c"])) == ["C"]  # called from C code: still checked
    with pytest.raises(ValueError, match="before the call"):
        ns["f"]("refuse")
    assert calls == [("probe_module.f", ("ab",)), ("probe_module.f", ("c",)),
                     ("probe_module.f", ("refuse",))]


def test_cost_model_of_reports_declared_and_guest_models() -> None:
    assert cost_model_of("math", "sin") is CONSTANT
    assert cost_model_of("math", "factorial") is WRAPPED
    assert cost_model_of("base64", "b85encode").kind == "linear"
    assert cost_model_of("collections", "Counter").kind == "checked"
    assert cost_model_of("math", "pi") is None  # data
    assert cost_model_of("no_such_module", "x") is None
    session = Sandbox().session()
    session.run_sync("def f():\n    pass\nclass C:\n    pass")
    for value in (session.globals["f"], session.globals["C"]):
        assert cost_model_of("math", "not_declared", value) is GUEST  # guest code: structural


def test_linear_model_sizes_and_charges() -> None:
    model = costmodel.linear(ns=1000, mem=10)

    class Ctx:
        steps_left = 10 ** 9
        deadline = float("inf")
        started = 0.0
        allocs: list[int] = []

        def check_alloc(self, n: int, what: str = "") -> None:
            self.allocs.append(n)

        def refill(self) -> None:
            pass

    ctx = Ctx()
    model.enforce(ctx, "probe", (b"x" * 100_000,), {})
    assert ctx.allocs == [1_000_064]
    assert ctx.steps_left == 10 ** 9 - 100_000  # 100 ms of estimated work, 1 step per us
    model.enforce(ctx, "probe", (b"x" * 10,), {})  # small arguments are free
    assert ctx.allocs == [1_000_064]


# --- callables the member calls back (round 8) --------------------------------------------------

#: Parameter names under which CPython's stdlib takes a callable that it calls itself.
CALLBACK_NAMES = frozenset({
    "key", "default", "default_factory", "func", "function", "callback", "user_function",
    "predicate", "isjunk", "linejunk", "charjunk", "fn", "repl", "object_hook",
    "object_pairs_hook", "parse_float", "parse_int", "parse_constant", "factory", "mycmp"})

#: Members whose callable parameters are held by their own sandbox wrapper (where).
HELD_BY_WRAPPER = {
    ("functools", "cache"): "funcmods._cached",
    ("functools", "singledispatch"): "dispatch.SingleDispatch.__call__ (checked_callable)",
    ("functools", "singledispatchmethod"): "dispatch.SingleDispatchMethod.__get__",
    ("functools", "cached_property"): "sizechecks.host_called_value (as a class attribute)",
    ("itertools", "accumulate"): "funcmods itertools factory", ("itertools", "dropwhile"): "ditto",
    ("itertools", "filterfalse"): "ditto", ("itertools", "groupby"): "ditto",
    ("itertools", "starmap"): "ditto", ("itertools", "takewhile"): "ditto",
    ("json", "dumps"): "textmods_json._JsonSizer.wrap_default",
    ("json", "dump"): "textmods_json (dumps)",
    ("contextlib", "contextmanager"): "sourcemods.contextmanager",
    ("contextlib", "asynccontextmanager"): "sourcemods.asynccontextmanager",
    ("asyncio", "Condition.wait_for"): "asyncio_sync.Condition.wait_for",
    # the builtins module's members are the builtin names' own objects: a call through it is
    # a compiled call site of the same checked builtin (sizechecks, builtins_held_for_cpython)
    ("builtins", "sorted"): "sizechecks (the name's call-site checks)",
    ("builtins", "list.sort"): "sizechecks (list.sort's method call-site checks)",
    ("contextlib", "AsyncExitStack.push_async_callback"): "sourcemods.AsyncExitStack",
    ("contextlib", "ExitStack.callback"): "sourcemods._HeldCallbacks",
    ("contextlib", "AsyncExitStack.callback"): "sourcemods._HeldCallbacks",
}

#: Callable-named parameters that are values, or whose calls cannot build much (why).
NOT_CALLED_BACK = {
    ("asyncio", "iscoroutinefunction"): "inspected, never called",
    ("asyncio", "Task.remove_done_callback"): "compared, never called",
    ("builtins", "dict.get"): "a key and a value",
    ("builtins", "dict.setdefault"): "a key and a value",
    ("collections", "OrderedDict.setdefault"): "a key and a value",
    ("collections", "OrderedDict.move_to_end"): "a key",
    ("collections", "ChainMap.get"): "a key and a value", ("collections", "ChainMap.pop"): "a key",
    ("hashlib", "blake2b"): "a key (bytes)", ("hashlib", "blake2s"): "a key (bytes)",
    ("hmac", "new"): "a key (bytes)", ("hmac", "digest"): "a key (bytes)",
    ("hmac", "HMAC"): "a key (bytes)",
    ("json", "loads"): "hooks get values json has already built (a dict, its pairs, a "
                       "number's text within the document)",
    ("json", "load"): "as loads",
    ("tomllib", "loads"): "parse_float gets a float's text within the document",
    ("typing", "get_overloads"): "a key of the session's overload registry",
    ("tomllib", "load"): "as loads",
    ("operator", "length_hint"): "a default value", ("os", "getenv"): "a default value",
    ("re", "sub"): "repl gets a re.Match (no checked builtin builds from one)",
    ("re", "subn"): "as sub", ("re", "Pattern.sub"): "as sub", ("re", "Pattern.subn"): "as sub",
    ("re", "Match.groups"): "a default value", ("re", "Match.groupdict"): "a default value",
    ("sys", "getsizeof"): "a default value", ("zoneinfo", "ZoneInfo"): "a key (str)",
    ("typing", "overload"): "returned, never called",
}


def _stdlib_signatures(name: str, key: str) -> list[tuple[str, Any]]:
    import importlib
    import inspect
    try:
        real = getattr(importlib.import_module(name), key, None)
    except ImportError:
        return []
    targets = [(key, real)] if real is not None else []
    if isinstance(real, type):
        targets += [(f"{key}.{m}", getattr(real, m)) for m in list(vars(real))
                    if not m.startswith("_") and callable(getattr(real, m, None))]
    out = []
    for label, fn in targets:
        try:
            out.append((label, inspect.signature(fn)))
        except (TypeError, ValueError):
            continue
    return out


def test_every_callable_parameter_is_declared() -> None:
    """A census of callbacks: each parameter of an allowlisted member that CPython's own
    member (its signature) takes as a callable, by name, is declared: held for host code
    (``calls_back`` in the member's cost model), held by the member's sandbox wrapper
    (:data:`HELD_BY_WRAPPER`), or a value / a call that builds nothing
    (:data:`NOT_CALLED_BACK`). Round 8: ``heapq.nsmallest(key=list)``,
    ``contextlib.contextmanager(list)``, ``types.MethodType(list, xs)`` and a dozen more
    built a gigabyte in one C call."""
    modules = _modules()
    undeclared = []
    for name, module in modules.items():
        for key, value in vars(module).items():
            if key.startswith("_") or not callable(value) or type(value).__name__ == "module":
                continue
            model = cost_model_of(name, key, value)
            if model is None or model.kind == "guest":
                continue
            for label, sig in _stdlib_signatures(name, key):
                named = [p for p in sig.parameters if p in CALLBACK_NAMES]
                if not named or (name, label) in HELD_BY_WRAPPER \
                        or (name, label) in NOT_CALLED_BACK:
                    continue
                places = list(sig.parameters)
                if label == key and all(p in model.callbacks or places.index(p)
                                        in model.callbacks for p in named):
                    continue
                undeclared.append(f"{name}.{label}{named}")
    assert not undeclared, f"callable parameters not declared: {undeclared}"
