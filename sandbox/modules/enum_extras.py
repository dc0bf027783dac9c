"""The rest of guest ``enum`` beyond the classes (:mod:`sandbox.modules.enummods` builds
those): ``member``/``nonmember`` markers, ``enum.property``, ``verify`` with the ``EnumCheck``
constants, the ``FlagBoundary`` constants and both classes, and ``show_flag_values``, all
CPython's own.

``verify(CONTINUOUS)`` makes CPython loop over every value between an enum's smallest and
largest (every power of two for a Flag) and list the missing ones, in one host call: the
loop is sized from the values and charged (time and memory) before it runs, so
``A = 1; B = 10**12`` is a limit, not a hung host. ``UNIQUE`` and ``NAMED_FLAGS`` are bounded
by the member cap and the values' bit lengths, charged the same way. ``show_flag_values``
lists the set bits of an int (one ``&``/``^`` over the whole int per bit): charged by the set
bits times the int's size before it runs.

``global_enum`` and its repr/str helpers are CPython's as guest code (guest/enum_global.py):
CPython writes the members into ``sys.modules[cls.__module__].__dict__``; here that may only be
the main program's namespace, so a class naming another module is refused.

Left out: ``pickle_by_*`` (the sandbox has no pickle), ``_simple_enum`` (private).
"""

from __future__ import annotations

import enum as _enum
import sys
from typing import Any

from ..guards.compares import check_hash
from ..guards.textsize import SCALARS, check_text
from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.context import current_ctx
from ..runtime.costs import charge_ns
from . import withhold

#: Host nanoseconds per value CPython's CONTINUOUS check visits (a set lookup and a list
#: append), rounded up.
CONTINUOUS_NS_PER_VALUE = 100
#: Bytes per missing value CPython's CONTINUOUS check may list (an int and a list slot).
CONTINUOUS_BYTES_PER_VALUE = 40


def _int_values(enumeration: Any) -> list[int]:
    values = []
    for member in enumeration.__members__.values():  # members and aliases: CPython's set
        value = member._value_
        if isinstance(value, int):
            values.append(int(value))
    return values


#: Host nanoseconds per bit of ``2**i`` that CPython 3.11 computes (a binary power, not a
#: shift: ~4 ns a bit measured at 150,000 bits) and hashes, per power of two visited.
POWER_NS_PER_BIT = 5
#: Host nanoseconds per squared decimal digit of ``str()`` of an int (quadratic; ~0.05 ns
#: measured at 4,200 digits, rounded up).
STR_NS_PER_DIGIT2 = 0.06


