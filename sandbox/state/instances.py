"""The instance family of :mod:`sandbox.state`, both halves: instances of guest classes and
of host classes saved by layout (ext type INSTANCE and table kind ``I``): ``__dict__``,
slots and the host base's part (list items, dict items, a deque and its maxlen, a
defaultdict's factory, exception args/cause/context...).

:class:`InstanceEncoding` is a part of :class:`sandbox.state.codec.Encoder` and
:class:`InstanceDecoding` of :class:`sandbox.state.decode.Decoder`; each names what it
needs of the whole. Neither runs guest code: state is read and written with the host
types' own descriptors and methods."""

from __future__ import annotations

import collections
import types
from collections.abc import Callable
from typing import Any

import msgpack

from ..errors import StateError
from ..guards.sizechecks import held_callable
from ..runtime.classes import is_guest_class
from ..runtime.factories import factory_of
from .abcs import plain_class
from .checks import check, corrupt, pairs_field
from .guard import exception_init_ok
from .kinds import (
    IMMUTABLE_LAYOUTS,
    INSTANCE,
    VALUE_BASES,
    dict_descriptor_ok,
    exception_extras,
    instance_dict,
    is_builtin_exception,
    layout_of,
    packb,
    safe_key,
    slot_descriptors,
    value_args,
)
from .unpack import IterativeUnpack


def _sandbox_key(k: Any) -> bool:
    """An instance attribute of the sandbox's own bookkeeping (``str`` methods of the host
    type: a guest str subclass's would run)."""
    return issubclass(type(k), str) and str.startswith(k, "_sandbox")


class InstanceEncoding:
    """The Encoder's instances. Expects ``named``, ``slot_cache`` and the methods ``lower``,
    ``default``, ``_immutable`` and ``_mutable``."""

    named: dict[int, list[str]]
    slot_cache: dict[type, list[tuple[type, str, Any]]]  # (the Encoder's, one per export)

    def _slots(self, t: type) -> list[tuple[type, str, Any]]:
        """:func:`slot_descriptors` of ``t``, once per class and export (instances of one
        class share them)."""
        found = self.slot_cache.get(t)
        if found is None:
            found = self.slot_cache[t] = slot_descriptors(t)
        return found

    def lower(self, o: Any) -> Any:  # pragma: no cover - the Encoder's
        raise NotImplementedError

    def default(self, o: Any) -> msgpack.ExtType:  # pragma: no cover - the Encoder's
        raise NotImplementedError

    def _immutable(self, o: Any, build: Any) -> msgpack.ExtType:  # pragma: no cover
        raise NotImplementedError

    def _mutable(self, o: Any, kind: str, args: Any, inline: Any) -> msgpack.ExtType:
        raise NotImplementedError  # pragma: no cover - the Encoder's

    def _instance_children(self, o: Any) -> list[Any] | None:
        t = type(o)
        if not (is_guest_class(t) or id(t) in self.named) or not dict_descriptor_ok(t):
            return None
        found = layout_of(t)
        if found is None:
            return None
        layout, solid = found
        kids: list[Any] = [t]
        d = instance_dict(o)
        if d is not None:
            if layout in ("exception", "group"):
                kids += [v for k, v in d.items() if not _sandbox_key(k)]
            else:
                kids.append(d)
        for _, _, desc in self._slots(t):
            try:
                kids.append(desc.__get__(o, t))
            except AttributeError:
                pass
        if layout == "odict" and not all(safe_key(k) for k in dict.keys(o)):
            return None  # its order is read by hashing each key (dict.keys does not)
        base = self._base_items(o, layout, solid)
        if layout == "frozenset" and not all(safe_key(x) for x in base):
            return None
        kids += base
        return kids

    @staticmethod
    def _base_items(o: Any, layout: str, solid: type) -> list[Any]:
        if layout in ("list", "set", "frozenset", "tuple", "deque"):
            return list(solid.__iter__(o))  # type: ignore[attr-defined]
        if layout in ("dict", "odict", "defaultdict"):
            items = list((collections.OrderedDict if layout == "odict" else dict).items(o))
            kids = [x for kv in items for x in kv]
            if layout == "defaultdict":
                kids.append(factory_of(o))
            return kids
        if layout in ("exception", "group"):
            return [*BaseException.args.__get__(o), BaseException.__cause__.__get__(o),  # type: ignore
                    BaseException.__context__.__get__(o)]  # type: ignore
        return []

    def _instance(self, o: Any) -> msgpack.ExtType:
        t = type(o)
        found = layout_of(t)
        if found is None:  # pragma: no cover - refused by the scan
            raise StateError(f"cannot export a {t.__name__} object")
        layout, solid = found
        if layout in IMMUTABLE_LAYOUTS:
            return self._immutable(o, lambda: msgpack.ExtType(INSTANCE, packb(
                [self.lower(t), *self._instance_state(o, t, layout, solid)], self.default)))
        return self._mutable(
            o, "I", lambda: [self.lower(t)],
            lambda: msgpack.ExtType(INSTANCE, packb(
                [self.lower(t), *self._instance_state(o, t, layout, solid)], self.default)))

    def _instance_state(self, o: Any, t: type, layout: str, solid: type) -> list[Any]:
        """[dict, slots, base part] of an instance."""
        lower = self.lower
        d = instance_dict(o)
        if d is not None and layout in ("exception", "group"):
            dv: Any = {k: lower(v) for k, v in d.items()
                       if not _sandbox_key(k)}
        else:
            dv = None if d is None else lower(d)
        slots: list[Any] = []
        for owner, name, desc in self._slots(t):
            try:
                value = desc.__get__(o, t)
            except AttributeError:
                continue
            slots += [lower(owner), name, lower(value)]
        if layout in ("list", "set", "frozenset", "tuple"):
            base: Any = [lower(x) for x in solid.__iter__(o)]  # type: ignore[attr-defined]
        elif layout == "deque":
            base = [[lower(x) for x in collections.deque.__iter__(o)],
                    collections.deque.maxlen.__get__(o)]  # type: ignore[attr-defined]
        elif layout in ("dict", "odict", "defaultdict"):
            items = (collections.OrderedDict if layout == "odict" else dict).items(o)
            base = [x for k, v in items for x in (lower(k), lower(v))]
            if layout == "defaultdict":
                base = [base, lower(factory_of(o))]
        elif layout == "scalar":
            to_scalar: dict[type, Callable[[Any], Any]] = {
                str: str.__str__, bytes: bytes.__bytes__, int: int.__int__,
                float: float.__float__, complex: complex.__complex__}
            base = to_scalar[solid](o)
            base = lower(base)
        elif layout == "bytearray":
            base = bytes(bytearray.copy(o))
        elif layout == "value":
            base = lower(VALUE_BASES[solid](o))
        elif layout in ("exception", "group"):
            extras = {}
            for attr in exception_extras(solid):  # the host field, not a guest property
                owner = next(k for k in solid.__mro__ if attr in k.__dict__)
                value = owner.__dict__[attr].__get__(o, t)
                if value is None or type(value) in (str, int):
                    extras[attr] = value
            base = [[lower(x) for x in BaseException.args.__get__(o)],  # type: ignore
                    lower(BaseException.__cause__.__get__(o)),  # type: ignore
                    lower(BaseException.__context__.__get__(o)),  # type: ignore
                    bool(BaseException.__suppress_context__.__get__(o)), extras]  # type: ignore
        else:
            base = None
        return [dv, slots or None, base]


