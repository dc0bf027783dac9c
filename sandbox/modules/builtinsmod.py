"""The guest's ``builtins`` module, and what the name ``__builtins__`` reads.

Its members are the session's own builtins table (:func:`sandbox.modules.builtin_table.
session_builtins`): the very objects the builtin names are, so ``builtins.len is len`` and a
call through the module gets the checks a call of the name gets (the checked builtins are
recognised by identity at every compiled call site, and held when C code calls them). Like
every guest module it is read-only: guest code cannot rebind a builtin for the session, let
alone for the host (whose ``builtins`` module is never reached). The host's tools and objects
are names of the session, not members of this module; ``__debug__`` is a name only.
"""

from __future__ import annotations

from typing import Any

from ..guards.costmodel import Cost
from . import ModuleEnv, register
from .builtin_table import _SHARED

#: the model of every callable member: the builtin name's own (see the module docstring)
_AS_THE_NAME = Cost("wrapped", "the builtin itself: every call site runs the checks a call of "
                               "its name runs")

#: the members: every public builtin of a session's table (the shared ones, and the two every
#: session adds: its ToolError and its file system's open; tools are not members)
_MEMBERS = tuple(sorted(name for name in [*_SHARED, "ToolError", "open"]
                        if not name.startswith("_")))


@register("builtins", doc="The builtin functions, types and constants (read-only).",
          costs={name: _AS_THE_NAME for name in _MEMBERS})
def build_builtins(env: ModuleEnv) -> dict[str, Any]:
    table = env.session.globals.builtins
    return {name: table[name] for name in _MEMBERS if name in table}
