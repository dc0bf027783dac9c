"""The module allowlist: the providers table matches what each wrapper registers, and every
allowlisted module imports."""

from __future__ import annotations

import importlib

import pytest

from sandbox import Sandbox
from sandbox.modules import PROVIDERS, REGISTRY, load_wrappers


def test_providers_table_matches_registrations() -> None:
    load_wrappers()
    assert set(REGISTRY) == set(PROVIDERS)
    for name, wrapper in PROVIDERS.items():
        module = importlib.import_module(f"sandbox.modules.{wrapper}")
        assert module is not None, name


@pytest.mark.parametrize("name", sorted(PROVIDERS))
def test_every_allowlisted_module_imports(name: str) -> None:
    result = Sandbox().run_sync(f"import {name}\n{name.split('.')[0]}.__name__")
    assert result.ok, result.error and result.error.traceback
    assert result.value == name.split(".")[0]
