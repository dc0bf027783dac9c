"""typing's process-wide caches and guest classes: a run end clears them only when guest code
could have put a guest object there, and a dropped session's classes are freed either way.

``typing.List[A]`` (and ``Optional``, ``Union``...) keeps its result in an ``lru_cache`` of
the host's typing module, keyed by the arguments: a guest class ``A`` there keeps its
methods' globals, i.e. the whole session, alive. The guest reaches those caches through the
guest ``typing`` module (a session that imported it clears them at every run end), through
``type | A`` of the builtin ``type`` and through a state import that rebuilds a typing alias
(both mark the caches touched: see ``sandbox.runtime.guestcaches.note_typing_use``). Every
other run end leaves them alone (issue 20: eight ``cache_clear`` calls a run). In-process
only: the caches inspected are this process's.
"""

from __future__ import annotations

import functools
import gc
import typing
import weakref
from typing import Any

import pytest

from sandbox import Sandbox


def _sandbox() -> Sandbox:
    return Sandbox(isolation="inprocess")


def _freed(ref: weakref.ref[Any]) -> bool:
    """Whether the object ``ref`` names is gone (its session already dropped): a guest class
    kept alive keeps its methods' globals, i.e. the session's namespace."""
    for _ in range(3):
        gc.collect()
    return ref() is None


def _sizes() -> list[int]:
    return [clear.__self__.cache_info().currsize for clear in typing._cleanups]  # type: ignore[attr-defined]


#: A guest class with a method: its function's globals are the session's namespace.
CLASS = "class A:\n    def f(self): return 1\n"


@pytest.mark.parametrize("runs", [
    ["import typing\n" + CLASS + "t = typing.List[A]"],
    ["import typing\n" + CLASS, "t = typing.Optional[A]"],  # a later run, no import
    [CLASS + "t = type | A"],  # no typing import: the builtin type's union
    [CLASS + "t = A | type"],
    ["import dataclasses\n" + CLASS, "import typing\nt = typing.Dict[str, A]"],
], ids=["list", "later_run", "type_or", "type_ror", "via_dataclasses"])
def test_guest_class_in_typing_cache_does_not_keep_the_session(runs: list[str]) -> None:
    session = _sandbox().session()
    for code in runs:
        result = session.run_sync(code)
        assert result.error is None, result.error
    session.run_sync("x = 1")  # a later plain run ends too
    ref = weakref.ref(session.globals["A"])
    del session, result
    assert _freed(ref)


def test_state_import_of_a_typing_alias_does_not_keep_the_session() -> None:
    sb = _sandbox()
    source = sb.session()
    result = source.run_sync("import dataclasses, typing\n@dataclasses.dataclass\n"
                             + CLASS + "    x: int = 0\nt = typing.List[A]")
    assert result.error is None, result.error
    blob = source.export_state()
    del source
    restored = sb.session(blob)  # rebuilds typing.List[A] for a new class A, outside any run
    assert typing.get_args(restored.globals["t"])[0] is restored.globals["A"]
    # no run of the restored session ends (its own would clear: it has typing): the mark the
    # import left makes the next run end of a session without typing clear the caches
    _sandbox().session().run_sync("x = 1")
    ref = weakref.ref(restored.globals["A"])
    del restored, result
    assert _freed(ref)


def test_runs_that_cannot_reach_typing_leave_its_caches() -> None:
    sb = _sandbox()
    sb.session().run_sync("x = 1")  # any earlier mark is consumed

    @functools.lru_cache  # a host entry in typing's caches: what a clear would drop
    def _host_alias() -> Any:
        return typing.List[functools.partial]  # noqa: UP006 - a cached typing alias
    _host_alias()
    before = _sizes()
    assert any(before)
    session = sb.session()
    for code in ("x = 1 + 2", CLASS + "b = [A() for _ in range(3)]", "import math"):
        assert session.run_sync(code).error is None
        assert _sizes() == before
    assert session.run_sync("import typing\nt = typing.List[int]").error is None
    assert not any(_sizes())  # a session with typing clears them at its run end
