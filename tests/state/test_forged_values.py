"""Forged blobs that use the value kinds of format version 3 are refused with a StateError
and leave the importing session untouched: names of guest-source module globals and of the
gate's type attributes that do not exist, and host values (partial, lru_cache, pattern)
whose fields are not what the format says."""

from __future__ import annotations

from typing import Any

import msgpack
import pytest

from sandbox import Sandbox, StateError
from sandbox import state as state_mod
from sandbox.modules.textwrapper import OPTION_NAMES
from sandbox.state.kinds import HOSTVALUE, NAMED


def _blob_with_global(value: Any, modules: str = "import dataclasses, functools, re") -> bytes:
    """A blob of a session that imported ``modules``, its globals replaced by ``x = value``."""
    session = Sandbox().session()
    session.run_sync(modules + "\nx = 1").check()
    body = state_mod.open_blob(session.export_state(), None)
    up = msgpack.Unpacker(raw=False, strict_map_key=False)
    up.feed(body)
    sections = list(up)
    sections[-1] = {"x": value}
    return state_mod.seal(b"".join(msgpack.packb(s, use_bin_type=True) for s in sections))


_WRAPPER_OPTIONS = dict.fromkeys(OPTION_NAMES, 1)


def _named(*parts: str) -> msgpack.ExtType:
    return msgpack.ExtType(NAMED, msgpack.packb(list(parts)))


def _host(*fields: Any) -> msgpack.ExtType:
    return msgpack.ExtType(HOSTVALUE, msgpack.packb(list(fields), use_bin_type=True))


@pytest.mark.parametrize("value, message", [
    (_named("srcglobal", "dataclasses", "_no_such_global"), "has no global"),
    (_named("srcglobal", "os", "system"), "not in the module list"),
    (_named("typeattr", "object", "__no_such__"), "not available"),
    (_named("typeattr", "len", "__call__"), "bad type attribute"),
    (_host("partial", 1, [], {}, {}), "bad partial"),
    (_host("lru_cache", None, 4, False, {}), "bad lru_cache"),
    (_host("pattern", "(", 0), "re.compile.. refused"),
    (_host("pattern", "a", "i"), "bad pattern"),
    (_host("urlresult", "Popen", ["ls"]), "bad urllib.parse result"),
    (_host("urlresult", "SplitResult", ["http", "a", "", "", 1]), "bad urllib.parse result"),
    (_host("urlresult", "SplitResult", ["a"] * 5), "without module 'urllib.parse'"),
    (_host("template", 5), "bad string.Template"),
    (_host("template", "$x"), "without module 'string'"),
    (_host("contextmanager", "exec", None, {}), "bad contextmanager function"),
    (_host("contextmanager", "contextmanager", 1, {}), "bad contextmanager function"),
    (_host("exitstack", 1), "bad ExitStack"),
    (_host("textwrapper", {"width": 5}), "bad textwrap.TextWrapper"),
    (_host("textwrapper", {**_WRAPPER_OPTIONS, "_split": 1}), "bad textwrap.TextWrapper"),
    (_host("textwrapper", _WRAPPER_OPTIONS), "without module 'textwrap'"),
    (_host("normaldist", "1", 2.0), "bad statistics.NormalDist"),
    (_host("normaldist", 1.0, -2.0), "bad statistics.NormalDist"),
    (_host("normaldist", 1.0, 2.0), "without module 'statistics'"),
    (_host("cached_property", None, "x", None), "bad cached_property"),
    (_host("singledispatch", None, []), "bad singledispatch function"),
    (_host("traceback", []), "bad traceback"),
    (_host("traceback", [[3, [None, "f", [1, 1, 0, 1]]]]), "bad traceback"),
    (_host("traceback", [[3, None], ["4", None]]), "bad traceback"),
])
def test_forged_values_are_refused(value: Any, message: str) -> None:
    target = Sandbox().session()
    target.run_sync("kept = 1").check()
    with pytest.raises(StateError, match=message):
        target.import_state(_blob_with_global(value))
    assert target.run_sync("kept").check().value == 1


def test_a_saved_guest_module_global_is_the_importing_sessions_own() -> None:
    target = Sandbox().session()
    target.import_state(_blob_with_global(_named("srcglobal", "dataclasses", "_FIELD")))
    import dataclasses
    assert target.globals["x"] is dataclasses._FIELD  # type: ignore[attr-defined]
