"""The host side of guest weak references (``sandbox.modules.weakrefmod``): the host weak
reference behind each guest ``weakref.ref`` and the opaque handle guest code holds, and how
a run's breach snapshot (``api._snapshot``) holds weakly what guest code weakly references,
so that an object the guest drops dies when CPython's would."""

from __future__ import annotations

import weakref
from typing import Any


class HostRef(weakref.ref):  # type: ignore[type-arg]
    """The host weak reference behind a guest ref: ``owner`` is a weak reference to the
    guest ref, ``plain`` whether it is a callback-free ``weakref.ref`` (which CPython
    shares), ``session`` the token of the session whose ``weakref`` module made it (an
    object two sessions share, such as a builtin, has the refs of both: each sees its
    own only). Its type tells guest refs from the sandbox's own weak references."""

    __slots__ = ("owner", "plain", "session")
    owner: Any
    plain: bool
    session: object


class Handle:
    """What a guest ref holds (its ``_h`` slot): opaque to guest code, which can read none of
    its attributes; only the module's ``_deref`` opens it."""

    __slots__ = ("ref",)
    __sandbox_attrs__: frozenset[str] = frozenset()

    def __init__(self, ref: HostRef) -> None:
        if type(ref) is not HostRef:
            raise TypeError("cannot create 'weakref handle' instances")
        self.ref = ref

    def __repr__(self) -> str:
        return "<weakref handle>"


def guest_weakrefs(obj: Any, session: object) -> list[Any]:
    """The live guest refs to ``obj`` that session token ``session`` made: callback-free
    ``ref`` first, as CPython lists them."""
    try:
        found = weakref.getweakrefs(obj)
    except TypeError:
        return []
    plain: list[Any] = []
    other: list[Any] = []
    for w in found:
        if type(w) is HostRef and w.session is session:
            owner = w.owner()
            if owner is not None:
                (plain if w.plain else other).append(owner)
    return plain + other


def has_guest_weakrefs(obj: Any) -> bool:
    """Whether guest code holds a weak reference to ``obj``."""
    try:
        return any(type(w) is HostRef for w in weakref.getweakrefs(obj))
    except TypeError:
        return False


class WeakEntry:
    """A breach-snapshot entry held weakly (see ``api._snapshot``)."""

    __slots__ = ("ref",)

    def __init__(self, ref: weakref.ref[Any]) -> None:
        self.ref = ref


class HeldBindings:
    """A run's breach snapshot (``api._snapshot``: the bindings before it began) as the
    run's ``weakref`` sees it: :meth:`hold_weakly` in time independent of the number of
    bindings (an index by identity, made the first time the run makes a weak reference)."""

    __slots__ = ("bindings", "index")

    def __init__(self, bindings: dict[str, Any]) -> None:
        self.bindings = bindings
        self.index: dict[int, list[str]] | None = None

    def hold_weakly(self, obj: Any) -> None:
        """Make the bindings that hold ``obj`` hold it weakly: guest code just made a weak
        reference to it, so a ``del`` in this run must free it (if the run then breaches,
        such a binding whose object is gone stays unbound, as with a guest ``__del__``)."""
        index = self.index
        if index is None:
            index = self.index = {}
            for name, value in self.bindings.items():
                if type(value) is not WeakEntry:
                    index.setdefault(id(value), []).append(name)
        names = index.pop(id(obj), None)
        if names is None:
            return
        for name in names:
            if self.bindings.get(name) is obj:
                self.bindings[name] = WeakEntry(weakref.ref(obj))
