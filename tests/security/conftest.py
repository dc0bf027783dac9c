"""The long fuzz and soak runs (marked ``slow``) run only when asked for with ``-m slow``
(or any ``-m`` expression naming ``slow``), so ``pytest tests/security`` stays CI-sized."""

from __future__ import annotations

import pytest

from . import harness

#: The suites whose cases run in both isolation modes (the rest of the security suite is
#: in-process: the gate's own findings, heavy or host-state tests that a worker would not
#: change): escapes, information leaks, breaches and errors.
BOTH_MODES = ("test_escapes", "test_info_leaks", "test_breach_and_errors")
#: In process mode the escape suite runs a fixed sample: every SAMPLE_EVERY-th case of each
#: parametrised test (its first included), to keep CI's time; SANDBOX_SECURITY_ALL_CASES=1
#: runs every case in both modes (all 523 passed in process mode when this was written).
SAMPLED = ("test_escapes",)
SAMPLE_EVERY = 3

#: Seconds the first DoS test may take: its setup runs every DoS case of the session (about
#: 700, two children at a time on 2 cores); a backstop, not a speed budget.
DOS_SETUP_TIMEOUT_S = 1800


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Each test of the BOTH_MODES suites runs once per isolation (ids inproc/process)."""
    if metafunc.module.__name__.rsplit(".", 1)[-1] in BOTH_MODES:
        metafunc.fixturenames.append("isolation")
        metafunc.parametrize("isolation", ["inprocess", "process"], ids=["inproc", "process"])


@pytest.fixture(autouse=True)
def _harness_isolation(request: pytest.FixtureRequest) -> object:
    """The harness's sandboxes take the test's isolation (in-process without one)."""
    mode = request.getfixturevalue("isolation") if "isolation" in request.fixturenames \
        else "inprocess"
    harness.ISOLATION[0] = mode
    yield
    harness.ISOLATION[0] = "inprocess"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    _sample_process_mode(config, items)
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and "dos" in callspec.params:
            item.add_marker(pytest.mark.timeout(DOS_SETUP_TIMEOUT_S))
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="long run: select it with -m slow")
    for item in items:
        if item.get_closest_marker("slow") is not None and "security" in str(item.fspath):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def dos_outcomes(request: pytest.FixtureRequest) -> dict[str, dict[str, object]]:
    """Run every selected DoS case of the session (parameter ``dos`` of any test) in child
    processes at once, so single-operation and volume cases share the worker pool."""
    from .harness import DosCase, run_isolated

    cases: dict[str, DosCase] = {}
    for item in request.session.items:
        callspec = getattr(item, "callspec", None)
        dos = callspec.params.get("dos") if callspec is not None else None
        if isinstance(dos, DosCase) and item.get_closest_marker("skip") is None:
            cases[dos.id] = dos
    return run_isolated(list(cases.values()))


def _sample_process_mode(config: pytest.Config, items: list[pytest.Item]) -> None:
    import os
    if os.environ.get("SANDBOX_SECURITY_ALL_CASES"):
        return
    seen: dict[str, int] = {}
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        callspec = getattr(item, "callspec", None)
        module = getattr(getattr(item, "module", None), "__name__", "").rsplit(".", 1)[-1]
        if callspec is None or callspec.params.get("isolation") != "process" \
                or module not in SAMPLED:
            keep.append(item)
            continue
        name = getattr(item, "originalname", item.name)
        index = seen[name] = seen.get(name, -1) + 1
        (keep if index % SAMPLE_EVERY == 0 else dropped).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep
