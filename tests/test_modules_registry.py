"""The module allowlist: the providers table matches what each wrapper registers, and every
allowlisted module imports."""

from __future__ import annotations

import subprocess
import sys

import pytest

from sandbox import Sandbox
from sandbox.modules import PROVIDERS, REGISTRY, load_wrappers


def test_providers_table_matches_registrations() -> None:
    load_wrappers()
    assert set(REGISTRY) == set(PROVIDERS)


@pytest.mark.parametrize("wrapper", sorted(set(PROVIDERS.values())))
def test_each_wrapper_registers_its_modules(wrapper: str) -> None:
    # in a fresh process, importing just this wrapper must register every module the
    # table assigns to it (what lazy loading relies on)
    names = sorted(n for n, w in PROVIDERS.items() if w == wrapper)
    code = (f"import sandbox.modules.{wrapper}\nfrom sandbox.modules import REGISTRY\n"
            f"missing = [n for n in {names!r} if n not in REGISTRY]\nprint(missing)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.parametrize("name", sorted(PROVIDERS))
def test_every_allowlisted_module_imports(name: str) -> None:
    result = Sandbox().run_sync(f"import {name}\n{name.split('.')[0]}.__name__")
    assert result.ok, result.error and result.error.traceback
    assert result.value == name.split(".")[0]
