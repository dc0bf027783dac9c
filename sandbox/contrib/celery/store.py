"""Where sessions live between runs: a small store protocol with optimistic concurrency.

A store maps an id (a session id, or ``run:<id>`` for a run's checkpoint) to a version
number and a blob. ``load(id)`` returns ``(version, blob)`` or None; ``save(id, blob,
expected_version)`` writes only if the stored version is still ``expected_version`` (0: the
id must not exist yet) and returns the new version (``expected_version + 1``); otherwise it
raises :class:`VersionConflict` and changes nothing, so a conflicting writer loses its
write and nothing already stored is lost. Stores keep bytes only: what the bytes mean, and
their signature, are :mod:`sandbox.contrib.celery.records`' job.

:class:`RedisStore` uses the broker's own Redis server (one hash per id; compare-and-set in
a Lua script, atomic on the server). :class:`sandbox.contrib.celery.sqlstore.SQLStore` does
the same through DB-API in SQL that SQLite and PostgreSQL both accept.
"""

from __future__ import annotations

from typing import Any, Protocol


class StoreError(Exception):
    """Raised by a store, or by a runner reading from one, when a record cannot be used (a
    malformed, unsigned or forged blob)."""


class VersionConflict(StoreError):
    """Raised by :meth:`Store.save` when another writer saved ``key`` first: the stored
    version is ``actual``, not ``expected``. Nothing was written; reload and retry."""

    def __init__(self, key: str, expected: int, actual: int) -> None:
        super().__init__(f"{key!r} is at version {actual}, not {expected}: another run saved "
                         f"it first (reload and retry)")
        self.key = key
        self.expected = expected
        self.actual = actual


class Store(Protocol):
    """Versioned blobs by id with compare-and-set writes (see the module docstring)."""

    def load(self, key: str) -> tuple[int, bytes] | None: ...

    def save(self, key: str, blob: bytes, expected_version: int) -> int: ...


#: KEYS[1] the record's hash; ARGV[1] the expected version, ARGV[2] the blob. Returns
#: {1, new version} after writing, or {0, stored version} without writing.
_CAS_SCRIPT = """
local current = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
if current ~= tonumber(ARGV[1]) then
  return {0, current}
end
redis.call('HSET', KEYS[1], 'v', current + 1, 'blob', ARGV[2])
return {1, current + 1}
"""


class RedisStore:
    """A :class:`Store` in Redis: ``<prefix><key>`` is a hash with fields ``v`` (version)
    and ``blob``. ``client`` is a ``redis.Redis`` (or a URL, connected lazily)."""

    def __init__(self, client: Any, *, prefix: str = "sandbox:store:") -> None:
        self._url: str = client if isinstance(client, str) else ""
        self._client = None if isinstance(client, str) else client
        self.prefix = prefix
        self._cas: Any = None

    @property
    def client(self) -> Any:
        if self._client is None:
            import redis  # an extra: sandbox[celery]

            self._client = redis.Redis.from_url(self._url)
        return self._client

    def load(self, key: str) -> tuple[int, bytes] | None:
        version, blob = self.client.hmget(self.prefix + key, "v", "blob")
        if version is None or blob is None:
            return None
        return int(version), bytes(blob)

    def save(self, key: str, blob: bytes, expected_version: int) -> int:
        _check_save(key, blob, expected_version)
        if self._cas is None:
            self._cas = self.client.register_script(_CAS_SCRIPT)
        written, version = self._cas(keys=[self.prefix + key], args=[expected_version, blob])
        if not written:
            raise VersionConflict(key, expected_version, int(version))
        return int(version)


def _check_save(key: str, blob: bytes, expected_version: int) -> None:
    if not isinstance(key, str) or not key:
        raise TypeError("a store key must be a non-empty str")
    if not isinstance(blob, bytes):
        raise TypeError(f"a store blob must be bytes, not {type(blob).__name__}")
    if type(expected_version) is not int or expected_version < 0:
        raise TypeError("expected_version must be an int >= 0")
