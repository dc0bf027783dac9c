"""``weakref`` for the guest: guest Python (``guest/weakref.py``: ``ref``, ``WeakMethod``,
``WeakValueDictionary``, ``WeakKeyDictionary``, ``WeakSet``, ``finalize``) on one host
primitive, a :class:`Handle` holding a host weak reference to the referent.

Contract: a guest ``ref`` owns one handle (in its ``_h`` slot); ``_deref(handle)`` gives the
referent or None once the host collected it. The guest callback of a ref never runs from
the host's collector: when the referent dies, the host callback only queues
``_fire((callback, ref))`` on the run in progress of the session
(:func:`sandbox.runtime.context.queue_finalizer_of`, as a guest ``__del__`` is), which runs
it at its next safe point under the run's limits; with no run in progress it is dropped
(as a ``__del__`` is). The handle holds its guest ref weakly, so a ref that is itself gone
never fires (as in CPython). Objects weakly referenced by guest code are held weakly by the
snapshot a run restores on a breach (``weakrefs.HeldBindings.hold_weakly``), so that ``del x``
in a later run frees the object there, as CPython would.
"""

from __future__ import annotations

import weakref
from typing import Any

from ..runtime.builtins import make_builtin
from ..runtime.context import queue_finalizer_of
from ..runtime.weakrefs import Handle, HeldBindings, HostRef, guest_weakrefs
from . import ModuleEnv, guest_source, register_source

__all__: list[str] = []


def _type_name(obj: Any) -> str:
    return str(type(obj).__name__)


def _helpers(env: ModuleEnv) -> dict[str, Any]:
    fire: list[Any] = []  # the guest-source ``_fire`` function, once the source defined it
    token = object()  # this session's (HostRef.session): it sees its own refs only

    def _install(fn: Any) -> None:
        """Remember the guest function that calls a ref's callback (the source's own)."""
        if not fire:
            fire.append(fn)

    def _new_ref(ob: Any, owner: Any, callback: Any, plain: Any) -> Handle:
        """A handle for guest ref ``owner`` to ``ob``; ``callback`` (None: none) is queued
        with ``owner`` when ``ob`` dies."""
        session = env.session
        globals_ = fire[0]._globals if fire else None

        def died(dead: Any) -> None:  # (at any moment: it only queues the call)
            who = dead.owner()
            if who is not None and globals_ is not None:
                queue_finalizer_of(globals_, fire[0], (callback, who))
        try:
            host = HostRef(ob, died if callback is not None else None)
        except TypeError:
            raise TypeError(f"cannot create weak reference to '{_type_name(ob)}' "
                            "object") from None
        host.owner = weakref.ref(owner)
        host.plain = plain is True
        host.session = token
        if session is not None:
            session.globals.has_finalizers = True  # its runs hold weakly referenced objects
            ctx = session.globals.ctx  # weakly too (api._snapshot)
            held = None if ctx is None else ctx.snapshot
            if type(held) is dict:  # (wrapped on first use: no cost to runs without refs)
                held = ctx.snapshot = HeldBindings(held)
            if held is not None:
                held.hold_weakly(ob)
        return Handle(host)

    def _deref(handle: Any) -> Any:
        """The referent of ``handle``, or None once it is gone."""
        if type(handle) is not Handle:
            raise TypeError("not a weak reference handle")
        return handle.ref()

    def charge_refs(ob: Any) -> None:
        """Charge the run one step per host weak reference to ``ob`` (each lookup lists
        them all: guest code that made many must not get many lookups for free)."""
        ctx = env.ctx()
        ctx.steps_left -= weakref.getweakrefcount(ob)
        if ctx.steps_left < 0:
            ctx.refill()

    def _plain_ref(ob: Any) -> Any:
        """An existing callback-free ``weakref.ref`` to ``ob`` (CPython shares it), or None."""
        charge_refs(ob)
        try:
            found = weakref.getweakrefs(ob)
        except TypeError:
            return None
        for w in found:
            if type(w) is HostRef and w.plain and w.session is token:
                owner = w.owner()
                if owner is not None:
                    return owner
        return None

    def _getweakrefs(ob: Any) -> list[Any]:
        """The guest weak references to ``ob``."""
        charge_refs(ob)
        return guest_weakrefs(ob, token)

    def _getweakrefcount(ob: Any) -> int:
        """How many guest weak references ``ob`` has."""
        charge_refs(ob)
        return len(guest_weakrefs(ob, token))

    return {fn.__name__: make_builtin(fn.__name__, fn, fn.__doc__)
            for fn in (_install, _new_ref, _deref, _plain_ref, _getweakrefs, _getweakrefcount)}


register_source("weakref", "\n".join(guest_source(f"weakref_{part}.py")
                                     for part in ("ref", "set", "dicts")), helpers=_helpers,
                doc="Weak references: ref (its callback runs at the run's next safe point), "
                    "WeakMethod, WeakValueDictionary, WeakKeyDictionary, WeakSet, finalize "
                    "(proxy is refused; as guest code).")
