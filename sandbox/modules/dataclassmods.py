"""Guest ``dataclasses``: CPython 3.11's module re-written in guest Python
(``sandbox/modules/guest/dataclasses.py``) and run by the sandbox's own evaluator.

Every method a dataclass gets (``__init__``, ``__repr__``, ``__eq__``, order methods,
``__hash__``, frozen ``__setattr__``/``__delattr__``, slots ``__getstate__``/``__setstate__``)
is a guest closure over the class's fields, so it runs under the access gate and the limits
of the run like any guest code: no host function is generated or put into a guest class, and
no field name is ever written into source text. Field counts and name lengths need no caps of
their own (the work is guest steps and guest memory).

The host gives the source two things only:

* the host module's field-kind markers (``_FIELD``, ``_FIELD_CLASSVAR``, ``_FIELD_INITVAR``),
  so host code that reads guest dataclasses with the host's ``dataclasses.fields()`` (pprint)
  understands them; the markers' type is registered with the gate with no attributes;
* ``_main_global(module, name)``: a name of the guest's ``__main__`` namespace, for string
  annotations (``x: 'ClassVar[int]'``), which CPython resolves in the class's module.
"""

from __future__ import annotations

import dataclasses as _host_dataclasses
from typing import Any

from ..runtime import gate
from ..runtime.builtins import make_builtin
from . import ModuleEnv, guest_source, register_source

_MARKERS = ("_FIELD", "_FIELD_CLASSVAR", "_FIELD_INITVAR")
gate.ALLOWED_ATTRS.setdefault(type(_host_dataclasses._FIELD),  # type: ignore[attr-defined]
                              frozenset())


def _helpers(env: ModuleEnv) -> dict[str, Any]:
    def _main_global(module: Any, name: Any) -> Any:
        """The value of ``name`` in the guest's module ``module`` (``__main__`` only)."""
        if module != "__main__" or type(name) is not str:
            return None
        return env.session.globals.get(name)

    return {**{name: getattr(_host_dataclasses, name) for name in _MARKERS},
            "_main_global": make_builtin("_main_global", _main_global)}


register_source("dataclasses", guest_source("dataclasses.py"),
                doc="Generate special methods on classes (CPython's dataclasses, as guest "
                    "code).", helpers=_helpers)
