"""The Celery side: two tasks on the host's app, and a client helper.

``install(app, make_runner)`` registers ``sandbox.run`` (session id, run id, code, inputs)
and ``sandbox.resume`` (pause token, answers) on ``app``; ``make_runner`` builds the
worker's :class:`~sandbox.contrib.celery.runner.SessionRunner` on first use (so a worker
configured with ``isolation="process"`` starts its pool in the worker, not in the client).
Both tasks are ``acks_late``: a worker that dies mid-run leaves the message unacknowledged
and the broker hands it to another worker, which continues from the run's checkpoint (see
the runner's docstring; a redelivery of a run that already committed returns its result).
Results are plain JSON data; use the JSON serializer (:data:`CELERY_CONFIG`), never pickle.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from typing import Any

from .runner import DuplicateDelivery, SessionRunner
from .store import StoreError, VersionConflict

#: Settings the tasks rely on: JSON only, one message reserved per worker process,
#: acknowledged after the run. ``broker_transport_options.visibility_timeout`` (Redis) is
#: how long an unacknowledged run waits before redelivery: set it above your longest run.
CELERY_CONFIG: dict[str, Any] = {
    "task_serializer": "json",
    "result_serializer": "json",
    "accept_content": ["json"],
    "task_acks_late": True,
    "task_reject_on_worker_lost": True,
    "worker_prefetch_multiplier": 1,
}

RUN_TASK = "sandbox.run"
RESUME_TASK = "sandbox.resume"


#: Content types whose decoding runs code (a broker peer's message would run in the worker).
UNSAFE_CONTENT = frozenset({"pickle", "application/x-python-serialize", "yaml",
                            "application/x-yaml"})


def install(app: Any, make_runner: Callable[[], SessionRunner]) -> None:
    """Register the run and resume tasks on the Celery ``app``. ValueError if the app
    accepts a serializer whose decoding runs code (pickle, yaml): the broker is not trusted
    with what a worker runs (THREAT_MODEL.md, "Scale-out with Celery")."""
    from celery.exceptions import Ignore

    conf = app.conf
    for setting in ("accept_content", "result_accept_content"):
        accepted = {str(c).lower() for c in (conf.get(setting) or ())}
        if accepted & UNSAFE_CONTENT:
            raise ValueError(f"the Celery app accepts {sorted(accepted & UNSAFE_CONTENT)} in "
                             f"{setting}: use JSON only (app.conf.update(CELERY_CONFIG))")
    for setting in ("task_serializer", "result_serializer"):
        if str(conf.get(setting, "json")).lower() in UNSAFE_CONTENT:
            raise ValueError(f"the Celery app's {setting} is {conf.get(setting)!r}: use JSON "
                             f"(app.conf.update(CELERY_CONFIG))")

    runners: list[SessionRunner] = []

    def runner() -> SessionRunner:
        if not runners:
            runners.append(make_runner())
        return runners[0]

    @app.task(name=RUN_TASK, bind=True, acks_late=True, reject_on_worker_lost=True,
              shared=False)
    def run_task(self: Any, session_id: str, run_id: str, code: str,
                 inputs: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            return runner().run(run_id, session_id, code, inputs, worker=self.request.hostname)
        except DuplicateDelivery:
            raise Ignore() from None  # the delivery that owns the run reports it

    @app.task(name=RESUME_TASK, bind=True, acks_late=True, reject_on_worker_lost=True,
              shared=False)
    def resume_task(self: Any, token: str, results: dict[str, Any] | None = None,
                    errors: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            return runner().resume(token, results, errors, worker=self.request.hostname)
        except DuplicateDelivery:
            raise Ignore() from None


class SessionClient:
    """Send runs and answers to the workers of ``app`` (the caller's side; it needs no
    Sandbox, store or key)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def run(self, session_id: str, code: str, *, inputs: Mapping[str, Any] | None = None,
            queue: str | None = None, run_id: str | None = None) -> Any:
        """Enqueue a run of ``code`` in ``session_id``; an ``AsyncResult`` whose id is the
        run id. ``queue`` routes it (e.g. to one worker's own queue)."""
        run_id = run_id or uuid.uuid4().hex
        options = {"queue": queue} if queue else {}
        return self.app.send_task(RUN_TASK, args=(session_id, run_id, code, dict(inputs or {})),
                                  task_id=run_id, **options)

    def answer(self, token: str, results: Mapping[int, Any] | None = None, *,
               errors: Mapping[int, tuple[str, str]] | None = None,
               queue: str | None = None) -> Any:
        """Answer a paused run's pending calls (``results``: call id -> value; ``errors``:
        call id -> (builtin exception type name, message)) and enqueue its resume on any
        worker (or ``queue``); an ``AsyncResult``."""
        options = {"queue": queue} if queue else {}
        return self.app.send_task(
            RESUME_TASK, args=(token, {str(k): v for k, v in (results or {}).items()},
                               {str(k): list(v) for k, v in (errors or {}).items()}),
            **options)

    @staticmethod
    def outcome(async_result: Any, timeout_s: float = 60.0) -> dict[str, Any]:
        """Wait for a run's data; raise VersionConflict for a conflict and StoreError for a
        refused record (a paused run is returned: its ``token`` answers it)."""
        data: dict[str, Any] = async_result.get(timeout=timeout_s)
        error = data.get("error") or {}
        if data.get("status") == "conflict":
            raise VersionConflict(data["session_id"], int(error.get("expected", -1)),
                                  int(error.get("actual", -1)))
        if data.get("status") == "refused":
            raise StoreError(error.get("message", "the stored record was refused"))
        return data
