"""The reachability census (issue 13): nothing guest code can reach is a host object of a type
that sandbox/runtime/vetted.py does not vet, and no host object that sessions share accepts a
guest write. See tests/security/census.py for how the walk follows what the gate allows.

Findings are grouped by root cause; a group that is still open on this branch is a strict
xfail entry naming the fix it waits for, so the mark must be dropped when that fix merges
(strict: an empty group then fails the xfail). The ``other`` group must always be empty: a
finding there is a hole of a new kind (or a new module member whose type is not vetted).
"""

from __future__ import annotations

import itertools
import types
from typing import Any

import pytest

from sandbox.runtime import vetted
from sandbox.runtime.objects import Function

from . import census as C

#: Groups still open on this branch, with what closes each (issue 13, "What to build"): none.
#: Closed: super-host-views (guestsuper.GuestSuper; the census builds views with the guest's
#: super), class-namespace-views (views.class_dict), generated-host-functions (dataclasses,
#: namedtuple, total_ordering as guest code: modules/guest/), unbound-host-mutators and
#: shared-state-writable (ownership.owned_only, gate.set_attr, also for super(C, C)),
#: shared-registries (each session's abc.ABC is its own: modules/session_abc.py),
#: real-type-reachable (runtime/classview.py: the class of a class reads as the guest's type),
#: host-class-changed (runtime/presence.py: the gate asks classes without running getters).
#: A group that opens again gets an entry here (a strict xfail naming the fix it waits for).
OPEN: dict[str, str] = {}
GROUPS = [C.SUPER_VIEWS, C.NAMESPACES, C.GENERATED, C.REGISTRIES, C.MUTATORS, C.WRITES,
          C.REAL_TYPE, C.HOST_CHANGED, C.INTERNAL, C.OTHER]


@pytest.fixture(scope="module")
def census() -> dict[str, Any]:
    """One census of a session with the guest roots, and a second session (builtins and
    modules only) for the write check on what both share."""
    _session, first = C.census_session(max_depth=6)
    # shared host objects sit near the roots (builtins, module members and their parts)
    _other, second = C.census_session(max_depth=4, guest_roots=False)
    return {"first": first, "second": second,
            "findings": first.findings + C.write_findings(first, second)}


def _report(findings: list[C.Finding], limit: int = 60) -> str:
    lines = [str(f) for f in findings[:limit]]
    if len(findings) > limit:
        lines.append(f"... and {len(findings) - limit} more")
    return "\n".join(lines)


@pytest.mark.parametrize("group", [
    pytest.param(g, id=g, marks=pytest.mark.xfail(strict=True, reason=OPEN[g]))
    if g in OPEN else pytest.param(g, id=g) for g in GROUPS])
def test_nothing_unvetted_is_reachable(census: dict[str, Any], group: str) -> None:
    found = [f for f in census["findings"] if f.group == group]
    assert not found, f"{len(found)} reachable objects in group {group}:\n{_report(found)}"


def test_the_walk_covers_what_the_guest_names(census: dict[str, Any]) -> None:
    """The census is not vacuous: it finished within its caps and reached every allowlisted
    module, the members of each, the guest classes and the samples."""
    first = census["first"]
    assert not first.truncated, "the object cap cut the walk short: raise it or dedupe more"
    paths = {path for _obj, path in first.objects.values()}
    from sandbox.modules import importable
    for name in importable():
        assert f"import {name}" in paths
    for expected in ("import re.compile", "import dataclasses.fields", "FrozenSlots",
                     "SAMPLES[0]<Plain>.prop", "print"):
        assert expected in paths, expected
    for kind in ("TextIOWrapper", "BufferedReader", "BufferedWriter", "BufferedRandom",
                 "PosixPath", "stat_result", "_TemporaryFileWrapper"):  # file objects, paths
        assert any(f"<{kind}>." in p for p in paths), kind
    assert any(p.startswith("super(") for p in paths)
    assert any(p.startswith("type(") for p in paths)
    assert any(".__dict__[" in p or p.startswith("vars(") for p in paths)
    assert len(first.objects) > 5_000


def test_the_host_hash_is_not_reached(census: dict[str, Any]) -> None:
    """Guest code's ``hash`` is the sandbox's own builtin (keyed identity hashes, a nested
    tuple checked whoever calls it), never CPython's: so call sites and ``key=`` meters do not
    check for the host one (``str``, ``repr``, ``max``... stay CPython's and are reached)."""
    reached = census["first"].objects
    assert id(hash) not in reached, reached.get(id(hash), (None, ""))[1]
    assert id(repr) in reached and id(sorted) in reached


# --- the classifier on known shapes (fast; independent of the current holes) -----------------

class _HostThing:
    """A host class nobody vetted."""

    def __init__(self) -> None:
        self.x = 0

    def method(self) -> int:
        return 1


