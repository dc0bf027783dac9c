"""The signed records a runner keeps in a store: a session's state, a run's checkpoint.

A record is a sandbox state blob (the format of :meth:`sandbox.Session.export_state`: magic,
version, HMAC-SHA256 with the host key) whose one global is a dict of plain data, read back
with ``plain_only`` (no function, class or instance can come to exist while it is checked,
so a forged record can run nothing). Every field is then checked by exact type. The key is
required: a store or broker that can be written by others must not be able to hand a worker
a session of its own making (THREAT_MODEL.md, "Scale-out with Celery").

- session record: ``session_id`` (a record copied under another id is refused),
  ``state`` (the session's own blob, itself signed), ``recent`` (ids of the last runs
  committed, so a redelivered run is recognised), ``last_run`` and ``last_result`` (what
  that run returned, as plain data);
- run record: ``run_id`` (checked likewise), ``session_id``, ``base_version`` (the
  session version the run started from; its commit expects it), ``status`` (running,
  paused or done), ``checkpoint`` (the :class:`~sandbox.state.pause.Paused` blob),
  ``answers`` (call id -> ``[ok, value]``, the answers given since the checkpoint),
  ``inflight`` (the call a worker was making), and ``attempts`` and ``result``.
"""

from __future__ import annotations

from typing import Any

from ...errors import StateError
from .store import StoreError

_MARK = "__sandbox_celery_record__"
RECORD_FORMAT = 1


def pack(kind: str, data: dict[str, Any], key: bytes) -> bytes:
    """``data`` (plain values only) as a record of ``kind``, signed with ``key``."""
    from ...api import Sandbox  # lazy: this module is imported by the package's __init__

    scratch = Sandbox().session()
    scratch.globals[_MARK] = {"format": RECORD_FORMAT, "kind": kind, **data}
    return scratch.export_state(key=key)


def unpack(kind: str, blob: bytes, key: bytes, where: str) -> dict[str, Any]:
    """The data of a record of ``kind`` (StoreError naming ``where`` for a blob that is not
    one: unsigned, signed with another key, modified, or of another kind)."""
    from ...api import Sandbox
    from ...state import import_state

    scratch = Sandbox().session()
    try:
        import_state(scratch, blob, key, plain_only=True)
    except StateError as exc:
        raise StoreError(f"{where}: refused the stored record: {exc.message}") from None
    data = scratch.globals.get(_MARK)
    if type(data) is not dict or data.get("format") != RECORD_FORMAT:
        raise StoreError(f"{where}: the stored blob is not a record of this version")
    if data.get("kind") != kind:
        raise StoreError(f"{where}: the stored record is a {data.get('kind')!r} record, "
                         f"not a {kind!r} one")
    return dict(data)


def field(data: dict[str, Any], name: str, *kinds: type) -> Any:
    """``data[name]``, checked to be exactly of one of ``kinds`` (StoreError otherwise)."""
    value = data.get(name)
    if type(value) not in kinds:
        raise StoreError(f"record field {name!r} must be "
                         f"{' or '.join(k.__name__ for k in kinds)}")
    return value
