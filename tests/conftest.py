"""Shared fixtures: every async test runs on both anyio backends.

The suite pins ``Sandbox()``'s default to in-process (``SANDBOX_ISOLATION``, set here before
the sandbox is imported): most tests inspect in-process internals (``session.globals``, host
objects as values). The suites that matter in both modes say ``isolation=`` explicitly and are
parametrised over it (tests/isolation, conformance, the notebook, the security subset).
"""

from __future__ import annotations

import os

os.environ["SANDBOX_ISOLATION"] = "inprocess"  # before any test module imports sandbox

import pytest  # noqa: E402


@pytest.fixture(params=["asyncio", "trio"])
def anyio_backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(params=["inprocess", "process"], ids=["inproc", "process"])
def isolation(request: pytest.FixtureRequest) -> str:
    """Each isolation mode in turn, for tests that make their sandboxes with ``isolation=``.

    Process mode is skipped, with the reason, where this platform cannot run workers.
    A module that needs more (tests/test_tools.py sets the default mode) defines its own.
    """
    from sandbox.isolation.choose import platform_problem

    mode = str(request.param)
    if mode == "process" and platform_problem() is not None:
        pytest.skip(f"process isolation is not available here: {platform_problem()}")
    return mode
