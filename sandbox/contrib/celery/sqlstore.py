"""A :class:`~sandbox.contrib.celery.store.Store` in a SQL database through DB-API.

One table, ``sandbox_store(id TEXT PRIMARY KEY, version INTEGER NOT NULL, blob <binary>
NOT NULL)``. A first save is an INSERT (a duplicate key means another writer was first); a
later one is ``UPDATE ... SET version = version + 1 WHERE id = ? AND version = ?`` and a
row count of 0 means the version moved. Both are single statements, atomic in SQLite and
PostgreSQL alike. ``placeholder`` is the driver's parameter marker (``?`` for sqlite3,
``%s`` for psycopg); ``blob_type`` is ``BLOB`` (SQLite) or ``BYTEA`` (PostgreSQL).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from .store import VersionConflict, _check_save


class SQLStore:
    """A store over ``connect()`` (a DB-API connection factory; one connection is kept per
    store object, so give each process its own store)."""

    def __init__(self, connect: Callable[[], Any], *, placeholder: str = "?",
                 blob_type: str = "BLOB", table: str = "sandbox_store",
                 integrity_errors: tuple[type[BaseException], ...] = ()) -> None:
        if not table.isidentifier():
            raise ValueError(f"table name {table!r} is not an identifier")
        self._connect = connect
        self._conn: Any = None
        self.p = placeholder
        self.table = table
        self.blob_type = blob_type
        self.integrity_errors = integrity_errors

    @property
    def conn(self) -> Any:
        if self._conn is None:
            self._conn = self._connect()
            cur = self._conn.cursor()
            cur.execute(f"CREATE TABLE IF NOT EXISTS {self.table} (id TEXT PRIMARY KEY, "
                        f"version INTEGER NOT NULL, blob {self.blob_type} NOT NULL)")
            self._conn.commit()
        return self._conn

    def load(self, key: str) -> tuple[int, bytes] | None:
        cur = self.conn.cursor()
        cur.execute(f"SELECT version, blob FROM {self.table} WHERE id = {self.p}", (key,))
        row = cur.fetchone()
        self.conn.commit()  # end the read transaction (PostgreSQL opens one per statement)
        return None if row is None else (int(row[0]), bytes(row[1]))

    def save(self, key: str, blob: bytes, expected_version: int) -> int:
        _check_save(key, blob, expected_version)
        conn, p = self.conn, self.p
        cur = conn.cursor()
        duplicate: tuple[type[BaseException], ...] = (sqlite3.IntegrityError,
                                                      *self.integrity_errors)
        try:
            if expected_version == 0:
                cur.execute(f"INSERT INTO {self.table} (id, version, blob) VALUES "
                            f"({p}, 1, {p})", (key, blob))
                written = True
            else:
                cur.execute(f"UPDATE {self.table} SET version = version + 1, blob = {p} "
                            f"WHERE id = {p} AND version = {p}", (blob, key, expected_version))
                written = cur.rowcount == 1
            conn.commit()
        except duplicate:
            conn.rollback()
            written = False
        if not written:
            current = self.load(key)
            raise VersionConflict(key, expected_version, 0 if current is None else current[0])
        return expected_version + 1


class SQLiteStore(SQLStore):
    """:class:`SQLStore` on a SQLite file (shared by processes on one machine; writers wait
    up to ``timeout_s`` for the file's lock)."""

    def __init__(self, path: str, *, timeout_s: float = 30.0) -> None:
        super().__init__(lambda: sqlite3.connect(path, timeout=timeout_s))
