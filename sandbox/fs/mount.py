"""The host's description of one mount: a host directory shown to the guest at a virtual path.

A :class:`Mount` is configuration only (frozen, validated here); the mount itself is opened
per session by :mod:`sandbox.fs.hostdir`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from .paths import normalise

#: The modes of a mount: the guest reads only; reads and writes the host directory; or reads
#: it and writes into memory (the host directory is never changed).
MODES = ("read-only", "read-write", "overlay")

#: Default read budget of one mount per session (bytes read from the host directory).
DEFAULT_MAX_READ_BYTES = 256 * 1024 * 1024
#: Default write budget of one mount per session (bytes written, to the host or to memory).
DEFAULT_MAX_WRITE_BYTES = 64 * 1024 * 1024
#: What creating one file or directory on a host directory costs of the write budget: the
#: budget also bounds how many entries (inodes) a session can make there, not only bytes
#: (empty files and directories would otherwise be free).
ENTRY_BYTES = 512


@dataclass(frozen=True)
class Mount:
    """Show host directory ``host_dir`` to guest code at the absolute virtual path ``path``.

    - ``mode``: ``"read-only"`` (writes raise PermissionError), ``"read-write"`` (writes go to
      the host directory) or ``"overlay"`` (writes are kept in the session's memory; the host
      directory is never changed);
    - ``max_read_bytes`` / ``max_write_bytes``: what one session may read from / write to
      this mount in all (each file or directory created in a ``read-write`` host directory
      also costs ``ENTRY_BYTES``); going past either ends the run with LimitExceeded.

    Raises ValueError for a relative or root virtual path, an unknown mode or a non-positive
    budget (the host directory is checked when a session first opens it).
    """

    path: str
    host_dir: str | os.PathLike[str]
    mode: str = "read-only"
    max_read_bytes: int = DEFAULT_MAX_READ_BYTES
    max_write_bytes: int = DEFAULT_MAX_WRITE_BYTES

    def __post_init__(self) -> None:
        if not isinstance(self.path, str) or not self.path.startswith("/"):
            raise ValueError(f"Mount path must be an absolute virtual path, not {self.path!r}")
        virtual = normalise(self.path, "/")
        if virtual == "/":
            raise ValueError("a Mount cannot be at '/' (the root is the session's memory)")
        object.__setattr__(self, "path", virtual)
        if self.mode not in MODES:
            raise ValueError(f"Mount mode must be one of {', '.join(MODES)}, not {self.mode!r}")
        for name in ("max_read_bytes", "max_write_bytes"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
                raise ValueError(f"Mount.{name} must be a positive int, got {value!r}")
        object.__setattr__(self, "host_dir", os.fspath(self.host_dir))
