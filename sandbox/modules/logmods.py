"""``logging`` and ``warnings`` for the guest: guest Python (``guest/logging.py``,
``guest/warnings.py``), so handlers, formatters and
filters subclass and behave as in CPython under the gate and the limits. Its default output
is the guest's ``sys.stderr``; it never reaches the host's logging. Two host helpers: the
exception being handled (for ``exception()``/``exc_info=True``) and a guest exception's
traceback text, rendered as the sandbox renders uncaught guest errors; for ``warnings``, the
guest file and line of a call site (as tracebacks name them) and that line's text."""

from __future__ import annotations

import os
import sys
from typing import Any

from ..guards import tracetext
from ..parse import FILENAME
from ..runtime.builtins import make_builtin
from ..runtime.loop import check_abort
from . import ModuleEnv, guest_source, register_source

__all__: list[str] = []


#: the file name guest-source ``logging`` runs under (its own frames are not the caller's)
_LOGGING_FILE = "<sandbox logging>"


def _helpers(env: ModuleEnv) -> dict[str, Any]:
    def _find_caller(stacklevel: Any) -> tuple[str, int, str]:
        """(file, line, function name) of the guest code that called the logger, as
        CPython's ``Logger.findCaller`` gives them: the first call site outside logging's
        own code, then ``stacklevel - 1`` sites further out (the first if not that deep)."""
        sites = [site for site in _guest_call_sites() if site[0] != _LOGGING_FILE]
        if not sites:
            return "(unknown file)", 0, "(unknown function)"
        level = stacklevel if type(stacklevel) is int and stacklevel > 1 else 1
        return sites[level - 1] if level <= len(sites) else sites[0]

    def _handled_exception() -> BaseException | None:
        """The exception the calling guest code is handling, or None."""
        exc = sys.exc_info()[1]
        if exc is None or check_abort(exc):
            return None
        return exc

    def _format_exception(ei: Any) -> str:
        """CPython's traceback text for ``(type, value, tb)`` (or an exception)."""
        exc = ei[1] if type(ei) is tuple and len(ei) == 3 else ei
        if not isinstance(exc, BaseException):
            return "NoneType: None\n"
        return tracetext.render(exc, env.ctx().program_lines)

    return {fn.__name__: make_builtin(fn.__name__, fn, fn.__doc__)
            for fn in (_handled_exception, _format_exception, _find_caller)}


register_source("logging", guest_source("logging.py"), helpers=_helpers,
                doc="Loggers, handlers (StreamHandler, FileHandler) and formatters; output "
                    "to the guest's sys.stderr by default (as guest code).")


# where the evaluator runs a guest call, or a program's last expression (named by path: the
# module wrappers do not import the compiler)
_COMPILER_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                             "compiler")
_CALL_FILES = (os.path.join(_COMPILER_DIR, "calls.py"),
               os.path.join(_COMPILER_DIR, "__init__.py"))


def _guest_call_sites() -> list[tuple[str, int, str]]:
    """(file, line, code name) of the guest call expressions now running, innermost first:
    each guest call runs in a host frame of :mod:`sandbox.compiler.calls` holding the guest
    frame, the name of its code and the call's position (a program's last expression: in
    :mod:`sandbox.compiler`, always ``<module>``)."""
    sites = []
    frame = sys._getframe(1)
    lines: list[str] = []
    while frame is not None:
        if frame.f_code.co_filename in _CALL_FILES:
            local = frame.f_locals
            f = local.get("f", local.get("frame"))
            pos = local.get("pos", local.get("attr_pos", local.get("last_pos")))
            if type(f) is list and isinstance(pos, tuple):
                filename, _ = tracetext.frame_source(f, lines)
                name = local.get("code_name", "<module>")
                sites.append((filename, pos[0], name if type(name) is str else "<module>"))
        frame = frame.f_back  # type: ignore[assignment]
    return sites


def _warnings_helpers(env: ModuleEnv) -> dict[str, Any]:
    def _caller(stacklevel: Any) -> tuple[str, int]:
        """(file, line) of the guest call ``stacklevel`` levels above ``warn``."""
        level = stacklevel if type(stacklevel) is int else 1
        sites = _guest_call_sites()[1:]  # not warn()'s own call of _caller()
        if 1 <= level <= len(sites):
            return sites[level - 1][:2]
        return "sys", 1  # CPython's answer when the stack is not that deep

    def _source_line(filename: Any, lineno: Any) -> str | None:
        """The text of guest line ``lineno`` of ``filename`` (None if unknown)."""
        if filename != FILENAME or type(lineno) is not int:
            return None
        lines = env.ctx().program_lines
        return lines[lineno - 1] if 0 < lineno <= len(lines) else None

    return {fn.__name__: make_builtin(fn.__name__, fn, fn.__doc__)
            for fn in (_caller, _source_line)}


register_source("warnings", guest_source("warnings.py"), helpers=_warnings_helpers,
                doc="warn, filters and catch_warnings on the guest's own state; shown "
                    "warnings go to the guest's sys.stderr (as guest code).")
