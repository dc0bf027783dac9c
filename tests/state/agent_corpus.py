"""The agent corpus for the state tests: which programs to run, and a structural comparison of
two sessions' globals that reads no guest code (no guest ``__eq__``, ``__repr__`` or
``__hash__`` runs: the values are compared by type name, fields and slots).

The programs are ``conformance/agent/programs/``. A full pass is slow, so by default the tests
take a deterministic sample: one program of each distinct code (constants masked, as
``conformance/test_agent.py`` counts them), every ``SAMPLE_EVERY``-th of those plus enough to
reach ``SAMPLE_MIN``; ``SANDBOX_STATE_AGENT_ALL=1`` runs every program."""

from __future__ import annotations

import datetime
import decimal
import enum
import fractions
import io
import math
import os
import random
import re
import types
import typing
import uuid
from pathlib import Path
from typing import Any

from sandbox.modules import PROVIDERS, REGISTRY
from sandbox.modules.typingmods import variable_module
from sandbox.runtime.classes import is_guest_class

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = sorted((ROOT / "conformance" / "agent" / "programs").glob("*.py"))
SAMPLE_MIN = 150


def _code_only(source: str) -> str:
    source = re.sub(r"\d+(\.\d+)?", "N", source)
    return re.sub(r"'[^'\n]*'|\"[^\"\n]*\"", "S", source)


def programs() -> list[Path]:
    """Every program (``SANDBOX_STATE_AGENT_ALL=1``) or the first of each distinct code, in
    name order, thinned to at least ``SAMPLE_MIN`` (every second one while that many remain)."""
    if os.environ.get("SANDBOX_STATE_AGENT_ALL"):
        return PROGRAMS
    seen: set[str] = set()
    distinct = []
    for path in PROGRAMS:
        code = _code_only(path.read_text())
        if code not in seen:
            seen.add(code)
            distinct.append(path)
    if len(distinct) >= 2 * SAMPLE_MIN:
        return distinct[::2]
    return distinct


#: Values compared by ``==`` (host types whose equality is host code and exact).
_PLAIN = (type(None), bool, int, str, bytes, complex, range, slice, type(Ellipsis))
_VALUES = (datetime.date, datetime.datetime, datetime.time, datetime.timedelta,
           datetime.timezone, decimal.Decimal, fractions.Fraction, uuid.UUID)
#: typing's alias classes (``Generic[T]``, ``List[int]``): origin and arguments are fields.
_TYPING_ALIASES = (type(typing.List[int]), types.GenericAlias)  # noqa: UP006
#: Slots of sandbox façades that hold the session's environment, never a value.
#: ``_code`` and ``_globals`` of a function: its qualname and defaults compare, and its globals
#: are the session's (compared from the top) or a module's (re-imported by name). ``_g`` of
#: the counted itertools façades (``chain``, their iterators) is the session's globals too:
#: compared member by member it differs by the globals an export was told to skip.
_ENV_SLOTS = frozenset({"_env", "_ctx", "_cost", "_code", "_globals", "_g"})


def _type_name(t: type) -> str:
    return f"{t.__module__}.{t.__qualname__}"


def _slots(t: type) -> list[str]:
    names: list[str] = []
    for klass in t.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else list(slots))
    return [n for n in names if n not in ("__dict__", "__weakref__")]


def _visible(attrs: Any) -> dict[str, Any]:
    """An object's attributes but the sandbox's own notes (an exception's ``_sandbox_*``:
    which tool raised it, for the host's traceback; never read by the guest)."""
    return {k: v for k, v in attrs.items() if not str(k).startswith("_sandbox_")}


def _key_label(key: Any) -> str:
    """A dict key as a path shows it: a guest object's repr would run guest code here,
    outside a run, so it is named by its type."""
    return f"{key!r:.30}" if type(key) in _PLAIN else f"<{type(key).__name__}>"


