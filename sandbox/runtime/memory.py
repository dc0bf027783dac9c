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

import collections
import os
import sys
from typing import Any

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
_STATM = "/proc/self/statm"
_available = os.path.exists(_STATM)


#: ``(pid, descriptor)`` of this process's ``/proc/self/statm`` kept open by
#: :func:`keep_statm_open` (a confined worker may open no file: round 9).
_kept: list[tuple[int, int]] = []


def keep_statm_open() -> None:
    """Open this process's ``/proc/self/statm`` now and read it through that descriptor from
    then on. A process worker calls this before it is confined: afterwards it may open no
    file (``RLIMIT_NOFILE`` 0, the file-system rules), and every sample read 0, so only the
    per-operation checks and the address-space cap (twice the limit and more) bounded its
    memory (round 9). The descriptor is used only by the process that opened it (a forked
    child's ``/proc/self`` is its own: it opens its own or reads 0)."""
    if not _available:
        return
    pid = os.getpid()
    if _kept and _kept[0][0] == pid:
        return
    try:
        fd = os.open(_STATM, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return
    _kept[:] = [(pid, fd)]


def rss_bytes() -> int:
    """The process's resident set size in bytes (0 where it cannot be read)."""
    if not _available:
        return 0
    try:
        if _kept and _kept[0][0] == os.getpid():
            fields = os.pread(_kept[0][1], 512, 0).split()
        else:
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


#: Types whose new values host calls, slices and operators build by copying an operand
#: (``l.copy()``, ``s[::-1]``, ``sorted(l)``, ``s | t``): their result is metered. The
#: ``collections`` containers the guest gets are these host classes (round 5: 100 copies of
#: an OrderedDict of 100,000 keys held 1 GB under 64 MiB; a deque's, a Counter's 300-580 MB).
METERED_TYPES = frozenset({str, bytes, bytearray, list, tuple, dict, set, frozenset,
                           collections.deque, collections.OrderedDict, collections.Counter,
                           collections.defaultdict})
#: Results smaller than this are not metered (a step's worth of work many times over).
METER_MIN = 1 << 16
#: Callers meter a result of at least this length only (an 8-byte item or more per entry
#: of a container, a byte or more per character): a ``len`` instead of a call for the
#: many small results.
METER_LEN = METER_MIN // 8
_BYTES_PER_STEP = 4096  # as costs.BYTES_PER_STEP: memcpy speed against a step's time


def meter(ctx: Any, value: Any) -> Any:
    """Meter ``value``, a container or string a host call, slice or operator has just handed
    guest code (callers test ``type(value) in METERED_TYPES`` and ``len(value) >= METER_LEN``
    first), and return it.

    The per-operation checks refuse one object over the limit before it is built, but a copy
    of an object that already fits (``l.copy()``, ``s[::-1]``, ``sorted(l)``, ``s | t``)
    needs no such check, and the step checkpoints (where the deadline and the memory sample
    are looked at) come only every 2,000 steps: 2,000 copies of a 40 MB list ran 61 s past a
    1 s deadline, and 50 copies of an 8 MB one held 400 MB under a 64 MiB limit. So every
    such result of at least :data:`METER_MIN` bytes (``sys.getsizeof``, constant time) is
    charged a step per 4 KiB (its copy's time, so the deadline is looked at as it grows)
    and counted towards the next memory sample (taken once such bytes add up to an eighth
    of the limit). A result that is not new (``d.get(k)``) is counted too: that costs an
    early sample, never a refusal, since the sample measures the process's real growth."""
    n = sys.getsizeof(value)
    if n >= METER_MIN:
        ctx.alloc_pending += n
        ctx.steps_left -= n // _BYTES_PER_STEP
        if ctx.alloc_pending > ctx.limits.max_memory_bytes >> 3:
            ctx.check_memory(0, "a copied object")
        if ctx.steps_left < 0:
            ctx.refill()
    return value
