"""Measuring the memory a run holds: the process's resident set, read cheaply.

Per-operation checks (``RunContext.check_alloc``) refuse any single object over the limit
before it is built. This module is the second line: the run's growth of the process's
resident memory (RSS), sampled at every step checkpoint and after every large allocation, so
that many medium objects kept alive cannot add up past the limit either. Freed memory that
CPython keeps in its arenas is reused, so loops that build and drop objects are not punished.

On platforms without ``/proc/self/statm`` the sampler returns 0 and only per-operation checks
apply (documented in THREAT_MODEL.md).

Runtime objects that host code makes in bulk for guest code (``asyncio.gather`` of many
coroutines makes a task and a greenlet for each, in one host call, no step in between) are
charged as they are made (:func:`charge_runtime_object`): their estimated bytes count towards
the next sample, which is then taken while they pile up, and their host time is charged as
steps, so the step budget and the deadline checks meet them too.
"""

from __future__ import annotations

import os
from typing import Any

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
_STATM = "/proc/self/statm"
_available = os.path.exists(_STATM)


def rss_bytes() -> int:
    """The process's resident set size in bytes (0 where it cannot be read)."""
    if not _available:
        return 0
    try:
        with open(_STATM, "rb") as f:
            fields = f.read().split()
        return int(fields[1]) * _PAGE
    except (OSError, IndexError, ValueError):
        return 0


#: One pending asyncio task: the Task, its greenlet and what the greenlet allocates when it
#: first runs (about 1.1 KiB measured on CPython 3.11, greenlet 3; counted with a margin).
TASK_BYTES = 2048
#: Host time of one task, made and first switched into (20-60 us measured), in steps (a step
#: a microsecond, as estimated host time is charged everywhere).
TASK_STEPS = 20


def charge_runtime_object(ctx: Any, nbytes: int, steps: int, what: str) -> None:
    """Charge a runtime object that host code makes for guest code: ``nbytes`` towards the
    run's memory sample (``check_alloc``: sampled once such charges add up to an eighth of
    the limit) and ``steps`` of host time (the step budget; a refill checks the deadline)."""
    ctx.check_alloc(nbytes, what)
    ctx.steps_left -= steps
    if ctx.steps_left < 0:
        ctx.refill()
