"""``graphlib`` and ``numbers`` for the guest.

- ``graphlib.TopologicalSorter`` is CPython's class (a subclass that charges the run): ``add``
  charges a step per node it names, ``done`` a step per node, and ``static_order`` hands out
  a step-counted iterator. Every other loop of the class (``prepare``'s cycle search,
  ``done``'s walk over successors, ``get_ready``) is bounded by the edges already added, so
  its host time is paid for by those steps. Guests read only the public methods (the node
  table is private); ``graphlib.CycleError`` is CPython's exception (a ``ValueError`` whose
  ``args[1]`` is the cycle). The class cannot be subclassed by guest code.
- ``numbers``: CPython's abstract base classes, for ``isinstance``/``issubclass`` checks,
  behind the same proxies as ``collections.abc`` (the real classes, shared by the whole
  process, and their metaclass are never handed out: no ``register``, no subclassing).
"""

from __future__ import annotations

import graphlib
import numbers
from typing import Any

from ..guards.compares import check_hash
from ..guards.costmodel import costs
from ..guards.iterguard import charge
from ..runtime.context import current_ctx
from . import ModuleEnv, register
from .datamods import abc_proxy
from .funcmods import counted_output


class TopologicalSorter(graphlib.TopologicalSorter):
    """Provides functionality to topologically sort a graph of hashable nodes"""

    __sandbox_attrs__ = frozenset({"add", "prepare", "get_ready", "is_active", "done",
                                   "static_order", "__doc__"})

    def add(self, node: Any, *predecessors: Any) -> None:
        ctx = current_ctx()
        charge(ctx, 1 + len(predecessors))
        _check_nodes(ctx, (node, *predecessors))
        super().add(node, *predecessors)

    def done(self, *nodes: Any) -> None:
        ctx = current_ctx()
        charge(ctx, 1 + len(nodes))
        _check_nodes(ctx, nodes)
        super().done(*nodes)

    def static_order(self) -> Any:
        return counted_output(current_ctx().session.globals, super().static_order(),
                              "generator", "builtins")


def _check_nodes(ctx: Any, nodes: tuple[Any, ...]) -> None:
    """The host code keys its node table by each node: a tuple node's hash walk is checked
    as ``hash()`` checks it (rt1 audit: a million-deep tuple node crashed the host)."""
    for n in nodes:
        if issubclass(type(n), tuple):
            check_hash(ctx, n)


for _name in ("add", "prepare", "get_ready", "is_active", "done", "static_order"):
    getattr(TopologicalSorter, _name).__doc__ = getattr(graphlib.TopologicalSorter,
                                                        _name).__doc__
TopologicalSorter.__module__ = "graphlib"


@register("graphlib", doc="Topological sorting of graphs (CPython's graphlib, step-counted).",
          # add/done/static_order charge steps per node and edge they touch
          costs=costs(wrapped=("TopologicalSorter",), constant=("CycleError",)))
def build_graphlib(env: ModuleEnv) -> dict[str, Any]:
    return {"TopologicalSorter": TopologicalSorter, "CycleError": graphlib.CycleError}


@register("numbers", doc="Numeric abstract base classes, for isinstance checks (no register "
                         "or subclassing).")
def build_numbers(env: ModuleEnv) -> dict[str, Any]:
    return dict(_NUMBER_PROXIES)


_NUMBER_PROXIES = {name: abc_proxy(getattr(numbers, name)) for name in numbers.__all__}
