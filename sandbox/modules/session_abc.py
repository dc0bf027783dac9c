"""``abc.ABC`` for one session.

CPython's ABCs answer ``issubclass(X, A)`` from ``A``'s registry *and from every class that
derives from ``A``* (``A.__subclasses__()``), and cache the answer in ``A``. A guest class
``Base(abc.ABC)`` may register virtual subclasses (``Base.register(int)``); if every session's
``abc.ABC`` were one class, that registration would make ``issubclass(int, abc.ABC)`` true in
every other session too (and in the ABC's shared caches). So each session's ``abc`` module has
its own ``ABC``: the same class CPython's is (an ``ABCMeta`` class with no state), made for that
session alone, holding only its own session's registrations. It is marked subclassable on
itself (``__sandbox_subclassable__``, which ``classes._checked_bases`` honours) and recorded
in the weak :data:`sandbox.runtime.classes.SANDBOX_ABCS`, so no process-wide table keeps it
(or its session's guest classes) alive. Exported state names it as ``abc.ABC``, which the
importing session resolves to its own.
"""

from __future__ import annotations

import abc as _abc
from typing import Any

from ..runtime import classes


def session_abc(meta: type) -> Any:
    """A fresh ``abc.ABC`` (metaclass ``meta``: the sandbox's ``ABCMeta``) for one session."""
    cls: Any = _abc.ABCMeta.__new__(meta, "ABC", (), {  # type: ignore[call-overload]
        "__slots__": (), "__module__": "abc", "__qualname__": "ABC",
        "__doc__": _abc.ABC.__doc__, "__sandbox_subclassable__": True})
    classes.SANDBOX_ABCS.add(cls)
    return cls
