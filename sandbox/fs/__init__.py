"""The sandbox's virtual file system: a per-session memory tree with host directories mounted
at virtual paths, and guest modules imported from it.

Modules, in the order a file operation passes through them:

- :mod:`.mount`: :class:`Mount`, the host's configuration of one mount;
- :mod:`.paths`: virtual path normalisation, length checks, CPython's OSErrors;
- :mod:`.vfs`: :class:`VirtualFS`, routing to backends and every budget;
- :mod:`.backends`: memory, host (read-only / read-write) and overlay storage;
- :mod:`.hostdir`: a host directory reached only through its descriptor (the security core);
- :mod:`.memtree`: the in-memory tree;
- :mod:`.files`: guest file objects and ``open()``; :mod:`.stat`: ``os.stat_result``;
- :mod:`.imports`: guest modules loaded from ``import_path``;
- :mod:`.remote`: mounts in process isolation (the host serves the worker's mount I/O);
- :mod:`.export`: the memory files in a state blob;
- :mod:`.view`: ``Session.files`` for the host.

The guest's ``os``, ``os.path`` (``sandbox/modules/osmods.py``), ``pathlib``, ``glob``,
``fnmatch``, ``shutil``, ``tempfile`` and ``tomllib`` (``sandbox/modules/fsmods.py``, mostly
guest Python in ``sandbox/modules/guest/``) are built on :class:`VirtualFS`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .mount import Mount
from .vfs import DEFAULT_CWD, VirtualFS

__all__ = ["DEFAULT_CWD", "Mount", "VirtualFS", "fs_config"]


def fs_config(mounts: Iterable[Any], environ: Mapping[str, str] | None,
              import_path: Iterable[str]) -> tuple[tuple[Mount, ...], dict[str, str],
                                                    tuple[str, ...]]:
    """Validate a Sandbox's file-system options (TypeError/ValueError for bad ones)."""
    if type(mounts) is tuple and type(import_path) is tuple and environ is None \
            and not mounts and not import_path:
        return (), {}, ()  # the defaults (most sandboxes): nothing to check
    if isinstance(mounts, Mount):
        mounts = [mounts]
    checked = tuple(mounts)
    for m in checked:
        if not isinstance(m, Mount):
            raise TypeError(f"mounts must be sandbox.Mount objects, not {type(m).__name__}")
    if len({m.path for m in checked}) != len(checked):
        raise ValueError("two mounts at the same virtual path")
    env: dict[str, str] = {}
    for key, value in dict(environ or {}).items():
        if type(key) is not str or type(value) is not str:
            raise TypeError("environ must map str to str")
        env[key] = value
    if isinstance(import_path, str):
        import_path = [import_path]
    paths = tuple(import_path)
    for p in paths:
        if type(p) is not str or not p.startswith("/"):
            raise ValueError(f"import_path entries must be absolute virtual paths, not {p!r}")
    return checked, env, paths
