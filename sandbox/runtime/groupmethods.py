"""``ExceptionGroup.split``/``subgroup`` as guest code reads them (moved out of the gate)."""

from __future__ import annotations

from typing import Any


def group_method(group: Any, name: str) -> Any:
    """ExceptionGroup.split/subgroup accept only real functions as predicates in C; adapt
    guest callables."""
    method = getattr(group, name)

    def call(condition: Any) -> Any:
        if callable(condition) and not isinstance(condition, (type, tuple)):
            return method(lambda exc: condition(exc))
        return method(condition)
    from .builtins import make_builtin
    return make_builtin(name, call)
