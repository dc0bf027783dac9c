"""How deep guest recursion may go in this process: the C stack under the guest's thread.

A plain guest call costs no C stack (CPython 3.11 runs a Python-to-Python call in the C
frame of its caller, and a guest call level is a dozen such host frames): a guest recursion
1,000 deep over plain calls, methods, closures, ``try``/``with`` and comprehensions leaves
the main thread's stack at its start-up size. What costs C stack is guest code that C code
calls back, and C code that calls C code, each level counted as a host frame by the host
recursion limit (:mod:`sandbox.runtime.hostroom`: 12 host frames a guest level plus 500):
measured with the stack's high-water mark (``VmStk``) on CPython 3.11, x86-64, a guest
``sorted(key=k)`` whose key recurses takes about 5 KiB a level, a guest ``__lt__`` sorting
with ``key=sorted`` 10.6 KiB, with ``key=functools.partial(sorted, key=sorted)`` 13.5 KiB,
and a chain of ``functools.partial(sorted, key=...)`` with no guest frame about 1.1 KiB a
host frame. On a thread with the usual 8 MiB stack these end cleanly at a depth of 500
(6,500 host frames) and crash the process at 1,000 (12,500).

So the deepest recursion in force is the host's to grant: :func:`ceiling` is
:data:`~sandbox.limits.INPROCESS_RECURSION_DEPTH_CEILING` (500) in a host process, whose
threads' stacks the sandbox does not choose, and
:data:`~sandbox.limits.MAX_RECURSION_DEPTH_CEILING` (1,000) in a worker process once
:func:`enlarge_main_stack` has raised the soft ``RLIMIT_STACK`` of its main thread (the one
that runs guest code) to :data:`WORKER_STACK_BYTES`: the main thread's stack grows on demand
up to the soft limit read at each fault, and the kernel keeps at least 128 MiB free below it
for that (the mmap gap), so a raise after start-up takes effect. A run's depth is the lower of
``Limits.max_recursion_depth`` and :func:`ceiling` (:class:`~sandbox.runtime.context.
RunContext`); :func:`recursion_layer` says which, and why, for the isolation report.
"""

from __future__ import annotations

import resource
import threading
from typing import Any

from ..limits import INPROCESS_RECURSION_DEPTH_CEILING, MAX_RECURSION_DEPTH_CEILING

#: The worker's main-thread stack: 8 times the usual 8 MiB, over three times what the worst
#: measured form needs at a depth of 1,000 (the partial-sort chain's 16,500 host frames at
#: ~1.1 KiB, a nested ``__lt__`` sort at ~13.5 KiB a level), and within the kernel's 128 MiB
#: mmap gap below the stack. Its pages count against the worker's RLIMIT_AS only as they are
#: touched (sandbox.isolation.confine adds this much to the address space it allows).
WORKER_STACK_BYTES = 64 * 1024 * 1024
_MIB = 1024 * 1024

#: Host frames a guest call level may take, by how much stack the guest's thread has: the
#: host recursion limit of a run is this times its depth, plus 500 (sandbox.api). A resumed
#: ``yield from`` chain inside ``try`` or ``with`` takes about 13 a level (at 12, such a chain
#: of 958 generators is the deepest that fits the limit of depth 1,000).
FRAMES_PER_LEVEL_INPROCESS = 12
FRAMES_PER_LEVEL_WORKER = 16

_state: dict[str, Any] = {
    "ceiling": INPROCESS_RECURSION_DEPTH_CEILING,
    "frames": FRAMES_PER_LEVEL_INPROCESS,
    "why": (f"in-process: guest code runs on the host's thread, whose C stack the sandbox "
            f"does not size (up to {INPROCESS_RECURSION_DEPTH_CEILING:,} nested calls fit "
            f"the usual 8 MiB with every C-recursing form ending in a clean breach)"),
}


def ceiling() -> int:
    """The deepest guest recursion this process grants (see the module docstring)."""
    return int(_state["ceiling"])


def frames_per_level() -> int:
    """Host frames a guest call level may take in this process (the run's host recursion
    limit is this times its depth, plus 500)."""
    return int(_state["frames"])


def depth_in_force(requested: int) -> int:
    """A run's recursion depth: ``Limits.max_recursion_depth``, or the host's ceiling if lower."""
    top = _state["ceiling"]
    return requested if requested <= top else int(top)


def enlarge_main_stack() -> dict[str, Any]:
    """In a worker, before any guest code: raise the soft ``RLIMIT_STACK`` to
    :data:`WORKER_STACK_BYTES` (at most the hard limit) and grant the full ceiling if the
    stack now allows it. Only for the process's main thread, which must be the one that runs
    guest code. Returns the report layer (``in_force`` and the reason)."""
    if threading.current_thread() is not threading.main_thread():
        return _layer(False, "not the main thread: its stack cannot grow")
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
        want = WORKER_STACK_BYTES
        if hard != resource.RLIM_INFINITY:
            want = min(want, hard)
        if soft == resource.RLIM_INFINITY or soft < want:
            resource.setrlimit(resource.RLIMIT_STACK, (want, hard))
        got = resource.getrlimit(resource.RLIMIT_STACK)[0]
    except (OSError, ValueError) as exc:
        return _layer(False, f"setrlimit(RLIMIT_STACK) failed: {exc}")
    if got != resource.RLIM_INFINITY and got < WORKER_STACK_BYTES:
        return _layer(False, f"the stack may grow to {got // _MIB} MiB only (hard limit)")
    _state["ceiling"] = MAX_RECURSION_DEPTH_CEILING
    _state["frames"] = FRAMES_PER_LEVEL_WORKER
    _state["why"] = (f"worker: its main thread, which runs guest code, has a "
                     f"{WORKER_STACK_BYTES // _MIB} MiB C stack (RLIMIT_STACK raised at start)")
    return _layer(True, f"{WORKER_STACK_BYTES // _MIB} MiB C stack for the guest's thread")


def recursion_layer(requested: int) -> dict[str, Any]:
    """The isolation report's ``recursion`` entry: the depth in force for ``requested``
    (``Limits.max_recursion_depth``) and why (``in_force``: the full request is granted)."""
    granted = depth_in_force(requested)
    text = f"guest recursion depth {granted:,}"
    if granted < requested:
        text += f" (Limits asks {requested:,}; this host grants at most {ceiling():,})"
    return _layer(granted == requested, f"{text}: {_state['why']}")


def _layer(in_force: bool, detail: str) -> dict[str, Any]:
    return {"in_force": in_force, "detail": detail}


__all__ = ["WORKER_STACK_BYTES", "ceiling", "depth_in_force", "enlarge_main_stack",
           "frames_per_level", "recursion_layer"]
