"""Helpers of the contrib tests (waiting on observable state, free ports)."""

from __future__ import annotations

import socket
import time
from typing import Any

#: Seconds any wait may take before a test fails: a backstop, never a speed target.
BACKSTOP_S = 60.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(what: str, check: Any, timeout_s: float = BACKSTOP_S) -> Any:
    deadline = time.monotonic() + timeout_s
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)
