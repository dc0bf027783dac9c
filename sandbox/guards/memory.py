"""Measuring the memory a run holds: the process's resident set, read cheaply.

Per-operation checks (``RunContext.check_alloc``) refuse any single object over the limit
before it is built. This module is the second line: the run's growth of the process's
resident memory (RSS), sampled at every step checkpoint and after every large allocation, so
that many medium objects kept alive cannot add up past the limit either. Freed memory that
CPython keeps in its arenas is reused, so loops that build and drop objects are not punished.

On platforms without ``/proc/self/statm`` the sampler returns 0 and only per-operation checks
apply (documented in THREAT_MODEL.md).
"""

from __future__ import annotations

import os

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
