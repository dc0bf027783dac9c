"""The enum family of :mod:`sandbox.state`, both halves: guest ``Enum``/``IntEnum``/``Flag``/
``IntFlag``/``StrEnum`` classes (ext type ENUM, always an entry of the object table, so one
class per blob) and their members (ext type ENUMMEMBER: the class and the member's name, or
a ``Flag`` composite's value, so a member decodes to the one singleton of its class).

A class is saved as its name, bases, ``Flag`` boundary, members (name and value, in
definition order, aliases included: ``auto()`` values are saved as the values they got),
the attributes ``__init__`` gave each member, the composites a ``Flag`` had cached and its
own attributes (methods, properties...). Import rebuilds it through the importing
session's class machinery (``classes.create_class`` with the sandbox's EnumType) from the
members alone, which runs host code only (the members' values are plain data or members
of enums hashed by host code, and no guest ``__new__``/``__init__`` is in the namespace),
then sets the members' attributes and the class's own attributes as the class family does.
Enums whose members a guest ``__new__`` made are refused at export (rebuilding them would
need to run it)."""

from __future__ import annotations

import enum as _enum
import types
from collections.abc import Callable
from typing import Any

from ..runtime.classes import GUEST_FLAG, is_guest_class, is_hook
from ..runtime.objects import Function
from .checks import check, corrupt, identifier_field, name_field, pairs_field
from .kinds import dict_descriptor_ok, safe_key

#: What the EnumType writes into an enum class's namespace (never restored from a blob).
ENUM_MADE = frozenset({"__module__", "__qualname__", GUEST_FLAG, "_new_member_", "_use_args_",
                       "_member_names_", "_member_map_", "_value2member_map_",
                       "_unhashable_values_", "_member_type_", "_value_repr_", "_boundary_",
                       "_flag_mask_", "_singles_mask_", "_all_bits_", "_inverted_",
                       "__new__", "__new_member__", "_iter_member_", "__dict__",
                       "__weakref__", "__orig_bases__", "_sort_order_"})
#: What the EnumType writes into a member's ``__dict__`` (and ``_inverted_``, the Flag
#: member's cache of ``~member``: a member of the same class, so saving it would make the
#: class refer back to itself; the first ``~`` after the import fills it again).
MEMBER_MADE = frozenset({"_value_", "_name_", "__objclass__", "_sort_order_", "_inverted_"})
#: Methods a guest base of an enum may not define: the EnumType would call them while the
#: class is rebuilt, before the functions of the blob are complete.
_BASE_HOOKS = ("__init__", "__new__", "__new_member__", "__init_subclass__")
#: Host callables (the EnumType's and the enum bases' own methods, copied into the class).
_HOST_CALLABLES = (types.FunctionType, types.BuiltinFunctionType, types.MethodDescriptorType,
                   types.WrapperDescriptorType)
_MAX_MEMBERS = 100_000


_ENUM_TYPE: list[type] = []


def _enum_type() -> type:
    """The sandbox's EnumType (looked up once: the encoder asks for every object)."""
    if not _ENUM_TYPE:
        from ..modules.enummods import _EnumType
        _ENUM_TYPE.append(_EnumType)
    return _ENUM_TYPE[0]


def is_enum_class(o: Any) -> bool:
    """A guest enum class (made by a class statement or the functional API)."""
    return type(o) is _enum_type() and is_guest_class(o)


def is_enum_member(o: Any) -> bool:
    return is_enum_class(type(o))


def _host_made(v: Any) -> bool:
    if type(v) in (staticmethod, classmethod):
        v = v.__func__
    return type(v) in _HOST_CALLABLES or is_hook(v)


def _own_attrs(cls: type) -> list[tuple[str, Any]]:
    members = cls.__dict__["_member_map_"]
    return [(k, v) for k, v in cls.__dict__.items()
            if k not in members and k not in ENUM_MADE and not _host_made(v)
            and not (k == "__doc__" and v is None)]


def _own(member: Any) -> dict[str, Any]:
    """A member's ``__dict__`` (read past any guest descriptor of the class)."""
    return object.__getattribute__(member, "__dict__")  # type: ignore[no-any-return]


def _extras(member: Any) -> dict[str, Any]:
    return {k: v for k, v in _own(member).items() if k not in MEMBER_MADE}


def _composites(cls: type) -> list[Any]:
    canonical = set(map(id, cls.__dict__["_member_map_"].values()))
    return [v for v, m in cls.__dict__["_value2member_map_"].items() if id(m) not in canonical]


def enum_problem(cls: type, named: dict[int, Any]) -> str | None:
    """Why the guest enum class ``cls`` cannot be saved (None if it can)."""
    d = cls.__dict__
    if "__new_member__" in d or type(d.get("_new_member_")) is Function:
        return (f"enum class {cls.__qualname__!r}, whose members a guest __new__ made "
                "(rebuilding them would run it; keep the members' values and define the "
                "class again after the import)")
    for klass in cls.__mro__[1:]:
        if is_guest_class(klass) and any(h in klass.__dict__ and not _host_made(
                klass.__dict__[h]) for h in _BASE_HOOKS):
            return (f"enum class {cls.__qualname__!r}, whose guest base "
                    f"{klass.__qualname__!r} defines __init__, __new__ or __init_subclass__ "
                    "(define them on the enum class itself, or define the class again "
                    "after the import)")
    for base in cls.__bases__:
        if not is_guest_class(base) and id(base) not in named:
            return f"enum class {cls.__qualname__!r} (its base class cannot be saved)"
    if not dict_descriptor_ok(cls):
        return f"enum class {cls.__qualname__!r} (it defines __dict__)"
    for name, member in d["_member_map_"].items():
        value = _own(member).get("_value_")
        if not safe_key(value):
            return (f"enum class {cls.__qualname__!r}: member {name!r} has a value of type "
                    f"{type(value).__name__} (saved enums hold plain values: "
                    "numbers, strings, tuples of them, members of enums that keep Enum's "
                    "hash and equality...)")
    return None


