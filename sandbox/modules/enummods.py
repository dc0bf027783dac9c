"""Guest ``enum``'s classes: CPython's enum, with host subclasses of its bases (whose metaclass
builds guest enums only through ``classes.create_class``, caps and charges the members, and
sizes the texts a failed lookup writes) that guests derive from. (Split from
:mod:`.sourcemods`, whose helpers it shares; the rest of the module is :mod:`.enum_extras`.)
"""

from __future__ import annotations

import enum as _enum
from typing import Any

from ..guards.compares import check_hash
from ..guards.costmodel import checked, costs
from ..guards.iterguard import checked_member_value
from ..guards.textsize import SCALARS, check_text
from ..runtime import classes, gate, lineage
from ..runtime.builtins import make_builtin
from ..runtime.context import current_ctx, in_run
from . import ModuleEnv, register
from .enum_extras import (
    EXTRA_CONSTANTS,
    GLOBAL_NAMES,
    check_constant_lookup,
    enum_extras,
    global_enum_namespace,
    guest_missing_lookup,
)
from .sourcemods import _MAX_MEMBERS, _check_bases, _limit_items, _TypeName


class _EnumDict(_enum._EnumDict):
    """The class namespace of guest enums: members counted (and capped) as they are added
    (``auto()`` makes each addition cost more than the one before)."""

    def __setitem__(self, key: Any, value: Any) -> None:
        super().__setitem__(key, value)
        if len(self._member_names) > _MAX_MEMBERS:  # type: ignore[attr-defined]
            _limit_items(f"enum {self._cls_name!r}",  # type: ignore[attr-defined]
                         len(self._member_names), _MAX_MEMBERS)  # type: ignore[attr-defined]


class _EnumType(_enum.EnumType):
    """EnumType for guest enums: classes only through ``classes.create_class``."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):  # type: ignore[no-untyped-def]  # noqa: N804
        metacls._check_for_existing_members_(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            enum_dict["_generate_next_value_"] = getattr(first_enum, "_generate_next_value_",
                                                         None)
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):  # type: ignore[no-untyped-def]  # noqa: N804, E501
        if _simple or not classes.built_by_create_class(classdict):
            raise TypeError("enum classes are created by class statements in the sandbox")
        _check_bases(bases)
        _limit_items(f"enum {cls!r}", len(classdict._member_names), _MAX_MEMBERS)
        member_type, _ = metacls._get_mixins_(cls, bases)
        if in_run():
            ctx = current_ctx()
            for name in classdict._member_names:
                if isinstance(classdict[name], tuple):  # each value is a key of the
                    check_hash(ctx, classdict[name])    # class's value map: hashed in C
        if member_type is not object and in_run():  # members CPython builds in C
            ctx = current_ctx()
            for name in classdict._member_names:
                value = classdict[name]
                checked = checked_member_value(ctx, member_type, value)
                if checked is not value:  # (the dict's own: it refuses a name reused)
                    dict.__setitem__(classdict, name, checked)
        repr_enum = _ENUM_BASES["ReprEnum"] in bases
        if repr_enum and member_type is object:
            raise TypeError("ReprEnum subclasses must be mixed with a data type (i.e. int, str, "
                            "float, etc.)")
        own = {name for name in ("__str__", "__format__") if name in classdict}
        enum_class = super().__new__(metacls, cls, bases, classdict, boundary=boundary, **kwds)
        if repr_enum:
            _mixed_in_str_and_format(enum_class, member_type, own)
        return enum_class

    def __call__(cls, value, names=None, *args, **kwargs):  # type: ignore[no-untyped-def]  # noqa: N805, E501
        # a lookup that finds no member writes the value into its ValueError with %r in
        # one host call (round 8: 2**24 leaves of aliased nesting, 10 s, 219 MB): the text
        # is estimated first, as repr(value) at a call site is
        if names is None and in_run():
            ctx = current_ctx()
            if type(value) not in SCALARS:
                check_text(ctx, value, f"{cls.__qualname__}(value)")
                if isinstance(value, tuple):  # looked up in the value map: hashed in C
                    check_hash(ctx, value)
            if _guest_owned(cls, "_missing_"):  # its result is written with %r too
                return guest_missing_lookup(cls, value, lambda result: None if type(
                    result) in SCALARS else check_text(ctx, result, "_missing_'s result"))
        return super().__call__(value, names, *args, **kwargs)

    def __instancecheck__(cls, instance: Any) -> bool:
        # the guest's enum.Enum/Flag/... are host subclasses of CPython's, side by side (the
        # guest IntEnum does not derive from the guest Enum): each answers as the CPython
        # class it stands for, so an IntEnum or a host module's enum member is an enum.Enum
        return type.__instancecheck__(_REAL_BASES.get(id(cls), cls), instance)

    def __subclasscheck__(cls, subclass: Any) -> bool:
        return type.__subclasscheck__(_REAL_BASES.get(id(cls), cls), subclass)

    def _convert_(cls, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("Enum._convert_() is not available in the sandbox")

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None,  # type: ignore[no-untyped-def]  # noqa: A002, E501
                 start=1, boundary=None):
        """The functional API (``Enum('Color', 'RED GREEN')``), built like a class statement."""
        bases = (cls,) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        kwds = {} if boundary is None else {"boundary": boundary}
        meta, classdict, kwds = classes.prepare_class(class_name, bases, kwds)
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)):
            _limit_items(f"enum {class_name!r}", len(names), _MAX_MEMBERS)
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values: list[Any] = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if names is None:
            names = ()
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict["__module__"] = "__main__" if module is None else module
        classdict["__qualname__"] = class_name if qualname is None else qualname
        return classes.create_class(meta, class_name, bases, classdict, kwds)


def _mixed_in_str_and_format(enum_class: Any, member_type: type, own: set[str]) -> None:
    """What CPython's EnumType does for a class listing ``ReprEnum`` among its bases (the guest's
    ReprEnum is a host subclass, so CPython's own test, ``ReprEnum in bases``, misses it):
    ``str()`` and ``format()`` are the mixed-in type's (its ``__repr__`` where it has no
    ``__str__`` of its own) unless the class defines them; ``repr()`` stays the enum's. The
    methods are the data type's own slot wrappers, as on CPython's IntEnum and StrEnum."""
    if "__format__" not in own:
        enum_class.__format__ = member_type.__format__
    if "__str__" not in own:
        method = member_type.__str__
        enum_class.__str__ = member_type.__repr__ if method is object.__str__ else method


def _guest_owned(cls: type, name: str) -> bool:
    """Whether ``name`` on ``cls`` comes from a guest class (the first in its MRO to have it)."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return getattr(klass, classes.GUEST_FLAG, False) is True
    return False


