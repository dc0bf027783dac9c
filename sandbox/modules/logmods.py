"""``logging`` for the guest: guest Python (``guest/logging.py``), so handlers, formatters and
filters subclass and behave as in CPython under the gate and the limits. Its default output
is the guest's ``sys.stderr``; it never reaches the host's logging. Two host helpers: the
exception being handled (for ``exception()``/``exc_info=True``) and a guest exception's
traceback text, rendered as the sandbox renders uncaught guest errors."""

from __future__ import annotations

import sys
from typing import Any

from ..runtime import tracing
from ..runtime.builtins import make_builtin
from ..runtime.loop import check_abort
from . import ModuleEnv, guest_source, register_source

__all__: list[str] = []


def _helpers(env: ModuleEnv) -> dict[str, Any]:
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
        return tracing.render(exc, env.ctx().program_lines)

    return {fn.__name__: make_builtin(fn.__name__, fn, fn.__doc__)
            for fn in (_handled_exception, _format_exception)}


register_source("logging", guest_source("logging.py"), helpers=_helpers,
                doc="Loggers, handlers (StreamHandler, FileHandler) and formatters; output "
                    "to the guest's sys.stderr by default (as guest code).")