def _flag_walk(low: int, high: int) -> tuple[int, int, int]:
    """``(powers visited, host ns, bytes)`` of CPython's CONTINUOUS check of a Flag whose
    values span ``low``..``high``: for each bit position ``i`` between theirs it computes
    ``2**i`` (``i`` bits: the work and the list of missing ones grow with the *square* of the
    highest bit length, not with it) and looks it up in the values; the error then writes
    every missing power in decimal (quadratic in its digits) until one passes the int-to-str
    digit limit, where ``str()`` raises. Issue 13 (costs6): ``B = 2**200000`` was charged as
    200,000 cheap visits and ran 90 s of host code holding 2.5 GB of missing powers."""
    low_bit = max(abs(low).bit_length() - 1, 0)
    high_bit = max(abs(high).bit_length() - 1, 0)
    span = max(high_bit - low_bit - 1, 0)
    mean_bits = (low_bit + high_bit) // 2
    work = span * (CONTINUOUS_NS_PER_VALUE + POWER_NS_PER_BIT * mean_bits)
    limit = sys.get_int_max_str_digits()
    text_bits = min(high_bit, int(limit / 0.30103) + 1) if limit else high_bit
    if text_bits > low_bit:  # sum of (0.3 i)**2 over the bit positions written out
        work += int(STR_NS_PER_DIGIT2 * 0.0907 * (text_bits ** 3 - low_bit ** 3) / 3)
    nbytes = span * (CONTINUOUS_BYTES_PER_VALUE + mean_bits // 8)
    return span, work, min(nbytes, 1 << 62)


def _charge_verify(enumeration: Any, checks: tuple[Any, ...]) -> None:
    """Size and charge the host loops CPython's ``verify`` will run over ``enumeration``."""
    if not isinstance(enumeration, type) or not issubclass(enumeration, _enum.Enum):
        return  # CPython's own check reports the error
    ctx = current_ctx()
    values = _int_values(enumeration)
    if not values:
        return
    low, high = min(values), max(values)
    bits = max(abs(low).bit_length(), abs(high).bit_length())
    for check in checks:
        if check is _enum.CONTINUOUS:
            if issubclass(enumeration, _enum.Flag):
                span, work_ns, nbytes = _flag_walk(low, high)
            else:
                span = max(high - low, 0)
                work_ns = span * CONTINUOUS_NS_PER_VALUE
                nbytes = min(span, 1 << 62) * CONTINUOUS_BYTES_PER_VALUE
            ctx.check_alloc(nbytes, "enum.verify")
            charge_ns(ctx, min(work_ns, 1 << 62), "enum.verify")
        elif check is _enum.NAMED_FLAGS:
            charge_ns(ctx, len(values) * bits * CONTINUOUS_NS_PER_VALUE, "enum.verify")


def _verify(*checks: Any) -> Any:
    """An enumeration class decorator that checks user-selectable constraints
    (UNIQUE, CONTINUOUS, NAMED_FLAGS)."""
    real = _enum.verify(*checks)

    def check(enumeration: Any) -> Any:
        _charge_verify(enumeration, checks)
        return real(enumeration)
    return make_builtin("verify", check, _verify.__doc__)


#: Host nanoseconds per machine word of the int per set bit ``show_flag_values`` visits (an
#: ``&``, a ``~``, a ``+`` and a ``^`` over the whole int, and a list slot), rounded up.
FLAG_BIT_NS_PER_WORD = 4
#: Bytes per set bit it lists: the power of two (as large as its bit position) and a slot.
FLAG_BIT_BYTES = 40


def _show_flag_values(value: Any) -> list[int]:
    """The values of the bits set in ``value`` (an int or a Flag member), lowest first."""
    num = value._value_ if isinstance(value, _enum.Enum) else value
    if isinstance(num, int) and num > 0:
        ctx = current_ctx()
        bits, words = num.bit_count(), num.bit_length() // 64 + 1
        # the listed powers average half the int's size when the set bits are spread out
        ctx.check_alloc(min(bits * (FLAG_BIT_BYTES + words * 4), 1 << 62), "enum.show_flag_values")
        charge_ns(ctx, min(bits * words * FLAG_BIT_NS_PER_WORD, 1 << 62), "enum.show_flag_values")
    return _enum.show_flag_values(value)


def check_constant_lookup(ctx: Any, what: str, args: tuple[Any, ...],
                          kwargs: dict[str, Any]) -> None:
    """``FlagBoundary(value)``/``EnumCheck(value)``: a value that is no member is written into
    CPython's ValueError with ``%r`` in one host call, so its text is estimated first (a list
    aliased 26 levels deep was a 384 MB message)."""
    for value in (*args, *kwargs.values()):
        if type(value) not in SCALARS:
            check_text(ctx, value, f"{what}(value)")
            if isinstance(value, tuple):  # looked up in the value map: hashed in C
                check_hash(ctx, value)


#: What guest ``enum`` adds to its classes (each costed in enummods' ``register``): markers
#: and a descriptor class (``FlagBoundary``/``EnumCheck`` have a checked model there).
EXTRA_CONSTANTS = ("member", "nonmember", "property")


def enum_extras() -> dict[str, Any]:
    """The namespace entries of guest ``enum`` besides its classes and ``auto``/``unique``."""
    ns: dict[str, Any] = {"member": _enum.member, "nonmember": _enum.nonmember,
                          "property": _enum.property, "FlagBoundary": _enum.FlagBoundary,
                          "EnumCheck": _enum.EnumCheck,
                          "verify": make_builtin("verify", _verify, _verify.__doc__),
                          "show_flag_values": make_builtin(
                              "show_flag_values", _show_flag_values, None)}
    for constant in (*_enum.EnumCheck, *_enum.FlagBoundary):
        ns[constant.name] = constant
    return ns


# the classes of the constants: their members by name (the gate reads no other attribute of a
# host class whose metaclass has no table), iteration, [name] and (value) as CPython's
def _member_reader(name: str) -> Any:
    def read(cls: Any) -> Any:
        return cls[name]
    return read


for _klass in (_enum.EnumCheck, _enum.FlagBoundary):
    for _name in _klass.__members__:
        gate.TYPE_OVERRIDES[(_klass, _name)] = _member_reader(_name)

# enum.property's own methods make another descriptor over the same functions (@x.setter)
gate.ALLOWED_ATTRS[_enum.property] = frozenset({"getter", "setter", "deleter"})

# the constants are str subclasses: the gate's table is by exact type, so say it per class
gate.ALLOWED_ATTRS[_enum.EnumCheck] = gate.ALLOWED_ATTRS[_enum.FlagBoundary] = frozenset(
    {"name", "value"})

def _check_exportable(cls: Any) -> None:
    """Refuse ``global_enum`` of anything but a guest enum of the main program: CPython writes
    the members into ``sys.modules[cls.__module__].__dict__``, which in the sandbox may only be
    the guest's own globals (a class naming another module would write into a host one)."""
    if not (isinstance(cls, type) and issubclass(cls, _enum.Enum)
            and getattr(cls, gate.GUEST_FLAG, False) is True):
        raise TypeError(f"global_enum() takes an enum class defined by the program, not "
                        f"{type(cls).__name__!r}")
    module = cls.__dict__.get("__module__")
    if module != "__main__":
        raise TypeError(f"global_enum() in the sandbox writes only into the main program's "
                        f"namespace; {cls.__qualname__!r} names module {module!r}: bind its "
                        f"members yourself, e.g. globals().update({cls.__name__}.__members__)")


def _export_members(cls: Any) -> None:
    """``sys.modules['__main__'].__dict__.update(cls.__members__)``: the guest's own globals
    (the namespace its ``globals()`` shows), one item per member or alias (capped)."""
    from ..runtime.dynamic import _session_globals, module_globals
    ctx = current_ctx()
    module_globals(_session_globals(), ctx).update(cls.__members__)


def global_enum_namespace(env: Any) -> dict[str, Any]:
    """``global_enum`` and the repr/str functions it sets, run as guest code for ``env``."""
    from . import guest_source
    helpers = {"_check_exportable": make_builtin("_check_exportable", _check_exportable),
               "_export_members": make_builtin("_export_members", _export_members),
               "_KEEP": _enum.KEEP, "_Flag": _enum.Flag, "_ReprEnum": _enum.ReprEnum}
    return env.run_source("enum", guest_source("enum_global.py"), helpers)


#: The names :func:`global_enum_namespace` adds to guest ``enum`` (guest functions).
GLOBAL_NAMES = ("global_enum", "global_enum_repr", "global_flag_repr", "global_str")

withhold("enum", {
    "pickle_by_enum_name": "not in the sandbox (no pickle): use json with the member's name "
                           "or value",
    "pickle_by_global_name": "not in the sandbox (no pickle): use json with the member's name "
                             "or value",
})


# --- a lookup that reaches a guest _missing_ ----------------------------------------------------

_NOT_FOUND = object()


def _member_of(cls: Any, value: Any) -> Any:
    """The member of ``cls`` whose value is ``value`` (by the reverse map, or by ``==`` for an
    unhashable value, as CPython's Enum.__new__ looks), else :data:`_NOT_FOUND`."""
    if type(value) is cls:
        return value
    try:
        return cls._value2member_map_[value]
    except KeyError:
        return _NOT_FOUND
    except TypeError:
        for member in cls._member_map_.values():
            if member._value_ == value:
                return member
    return _NOT_FOUND


def guest_missing_lookup(cls: Any, value: Any, check_text: Any) -> Any:
    """``cls(value)`` for an enum whose ``_missing_`` is guest code: CPython's lookup, where
    what ``_missing_`` returned (neither None nor a member) is estimated with ``check_text``
    before it is written into the TypeError with ``%r`` (round 8: 2**25 leaves of aliased
    nesting, 8.6 s on a 2 s limit, 430 MB). The errors are CPython's: ValueError ``"<value!r>
    is not a valid <qualname>"``, the TypeError naming ``_missing_`` with the ValueError as its
    context, or ``_missing_``'s own exception (with it as context unless a ValueError)."""
    found = _member_of(cls, value)
    if found is not _NOT_FOUND:
        return found
    if not cls._member_map_:
        raise TypeError(f"{cls!r} has no members defined")
    exc: BaseException | None = None
    try:
        result = cls._missing_(value)
    except Exception as e:  # (as CPython: the hook's error is raised with the lookup's)
        exc, result = e, None
    if isinstance(result, cls):
        return result
    if issubclass(cls, _enum.Flag) and cls._boundary_ is _enum.EJECT and isinstance(result, int):
        return result
    failed = ValueError(f"{value!r} is not a valid {cls.__qualname__}")
    if result is None and exc is None:
        raise failed
    if exc is None:
        check_text(result)
        exc = TypeError(f"error in {cls.__name__}._missing_: returned {result!r} instead of "
                        "None or a valid member")
    if not isinstance(exc, ValueError):
        exc.__context__ = failed
    raise exc