_EnumType.__name__ = _EnumType.__qualname__ = "EnumType"
_EnumType.__module__ = "enum"


def _guest_enum_base(real: type) -> type:
    """A host subclass of ``real`` with the sandbox's EnumType (guests derive from it)."""
    classdict = _EnumType.__prepare__(real.__name__, (real,))
    classdict.update({"__module__": "enum", "__qualname__": real.__qualname__,
                      "__doc__": real.__doc__})
    return _enum.EnumType.__new__(_EnumType, real.__name__, (real,), classdict)


def _guest_repr_enum() -> type:
    """The guest's ReprEnum: built as a host subclass of Enum, then re-based on CPython's
    ReprEnum (the same layout), since CPython refuses a ReprEnum subclass without a data type
    mixed in; :class:`_EnumType` gives the guest's subclasses their str/format."""
    base = _guest_enum_base(_enum.Enum)
    base.__name__, base.__qualname__, base.__doc__ = "ReprEnum", "ReprEnum", _enum.ReprEnum.__doc__
    base.__bases__ = (_enum.ReprEnum,)
    return base


_ENUM_BASES = {real.__name__: _guest_enum_base(real) for real in (
    _enum.Enum, _enum.IntEnum, _enum.StrEnum, _enum.Flag, _enum.IntFlag)}
_ENUM_BASES["ReprEnum"] = _guest_repr_enum()
# _missing_: the hook a guest's own calls through super() (Flag's makes the composite
# members); the same host code as a lookup ``E(value)`` runs
gate.ALLOWED_ATTRS[_enum.Enum] = frozenset({"name", "value", "_missing_"})
gate.ALLOWED_ATTRS[_enum.Flag] = frozenset({"_missing_"})
#: id of a guest base -> the CPython class it stands for (isinstance/issubclass answer as it)
_REAL_BASES: dict[int, type] = {id(base): getattr(_enum, name)
                               for name, base in _ENUM_BASES.items()}
lineage.STANDS_FOR.update({base: getattr(_enum, name) for name, base in _ENUM_BASES.items()})
# CPython's classes in the guest bases' lineage (IntFlag's shows Flag, ReprEnum and Enum)
lineage.NAMEABLE.update({*lineage.STANDS_FOR.values(), _enum.ReprEnum})


@register("enum", doc="Enumerations (CPython's enum, with ReprEnum, member/nonmember, "
                      "enum.property, verify, FlagBoundary/EnumCheck, show_flag_values and "
                      "global_enum (main program only); no _convert_ or pickling helpers).",
          costs=costs(
    wrapped=("Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "ReprEnum", "auto", "unique",
             "verify", "show_flag_values"),  # enum_extras: the host loops sized first
    constant=EXTRA_CONSTANTS, FlagBoundary=checked(check_constant_lookup),
    EnumCheck=checked(check_constant_lookup)))
def build_enum(env: ModuleEnv) -> dict[str, Any]:
    classes.ALLOWED_METACLASSES.update({_EnumType, _enum.EnumType})
    classes.SUBCLASSABLE.update(_ENUM_BASES.values())
    meta = _TypeName(_enum.EnumType, "<class 'enum.EnumType'>")
    guest_global = global_enum_namespace(env)
    return {**_ENUM_BASES, "auto": _enum.auto, "EnumType": meta, "EnumMeta": meta,
            "unique": make_builtin("unique", _enum.unique, _enum.unique.__doc__),
            **enum_extras(), **{name: guest_global[name] for name in GLOBAL_NAMES}}
