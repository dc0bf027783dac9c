"""Host walks over guest data memoise by id: aliased nesting costs linear work.

``x = [x, x]`` forty times over is 41 objects but 2**40 paths. Every host-side function that
walks guest containers recursively (the boundary copy and its size estimate, the comparison
and hash estimates of ``guards/compares.Visits``, the collision ledger's tuple walks, the
replay fingerprint of tool arguments, the bounded display, the address rewrite of reprs, the
state export and import) must look at each distinct container once. Each walker runs here
over 40 aliased levels of lists, tuples and dicts while a profile hook counts the Python calls
made in the ``sandbox`` package (a count, not a clock: the machine is loaded); a walker that
follows paths instead of objects passes the budget within microseconds and the hook stops it.
The walkers were found by grepping sandbox/guards, sandbox/runtime, sandbox/state and
sandbox/tools* for recursive functions over containers; a new walker gets a row here.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

import pytest

import sandbox
from sandbox import Limits, Sandbox, boundary, display
from sandbox.guards import collisions
from sandbox.runtime import reprs
from sandbox.state import replay

_PKG = os.path.dirname(sandbox.__file__)
LEVELS = 40
#: Python calls in the sandbox package allowed per aliased level (the linear walks make
#: 6-11; guest-run rows include the run's own compiled closures and setup).
PER_LEVEL = 60
BASE = 10_000  # (the bounded display walks up to its character bound: ~6,000)


class _Budget(Exception):
    pass


def _calls(fn: Callable[[], Any], budget: int) -> int:
    """Python calls made in the sandbox package while ``fn`` runs; stopped past ``budget``
    (an exponential walk is cut short at once instead of running for hours)."""
    calls = [0]

    def prof(frame: Any, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code.co_filename.startswith(_PKG):
            calls[0] += 1
            if calls[0] > budget:
                raise _Budget
    sys.setprofile(prof)
    try:
        fn()
    except _Budget:
        pass
    finally:
        sys.setprofile(None)
    return calls[0]


def aliased(kind: str, levels: int = LEVELS, leaf: Any = 0) -> Any:
    x = leaf
    for _ in range(levels):
        x = [x, x] if kind == "list" else (x, x) if kind == "tuple" else {"a": x, "b": x}
    return x


def _linear(fn: Callable[[Any], Any], kind: str, leaf: Any = 0) -> None:
    budget = BASE + PER_LEVEL * LEVELS
    # the walk over 40 levels against the same walk over 20: linear work grows by ~20
    # levels' worth, path-following work by 2**20 times (cut at the budget)
    deep = _calls(lambda: fn(aliased(kind, LEVELS, leaf)), budget)
    half = _calls(lambda: fn(aliased(kind, LEVELS // 2, leaf)), budget)
    assert deep <= budget, f"{deep} calls over {LEVELS} aliased levels (budget {budget})"
    assert deep - half <= PER_LEVEL * LEVELS // 2, (half, deep)


KINDS = ["list", "tuple", "dict"]

HOST_WALKERS: dict[str, Callable[[Any], Any]] = {
    "boundary.to_host": boundary.to_host,
    "boundary.to_guest": lambda x: boundary.to_guest(x),
    "boundary._size": lambda x: boundary._size(x, set()),
    "replay.fingerprint": lambda x: replay.fingerprint((x, [x]), {"k": x}),
    "display.render_bounded": lambda x: display.render_bounded(x, 1000),
    "collisions.key_candidates": collisions.key_candidates,
    "collisions.joining_key": collisions.joining_key,
    "collisions.CollisionMeter.add": lambda x: collisions.CollisionMeter(None).add(x),
    "reprs.guest_text": lambda x: reprs.guest_text("<object at 0x1234>", x),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("walker", sorted(HOST_WALKERS))
def test_host_walker_is_linear_in_aliased_nesting(walker: str, kind: str) -> None:
    _linear(HOST_WALKERS[walker], kind)


@pytest.mark.parametrize("walker", ["collisions._host_hashed", "collisions._chosen"])
@pytest.mark.parametrize("leaf", [0, 2**40, "s"])
def test_ledger_tuple_walks_are_linear(walker: str, leaf: Any) -> None:
    fn = getattr(collisions, walker.split(".")[1])
    _linear(fn, "tuple", leaf)


_BUILD = {"list": "x = [x, x]", "tuple": "x = (x, x)", "dict": "x = {'a': x, 'b': x}"}


def _session_with(kind: str, levels: int) -> Any:
    session = Sandbox(isolation="inprocess", limits=Limits().replace(timeout_s=10)).session()
    session.run_sync(f"x = 0\nfor _ in range({levels}):\n    {_BUILD[kind]}\n").check()
    return session


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("step", ["export", "import"])
def test_state_export_and_import_are_linear(step: str, kind: str) -> None:
    def walk(levels: int) -> int:
        session = _session_with(kind, levels)
        if step == "export":
            return _calls(session.export_state, BASE + PER_LEVEL * LEVELS)
        blob = session.export_state()
        fresh = Sandbox(isolation="inprocess").session()
        return _calls(lambda: fresh.import_state(blob), BASE + PER_LEVEL * LEVELS)
    deep, half = walk(LEVELS), walk(LEVELS // 2)
    assert deep <= BASE + PER_LEVEL * LEVELS and deep - half <= PER_LEVEL * LEVELS // 2, \
        (half, deep)


#: Guest operations whose estimate walks (compares.Visits, the text size estimate): the
#: estimate refuses them (the C walk would follow 2**40 paths) in linear host work.
GUEST_USES = ["y = x\nr = [x] == [y]", "r = str(x)[:10]", "r = sorted([x, [x]])"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("use", GUEST_USES)
def test_guest_estimates_are_linear(use: str, kind: str) -> None:
    def walk(levels: int) -> int:
        session = _session_with(kind, levels)
        return _calls(lambda: session.run_sync(use), BASE + PER_LEVEL * LEVELS)
    deep, half = walk(LEVELS), walk(LEVELS // 2)
    assert deep <= BASE + PER_LEVEL * LEVELS and deep - half <= PER_LEVEL * LEVELS // 2, \
        (half, deep)


def test_tuple_hash_estimate_is_linear() -> None:
    def walk(levels: int) -> int:
        session = _session_with("tuple", levels)
        return _calls(lambda: session.run_sync("r = hash(x)"), BASE + PER_LEVEL * LEVELS)
    deep, half = walk(LEVELS), walk(LEVELS // 2)
    assert deep <= BASE + PER_LEVEL * LEVELS and deep - half <= PER_LEVEL * LEVELS // 2


@pytest.mark.parametrize("kind", KINDS)
def test_channel_encoding_is_linear(kind: str) -> None:
    from sandbox.isolation import channel
    _linear(channel.packb, kind)



@pytest.mark.parametrize("kind", KINDS)
def test_channel_round_trip_keeps_sharing(kind: str) -> None:
    """The decoder rebuilds the sharing the frame's back-references name (not copies)."""
    from sandbox.isolation import channel
    value = channel.unpackb(channel.packb(aliased(kind, LEVELS)))
    for _ in range(LEVELS):
        first, second = (value["a"], value["b"]) if kind == "dict" else value
        assert first is second
        value = first
    assert value == 0


def _frame(*items: Any, shared: bool = True) -> bytes:
    import struct

    import msgpack
    refs = [msgpack.ExtType(15, struct.pack(">I", n)) if type(n) is int else n for n in items]
    body = msgpack.packb(refs)
    return msgpack.packb(msgpack.ExtType(14, body)) if shared else body


@pytest.mark.parametrize("frame", [
    _frame(0),                       # the enclosing list itself (the encoder has no cycles)
    _frame([1], 5),                  # past the last container
    _frame(1, [2]),                  # a container not decoded yet
    _frame([1], 1, shared=False),    # a reference outside a shared frame
], ids=["enclosing", "past-the-end", "ahead", "unshared"])
def test_channel_refuses_forged_back_references(frame: bytes) -> None:
    from sandbox.isolation import channel
    with pytest.raises(channel.MalformedFrame):
        channel.unpackb(frame)
