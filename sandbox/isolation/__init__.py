"""Process isolation: sessions in confined worker processes (``Sandbox(isolation="process")``).

One module per job: :mod:`.pool` (spawning workers, the warm pool, bounds, recycling),
:mod:`.worker` (the worker process: start-up, confinement, serving one session),
:mod:`.channel` (length-prefixed msgpack frames over a socketpair), :mod:`.remote` (what
crosses: tool stubs, results, errors), :mod:`.session` (the host's session object),
:mod:`.confine` (rlimits, no_new_privs, Landlock, seccomp, namespaces, each verified) and
:mod:`.report` (the honest report of which layers are in force).
"""

from .errors import IsolationUnavailable, WorkerCrashed
from .remote import RemoteValue
from .report import IsolationReport, Layer

__all__ = ["IsolationReport", "IsolationUnavailable", "Layer", "RemoteValue", "WorkerCrashed"]
