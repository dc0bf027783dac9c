"""The Decoder's object table: the shells of a blob's mutable objects (empty containers,
functions without their contents, classes with their bases, instances of them), made
before any value so that every reference to one finds it; :meth:`Decoder._fill` completes
them later. Only host code runs here, except for a namedtuple class, which the importing
session's own (guest) ``collections.namedtuple`` makes under the import's limits."""

from __future__ import annotations

import types
import typing
from typing import Any

from ..errors import StateError
from ..runtime.classes import GUEST_FLAG, may_subclass
from ..runtime.objects import Cell, Function
from .abcs import create_abc_shell, is_saved_metaclass
from .checks import check, corrupt, identifier_field, name_field
from .numbers import number_new

#: Most fields a saved namedtuple class may have (the blob is untrusted input).
_MAX_NAMEDTUPLE_FIELDS = 10_000
#: Object kinds of a paused run's record (plain data only).
PLAIN_KINDS = frozenset({"X", "L", "D", "S", "BA"})


class Ref:
    """A reference to object-table entry ``i`` met while the table itself is read (a class
    base or an instance's class)."""

    __slots__ = ("i",)

    def __init__(self, i: int) -> None:
        self.i = i


class ShellBuilding:
    """The Decoder's object table. Expects the Decoder's ``objects``, ``kinds``, ``ready``,
    ``levels``, ``codes``, ``open_classes``, ``session``, ``importer``, ``guest``,
    ``plain_only``, ``numbers``, ``tick`` and ``_new_instance``."""

    objects: list[Any]
    kinds: list[str]
    ready: list[bool]
    levels: list[int]
    codes: list[Any]
    open_classes: set[int]
    session: Any
    importer: Any
    guest: Any
    plain_only: bool
    numbers: dict[int, int]

    def tick(self) -> None:  # pragma: no cover - the Decoder's
        raise NotImplementedError

    def _new_instance(self, cls: Any) -> Any:  # pragma: no cover - the Decoder's
        raise NotImplementedError

    def _shells(self, shells: Any) -> None:
        check(type(shells) is list, "bad object table")
        for shell in shells:
            self.tick()
            check(type(shell) is list and shell and type(shell[0]) is str,
                  "bad object table entry")
            kind = shell[0]
            obj: Any = None
            check(not self.plain_only or kind in PLAIN_KINDS,
                  "a paused run's record holds objects that are not plain data")
            if kind == "X":
                check(len(shell) == 1, "bad object table entry")
            elif kind in ("L", "D", "S", "BA", "C"):
                check(len(shell) == 1, "bad object table entry")
                obj = {"L": list, "D": dict, "S": set, "BA": bytearray, "C": Cell}[kind]()
            elif kind == "F":
                obj = self._function_shell(shell)
            elif kind == "K":
                obj = self._class_shell(shell)
                self.open_classes.add(id(obj))
            elif kind == "NT":
                obj = self._namedtuple_shell(shell)
                self.open_classes.add(id(obj))
            elif kind == "I":
                check(len(shell) == 2, "bad object table entry")
                obj = self._new_instance(self._header_value(shell[1]))
                check(obj is not None, "instance of a class with an immutable base in the "
                                        "object table")
            else:
                raise corrupt(f"unknown object kind {kind!r:.20}")
            # (numbered before any hash of it)
            number_new(obj, self.numbers.get(len(self.objects)), self.session)
            self.objects.append(obj)
            self.kinds.append(kind)
            self.ready.append(kind != "X")
            self.levels.append(0)

    def _header_value(self, v: Any) -> Any:
        if type(v) is Ref:
            check(v.i < len(self.objects) and self.kinds[v.i] in ("K", "NT"),
                  "class reference out of order")
            return self.objects[v.i]
        return v

    def _function_shell(self, shell: list[Any]) -> Function:
        check(len(shell) == 3, "bad function entry")
        _, code_idx, gname = shell
        check(type(code_idx) is int and 0 <= code_idx < len(self.codes), "bad code index")
        if gname is None:
            g = self.session.globals
        else:
            name_field(gname, "module name")
            found = [x for x in self.importer.source_globals if x.get("__name__") == gname]
            check(bool(found), f"function of module {gname!r:.100} that is not imported")
            g = found[0]
        return Function(self.codes[code_idx], g, (), None, ())

    def _class_shell(self, shell: list[Any]) -> type:
        check(len(shell) in (6, 7), "bad class entry")
        _, name, qualname, module, bases, slots = shell[:6]
        name_field(name, "class name")
        name_field(qualname, "class qualname")
        name_field(module, "class module")
        explicit = self._header_value(shell[6]) if len(shell) == 7 else None
        # (checked before prepare_class, which would call the object's __prepare__)
        check(explicit is None or is_saved_metaclass(explicit),
              f"class {qualname!r:.100} needs a metaclass the import cannot make")
        check(type(bases) is list and 0 < len(bases) <= 100, "bad class bases")
        resolved = tuple(self._header_value(b) for b in bases)
        for base in resolved:
            check(issubclass(type(base), type) and may_subclass(base),
                  f"class {qualname!r:.100} has a base the sandbox does not allow")
        ns: dict[str, Any] = {"__module__": module, "__qualname__": qualname, GUEST_FLAG: True}
        if slots is not None:
            check(type(slots) is list and len(slots) <= 10_000, "bad __slots__")
            ns["__slots__"] = tuple(identifier_field(s, "slot name") for s in slots)
        # (its real __orig_bases__ comes with the class's items; by identity: ``in`` would
        # compare with each base's metaclass's __eq__)
        if any(b is typing.Generic for b in resolved):
            ns["__orig_bases__"] = ()
        try:
            meta = types.prepare_class(
                name, resolved, {} if explicit is None else {"metaclass": explicit})[0]
            if meta is not type:  # an ABC or a protocol (or a corrupt entry: refused there)
                return create_abc_shell(self.guest, meta, name, resolved, ns,
                                        explicit is not None)
            return type(name, resolved, ns)
        except StateError:
            raise
        except Exception as exc:  # noqa: BLE001
            raise corrupt(f"class {qualname!r:.100} cannot be rebuilt "
                          f"({type(exc).__name__}: {exc})") from None

    def _namedtuple_shell(self, shell: list[Any]) -> type:
        check(len(shell) == 5, "bad namedtuple entry")
        _, typename, fields, module, qualname = shell
        identifier_field(typename, "namedtuple name")
        name_field(module, "namedtuple module")
        name_field(qualname, "namedtuple qualname")
        check(type(fields) is list and len(fields) < _MAX_NAMEDTUPLE_FIELDS,
              "bad namedtuple fields")
        for f in fields:
            identifier_field(f, "namedtuple field")
            check(not f.startswith("_"), "bad namedtuple field")
        # the importing session's namedtuple: guest code (every method of the class is a
        # guest function), run under the import's limits like the modules it imports
        try:
            with self.guest:  # the guarded phase, as for modules written in guest source
                namedtuple = self.importer.import_module("collections").namedtuple
                cls = namedtuple(typename, fields, module=module)
        except (ValueError, TypeError) as exc:
            raise corrupt(f"bad namedtuple ({exc})") from None
        cls.__qualname__ = qualname
        return cls
