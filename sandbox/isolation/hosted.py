"""The in-process ``Sandbox`` class a worker process serves its one session with.

The worker (:mod:`.worker`) runs an ordinary in-process sandbox, but the isolation room sits
below :mod:`sandbox.api` (api starts process sessions), so the class is installed here by
api when it is imported, and the worker reads it. ``sandbox/__init__.py`` imports api first
thing and Python imports a package before any of its submodules, so every process that can
reach the worker (the host, the zygote, ``python -c "from sandbox.isolation.worker import
main"``) has installed it before the first session is built.
"""

from __future__ import annotations

from typing import Any

_SANDBOX: Any = None


def install_sandbox_class(cls: type) -> None:
    """Install ``cls`` (:class:`sandbox.Sandbox`) as the class the worker builds."""
    global _SANDBOX
    _SANDBOX = cls


def sandbox_class() -> Any:
    """The installed in-process ``Sandbox`` class; RuntimeError when api was never imported
    (an internal error: the package's ``__init__`` imports it)."""
    if _SANDBOX is None:
        raise RuntimeError("sandbox.api has not installed the Sandbox class")
    return _SANDBOX
