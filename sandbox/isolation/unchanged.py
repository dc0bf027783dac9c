"""Whether a worker's session state is still the one of its last checkpoint, without
exporting it.

The worker sends the host a checkpoint (the state blob) after each run that may have changed
the state, so that after a crash the session comes back as the last successful run left it.
The export costs ~70 us for a tiny session and milliseconds for one holding classes and
instances (7.5 ms for 50 dataclass instances in a cart object, where this walk takes 0.7 ms,
both on a loaded machine); most runs of a notebook or an agent loop leave the objects they
did not rebind untouched, so
:func:`fingerprint` describes the state as the flat sequence of what the export would save,
and :func:`same` compares two descriptions.

The walk, from the global names in order:

- an immutable atom (None, bool, int, float, complex, str, bytes, a compiled ``Code``, the
  unbound-cell marker) and an object the export saves by name (a builtin, a module, a module
  member: :func:`~sandbox.state.kinds.named_index`) is itself, held;
- every other object is a label (its ``id``), its type, and, the first time the walk meets
  it, what the export saves of it: a plain container (list, tuple, dict, set, frozenset, of
  those exact types) its length and items; a guest function (of the session or of a guest
  source module: its globals are held) its code, defaults, closure cells and attribute
  dict; a cell its value; a bound method its function and object; a
  ``property``/``staticmethod``/``classmethod`` what it wraps; a guest class its name,
  qualname, bases and class dict; an instance of a plain guest class its class, attribute
  dict and slots;
- anything else (a generator, a bytearray, an instance of a guest subclass of a builtin, a
  typing alias, a tool...) has state the walk does not see: there is no fingerprint (the state
  counts as changed). So for a state of more than :data:`MAX_NODES` objects (the export is
  then the smaller cost).

Why labels suffice: two descriptions that are equal item by item describe states whose
exports import as the same state, whether or not the objects are the very same ones (the
bytes may differ: reference counts decide which unshared list becomes a table entry). The
walk expands an object at its first meeting only and writes its label at every later one, so equal
sequences mean equal sharing and cycles; every object's type and everything the export reads
of it are in the sequence, and what is compared by identity (atoms, named objects, types) is
held by the description, so no address of those is reused while it lives. A label may be
reused by a new object once the old one is freed, but the new one is walked as fully as the
old was: equal then means equal content. The description holds no guest instance, class,
function or container (only labels), so a ``__del__`` or a weak reference sees an object die
when CPython would, not one run later.
"""

from __future__ import annotations

import types
from typing import Any

from ..runtime.classes import guest_view, is_guest_class, is_stand_in
from ..runtime.heldslots import HELD_SLOT_TYPES
from ..runtime.objects import UNBOUND, Cell, Code, Function
from ..state.kinds import dict_descriptor_ok, instance_dict, layout_of, named_index

#: The most objects a fingerprint walks; past it the state counts as changed.
MAX_NODES = 20_000

_ATOMS = frozenset({int, float, complex, str, bytes, bool, type(None), Code})
_SEQUENCES = frozenset({list, tuple, set, frozenset})
_WRAPPERS = frozenset({staticmethod, classmethod})
#: A class's own slot and ``__dict__``/``__weakref__`` descriptors: made with the class.
_CLASS_MADE = frozenset({types.MemberDescriptorType, types.GetSetDescriptorType})
# type's own descriptors (a class attribute of a guest class cannot shadow them)
_CLASS_DICT = type.__dict__["__dict__"]
_CLASS_BASES = type.__dict__["__bases__"]
_CLASS_NAME = type.__dict__["__name__"]
_CLASS_QUALNAME = type.__dict__["__qualname__"]
#: Markers in a description: an object's label follows in ``labels``; a class's entry made
#: with it; a slot that holds no value.
_LABEL, _MADE, _EMPTY, _UNKNOWN = object(), object(), object(), object()


class Fingerprint:
    """A state's global names, its description in walk order (see the module docstring), the
    containers' lengths, and the rest of what an export saves that the walk does not see
    (``extra``: compared by value)."""

    __slots__ = ("names", "objects", "labels", "lengths", "extra")

    def __init__(self, names: tuple[str, ...], objects: list[Any], labels: list[int],
                 lengths: list[int], extra: Any) -> None:
        self.names = names
        self.objects = objects
        self.labels = labels
        self.lengths = lengths
        self.extra = extra