class Differ:
    """Compare two object graphs; ``path`` of the first difference in ``self.where``."""

    def __init__(self) -> None:
        self.pairs: dict[int, int] = {}
        self.keep: list[Any] = []  # the compared objects stay alive, so ids stay theirs
        self.where = ""

    def same(self, a: Any, b: Any, path: str = "") -> bool:
        if not self._same(a, b, path):
            if not self.where:
                self.where = f"{path}: {type(a).__name__} vs {type(b).__name__}"
            return False
        return True

    def _fail(self, path: str, why: str) -> bool:
        if not self.where:
            self.where = f"{path}: {why}"
        return False

    def _same(self, a: Any, b: Any, path: str) -> bool:
        ta, tb = type(a), type(b)
        if ta is float and tb is float:
            return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a)
                                                          == math.copysign(1, b))
        if ta in _PLAIN or tb in _PLAIN:
            return ta is tb and a == b or self._fail(path, f"{a!r:.60} != {b!r:.60}")
        if _type_name(ta) != _type_name(tb):
            return self._fail(path, f"type {_type_name(ta)} != {_type_name(tb)}")
        if ta in _VALUES:  # immutable: an import may make one object per reference
            return a == b or self._fail(path, f"{a!r:.60} != {b!r:.60}")
        if ta.__module__ == "sandbox.tools":  # the importing sandbox's own tool of that name
            return a.name == b.name or self._fail(path, "tool name")
        if ta is tuple and tb is tuple:  # immutable: an import may make one per reference
            return (len(a) == len(b) or self._fail(path, "length")) and all(
                self.same(x, y, f"{path}[{i}]") for i, (x, y) in enumerate(zip(a, b, strict=True)))
        if id(a) in self.pairs:  # sharing and cycles: a is always matched with one b
            return self.pairs[id(a)] == id(b) or self._fail(path, "sharing differs")
        self.pairs[id(a)] = id(b)
        self.keep += [a, b]
        if isinstance(a, types.ModuleType) or ta.__name__ == "module":  # re-imported by name
            return a.__name__ == b.__name__ or self._fail(path, "module name")
        if isinstance(a, types.BuiltinFunctionType):  # a module's: made again by name
            return a.__qualname__ == b.__qualname__ or self._fail(path, "builtin name")
        if not is_guest_class(ta) and isinstance(a, (list, tuple)):
            return (len(a) == len(b) or self._fail(path, "length")) and all(
                self.same(x, y, f"{path}[{i}]") for i, (x, y) in enumerate(zip(a, b, strict=True)))
        if not is_guest_class(ta) and isinstance(a, dict):
            return (len(a) == len(b) or self._fail(path, "length")) and all(
                self.same(ka, kb, f"{path}<key {i}>")
                and self.same(va, vb, f"{path}[{_key_label(ka)}]")
                for i, ((ka, va), (kb, vb)) in enumerate(zip(a.items(), b.items(), strict=True))
            ) and self._same_fields(a, b, path)
        if not is_guest_class(ta) and isinstance(a, (set, frozenset)):
            return self._same_set(a, b, path)
        if isinstance(a, enum.Enum):
            return (self.same(a._name_, b._name_, f"{path}.name")
                    and self.same(a._value_, b._value_, f"{path}.value"))
        if isinstance(a, type) and (a.__module__ in PROVIDERS or a.__module__ in REGISTRY):
            return (a.__qualname__ == b.__qualname__  # re-bound by name (README, state)
                    and a.__module__ == b.__module__ or self._fail(path, "module class"))
        if isinstance(a, type):
            return (a.__qualname__ == b.__qualname__
                    and [_type_name(k) for k in a.__mro__] == [_type_name(k) for k in b.__mro__]
                    or self._fail(path, "class")) and self._same_class_dict(a, b, path)
        return self._same_fields(a, b, path) and self._same_value(a, b, path)

    def _same_set(self, a: Any, b: Any, path: str) -> bool:
        if len(a) != len(b):
            return self._fail(path, "length")
        plain = [x for x in a if type(x) in _PLAIN or type(x) is float]
        if len(plain) == len(a):
            return a == b or self._fail(path, "set members")
        left = list(b)
        for x in a:  # small sets of guest objects: pair each member with an unpaired equal
            for j, y in enumerate(left):
                probe = Differ()
                probe.pairs = dict(self.pairs)
                if probe.same(x, y):
                    self.pairs, self.keep = probe.pairs, self.keep + probe.keep
                    del left[j]
                    break
            else:
                return self._fail(path, f"no member matches {type(x).__name__}")
        return True

    def _same_class_dict(self, a: type, b: type, path: str) -> bool:
        skip = {"__dict__", "__weakref__", "__module__"}
        da = {k: v for k, v in a.__dict__.items() if k not in skip}
        db = {k: v for k, v in b.__dict__.items() if k not in skip}
        if sorted(da) != sorted(db):
            return self._fail(path, f"class attributes {sorted(set(da) ^ set(db))}")
        return all(self.same(da[k], db[k], f"{path}.{k}") for k in sorted(da)
                   if not isinstance(da[k], (types.MemberDescriptorType,
                                             types.GetSetDescriptorType)))

    def _same_fields(self, a: Any, b: Any, path: str) -> bool:
        try:
            va = object.__getattribute__(a, "__dict__")
            vb = object.__getattribute__(b, "__dict__")
        except AttributeError:
            va = vb = None
        if va is not None:
            va, vb = _visible(va), _visible(vb)
            if type(a) in (typing.TypeVar, typing.ParamSpec):  # as the guest reads it: typing
                # stores the calling frame's module, the sandbox's for a guest call
                va["__module__"], vb["__module__"] = variable_module(a), variable_module(b)
            if not self.same(va, vb, f"{path}.__dict__"):
                return False
        for name in _slots(type(a)):
            if name in _ENV_SLOTS:
                continue
            sa = sb = missing = object()
            try:
                sa = object.__getattribute__(a, name)
            except AttributeError:
                sa = missing
            try:
                sb = object.__getattribute__(b, name)
            except AttributeError:
                sb = missing
            if (sa is missing) != (sb is missing):
                return self._fail(f"{path}.{name}", "slot set on one side only")
            if sa is not missing and not self.same(sa, sb, f"{path}.{name}"):
                return False
        return True

    def _same_value(self, a: Any, b: Any, path: str) -> bool:
        """A host value with no fields or slots worth comparing (datetime, Decimal, deque,
        partial, ...): compared by host equality when its type's ``__eq__`` is host code, and
        by its contents for the containers whose equality would call their members'."""
        t = type(a)
        if isinstance(a, (io.StringIO, io.BytesIO)) and not is_guest_class(t):
            return (a.closed == b.closed and (a.closed or (a.getvalue(), a.tell())
                                              == (b.getvalue(), b.tell()))
                    or self._fail(path, "stream contents or position"))
        if isinstance(a, random.Random) and not is_guest_class(t):
            return a.getstate() == b.getstate() or self._fail(path, "generator state")
        if is_guest_class(t) or t.__eq__ is object.__eq__:
            return True  # compared by fields above (functions, cells, instances)
        if isinstance(a, _TYPING_ALIASES):  # compared by fields above: their == compares
            return True  # type variables by identity, which an import cannot keep across

        if hasattr(a, "__iter__") and hasattr(t, "__len__") and not isinstance(a, (str, bytes)):
            try:
                items_a, items_b = list(a), list(b)
            except TypeError:
                return True
            if isinstance(a, dict):
                items_a, items_b = list(a.items()), list(b.items())
            return self.same(items_a, items_b, f"{path}<items>")
        try:
            return bool(a == b) or self._fail(path, f"{a!r:.60} != {b!r:.60}")
        except Exception:  # noqa: BLE001 - a façade without host equality: fields compared
            return True
