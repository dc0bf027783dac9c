"""``reprlib`` for the guest: guest Python (``guest/reprlib.py``), so ``Repr`` subclasses with
their own ``repr_<type>`` methods and ``recursive_repr`` on guest ``__repr__`` work as in
CPython, under the gate and the limits. It re-exports no host callable."""

from __future__ import annotations

from . import guest_source, register_source

__all__: list[str] = []

register_source("reprlib", guest_source("reprlib.py"),
                doc="Size-limited reprs: Repr, repr and recursive_repr (as guest code).")
