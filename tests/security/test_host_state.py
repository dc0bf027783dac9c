"""Nothing the sandbox does changes process-wide interpreter state for good: importing it,
runs (deep recursion and breaches included), export, import, pause and resume leave the
recursion limit, the cyclic collector, warning filters, the int/str digit cap, signal
handlers and the standard streams as the host had them."""

from __future__ import annotations

import gc
import signal
import subprocess
import sys
import textwrap
import threading
import warnings
from pathlib import Path
from typing import Any

import pytest

from sandbox import Limits, RunResult, Sandbox, Tool
from sandbox.state.pause import Paused

ROOT = Path(__file__).resolve().parents[2]


def host_state() -> dict[str, Any]:
    """Everything process-wide that a sandbox operation could leave changed."""
    handlers = {}
    for sig in signal.valid_signals():
        try:
            handlers[int(sig)] = signal.getsignal(sig)
        except (ValueError, OSError):  # pragma: no cover - platform specific
            pass
    return {
        "recursionlimit": sys.getrecursionlimit(),
        "gc_enabled": gc.isenabled(),
        "gc_threshold": gc.get_threshold(),
        "gc_frozen": gc.get_freeze_count(),
        "warnings_filters": list(warnings.filters),
        "showwarning": warnings.showwarning,
        "int_max_str_digits": sys.get_int_max_str_digits(),
        "signals": handlers,
        "stdout": sys.stdout,
        "stderr": sys.stderr,
        "stdin": sys.stdin,
        "excepthook": sys.excepthook,
        "unraisablehook": sys.unraisablehook,
        "threading_excepthook": threading.excepthook,
        "switchinterval": sys.getswitchinterval(),
        "trace": sys.gettrace(),
        "profile": sys.getprofile(),
    }


def approve(message: str) -> bool:
    """Answered by the host."""


DEEP = """
def down(n):
    return 0 if n == 0 else 1 + down(n - 1)
depth = down(480)
"""
BREACH_RECURSION = "def f(n):\n    return f(n + 1)\nf(0)"
BREACH_STEPS = "while True:\n    pass"
WARNS = "import re\nre.compile('[[a]')\nprint(int('9' * 4000) % 7)"  # (a Pattern is not exportable)


def _sandbox() -> Sandbox:
    return Sandbox(tools=[Tool(approve, external=True)], limits=Limits(max_steps=200_000))


def _assert_same(before: dict[str, Any], what: str) -> None:
    after = host_state()
    changed = {k: (before[k], after[k]) for k in before if before[k] != after[k]}
    assert not changed, f"{what} changed process state: {changed}"


@pytest.fixture
def clean_host() -> Any:
    """A host with non-default settings, so that 'restored to the default' would show."""
    old = sys.getrecursionlimit(), gc.get_threshold()
    sys.setrecursionlimit(1234)
    gc.set_threshold(701, 11, 9)
    yield
    sys.setrecursionlimit(old[0])
    gc.set_threshold(*old[1])


def test_sync_operations_leave_the_host_as_they_found_it(clean_host: Any) -> None:
    sandbox = _sandbox()
    session = sandbox.session()
    steps = [
        ("a run", lambda: session.run_sync("x = [1, (2, 3), {'a': {4}}]").check()),
        ("deep recursion", lambda: session.run_sync(DEEP).check()),
        ("a recursion breach", lambda: session.run_sync(BREACH_RECURSION)),
        ("a step breach", lambda: session.run_sync(BREACH_STEPS)),
        ("warnings and big ints", lambda: session.run_sync(WARNS)),
        ("export", lambda: session.export_state()),
        ("import", lambda: sandbox.session(state=session.export_state())),
    ]
    for what, step in steps:
        before = host_state()
        step()
        _assert_same(before, what)
    before = host_state()
    progress = sandbox.session().start_sync("y = 2\nok = approve('go')\nprint(ok, y)")
    _assert_same(before, "a pause")
    assert isinstance(progress, Paused)
    blob = progress.dump()
    _assert_same(before, "dumping a paused run")
    loaded = sandbox.load_paused(blob)
    _assert_same(before, "loading a paused run")
    result = loaded.resume_sync(True)
    _assert_same(before, "a resume")
    assert isinstance(result, RunResult) and result.output == "True 2\n"


def test_a_deep_export_and_import_leave_the_recursion_limit(clean_host: Any) -> None:
    session = Sandbox().session()
    session.run_sync("t = ()\nfor i in range(190):\n    t = (t,)\nl = []\nfor i in range(190):"
                     "\n    l = [l]").check()
    before = host_state()
    blob = session.export_state()
    restored = Sandbox().session(state=blob)
    assert restored.run_sync("n = 0\nwhile t:\n    t = t[0]\n    n += 1\nn").value == 190
    _assert_same(before, "a deep export and import")


@pytest.mark.anyio
async def test_async_operations_leave_the_host_as_they_found_it(anyio_backend: str,
                                                               clean_host: Any) -> None:
    sandbox = _sandbox()
    session = sandbox.session()
    for code in (DEEP, BREACH_RECURSION, BREACH_STEPS, WARNS,
                 "import asyncio\nasync def f():\n    await asyncio.sleep(0)\n    return 1\n"
                 "await f()"):
        before = host_state()
        await session.run(code)
        _assert_same(before, f"an async run of {code[:30]!r}")
    before = host_state()
    progress = await sandbox.session().start("ok = approve('go')\nprint(ok)")
    assert isinstance(progress, Paused)
    result = await sandbox.load_paused(progress.dump()).resume(True)
    assert isinstance(result, RunResult) and result.output == "True\n"
    _assert_same(before, "an async pause and resume")


def test_overlapping_runs_restore_the_limit_once_the_last_one_ends(clean_host: Any) -> None:
    """A run inside a tool of another run (nested holders of the raised limit)."""
    inner = Sandbox().session()

    def nested() -> int:
        result = inner.run_sync(DEEP + "depth")
        assert sys.getrecursionlimit() > 1234  # still raised for the outer run
        return int(result.value)

    outer = Sandbox(tools=[nested]).session()
    before = host_state()
    assert outer.run_sync(DEEP + "nested() + depth").value == 960
    _assert_same(before, "nested runs")


def test_a_host_that_changes_the_limit_during_a_run_keeps_its_value(clean_host: Any) -> None:
    def host_sets() -> None:
        sys.setrecursionlimit(9999)

    Sandbox(tools=[host_sets]).session().run_sync("host_sets()").check()
    assert sys.getrecursionlimit() == 9999


def test_importing_the_sandbox_changes_nothing() -> None:
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from test_host_state import host_state
        before = host_state()
        import sandbox
        from sandbox import Sandbox
        session = Sandbox().session()
        session.run_sync("def f(n):\\n    return f(n + 1)\\nf(0)")
        Sandbox().session(state=session.export_state())
        after = host_state()
        changed = sorted(k for k in before if before[k] != after[k])
        print("changed:", changed)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "changed: []" in done.stdout, done.stdout
