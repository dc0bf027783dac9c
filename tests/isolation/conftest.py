"""Fixtures for the process-isolation tests: one process-mode Sandbox per module (its warm
workers are shared by the tests; each session still gets a worker of its own)."""

from __future__ import annotations

import os
import sys

import pytest

from sandbox import Limits, Sandbox

if sys.platform != "linux":  # the OS layers (and their tests) are Linux ones
    pytest.skip("process isolation tests need Linux", allow_module_level=True)


def double(x: int) -> int:
    """Twice x."""
    return x * 2


def fail(message: str) -> None:
    raise ValueError(message)


@pytest.fixture(scope="module")
def process_sandbox() -> Sandbox:
    sb = Sandbox([double, fail], Limits(max_memory_bytes=32 << 20, timeout_s=20),
                 isolation="process", pool={"warm": 1, "max_workers": 6}, _test_hooks=True)
    yield sb
    sb._pool.close()


@pytest.fixture()
def secret_env() -> str:
    """A secret in the host's environment that no worker may see."""
    os.environ["SANDBOX_TEST_HOST_SECRET"] = "hunter2"
    yield "SANDBOX_TEST_HOST_SECRET"
    del os.environ["SANDBOX_TEST_HOST_SECRET"]
