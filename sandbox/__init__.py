"""sandbox: run untrusted, model-written Python safely inside an ordinary Python process.

Public surface (re-exports only)::

    from sandbox import Sandbox, Limits, RunResult, SandboxError
    from sandbox import Paused, PendingCall   # pausing a run and resuming it (see README)
"""

# Upper rooms install what lower rooms call back (the compiler into sandbox.runtime.compiling,
# the Sandbox class into sandbox.isolation.hosted, the module type into the gate...) when they
# are imported; importing them here, in the package every submodule import runs first, makes
# sure no entry point can reach a lower room before they are installed.
from . import compiler as _compiler  # noqa: F401
from . import modules as _modules  # noqa: F401
from .api import Sandbox, Session
from .errors import (
    GuestError,
    GuestExit,
    LimitExceeded,
    SandboxError,
    SandboxInternalError,
    SandboxSyntaxError,
    StateError,
    ToolError,
)
from .expose import Expose
from .fs import Mount
from .isolation.errors import IsolationUnavailable, WorkerCrashed
from .limits import Limits
from .modules import allowed_modules
from .results import RunResult, RunStats
from .state.pause import Paused
from .state.replay import PendingCall
from .tools import Tool

__all__ = [
    "Expose", "GuestError", "GuestExit", "IsolationUnavailable", "LimitExceeded", "Limits", "Mount",
    "Paused", "PendingCall", "RunResult", "RunStats", "Sandbox", "SandboxError",
    "SandboxInternalError", "SandboxSyntaxError", "Session", "StateError", "Tool", "ToolError",
    "WorkerCrashed", "allowed_modules",
]
__version__ = "0.1.0"


def load_ipython_extension(ipython: object) -> None:
    """``%load_ext sandbox`` in IPython/Jupyter: register the ``%%sandbox`` magics. IPython is
    imported only here, never by the core package (see :mod:`sandbox.notebook`)."""
    from .notebook import load_ipython_extension as load

    load(ipython)
