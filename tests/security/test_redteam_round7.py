"""Red-team round 7 findings (tests/security/redteam_round7.md): the typing values of state
format 6 (TypeVar, Generic, Annotated) and what the host takes from a process worker.

Each test failed before its fix; the .md says what each one did then."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack
import pytest

from sandbox import Sandbox, StateError
from sandbox.state import open_blob, seal
from sandbox.state.kinds import NAMED, REF

REPO_DIR = str(Path(__file__).resolve().parents[2])

# --- 1. typing's constructors given guest metadata by the import -------------------------------

#: A class whose every method, called by the import, would be guest code outside a run (the
#: import's tripwire refuses it: "guest code can only run inside a run of its session").
GUEST_META = """
import typing
class M:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        return True
    def __repr__(self):
        return 'M'
m = M()
"""


@pytest.mark.parametrize("hint", [
    "typing.Optional[typing.Annotated[int, m]]",  # Union's duplicates: hashed
    "typing.List[typing.Annotated[int, m]]",  # typing's lru_cache: hashed
    "typing.Dict[str, list[typing.Annotated[int, m]]]",  # through a list[...] alias
    "typing.TypeVar('T', bound=typing.Annotated[int, m])",
])
def test_guest_metadata_inside_a_hint_is_refused_at_export(hint: str) -> None:
    # Before: the export succeeded and importing it failed with "corrupt state blob:
    # SandboxError: guest code can only run inside a run of its session" (the import had
    # called M.__hash__); now the export names the value and why.
    session = Sandbox(isolation="inprocess").session()
    session.run_sync(GUEST_META + f"x = {hint}").check()
    with pytest.raises(StateError, match="'x' holds a .*Annotated inside another hint"):
        session.export_state()


def test_guest_metadata_at_the_top_of_a_hint_still_round_trips() -> None:
    session = Sandbox(isolation="inprocess").session()
    session.run_sync(GUEST_META + "x = typing.Annotated[typing.Optional[int], m]\n"
                     "y = typing.Optional[typing.Annotated[int, 'plain', 1.5]]").check()
    target = Sandbox(isolation="inprocess").session()
    target.import_state(session.export_state())
    result = target.run_sync("[repr(x), repr(y), typing.get_args(x)[1] is m]").check()
    assert result.value == ["typing.Annotated[typing.Optional[int], M]",
                            "typing.Optional[typing.Annotated[int, 'plain', 1.5]]", True]


def _forged(source: str, rewrite: Callable[[list[Any], dict[str, Any]], list[Any] | None]
            ) -> bytes:
    """The export of ``source`` with each host value ``["typing", ...]`` passed through
    ``rewrite(fields, globals_section)`` (None: kept)."""
    session = Sandbox(isolation="inprocess").session()
    session.run_sync(source).check()
    up = msgpack.Unpacker(raw=False, strict_map_key=False)
    up.feed(open_blob(session.export_state(), None))
    sections = list(up)
    names = sections[-1]

    def walk(v: Any) -> Any:
        if isinstance(v, msgpack.ExtType) and v.code not in (REF, NAMED):
            try:
                inner = msgpack.unpackb(v.data, raw=False, strict_map_key=False)
            except Exception:  # noqa: BLE001 - a payload that is not msgpack (a big int)
                return v
            inner = walk(inner)
            if type(inner) is list and inner[:1] == ["typing"]:
                inner = rewrite(inner, names) or inner
            return msgpack.ExtType(v.code, msgpack.packb(inner, use_bin_type=True))
        if isinstance(v, list):
            return [walk(x) for x in v]
        if isinstance(v, dict):
            return {k: walk(x) for k, x in v.items()}
        return v

    sections = [walk(s) for s in sections]
    return seal(b"".join(msgpack.packb(s, use_bin_type=True) for s in sections))


_GENERIC = msgpack.ExtType(NAMED, msgpack.packb(["modattr", "typing", "Generic"]))


def _generic_with_guest_metadata(fields: list[Any], names: dict[str, Any]) -> list[Any] | None:
    """``Annotated[int, "slot"]`` -> ``Annotated[Generic, m]``: typing's TypeError for
    ``Generic`` as an argument prints the alias, so its metadata's ``__repr__``."""
    if fields[1] == "Annotated" and fields[2][1:] == ["slot"]:
        return ["typing", "Annotated", [_GENERIC, names["m"]]]
    return None


@pytest.mark.parametrize("hint", [
    "typing.TypeVar('T', bound=typing.Annotated[int, 'slot'])",
    "typing.Union[typing.Annotated[int, 'slot'], str]",
    "typing.List[typing.Annotated[int, 'slot']]",
])
def test_a_forged_hint_cannot_hand_guest_metadata_to_typing(hint: str) -> None:
    # Before: "corrupt state blob: SandboxError: guest code can only run inside a run of its
    # session" (the import had called M.__repr__ or M.__hash__; only the tripwire stopped it).
    blob = _forged(GUEST_META + f"x = {hint}\ng = typing.Generic", _generic_with_guest_metadata)
    target = Sandbox(isolation="inprocess").session()
    target.run_sync("kept = 1").check()
    with pytest.raises(StateError) as info:
        target.import_state(blob)
    assert "bad" in str(info.value) and "guest code" not in str(info.value), info.value
    assert target.run_sync("kept").check().value == 1


def test_an_import_leaves_no_guest_class_in_typings_caches() -> None:
    # Before: typing.List[N], made by the decoder, stayed in typing's process-wide lru_cache
    # (and through N's methods the whole session) until some sandbox run ended.
    session = Sandbox(isolation="inprocess").session()
    session.run_sync("import typing\nclass N:\n    pass\ny = typing.List[N]").check()
    blob = session.export_state()
    target = Sandbox(isolation="inprocess").session()
    target.import_state(blob)
    cls = weakref.ref(target.globals["N"])
    del target
    gc.collect()
    assert cls() is None