def enum_children(cls: type) -> list[Any]:
    """What a saved enum class refers to (pass 1 of the encoder)."""
    kids: list[Any] = list(cls.__bases__)
    kids += [_own(m).get("_value_") for m in cls.__dict__["_member_map_"].values()]
    for m in cls.__dict__["_member_map_"].values():
        kids += _extras(m).values()
    kids += [v for _, v in _own_attrs(cls)]
    return kids


def encode_enum(cls: type, lower: Callable[[Any], Any]) -> list[Any]:
    d = cls.__dict__
    boundary = d.get("_boundary_")
    members = d["_member_map_"]
    extras = []
    for name in d["_member_names_"]:
        found = _extras(members[name])
        if found:
            extras += [name, {k: lower(v) for k, v in found.items()}]
    return [cls.__name__, cls.__qualname__, str(d.get("__module__", "__main__")),
            [lower(b) for b in cls.__bases__],
            boundary.name if type(boundary) is _enum.FlagBoundary else None,
            [x for name, m in members.items() for x in (name, lower(_own(m).get("_value_")))],
            extras, [x for k, v in _own_attrs(cls) for x in (k, lower(v))],
            _composites(cls) if issubclass(cls, _enum.Flag) else []]


def encode_member(member: Any, lower: Callable[[Any], Any]) -> list[Any]:
    cls = type(member)
    name = _own(member).get("_name_")
    if type(name) is str and cls.__dict__["_member_map_"].get(name) is member:
        return [lower(cls), name]
    return [lower(cls), None, _own(member).get("_value_")]


# --- decoding ------------------------------------------------------------------------------------

def _sunder_or_dunder(name: str) -> bool:
    return name.startswith("__") or (len(name) > 2 and name[0] == name[-1] == "_")


def decode_enum(dec: Any, v: Any) -> type:
    """The enum class of an ENUM payload, rebuilt for the decoder ``dec``."""
    from ..runtime import classes
    check(type(v) is list and len(v) == 9, "bad enum")
    name, qualname, module, bases, boundary, members, extras, attrs, composites = v
    name_field(name, "enum name")
    name_field(qualname, "enum qualname")
    name_field(module, "enum module")
    check(type(bases) is list and 0 < len(bases) <= 100 and type(composites) is list,
          "bad enum")
    check(boundary is None or boundary in _enum.FlagBoundary.__members__, "bad enum boundary")
    pairs = pairs_field(members, "enum members")
    check(len(pairs) <= _MAX_MEMBERS, "bad enum members")
    kwds = {} if boundary is None else {"boundary": _enum.FlagBoundary[boundary]}
    try:
        meta, ns, kwds = classes.prepare_class(name, tuple(bases), kwds)
    except TypeError as exc:
        raise corrupt(f"enum {qualname!r:.100} cannot be rebuilt ({exc})") from None
    check(meta is _enum_type(), f"enum {qualname!r:.100} has a base that is not an enum")
    ns["__module__"] = module
    ns["__qualname__"] = qualname
    for mname, value in pairs:
        identifier_field(mname, "enum member name")
        # (a dunder or sunder name would configure the class, not add a member)
        check(not _sunder_or_dunder(mname) and dec._safe(value), "bad enum member")
    try:
        for mname, value in pairs:
            ns[mname] = value
        with dec.guest:  # host code only (plain values, no guest __new__/__init__), limited
            cls = classes.create_class(meta, name, tuple(bases), ns, kwds)
    except Exception as exc:  # noqa: BLE001 - the blob's values: a corrupt entry
        raise corrupt(f"enum {qualname!r:.100} cannot be rebuilt ({type(exc).__name__}: "
                      f"{exc})") from None
    member_map = cls.__dict__["_member_map_"]
    check(list(member_map) == [m for m, _ in pairs], "bad enum members")
    for value in composites:  # a Flag's cached composites, made by the host Flag
        check(issubclass(cls, _enum.Flag) and type(value) is int, "bad enum composite")
        try:
            _enum.Flag.__dict__["_missing_"].__func__(cls, value)
        except Exception as exc:  # noqa: BLE001
            raise corrupt(f"bad enum composite ({type(exc).__name__}: {exc})") from None
    for mname, d in pairs_field(extras, "enum member attributes"):
        check(mname in member_map and dec._str_dict(d) and not set(d) & MEMBER_MADE,
              "bad enum member attributes")
        object.__getattribute__(member_map[mname], "__dict__").update(d)
    for key, value in pairs_field(attrs, "enum attributes"):
        check(type(key) is str and key not in ENUM_MADE and key not in member_map,
              f"bad enum attribute {key!r:.100}")
        dec._set_class_attr(cls, key, value)
    return cls


def decode_member(v: Any) -> Any:
    check(type(v) is list and len(v) in (2, 3) and is_enum_class(v[0]), "bad enum member")
    cls = v[0]
    if len(v) == 2:
        found = cls.__dict__["_member_map_"].get(v[1]) if type(v[1]) is str else None
    else:
        check(v[1] is None and type(v[2]) is int, "bad enum member")
        found = cls.__dict__["_value2member_map_"].get(v[2])
    check(found is not None, f"enum {cls.__qualname__!r:.100} has no such member")
    return found