class InstanceDecoding(IterativeUnpack):
    """The Decoder's instances. Expects the methods ``_members``, ``_add_items``,
    ``_dict_items`` and ``_str_dict``."""

    def _members(self, items: list[Any]) -> set[Any]:  # pragma: no cover - the Decoder's
        raise NotImplementedError

    def _add_items(self, s: Any, items: list[Any]) -> None:  # pragma: no cover
        raise NotImplementedError

    def _str_dict(self, d: Any) -> bool:  # pragma: no cover - the Decoder's
        raise NotImplementedError

    def _layout(self, cls: Any) -> tuple[str, type]:
        # (a host class may have a metaclass: collections.ChainMap's is ABCMeta; classes
        # built from a blob never do, and layout_of accepts only the layouts' host bases)
        check(issubclass(type(cls), type), "instance of something that is not a class")
        found = layout_of(cls)
        check(found is not None, f"instances of {cls.__qualname__!r:.100} cannot be restored")
        return found  # type: ignore[return-value]

    def _new_instance(self, cls: Any) -> Any:
        """An empty instance (None for immutable layouts, built in one step)."""
        layout, solid = self._layout(cls)
        if layout in IMMUTABLE_LAYOUTS:
            return None
        try:
            return solid.__new__(cls)  # type: ignore[call-overload]
        except Exception as exc:  # noqa: BLE001
            raise corrupt(f"cannot create a {cls.__qualname__!r:.100} "
                          f"({type(exc).__name__}: {exc})") from None

    def _build_immutable(self, cls: Any, state: list[Any]) -> Any:
        layout, solid = self._layout(cls)
        dv, slots, base = state
        try:
            if layout in ("tuple", "frozenset"):
                check(type(base) is list, "bad instance")
                obj = solid.__new__(cls, base if layout == "tuple" else self._members(base))
            elif layout == "scalar":
                check(type(base) is solid, "bad instance value")
                obj = solid.__new__(cls, base)
            elif layout == "value":
                check(type(base) is solid, "bad instance value")
                args, kwargs = value_args(solid, base)
                obj = solid.__new__(cls, *args, **kwargs)
            else:  # exception group
                check(type(base) is list and len(base) == 5 and type(base[0]) is list
                      and len(base[0]) == 2 and type(base[0][1]) in (list, tuple),
                      "bad exception")
                obj = solid.__new__(cls, *base[0])
                self._exception_rest(obj, solid, base)
        except StateError:
            raise
        except Exception as exc:  # noqa: BLE001
            raise corrupt(f"cannot create a {cls.__qualname__!r:.100} "
                          f"({type(exc).__name__}: {exc})") from None
        self._dict_and_slots(obj, cls, dv, slots)
        return obj

    def _fill_instance(self, obj: Any, state: Any) -> None:
        check(type(state) is list and len(state) == 3, "bad instance")
        cls = type(obj)
        layout, solid = self._layout(cls)
        dv, slots, base = state
        if layout == "list":
            check(type(base) is list, "bad instance")
            list.extend(obj, base)
        elif layout in ("dict", "odict"):
            self._dict_items(obj, collections.OrderedDict if layout == "odict" else dict,
                             pairs_field(base, "instance"))
        elif layout == "defaultdict":
            check(type(base) is list and len(base) == 2
                  and (base[1] is None or callable(base[1])), "bad defaultdict")
            collections.defaultdict.default_factory.__set__(  # type: ignore
                obj, held_callable(base[1], True))  # (held as the guest's defaultdict())
            self._dict_items(obj, dict, pairs_field(base[0], "instance"))
        elif layout == "set":
            check(type(base) is list, "bad instance")
            self._add_items(obj, base)
        elif layout == "deque":
            check(type(base) is list and len(base) == 2 and type(base[0]) is list
                  and (base[1] is None or (type(base[1]) is int and base[1] >= 0)),
                  "bad deque")
            collections.deque.__init__(obj, base[0], base[1])
        elif layout == "bytearray":
            check(type(base) is bytes, "bad instance")
            bytearray.__setitem__(obj, slice(None), base)
        elif layout == "exception":
            check(type(base) is list and len(base) == 5 and type(base[0]) is list,
                  "bad exception")
            try:
                # a converting __init__ never sees guest objects: args (and the fields in
                # extras) are then set directly
                if is_builtin_exception(solid) and exception_init_ok(solid, base[0]):
                    solid.__init__(obj, *base[0])  # type: ignore[misc]
                BaseException.args.__set__(obj, tuple(base[0]))  # type: ignore[attr-defined]
            except Exception as exc:  # noqa: BLE001
                raise corrupt(f"bad exception arguments ({type(exc).__name__}: {exc})"
                              ) from None
            self._exception_rest(obj, solid, base)
        else:
            check(base is None, "bad instance")
        self._dict_and_slots(obj, cls, dv, slots)

    def _exception_rest(self, obj: Any, solid: type, base: list[Any]) -> None:
        _, cause, context, suppress, extras = base
        check(all(x is None or issubclass(type(x), BaseException) for x in (cause, context))
              and type(suppress) is bool and self._str_dict(extras), "bad exception")
        BaseException.__cause__.__set__(obj, cause)  # type: ignore[union-attr]
        BaseException.__context__.__set__(obj, context)  # type: ignore[union-attr]
        BaseException.__suppress_context__.__set__(obj, suppress)  # type: ignore[attr-defined]
        allowed = exception_extras(solid)
        for attr, value in extras.items():
            check(attr in allowed and (value is None or type(value) in (str, int)),
                  "bad exception attribute")
            # the host class's own descriptor (setattr would find a guest property first)
            owner = next(k for k in solid.__mro__ if attr in k.__dict__)
            owner.__dict__[attr].__set__(obj, value)

    def _dict_and_slots(self, obj: Any, cls: type, dv: Any, slots: Any) -> None:
        if dv is not None:
            check(self._str_dict(dv),
                  "bad instance attributes")
            check(not issubclass(type(obj), BaseException)
                  or not any(k.startswith("_sandbox") for k in dv),
                  "bad exception attributes")  # the sandbox's own bookkeeping
            try:
                object.__setattr__(obj, "__dict__", dv)
            except (AttributeError, TypeError):  # a read-only __dict__ (SimpleNamespace)
                try:
                    current = object.__getattribute__(obj, "__dict__")
                except AttributeError:
                    current = None
                if type(current) is not dict:
                    raise corrupt(f"{cls.__qualname__!r:.100} instances have no "
                                  "__dict__") from None
                current.clear()
                current.update(dv)
        if slots is not None:
            check(type(slots) is list and len(slots) % 3 == 0, "bad slots")
            for i in range(0, len(slots), 3):
                owner, name, value = slots[i:i + 3]
                check(plain_class(owner) and owner in cls.__mro__
                      and is_guest_class(owner) and type(name) is str, "bad slot")
                desc = owner.__dict__.get(name)
                check(type(desc) is types.MemberDescriptorType
                      and desc.__objclass__ is owner, "bad slot")
                desc.__set__(obj, value)
