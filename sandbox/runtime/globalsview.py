"""``globals()``: the calling module's names, as a dict whose changes are made in the module.

CPython hands out the module's namespace dict itself. The sandbox's namespace is a
:class:`~.objects.Globals`, a host object whose slots hold the run's context, so guest code
gets a :class:`ModuleNamespace` instead: a ``dict`` filled with the module's names when
``globals()`` is called, whose every change (``g[k] = v``, ``del g[k]``, ``update``, ``pop``,
``popitem``, ``setdefault``, ``clear``, ``|=``) is also made in the module, so a name bound
through it is a variable, as in CPython. What the module binds later is not in a
ModuleNamespace taken before (call ``globals()`` again; CONFORMANCE.md), and a key that is not
a ``str`` stays in the ModuleNamespace (CPython keeps it too; no name can reach it).
``exec``/``eval`` given one run in the module itself (:func:`module_of`).

The class reads as ``dict`` (its name, and ``type(globals())``'s repr); the gate allows it
``dict``'s public names only, so the module it writes to is never reachable.
"""

from __future__ import annotations

from typing import Any

from .objects import Globals


class ModuleNamespace(dict):  # type: ignore[type-arg]
    """A snapshot of a module's names that writes its changes through to the module."""

    __slots__ = ("_module",)
    _module: Globals

    def _target(self) -> Globals | None:
        try:
            return self._module
        except AttributeError:  # made by type(globals())(...): a plain dict, then
            return None

    def _mirror(self, changes: dict[Any, Any]) -> None:
        target = self._target()
        if target is not None:
            for key, value in changes.items():
                if type(key) is str:
                    target[key] = value

    def _forget(self, key: Any) -> None:
        target = self._target()
        if target is not None and type(key) is str:
            target.pop(key, None)

    def __setitem__(self, key: Any, value: Any) -> None:
        dict.__setitem__(self, key, value)
        self._mirror({key: value})

    def __delitem__(self, key: Any) -> None:
        dict.__delitem__(self, key)
        self._forget(key)

    def update(self, *args: Any, **kwargs: Any) -> None:
        changes: dict[Any, Any] = {}
        dict.update(changes, *args, **kwargs)  # (the call site checked what C hashes)
        dict.update(self, changes)
        self._mirror(changes)

    def __ior__(self, other: Any) -> ModuleNamespace:  # type: ignore[misc]
        self.update(other)
        return self

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if key in self:
            return dict.__getitem__(self, key)
        self[key] = default
        return default

    def pop(self, key: Any, *default: Any) -> Any:
        present = key in self
        value = dict.pop(self, key, *default)
        if present:
            self._forget(key)
        return value

    def popitem(self) -> tuple[Any, Any]:
        key, value = dict.popitem(self)
        self._forget(key)
        return key, value

    def __reduce_ex__(self, protocol: Any) -> Any:
        # copy.copy/deepcopy of globals() make a plain dict, as in CPython (the slot's
        # module would otherwise be copied too, and the copy would write to the module)
        return (dict, (dict(self),))

    def clear(self) -> None:
        keys = list(self)
        dict.clear(self)
        for key in keys:
            self._forget(key)


ModuleNamespace.__name__ = ModuleNamespace.__qualname__ = "dict"
ModuleNamespace.__module__ = "builtins"


def namespace_of(module: Globals) -> ModuleNamespace:
    """What ``globals()`` answers in code whose module namespace is ``module``."""
    ns = ModuleNamespace(module)
    ns._module = module
    return ns


def module_of(ns: Any) -> Globals | None:
    """The module a ``globals()`` dict writes to (None for any other object)."""
    return ns._target() if type(ns) is ModuleNamespace else None
