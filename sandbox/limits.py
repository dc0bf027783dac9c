"""Resource limits: one frozen :class:`Limits` per sandbox, every bound on by default.

Each field's unit is in its name. The defaults are documented here and in THREAT_MODEL.md
(a test checks that the document and these values agree).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Limits:
    """Bounds for one run. All fields are on by default; loosen them per sandbox.

    - ``max_steps``: loop iterations, guest calls and comprehension items per run.
    - ``timeout_s``: wall-clock seconds per run (checked every few thousand steps and around
      every awaited tool call).
    - ``max_memory_bytes``: the largest object a single operation may build (checked *before*
      it is built: ``**``, ``*``, ``<<``, joins, format widths, ``range`` materialisation ...).
    - ``max_recursion_depth``: nested guest calls (CPython's default of 1,000; a run gets the
      lower of this and what its host grants: 1,000 in a worker process, 500 in-process,
      ``sandbox.runtime.hoststack``).
    - ``max_output_bytes`` / ``max_output_lines``: captured output kept, stdout and stderr
      counted together (``RunResult.output`` and ``RunResult.stderr`` share one budget);
      beyond them the middle is cut and each stream that lost text gets a marker in its
      place (the run continues).
    - ``max_tool_calls``: host tool calls per run.
    - ``max_concurrent_tool_calls``: host tool calls in flight at once (more wait their turn).
    - ``max_source_bytes`` / ``max_nesting_depth``: checked before the source is parsed.
    - ``max_files``: files and directories the session's virtual file system holds in memory
      (its root and overlay mounts).
    - ``max_path_chars``: the longest virtual path a file operation accepts (longer ones raise
      ``OSError: [Errno 36] File name too long``, as the kernel does).
    """

    max_steps: int = 10_000_000
    timeout_s: float = 30.0
    max_memory_bytes: int = 256 * 1024 * 1024
    max_recursion_depth: int = 1000
    max_output_bytes: int = 1_000_000
    max_output_lines: int = 10_000
    max_tool_calls: int = 1_000
    max_concurrent_tool_calls: int = 16
    max_source_bytes: int = 1_000_000
    max_nesting_depth: int = 100
    max_files: int = 10_000
    max_path_chars: int = 4096

    def __post_init__(self) -> None:
        for name in _FIELD_NAMES:
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise ValueError(f"Limits.{name} must be a positive number, got {value!r}")
        if self.max_recursion_depth > MAX_RECURSION_DEPTH_CEILING:
            raise ValueError(
                f"Limits.max_recursion_depth must be <= {MAX_RECURSION_DEPTH_CEILING} "
                "(deeper guest recursion could exhaust the C stack)"
            )

    def replace(self, **changes: Any) -> Limits:
        """Return a copy with ``changes`` applied (validated like the constructor)."""
        return dataclasses.replace(self, **changes)


_FIELD_NAMES = tuple(field.name for field in dataclasses.fields(Limits))

#: The deepest guest recursion any Limits may ask for (also the default: CPython's 1,000), and
#: what a worker process grants (its guest thread's C stack is raised to 64 MiB). Every
#: recursion form of tests/security/test_dos_volume.py ends at this depth in a worker with a
#: clean breach (or just finishes), in a child process: plain calls, the ones that recurse
#: through C code (sorted keys, reprs, json defaults, sorts nested in C inside a guest
#: ``__lt__``), resumed ``yield from`` chains, and a chain of C sorts with no guest frame.
MAX_RECURSION_DEPTH_CEILING = 1000

#: The deepest guest recursion an in-process run gets (whatever Limits asks): guest code runs
#: on the host's own thread, with its C stack (8 MiB as usual). The run's host recursion limit
#: grows with the depth (12 host frames a level) and counts frames, not C stack: at 1,000, a
#: guest ``__lt__`` sorting with ``key=sorted`` crashed the host from 775 levels, a
#: ``functools.partial(sorted, key=...)`` chain 1,500 deep with no guest recursion at all, and
#: a resumed ``yield from`` chain at 1,500 (CPython 3.11, Linux, 8 MiB stack); at 500 each
#: ends cleanly (measurements: sandbox/runtime/hoststack.py).
INPROCESS_RECURSION_DEPTH_CEILING = 500

#: The limits a Sandbox made without any (immutable, so one instance serves every Sandbox).
DEFAULT_LIMITS = Limits()
