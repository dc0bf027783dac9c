"""The unbound dunders guest code reads on the builtin exception classes, as a subclass's
methods call them: ``ValueError.__init__(self, msg)`` in its ``__init__``,
``Exception.__str__(self)`` or ``KeyError.__repr__(self)`` in its own ``__str__``/
``__repr__``. Registered as the gate's type overrides (read on the class itself, or found
on a builtin base of a guest class).

``__init__`` re-initialises the exception it is given, so it comes behind
:func:`~sandbox.runtime.ownership.owned_only` (an instance of a guest class, never an
exception the host or another session holds); ``__str__`` and ``__repr__`` only read it.
Nothing else of these classes is readable this way (no ``__new__``: it would make
uninitialised instances of any exception class guest code can name)."""

from __future__ import annotations

import builtins
from typing import Any

from . import gate
from .ownership import owned_only

#: The builtin exception classes (``ValueError``, ``OSError``, ``ExceptionGroup``...).
BUILTIN_EXCEPTIONS = tuple(t for t in vars(builtins).values()
                           if isinstance(t, type) and issubclass(t, BaseException))
#: The dunders that only read the exception they are given.
_READERS = ("__str__", "__repr__")


def _init(cls: type) -> Any:
    return owned_only(cls, "__init__")


def _reader(name: str) -> Any:
    def read(cls: type) -> Any:
        return getattr(cls, name)  # a slot wrapper of BaseException's (or the class's own)
    return read


for _cls in BUILTIN_EXCEPTIONS:
    gate.TYPE_OVERRIDES[(_cls, "__init__")] = _init
    for _name in _READERS:
        gate.TYPE_OVERRIDES[(_cls, _name)] = _reader(_name)
