"""The guest's asyncio primitives in a saved state (host values remade by the importing
session's own ``asyncio``; see :mod:`sandbox.state.remade`): what of each is meaningful
between runs is saved, and nothing else.

- ``Semaphore`` / ``BoundedSemaphore``: the value (and the bound).
- ``Event``: whether it is set.
- ``Lock``: whether it is held. An asyncio lock has no owner, so a lock a run left held (the
  run's code took it and never released it) stays held, and a later run may release it.
- ``Condition``: its lock (one object with any other name of that lock); only a condition
  over an ``asyncio.Lock``.
- ``Queue`` / ``PriorityQueue`` / ``LifoQueue``: ``maxsize``, the items in their order (a
  priority queue's heap as it is: no comparison runs at import) and the count of items not
  yet marked done (so ``join()`` still waits for them).
- ``Barrier``: its parties and whether it is broken.

Waiters never survive: a task waiting on a primitive belongs to a run, and the loop tears it
down when the run ends, or pauses (a paused run is replayed from its start state), which
takes it off the primitive. A primitive that still had waiters (or a barrier that is filling
or draining) would be refused with what to do; so is one whose attributes are not the ones
the class gives it.

Reading uses the objects' ``__dict__`` through ``object.__getattribute__``; making again
calls the session's ``asyncio`` (host code) with checked fields: an import runs no guest
code, and a forged value gives a StateError."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from ..modules import asyncio_sync as aio
from .checks import check

_SEMAPHORES = {aio.Semaphore: "Semaphore", aio.BoundedSemaphore: "BoundedSemaphore"}
_QUEUES = {aio.Queue: "Queue", aio.PriorityQueue: "PriorityQueue", aio.LifoQueue: "LifoQueue"}
_QUEUE_ITEMS = {aio.Queue: deque, aio.PriorityQueue: list, aio.LifoQueue: list}
#: host-value kind of each primitive type
KIND_OF: dict[type, str] = {**dict.fromkeys(_SEMAPHORES, "semaphore"),
                            **dict.fromkeys(_QUEUES, "aioqueue"),
                            aio.Event: "aioevent", aio.Lock: "aiolock",
                            aio.Condition: "aiocondition", aio.Barrier: "aiobarrier"}
KINDS = frozenset(KIND_OF.values())
#: the attributes each class's ``__init__`` gives an instance
_KEYS: dict[type, set[str]] = {
    aio.Semaphore: {"_value", "_waiters"},
    aio.BoundedSemaphore: {"_value", "_waiters", "_bound"},
    aio.Event: {"_flag", "_waiters"}, aio.Lock: {"_locked", "_waiters"},
    aio.Condition: {"_lock", "_waiters"},
    aio.Barrier: {"_cond", "_parties", "_state", "_count"},
    **dict.fromkeys(_QUEUES, {"maxsize", "_items", "_getters", "_putters", "_unfinished",
                              "_finished"})}
_BROKEN, _FILLING = "broken", "filling"


def _fields(o: Any) -> dict[str, Any] | None:
    d = object.__getattribute__(o, "__dict__")
    return d if set(d) == _KEYS[type(o)] else None


def _idle(waiters: Any) -> bool:
    """Whether ``waiters`` (a primitive's FIFO of parked tasks) is one and is empty."""
    return type(waiters) is aio._Waiters and not waiters.queue


def _event_ok(o: Any) -> bool:
    d = _fields(o) if type(o) is aio.Event else None
    return d is not None and type(d["_flag"]) is bool and _idle(d["_waiters"])


def _lock_ok(o: Any) -> bool:
    d = _fields(o) if type(o) is aio.Lock else None
    return d is not None and type(d["_locked"]) is bool and _idle(d["_waiters"])


def _condition_ok(o: Any) -> bool:
    d = _fields(o) if type(o) is aio.Condition else None
    return (d is not None and type(d["_waiters"]) is deque and not d["_waiters"]
            and _lock_ok(d["_lock"]))


def children(o: Any, kind: str) -> list[Any] | None:
    """What ``o`` refers to (for the encoder's first pass), or None if it cannot be saved
    (:func:`problem` says why)."""
    d = _fields(o)
    if d is None:
        return None
    t = type(o)
    if kind == "semaphore":
        ok = (type(d["_value"]) is int and _idle(d["_waiters"])
              and (t is aio.Semaphore or type(d["_bound"]) is int))
        return [] if ok else None
    if kind == "aioevent":
        return [] if _event_ok(o) else None
    if kind == "aiolock":
        return [] if _lock_ok(o) else None
    if kind == "aiocondition":
        return [d["_lock"]] if _condition_ok(o) else None
    if kind == "aiobarrier":
        ok = (type(d["_parties"]) is int and d["_state"] in (_FILLING, _BROKEN)
              and d["_count"] == 0 and _condition_ok(d["_cond"])
              and not d["_cond"]._lock._locked)
        return [] if ok else None
    items = d["_items"]
    ok = (type(d["maxsize"]) is int and type(items) is _QUEUE_ITEMS[t]
          and type(d["_unfinished"]) is int and d["_unfinished"] >= 0
          and _idle(d["_getters"]) and _idle(d["_putters"]) and _event_ok(d["_finished"])
          and d["_finished"]._flag == (d["_unfinished"] == 0))
    return list(items) if ok else None


def encode(o: Any, kind: str, lower: Callable[[Any], Any]) -> list[Any]:
    d = object.__getattribute__(o, "__dict__")
    t = type(o)
    if kind == "semaphore":
        return ["semaphore", _SEMAPHORES[t], d["_value"], d.get("_bound")]
    if kind == "aioevent":
        return ["aioevent", d["_flag"]]
    if kind == "aiolock":
        return ["aiolock", d["_locked"]]
    if kind == "aiocondition":
        return ["aiocondition", lower(d["_lock"])]
    if kind == "aiobarrier":
        return ["aiobarrier", d["_parties"], d["_state"] == _BROKEN]
    return ["aioqueue", _QUEUES[t], d["maxsize"], [lower(x) for x in d["_items"]],
            d["_unfinished"]]


def remake(v: list[Any], call: Callable[..., Any]) -> Any:
    """The primitive saved in ``v``, its fields checked, made by ``call("asyncio", name,
    ...)`` (the importing session's asyncio)."""
    kind = v[0]
    if kind == "semaphore":
        check(len(v) == 4 and v[1] in _SEMAPHORES.values() and type(v[2]) is int and v[2] >= 0
              and (v[3] is None if v[1] == "Semaphore" else type(v[3]) is int and v[2] <= v[3]),
              "bad asyncio semaphore")
        obj = call("asyncio", v[1], v[2] if v[3] is None else v[3])
        obj._value = v[2]  # (a BoundedSemaphore is made with its bound, then given its value)
        return obj
    if kind in ("aioevent", "aiolock"):
        check(len(v) == 2 and type(v[1]) is bool, f"bad asyncio.{kind[3:].title()}")
        obj = call("asyncio", "Event" if kind == "aioevent" else "Lock")
        if kind == "aioevent":
            obj._flag = v[1]
        else:
            obj._locked = v[1]
        return obj
    if kind == "aiocondition":
        check(len(v) == 2 and type(v[1]) is aio.Lock, "bad asyncio.Condition")
        return call("asyncio", "Condition", v[1])
    if kind == "aiobarrier":
        check(len(v) == 3 and type(v[1]) is int and v[1] >= 1 and type(v[2]) is bool,
              "bad asyncio.Barrier")
        obj = call("asyncio", "Barrier", v[1])
        if v[2]:
            obj._state = _BROKEN
        return obj
    check(kind == "aioqueue" and len(v) == 5 and v[1] in _QUEUES.values()
          and type(v[2]) is int and type(v[3]) is list and type(v[4]) is int and v[4] >= 0,
          "bad asyncio queue")
    obj = call("asyncio", v[1], v[2])
    obj._items.extend(v[3])  # (a priority queue's heap in its saved order: nothing compared)
    obj._unfinished = v[4]
    if v[4]:
        obj._finished.clear()
    return obj


def problem(o: Any) -> str | None:
    """Why the primitive ``o`` cannot be saved, with what to do instead; None if ``o`` is
    not one."""
    t = type(o)
    kind = KIND_OF.get(t)
    if kind is None:
        return None
    name = f"asyncio.{t.__name__}"
    if _fields(o) is None:
        return (f"an {name} with attributes it does not have (keep its state in plain "
                "values and make it again after the import)")
    if kind == "aiocondition" and type(object.__getattribute__(o, "__dict__")["_lock"]) \
            is not aio.Lock:
        return (f"an {name} over a lock that is not an asyncio.Lock (make the condition "
                "again after the import)")
    if kind == "aiobarrier":
        return (f"an {name} with tasks waiting at it (a barrier is saved between runs only, "
                "when no task waits: waiting tasks end with their run)")
    return (f"an {name} with tasks waiting on it (waiting tasks cannot be saved: they end "
            "with their run; export once the run has ended, or keep the primitive's state "
            "in plain values)")
