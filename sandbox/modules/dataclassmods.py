"""Guest ``dataclasses``: CPython 3.11's module re-written in guest Python
(``sandbox/modules/guest/dataclasses.py`` + ``dataclasses_functions.py`` + ``binding.py``, one
source) and run by the sandbox's own evaluator.

Every method a dataclass gets (``__init__``, ``__repr__``, ``__eq__``, order methods,
``__hash__``, frozen ``__setattr__``/``__delattr__``, slots ``__getstate__``/``__setstate__``)
is a guest closure over the class's fields, so it runs under the access gate and the limits
of the run like any guest code: no host function is generated or put into a guest class, and
no field name is ever written into source text. Field counts and name lengths need no caps of
their own (the work is guest steps and guest memory).

The host gives the source these things only:

* the host module's field-kind markers (``_FIELD``, ``_FIELD_CLASSVAR``, ``_FIELD_INITVAR``),
  so host code that reads guest dataclasses with the host's ``dataclasses.fields()`` (pprint)
  understands them; the markers' type is registered with the gate with no attributes;
* ``_main_global(module, name)``: a name of the guest's ``__main__`` namespace, for string
  annotations (``x: 'ClassVar[int]'``), which CPython resolves in the class's module;
* ``_MAX_NAME_CHARS``: the bound on all field names of one class (guest/binding.py);
* ``_getattrs(obj, names)``, ``_setattrs(obj, names, values)`` and
  ``_object_setattrs(obj, names, values)``: ``getattr``/``setattr``/``object.__setattr__``
  of the guest's builtins for a list of names at once, through the same gate functions and
  charged one step per name (the generated methods' per-field work, which as guest loops
  made instance creation and comparison 15-25 times slower);
* ``_show_defaults(init, defaults, kwdefaults)``: the ``__defaults__``/``__kwdefaults__`` of a
  generated ``__init__(*args, **kwargs)`` (guest code cannot assign them; such a function's
  binding reads neither, so they are what CPython's generated ``__init__`` shows and no more).
"""

from __future__ import annotations

import dataclasses as _host_dataclasses
from typing import Any

from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.gate import attr_name, get_attr, set_attr
from ..runtime.objects import Function
from . import ModuleEnv, guest_source, register_source
from .sourcemods import MAX_NAME_CHARS

_object_setattr = gate._object_setattr  # what object.__setattr__ is for guest code
_MARKERS = ("_FIELD", "_FIELD_CLASSVAR", "_FIELD_INITVAR")
gate.ALLOWED_ATTRS.setdefault(type(_host_dataclasses._FIELD),  # type: ignore[attr-defined]
                              frozenset())


def show_defaults(fn: Any, defaults: Any, kwdefaults: Any) -> None:
    """Give a generated ``__init__``/``__new__`` of the form ``(*args, **kwargs)`` the
    ``__defaults__`` and ``__kwdefaults__`` CPython's shows (inert: such a function binds
    neither; guest code cannot assign them)."""
    code: Any = getattr(fn, "_code", None)
    if type(fn) is not Function or code.argcount or code.kwonlycount \
            or not code.varargs or type(defaults) is not tuple \
            or not (kwdefaults is None or type(kwdefaults) is dict):
        raise TypeError("_show_defaults() needs a generated __init__")
    fn._defaults = defaults
    fn._kwdefaults = kwdefaults


_SHOW_DEFAULTS = make_builtin("_show_defaults", show_defaults, show_defaults.__doc__)


def _helpers(env: ModuleEnv) -> dict[str, Any]:
    def _main_global(module: Any, name: Any) -> Any:
        """The value of ``name`` in the guest's module ``module`` (``__main__`` only)."""
        if module != "__main__" or type(name) is not str:
            return None
        return env.session.globals.get(name)

    def _charged(names: Any) -> Any:
        if type(names) is not tuple:
            raise TypeError("field names must be a tuple")
        ctx = env.ctx()
        ctx.steps_left -= len(names)
        if ctx.steps_left < 0:
            ctx.refill()
        return tuple([attr_name(name) for name in names])

    def _getattrs(obj: Any, names: Any) -> tuple[Any, ...]:
        """``tuple(getattr(obj, name) for name in names)``."""
        return tuple([get_attr(obj, name) for name in _charged(names)])

    def _setattrs(obj: Any, names: Any, values: Any) -> None:
        """``setattr(obj, name, value)`` for each name and value."""
        for name, value in zip(_charged(names), values, strict=False):
            set_attr(obj, name, value)

    def _object_setattrs(obj: Any, names: Any, values: Any) -> None:
        """``object.__setattr__(obj, name, value)`` for each name and value."""
        for name, value in zip(_charged(names), values, strict=False):
            _object_setattr(obj, name, value)

    return {**{name: getattr(_host_dataclasses, name) for name in _MARKERS},
            "_MAX_NAME_CHARS": MAX_NAME_CHARS,
            "_show_defaults": _SHOW_DEFAULTS,
            **{fn.__name__: make_builtin(fn.__name__, fn, fn.__doc__)
               for fn in (_main_global, _getattrs, _setattrs, _object_setattrs)}}


register_source("dataclasses", guest_source("dataclasses.py") + guest_source(
                "dataclasses_functions.py") + guest_source("binding.py"),
                doc="Generate special methods on classes (CPython's dataclasses, as guest "
                    "code).", helpers=_helpers)