def fingerprint(globals_: Any, extra: Any, session: Any = None) -> Fingerprint | None:
    """The fingerprint of a session's ``globals_`` (a :class:`~sandbox.runtime.objects.Globals`)
    and ``extra``, or None if the state holds anything the walk cannot vouch for. With
    ``session``, objects saved by name are held as themselves, and functions of the guest's
    source modules are walked (without it, neither is known)."""
    named: dict[int, Any] = named_index(session) if session is not None else {}
    module_globals = {id(g): g for g in session.importer.source_globals} \
        if session is not None else {}
    module_globals[id(globals_)] = globals_
    objects: list[Any] = [named]  # (a rebuilt index: every name may have moved)
    labels: list[int] = []
    lengths: list[int] = []
    seen: set[int] = set()
    layouts: dict[type, Any] = {}  # (one class's instances share their slots)
    add, label, note = objects.append, labels.append, lengths.append
    names = tuple(globals_)
    stack: list[Any] = [globals_[name] for name in reversed(names)]
    push = stack.append
    budget = MAX_NODES
    while stack:
        budget -= 1
        if budget < 0:
            return None
        obj = stack.pop()
        t = type(obj)
        if t in _ATOMS or obj is UNBOUND or obj is _MADE or obj is _EMPTY:
            add(obj)
            continue
        key = id(obj)
        if key in named:
            add(obj)
            continue
        add(_LABEL)
        label(key)
        if key in seen:
            continue
        seen.add(key)
        add(t)
        if t in _SEQUENCES:
            note(len(obj))
            stack.extend(obj)
        elif t is dict:
            note(len(obj))
            for k, v in obj.items():
                push(k)
                push(v)
        elif t is Function:
            g = module_globals.get(id(obj._globals))
            if g is None:
                return None  # (globals the export cannot name: an exec() namespace)
            add(g)
            stack += (obj._code, obj._defaults, obj._kwdefaults, obj._closure, obj.__dict__)
        elif t is Cell:
            push(obj.value)
        elif t is types.MethodType:
            push(obj.__func__)
            push(obj.__self__)
        elif t is property:
            stack += (obj.fget, obj.fset, obj.fdel, obj.__doc__)
        elif t in _WRAPPERS:
            push(obj.__func__)
        elif t is type:
            if not is_guest_class(obj):
                return None
            _class(obj, add, note, push)
        else:
            slots = layouts.get(t, _UNKNOWN)
            if slots is _UNKNOWN:
                slots = layouts[t] = _slots_of(t) if is_guest_class(t) else None
            if slots is None:
                return None
            _instance(obj, t, push, slots)
    return Fingerprint(names, objects, labels, lengths, extra)


def _class(cls: type, add: Any, note: Any, push: Any) -> None:
    """Describe a guest class: its names, bases and class dict."""
    add(_CLASS_NAME.__get__(cls))
    add(_CLASS_QUALNAME.__get__(cls))
    bases = _CLASS_BASES.__get__(cls)
    namespace = _CLASS_DICT.__get__(cls)
    note(len(bases))
    note(len(namespace))
    for base in bases:
        push(base)
    for k, v in namespace.items():
        push(k)
        made = type(v) in _CLASS_MADE and v.__objclass__ is cls or is_stand_in(cls, k, v)
        if made:
            push(_MADE)  # (made with the class or by the sandbox: made again)
        else:
            # (as the export: a __del__'s guest function, a held slot's guest value)
            push(guest_view(v) if k == "__del__" or type(v) in HELD_SLOT_TYPES else v)


def _slots_of(t: type) -> list[tuple[str, Any]] | None:
    """(name, descriptor) of every slot of a plain guest class ``t``'s instances, or None if
    they are of a guest subclass of a builtin (whose builtin part the walk does not read)."""
    found = layout_of(t)
    if found is None or found[1] is not object or not dict_descriptor_ok(t):
        return None
    return [(name, v) for klass in t.__mro__ if is_guest_class(klass)
            for name, v in _CLASS_DICT.__get__(klass).items()
            if type(v) is types.MemberDescriptorType and v.__objclass__ is klass]


def _instance(obj: Any, t: type, push: Any, slots: list[tuple[str, Any]]) -> None:
    """Describe an instance of a plain guest class: its class, dict and slots."""
    push(t)
    push(instance_dict(obj))
    for name, v in slots:
        push(name)
        try:
            push(v.__get__(obj, t))
        except AttributeError:
            push(_EMPTY)


def same(old: Fingerprint | None, new: Fingerprint | None) -> bool:
    """Whether two fingerprints describe the same state (False if either is missing)."""
    if old is None or new is None:
        return False
    a, b = old.objects, new.objects
    if len(a) != len(b) or old.names != new.names or old.labels != new.labels \
            or old.lengths != new.lengths or old.extra != new.extra:
        return False
    return all(x is y for x, y in zip(a, b, strict=True))
