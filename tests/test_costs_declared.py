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
