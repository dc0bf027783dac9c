# weakref for the guest, written for the sandbox: the ref type on the host primitive the
# module's helpers give (_new_ref, _deref, _plain_ref, _getweakrefs, _getweakrefcount), then
# CPython 3.11's WeakMethod, WeakValueDictionary, WeakKeyDictionary, WeakSet and finalize
# (weakref_set.py, weakref_dicts.py). A ref's callback is queued by the host when its
# referent dies and runs here, in _fire, at the next safe point of the session's run.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

# (itertools and the ABCs are for weakref_set.py and weakref_dicts.py, run after this)
import itertools  # noqa: F401
from collections.abc import Mapping as _Mapping  # noqa: F401
from collections.abc import MutableMapping as _MutableMapping  # noqa: F401
from collections.abc import MutableSet as _MutableSet  # noqa: F401
from types import GenericAlias

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs",
           "WeakKeyDictionary", "ReferenceType", "WeakValueDictionary",
           "WeakSet", "WeakMethod", "finalize"]


def _fire(pair):
    callback, wr = pair
    callback(wr)


_install(_fire)


class ReferenceType:
    __slots__ = ("_h", "_cb", "_hash", "__weakref__")

    def __new__(cls, ob, callback=None, /):
        plain = callback is None and cls is ReferenceType
        if plain:
            found = _plain_ref(ob)
            if found is not None:
                return found
        self = object.__new__(cls)
        self._cb = callback
        self._h = _new_ref(ob, self, callback, plain)
        return self

    def __init__(self, ob, callback=None, /):
        pass

    def __call__(self):
        return _deref(self._h)

    @property
    def __callback__(self):
        return None if _deref(self._h) is None else self._cb

    def __hash__(self):
        try:
            return self._hash
        except AttributeError:
            pass
        ob = _deref(self._h)
        if ob is None:
            raise TypeError("weak object has gone away")
        self._hash = hash(ob)
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is other
        return a == b

    def __ne__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is not other
        return a != b

    def __repr__(self):
        ob = self()
        at = f"<weakref at {hex(id(self))}; "
        if ob is None:
            return at + "dead>"
        name = getattr(ob, "__name__", None)
        shown = f"to '{type(ob).__qualname__}' at {hex(id(ob))}"
        if isinstance(name, str):
            shown += f" ({name})"
        return at + shown + ">"

    def __copy__(self):
        return self  # (copy treats weak references as atomic)

    def __deepcopy__(self, memo):
        return self

    __class_getitem__ = classmethod(GenericAlias)


ReferenceType.__module__ = "weakref"
ref = ReferenceType


def proxy(object, callback=None, /):
    raise TypeError("weakref.proxy is not supported in this sandbox (a proxy would stand in "
                    "for its object everywhere); use weakref.ref(obj) and call it: r() is "
                    "the object, or None once it is gone")


def getweakrefcount(object, /):
    return _getweakrefcount(object)


def getweakrefs(object, /):
    return _getweakrefs(object)


def _remove_dead_weakref(d, key, /):
    try:
        wr = d[key]
    except KeyError:
        return
    if wr() is None:
        del d[key]
