"""Red-team round 8 findings (tests/security/redteam_round8.md): private parameters of the
sandbox's own module code, builtins that host code calls back, the objects' numbers across
sessions and what the host takes from a process worker's result.

Each test failed before its fix; the .md says what each one did then."""

from __future__ import annotations

import importlib
import inspect
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from sandbox import LimitExceeded, Limits, Sandbox
from sandbox.modules import importable
from sandbox.runtime.objects import Function

REPO_DIR = str(Path(__file__).resolve().parents[2])


def _run(source: str, **limits: Any) -> Any:
    return Sandbox(isolation="inprocess", limits=Limits(**limits)).session().run_sync(source)


# --- 1. a private parameter of the sandbox's own host code -----------------------------------

@pytest.mark.parametrize("call", [
    "traceback.TracebackException(ValueError, err, None, _seen=S())",
    "traceback.TracebackException.from_exception(err, _seen=S())",
    "traceback.TracebackException(type(err), err, None, limit=1, _seen=S())",
])
def test_traceback_takes_no_guest_set_of_host_ids(call: str) -> None:
    # Before: the guest's S.add and S.__contains__ were handed id() of each exception in the
    # chain -- the host addresses (0x7f...ac20), not the guest's id() numbers.
    source = textwrap.dedent("""
        import traceback
        got = []
        class S:
            def add(self, x): got.append(x)
            def __contains__(self, x): got.append(x); return False
            def __len__(self): return 0
        try:
            raise ValueError('a') from KeyError('b')
        except ValueError as e:
            err = e
        try:
            CALL
        except TypeError as e:
            got.append(str(e))
        got
    """).replace("CALL", call)
    result = _run(source).check()
    assert len(result.value) == 1 and "_seen" in result.value[0], result.value


#: Private parameters of sandbox host code that are safe, with the reason.
_PRIVATE_OK = {
    ("copy", "deepcopy", "_nil"): "CPython's signature; accepted and ignored",
    ("fractions", "Fraction", "_normalize"): "CPython's own class (the same in CPython); the "
                                             "sandbox sizes a Fraction from its numerator and "
                                             "denominator as they are",
}


def _signature(fn: Any) -> inspect.Signature | None:
    for candidate in (fn, getattr(fn, "__wrapped__", None)):
        if candidate is None:
            continue
        try:
            return inspect.signature(candidate)
        except (TypeError, ValueError):
            continue
    return None


def test_no_sandbox_host_callable_takes_a_private_parameter() -> None:
    """A census: CPython's stdlib passes its own bookkeeping through private parameters
    (``TracebackException(_seen=)``); the sandbox's host code must not accept any from guest
    code (guest modules' functions may: they are guest code)."""
    session = Sandbox(isolation="inprocess").session()
    session.run_sync("\n".join(f"import {name}" for name in importable())).check()
    modules = session.globals.importer.modules
    found = []
    for name in importable():
        for key, value in vars(modules[name]).items():
            if key.startswith("_") or not callable(value) or type(value) is Function:
                continue
            targets = [(key, value)]
            if isinstance(value, type) and not getattr(value, "__sandbox_guest__", False):
                targets += [(f"{key}.{m}", getattr(value, m)) for m in list(vars(value))
                            if (not m.startswith("_") or m == "__init__")
                            and callable(getattr(value, m, None))]
            for label, fn in targets:
                if type(fn) is Function:
                    continue
                sig = _signature(fn)
                private = [p for p in sig.parameters if p.startswith("_")] if sig else []
                found += [(name, label, p) for p in private
                          if (name, label, p) not in _PRIVATE_OK]
    assert not found, found