def test_rejects_unvetted_host_objects() -> None:
    thing = _HostThing()
    assert C.rejection(thing) is not None
    assert C.rejection(_HostThing) is not None
    assert C.rejection(thing.method) is not None            # a host method bound to it
    assert C.rejection(_HostThing.method) is not None       # the bare host function
    assert C.rejection(types.SimpleNamespace) is None
    assert C.rejection([1, "a"]) is None and C.rejection(range(3)) is None


def test_bound_slot_methods_are_judged_by_their_object() -> None:
    from sandbox.runtime.builtins import make_builtin
    fn = make_builtin("probe", lambda: None)
    assert C.rejection(fn) is None
    # what super(type(print), print).__setattr__ hands out: object's setter bound to it
    assert C.rejection(super(type(fn), fn).__setattr__) is not None
    assert C.rejection([].__setitem__) is None               # a guest's own list
    assert C.rejection(object().__repr__) is None
    assert C.rejection(_HostThing().__setattr__) is not None  # unvetted self, and a writer


def test_guest_functions_and_classes_are_guest_owned() -> None:
    from sandbox import Sandbox
    session = Sandbox().session()
    session.run_sync("class K:\n    def m(self):\n        return 1\nk = K()\nf = lambda: 0")
    g = session.globals
    assert type(g["f"]) is Function
    for value in (g["f"], g["K"], g["k"], g["k"].m):
        assert C.guest_owned(value)


def test_groups_name_the_root_cause() -> None:
    def host() -> None:
        pass
    assert C.group_of("super(type(x), x).__setattr__", object()) == C.SUPER_VIEWS
    assert C.group_of("C.__dict__['__getstate__']", host) == C.NAMESPACES
    assert C.group_of("C.m", host) == C.GENERATED
    assert C.group_of("C.__init__", _HostThing.__init__) == C.MUTATORS
    assert C.group_of("C.__class__", type) == C.REAL_TYPE
    assert C.group_of("C.thing", _HostThing()) == C.OTHER


def test_write_check_flags_an_open_shared_object() -> None:
    """A host object both passes reach, with a setter the walk recorded, is reported; an
    object nothing can write to is not (a heap type with no attributes would be: its
    ``__class__`` can be swapped through a super() view)."""
    shared = _HostThing()
    first, second = C.Reached(), C.Reached()
    for reached in (first, second):
        reached.objects[id(shared)] = (shared, "thing")
    first.setters[id(shared)] = [("thing.__setattr__", shared.__setattr__)]
    found = {f.path: f for f in C.write_findings(first, second)}
    assert "thing.__setattr__(name, <current value>)" in found
    assert "'x'" in found["thing.__setattr__(name, <current value>)"].detail
    assert all(f.group == C.WRITES for f in found.values())
    sealed = itertools.count()  # a static C type: no attributes, no __class__ assignment
    first, second = C.Reached(), C.Reached()
    for reached in (first, second):
        reached.objects[id(sealed)] = (sealed, "sealed")
    assert C.write_findings(first, second) == []


def test_shared_mutable_containers_are_findings() -> None:
    table: list[int] = []
    first, second = C.Reached(), C.Reached()
    for reached in (first, second):
        reached.objects[id(table)] = (table, "import m.TABLE")
    assert [f.path for f in C.write_findings(first, second)] == ["import m.TABLE"]


def test_every_vetted_entry_has_a_reason() -> None:
    for table in (vetted.VETTED_TYPES, vetted.VETTED_CLASSES, vetted.VETTED_PRIVATE):
        for key, reason in table.items():
            assert isinstance(reason, str) and len(reason) > 8, key


def test_cost_model_hook(census: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13: a module member enters the allowlist only with a cost model:
    :func:`tests.security.census.members_without_cost_model` checks every public callable
    member of every module the census imported (``modules.cost_model_of``)."""
    missing = C.members_without_cost_model(census["first"])
    assert missing is not None, "the per-member cost-model API is missing"
    assert not missing, _report(missing)
    from sandbox import modules  # not vacuous: without models, hundreds are missing
    monkeypatch.setattr(modules, "cost_model_of", lambda *_args: None)
    assert len(C.members_without_cost_model(census["first"]) or ()) > 300


def test_a_registration_under_a_shared_abc_is_a_finding() -> None:
    """``C.register`` where an ABC above ``C`` is reached by both sessions (before each
    session had its own ``abc.ABC``, ``Base(abc.ABC).register(int)`` changed every session's
    ``issubclass(int, abc.ABC)``); the same registration under an unshared ABC is not."""
    import abc

    class SharedABC(abc.ABC):  # noqa: B024 - a registry, no abstract methods needed
        pass

    class Sub(SharedABC):
        pass
    first, second = C.Reached(), C.Reached()
    first.registers.append(("Sub.register", Sub.register))
    assert C.write_findings(first, second) == []
    second.objects[id(SharedABC)] = (SharedABC, "import m.SharedABC")
    found = C.write_findings(first, second)
    assert [(f.group, f.path) for f in found] == [(C.REGISTRIES, "Sub.register")]
