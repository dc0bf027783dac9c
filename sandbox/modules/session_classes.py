"""Per-session subclasses of host classes that guest code instantiates itself
(``string.Template``, ``io.StringIO``, ``array.array``, ``struct.Struct``, ...), shared by the
textmods, codecmods and iomods wrappers.

Their methods size what they build against the run's limits, so they need the session's
:class:`~sandbox.modules.ModuleEnv`. The guest calls the class directly, so the env cannot be
passed in: each session gets its own subclass, recorded here. Methods find their env with
:func:`env_of`, which walks the instance's MRO to the first recorded class. The env is never an
attribute of the class or instance, so a guest subclass cannot replace it with its own object.

Per-session classes declare what the guest may read with ``__sandbox_attrs__`` (the gate's
fallback for types missing from ``ALLOWED_ATTRS``), so they never accumulate in the gate's
global tables; the registry here holds them weakly.
"""

from __future__ import annotations

import weakref
from typing import Any

_ENVS: weakref.WeakKeyDictionary[type, Any] = weakref.WeakKeyDictionary()


def session_class(base: type, env: Any, name: str, module: str,
                  namespace: dict[str, Any] | None = None) -> type:
    """A subclass of ``base`` (printed as ``module.name``) bound to one session's ``env``."""
    body: dict[str, Any] = {"__slots__": (), "__module__": module}
    if namespace:
        body.update(namespace)
    cls = type(name, (base,), body)
    cls.__qualname__ = name
    _ENVS[cls] = env
    return cls


def env_of(obj: Any) -> Any:
    """The ModuleEnv of the session whose class ``obj`` (an instance or a class) derives from."""
    cls = obj if isinstance(obj, type) else type(obj)
    for klass in cls.__mro__:
        if klass.__dict__.get("__sandbox_guest__") is True:  # (its metaclass may hash it)
            continue
        env = _ENVS.get(klass)
        if env is not None:
            return env
    raise TypeError(f"'{cls.__name__}' is not bound to a sandbox session")


def forbid_subclassing(cls: type, qualname: str) -> None:
    """Make ``cls`` refuse guest subclasses, as CPython's own type does."""
    def __init_subclass__(subclass: type, **kwargs: Any) -> None:  # noqa: N807
        raise TypeError(f"type '{qualname}' is not an acceptable base type")
    cls.__init_subclass__ = classmethod(__init_subclass__)  # type: ignore[assignment]
