"""Which isolation a Sandbox gets when its code does not say: the operator's
``SANDBOX_ISOLATION`` environment variable, else process isolation where workers can start
(Linux), else in-process, each choice recorded with its reason for the isolation report.

An explicit ``Sandbox(isolation=...)`` always wins: the variable sets the default, so an
operator can pin every sandbox that leaves the choice open (``SANDBOX_ISOLATION=inprocess``
for speed on a trusted workload, ``=process`` to be sure), and the test suite pins in-process
for the tests that inspect in-process internals.
"""

from __future__ import annotations

import os
import socket
import sys

#: The environment variable an operator sets to choose the default ("inprocess"/"process").
ENV_VAR = "SANDBOX_ISOLATION"
MODES = ("inprocess", "process")


def platform_problem() -> str | None:
    """Why worker processes cannot be used on this platform, or None if they can."""
    if sys.platform != "linux":
        return f"its OS confinement is built for Linux, and this is {sys.platform}"
    if not hasattr(socket, "AF_UNIX") or not hasattr(socket, "socketpair"):
        return "no Unix sockets for the worker channel"
    if not sys.executable or not os.access(sys.executable, os.X_OK):
        return "no interpreter executable to start workers with"
    return None


def choose(isolation: str | None) -> tuple[str, str]:
    """(mode, how it was chosen) for ``Sandbox(isolation=isolation)``; ValueError for a mode
    that is not one of :data:`MODES`, given or in the variable."""
    if isolation is not None:
        if isolation not in MODES:
            raise ValueError(f"isolation must be 'inprocess' or 'process', not {isolation!r}")
        return isolation, f"isolation={isolation!r} given"
    wanted = os.environ.get(ENV_VAR, "").strip()
    if wanted:
        if wanted not in MODES:
            raise ValueError(f"the environment variable {ENV_VAR}={wanted!r} must be "
                             "'inprocess' or 'process'")
        return wanted, f"{ENV_VAR}={wanted} in the environment"
    problem = platform_problem()
    if problem is not None:
        return "inprocess", f"the default; process isolation is not available: {problem}"
    return "process", "the default where worker processes can start"
