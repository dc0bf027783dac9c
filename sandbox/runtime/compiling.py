"""The compiler, as the rooms below it reach it.

The compiler builds on the object model (runtime), the checks (guards) and the module
allowlist (modules), yet those rooms compile guest source too: ``eval``/``exec``/``compile``
(:mod:`.dynamic`), guest-source modules and the guest's own files on import
(:mod:`sandbox.modules.importer`, :mod:`sandbox.modules.fileimports`). So the compiler
installs its two entry points here when :mod:`sandbox.compiler` is imported, and those
callers read them here at call time. ``sandbox/__init__.py`` imports the compiler, and
Python imports a package before any of its submodules, so every entry point (a Sandbox, a
worker process, a state import, the CLI, the notebook) finds them installed.

Neither is on a hot path: each call compiles, or looks up a compiled program in a cache.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _not_installed(*args: Any) -> Any:
    raise RuntimeError("sandbox.compiler has not installed the compiler")


#: ``program_of(tree, source, origin=None)``: a validated, resolved, compiled Program of a
#: parsed module (``origin``: the file name eval/exec/compile were given).
program_of: Callable[..., Any] = _not_installed
#: ``compile_program(source, limits)``: the Program of ``source`` (cached); raises
#: SandboxSyntaxError for bad or unsupported code.
compile_program: Callable[[str, Any], Any] = _not_installed


def install_compiler(program_of_fn: Callable[..., Any],
                     compile_program_fn: Callable[[str, Any], Any]) -> None:
    """Install the compiler's entry points (called once, by :mod:`sandbox.compiler`)."""
    global program_of, compile_program
    program_of, compile_program = program_of_fn, compile_program_fn
