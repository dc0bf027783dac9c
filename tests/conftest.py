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
