"""Sessions that move between machines on Celery (with Redis as broker and store).

Needs the ``celery`` extra (``pip install 'sandbox[celery]'``). Re-exports only; see
:mod:`.store` (the store protocol, Redis), :mod:`.sqlstore` (SQLite, PostgreSQL),
:mod:`.records` (signed records), :mod:`.runner` (the engine) and :mod:`.app` (the tasks
and the client).
"""

from .app import CELERY_CONFIG, SessionClient, install
from .runner import CallInfo, DuplicateDelivery, SessionRunner, current_call
from .sqlstore import SQLiteStore, SQLStore
from .store import RedisStore, Store, StoreError, VersionConflict

__all__ = [
    "CELERY_CONFIG", "CallInfo", "DuplicateDelivery", "RedisStore", "SQLStore", "SQLiteStore",
    "SessionClient", "SessionRunner", "Store", "StoreError", "VersionConflict",
    "current_call", "install",
]
