"""A ``collections.defaultdict``'s ``default_factory``: a callable that C code keeps and calls
later (``__missing__``, reached by ``d[k]``, ``operator.itemgetter(k)(d)``,
``str.format_map(d)``...) with no compiled call site in between.

A factory whose call needs its call site's checks -- a partial of a checked builtin
(``functools.partial(bytes, 10**9)``, which builds 1 GB under any limit), or one that makes
text from a host object (``functools.partial(repr, v)``, whose text would show a host
address) -- is held as a :class:`~sandbox.runtime.classes.LateChecked`, which runs those
checks under the run current at each call. It is wrapped where it is handed over: a
defaultdict a host call returns (:func:`guard_factory`, from
:func:`~sandbox.runtime.hosttext.settled`: the constructor, ``copy``, ``d.copy()``), an
assignment to ``default_factory`` (the gate), a state import. Guest code reading the
attribute sees its own callable (``guest_view``), and so does an export (``saved_value``).

Which factories need checks is decided by :mod:`sandbox.guards.sizechecks` (a room above
this one): :func:`~sandbox.runtime.classes.held_factory` (round 8's rule for every callable
C calls with no arguments).
"""

from __future__ import annotations

import collections
import types
from typing import Any

from .classes import LateChecked, held_factory, missing_builtin

#: The C descriptor of ``default_factory`` (reads and writes the slot, no guest code).
_FACTORY: Any = collections.defaultdict.__dict__["default_factory"]
DEFAULTDICT = collections.defaultdict


def checked_factory(fn: Any) -> Any:
    """``fn`` as a defaultdict must hold it: a :class:`LateChecked` if its calls need the
    checks of a compiled call site, else itself."""
    return held_factory(fn)


def guard_factory(d: Any) -> Any:
    """``d`` (a defaultdict, or an instance of a subclass) with its factory held as
    :func:`checked_factory` makes it; returns ``d``."""
    fn = _FACTORY.__get__(d)
    if fn is not None and type(fn) is not LateChecked:
        held = checked_factory(fn)
        if held is not fn:
            _FACTORY.__set__(d, held)
    return d


def factory_of(d: Any) -> Any:
    """The factory of defaultdict ``d`` as guest code and exports see it (the guest's own
    callable, never the wrapper)."""
    fn = _FACTORY.__get__(d)
    return fn.__wrapped__ if type(fn) is LateChecked else fn


#: The gate's answers for defaultdict (``gate.OVERRIDES``/``TYPE_OVERRIDES`` take them): its
#: factory as the guest's own, never the wrapper; ``__missing__``, which C's calls the factory
#: unchecked, as the sandbox's (the one a guest subclass's stand-in is).
OVERRIDES: dict[tuple[type, str], Any] = {
    (DEFAULTDICT, "default_factory"): factory_of,
    (DEFAULTDICT, "__missing__"): lambda d: types.MethodType(missing_builtin(), d)}
TYPE_OVERRIDES: dict[tuple[type, str], Any] = {
    (DEFAULTDICT, "__missing__"): lambda _type: missing_builtin()}
