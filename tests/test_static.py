"""The tree stays mypy- and ruff-clean: both run as part of the suite, so CI enforces them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900)


@pytest.mark.timeout(900)
def test_mypy_is_clean_on_sandbox() -> None:
    pytest.importorskip("mypy", reason="mypy is in the dev extra")
    result = _run(sys.executable, "-m", "mypy")  # files and options: pyproject.toml
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-2000:]


def test_ruff_is_clean() -> None:
    if shutil.which("ruff") is None:
        pytest.skip("ruff is in the dev extra")
    result = _run("ruff", "check", "sandbox", "tests", "conformance", "benchmarks", "examples")
    assert result.returncode == 0, result.stdout[-5000:]
