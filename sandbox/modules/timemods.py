"""Time and date modules: ``datetime``, ``time`` (and, via :mod:`.calmods`, ``zoneinfo`` and
``calendar``).

Host policy (documented in CONFORMANCE.md):

- **One clock.** Every reading of "now" goes through ``env.clock()`` (the sandbox's clock policy):
  ``time.time``/``time_ns``/``monotonic``/``perf_counter`` (and their ``_ns`` forms),
  ``datetime.datetime.now``/``today``/``utcnow``, ``datetime.date.today``, and the defaults of
  ``time.gmtime``/``localtime``/``ctime``/``asctime``/``strftime``. With no clock allowed they
  raise ``PermissionError``. ``process_time``/``thread_time`` (and ``_ns``) read the same clock:
  a guest has no CPU clock of its own, and programs call them only to time a stretch of code.
- **The local time zone is UTC.** The host's own time zone is never read: ``time.localtime``
  is UTC (``tm_zone='UTC'``), ``time.mktime`` inverts it, ``timezone``/``altzone`` are 0,
  ``datetime.fromtimestamp(ts)`` without ``tz`` gives the naive UTC time, naive
  ``datetime.timestamp()`` treats the value as UTC, and ``astimezone()`` (naive source or no
  target) uses ``timezone(timedelta(0), 'UTC')``: exactly what CPython does on a UTC host.

How ``datetime.date``/``datetime.datetime`` are exposed: their clock classmethods must use the
*session's* clock, but the real classes are shared by the whole process. So each session gets
thin **wrapper classes** (built per session by :func:`session_class`) named ``date`` and
``datetime`` in module ``datetime``. A wrapper is a real class deriving from the real one; its
metaclass makes calling it return an instance of the *real* class, and makes ``isinstance``/
``issubclass`` against it mean the same check against the real class. Hence every date the
guest holds is a genuine ``datetime.date``/``datetime.datetime`` (CPython reprs, hashing,
equality, host tools and results all unchanged), ``isinstance(x, datetime.date)`` works for
values from anywhere, and class-level calls (``datetime.datetime.fromisoformat``,
``strptime``, ``combine``...) work because CPython constructs through ``cls(...)``. Known
differences: ``type(x) is datetime.datetime`` is False (``type(x)`` is the real class, on which
the clock methods are refused). A guest class deriving from a wrapper derives from the real
class instead (``runtime.classes.STAND_INS``), with the clock methods in its own namespace,
made for it: ``MyDate.today()`` is a ``MyDate`` read from the session's clock.
Wrapper metaclasses are module-level and registered once with the gate, so nothing is
registered per session.
"""

from __future__ import annotations

import datetime as _dt
import time as _time
from typing import Any

import anyio

from ..guards.costmodel import costs, linear
from ..runtime import gate
from ..runtime.awaiting import suspend
from ..runtime.builtins import make_builtin
from ..runtime.classes import STAND_IN_SOURCES, STAND_INS, SUBCLASSABLE
from ..runtime.objects import guest_address
from . import ModuleEnv, register

_UTC = _dt.UTC
#: What ``astimezone()`` returns for "local time" (what CPython gives on a UTC host).
_LOCAL = _dt.timezone(_dt.timedelta(0), "UTC")
#: Longest strftime format accepted where no run context is at hand (output <= ~25x that).
MAX_FORMAT_CHARS = 100_000
_META_NAMES = frozenset({"__name__", "__qualname__", "__doc__", "__module__"})


def public_names(t: type, exclude: frozenset[str] | set[str] = frozenset()) -> frozenset[str]:
    """Public attribute names of ``t`` (all of them are reviewed per module below)."""
    return frozenset(n for n in dir(t) if not n.startswith("_")) - frozenset(exclude)


# --- helpers shared by the time modules ---------------------------------------------------------

class BoundMethod:
    # A host method bound to a guest-held object, replacing the real one (gate.OVERRIDES).
    # Prints and behaves like a builtin method; exposes nothing but its name.

    __doc__ = None
    __slots__ = ("_obj", "_impl", "__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__", "__doc__"})
    __sandbox_atomic__ = True  # copy/deepcopy return it as is (like CPython's builtin methods)

    def __init__(self, obj: Any, name: str, impl: Any) -> None:
        self._obj = obj
        self._impl = impl
        self.__name__ = name
        self.__qualname__ = f"{type(obj).__name__}.{name}"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._impl(self._obj, *args, **kwargs)

    def __repr__(self) -> str:
        t = type(self._obj)
        return (f"<built-in method {self.__name__} of {t.__module__}.{t.__qualname__} object "
                f"at {guest_address(self._obj)}>")


BoundMethod.__name__ = BoundMethod.__qualname__ = "builtin_function_or_method"
BoundMethod.__module__ = "builtins"


def override(t: type, name: str, impl: Any) -> None:
    """Hand guests ``impl`` (a function of the instance and the call's arguments) instead of the
    real ``t.name``, on instances (bound) and on the type object (unbound)."""
    unbound = make_builtin(name, impl, getattr(t, name).__doc__)
    gate.OVERRIDES[(t, name)] = lambda obj: BoundMethod(obj, name, impl)
    gate.TYPE_OVERRIDES[(t, name)] = lambda cls: unbound


_TOKEN = object()


class SessionClassMeta(type):
    """Metaclass of per-session wrapper classes (see the module docstring). Calling a wrapper
    runs its ``_sandbox_construct``; ``isinstance``/``issubclass`` test ``_sandbox_base``.
    Wrappers cannot be modified, and the metaclass refuses to build classes for anyone else."""

    def __new__(mcls, name: str, bases: tuple[type, ...], ns: dict[str, Any],
                token: Any = None) -> SessionClassMeta:
        if token is not _TOKEN:
            raise TypeError("the sandbox's wrapper classes cannot be subclassed or created")
        return super().__new__(mcls, name, bases, ns)

    def __init__(cls, name: str, bases: tuple[type, ...], ns: dict[str, Any],
                 token: Any = None) -> None:
        super().__init__(name, bases, ns)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        return cls.__dict__["_sandbox_construct"](*args, **kwargs)

    def __instancecheck__(cls, obj: Any) -> bool:
        return isinstance(obj, cls.__dict__["_sandbox_base"])

    def __subclasscheck__(cls, sub: Any) -> bool:
        return issubclass(sub, cls.__dict__["_sandbox_base"])

    def __setattr__(cls, name: str, value: Any) -> None:
        raise TypeError(f"cannot set '{name}' attribute of immutable type "
                        f"'{cls.__module__}.{cls.__qualname__}'")

    def __delattr__(cls, name: str) -> None:
        raise TypeError(f"cannot delete '{name}' attribute of immutable type "
                        f"'{cls.__module__}.{cls.__qualname__}'")


def wrapper_meta(base: type, class_names: frozenset[str]) -> type:
    """A module-level metaclass for wrappers of ``base``; guests may read ``class_names`` on
    the wrappers."""
    meta = type.__new__(type, "type", (SessionClassMeta,), {
        "__module__": "builtins", "__qualname__": "type",
        "__doc__": f"Metaclass of the sandbox's wrappers of {base.__name__}."})
    gate.ALLOWED_ATTRS[meta] = class_names | _META_NAMES
    return meta


def session_class(meta: type, base: type, module: str, namespace: dict[str, Any],
                  construct: Any = None) -> type:
    """A wrapper class for ``base`` shown as ``module.base.__name__``; ``namespace`` holds the
    per-session replacements (builtins, not functions, so they are never bound)."""
    ns = dict(namespace)
    ns.update({"__module__": module, "__qualname__": base.__name__, "__doc__": base.__doc__,
               "__slots__": (), "_sandbox_base": base,
               "_sandbox_construct": construct if construct is not None else base})
    return meta(base.__name__, (base,), ns, _TOKEN)


def clock_seconds(env: ModuleEnv) -> float:
    """The session's clock reading, as a float."""
    value = env.clock()
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise TypeError("the sandbox's clock returned a non-number")
    return float(value)


def check_format(fmt: Any) -> None:
    if type(fmt) is str and len(fmt) > MAX_FORMAT_CHARS:
        raise ValueError(f"strftime format too long for the sandbox ({len(fmt)} characters, "
                         f"at most {MAX_FORMAT_CHARS})")


# --- datetime: instance methods that would read the host's time zone ----------------------------

def _date_strftime(self: Any, fmt: Any) -> str:
    check_format(fmt)
    return _dt.date.strftime(self, fmt)


def _time_strftime(self: Any, fmt: Any) -> str:
    check_format(fmt)
    return _dt.time.strftime(self, fmt)


def _as_aware(self: Any) -> Any:
    """``self`` with naive meaning "UTC" (the sandbox's local time)."""
    if _dt.datetime.utcoffset(self) is None:
        return self.replace(tzinfo=_UTC)
    return self


def _timestamp(self: Any) -> float:
    return _dt.datetime.timestamp(_as_aware(self))


def _astimezone(self: Any, tz: Any = None) -> Any:
    if tz is None:
        tz = _LOCAL
    elif not isinstance(tz, _dt.tzinfo):
        raise TypeError(f"tzinfo argument must be None or of a tzinfo subclass, not type "
                        f"'{type(tz).__name__}'")
    return _dt.datetime.astimezone(_as_aware(self), tz)


_CLOCK_NAMES = frozenset({"now", "today", "utcnow", "fromtimestamp"})
_IsoCalendarDate = type(_dt.date(2000, 1, 1).isocalendar())

gate.ALLOWED_ATTRS.update({
    # Refused on the real classes and their instances: the clock/local-time classmethods
    # (the session wrappers provide them); astimezone/timestamp come from OVERRIDES.
    _dt.date: public_names(_dt.date, _CLOCK_NAMES),
    _dt.datetime: public_names(_dt.datetime, _CLOCK_NAMES | {"astimezone", "timestamp"}),
    _dt.time: public_names(_dt.time),
    _dt.timedelta: public_names(_dt.timedelta),
    _dt.timezone: public_names(_dt.timezone),
    _dt.tzinfo: public_names(_dt.tzinfo),
    _IsoCalendarDate: frozenset({"year", "week", "weekday", "count", "index"}),
    _time.struct_time: public_names(_time.struct_time),
})
gate.GUEST_VISIBLE_TYPES.update({_dt.date, _dt.datetime, _dt.time, _dt.timedelta,
                                 _dt.timezone, _dt.tzinfo, _time.struct_time})
SUBCLASSABLE.update({_dt.date, _dt.datetime, _dt.time, _dt.timedelta, _dt.tzinfo})
override(_dt.date, "strftime", _date_strftime)
override(_dt.datetime, "strftime", _date_strftime)
override(_dt.time, "strftime", _time_strftime)
override(_dt.datetime, "timestamp", _timestamp)
override(_dt.datetime, "astimezone", _astimezone)

_DateMeta = wrapper_meta(_dt.date, public_names(_dt.date))
_DateTimeMeta = wrapper_meta(_dt.datetime, public_names(_dt.datetime))
# Guest subclasses of the wrappers (class MyDate(datetime.date)) derive from the real class
# (classes.STAND_INS) and get these clock methods, bound to the subclass: each builds the
# subclass through the real class's own constructors (fromordinal, utcfromtimestamp and
# fromtimestamp with a tz, none of which reads the host's time zone).
_FROMORDINAL = vars(_dt.date)["fromordinal"]
_UTCFROMTIMESTAMP = vars(_dt.datetime)["utcfromtimestamp"]
_FROMTIMESTAMP = vars(_dt.datetime)["fromtimestamp"]


def _no_arguments(cls: Any, name: str, args: tuple[Any, ...]) -> None:
    if args:
        raise TypeError(f"{cls.__name__}.{name}() takes no arguments ({len(args)} given)")


def _date_members(utc_now: Any) -> dict[str, Any]:
    def today(cls: Any, *args: Any) -> Any:
        """Current date (UTC)."""
        _no_arguments(cls, "today", args)
        return _FROMORDINAL.__get__(None, cls)(utc_now().toordinal())

    def fromtimestamp(cls: Any, timestamp: Any) -> Any:
        """Create a date from a POSIX timestamp (UTC)."""
        day = _dt.datetime.utcfromtimestamp(timestamp).toordinal()
        return _FROMORDINAL.__get__(None, cls)(day)

    return {"today": today, "fromtimestamp": fromtimestamp}


def _datetime_members(utc_now: Any) -> dict[str, Any]:
    def fromtimestamp(cls: Any, timestamp: Any, tz: Any = None) -> Any:
        """timestamp[, tz] -> tz's local time from POSIX timestamp (naive UTC without tz)."""
        if tz is None:
            return _UTCFROMTIMESTAMP.__get__(None, cls)(timestamp)
        return _FROMTIMESTAMP.__get__(None, cls)(timestamp, tz)

    def now(cls: Any, tz: Any = None) -> Any:
        """Returns new datetime object representing current time local to tz (naive UTC time
        without tz)."""
        moment = utc_now().replace(tzinfo=_UTC).timestamp()
        return fromtimestamp(cls, moment, tz)

    def utcnow(cls: Any, *args: Any) -> Any:
        """Return a new datetime representing UTC day and time."""
        _no_arguments(cls, "utcnow", args)
        return now(cls)

    def today(cls: Any, *args: Any) -> Any:
        """Current date or datetime (naive, UTC)."""
        _no_arguments(cls, "today", args)
        return now(cls)

    return {"now": now, "utcnow": utcnow, "today": today, "fromtimestamp": fromtimestamp}


def _stand_in(wrapper: type) -> tuple[type, dict[str, Any]]:
    """The real class a guest subclass of ``wrapper`` derives from, and its clock methods."""
    real = wrapper.__dict__["_sandbox_base"]
    make = _datetime_members if real is _dt.datetime else _date_members
    members = make(wrapper.__dict__["_sandbox_clock"])
    return real, {name: classmethod(make_builtin(name, impl))  # type: ignore[arg-type]
                  for name, impl in members.items()}


STAND_INS[_DateMeta] = STAND_INS[_DateTimeMeta] = _stand_in
STAND_IN_SOURCES.update({_dt.date: ("datetime", "date"), _dt.datetime: ("datetime", "datetime")})

_UNBOUND = {
    "strftime": make_builtin("strftime", _date_strftime, _dt.date.strftime.__doc__),
    "timestamp": make_builtin("timestamp", _timestamp, _dt.datetime.timestamp.__doc__),
    "astimezone": make_builtin("astimezone", _astimezone, _dt.datetime.astimezone.__doc__),
}


@register("datetime", doc="Basic date and time types (CPython's datetime). 'Now' comes from "
                          "the sandbox's clock; the local time zone is UTC.", costs=costs(
    # fixed-size values; strftime/strptime formats are bounded by the gate's overrides
    constant=("date", "datetime", "time", "timedelta", "timezone", "tzinfo")))
def build_datetime(env: ModuleEnv) -> dict[str, Any]:
    def utc_now() -> Any:
        return _dt.datetime.utcfromtimestamp(clock_seconds(env))

    def now(tz: Any = None) -> Any:
        """Returns new datetime object representing current time local to tz (naive UTC time
        without tz)."""
        if tz is None:
            return utc_now()
        return _dt.datetime.fromtimestamp(clock_seconds(env), tz)

    def utcnow() -> Any:
        """Return a new datetime representing UTC day and time."""
        return utc_now()

    def dt_today() -> Any:
        """Current date or datetime (naive, UTC)."""
        return utc_now()

    def dt_fromtimestamp(timestamp: Any, tz: Any = None) -> Any:
        """timestamp[, tz] -> tz's local time from POSIX timestamp (naive UTC without tz)."""
        if tz is None:
            return _dt.datetime.utcfromtimestamp(timestamp)
        return _dt.datetime.fromtimestamp(timestamp, tz)

    def date_today() -> Any:
        """Current date (UTC)."""
        return utc_now().date()

    def date_fromtimestamp(timestamp: Any) -> Any:
        """Create a date from a POSIX timestamp (UTC)."""
        return _dt.datetime.utcfromtimestamp(timestamp).date()

    date_cls = session_class(_DateMeta, _dt.date, "datetime", {
        "_sandbox_clock": utc_now,
        "today": make_builtin("today", date_today),
        "fromtimestamp": make_builtin("fromtimestamp", date_fromtimestamp),
        "strftime": _UNBOUND["strftime"],
    })
    datetime_cls = session_class(_DateTimeMeta, _dt.datetime, "datetime", {
        "_sandbox_clock": utc_now,
        "now": make_builtin("now", now),
        "utcnow": make_builtin("utcnow", utcnow),
        "today": make_builtin("today", dt_today),
        "fromtimestamp": make_builtin("fromtimestamp", dt_fromtimestamp),
        **_UNBOUND,
    })
    return {
        "date": date_cls, "datetime": datetime_cls, "time": _dt.time,
        "timedelta": _dt.timedelta, "timezone": _dt.timezone, "tzinfo": _dt.tzinfo,
        "MINYEAR": _dt.MINYEAR, "MAXYEAR": _dt.MAXYEAR, "UTC": _UTC,
    }


# --- time ------------------------------------------------------------------------------------

def _utc_struct(t: Any, zone: str) -> Any:
    return _time.struct_time(tuple(t), {"tm_zone": zone, "tm_gmtoff": 0})


def _time_tuple(t: Any, fname: str) -> tuple[Any, ...]:
    if isinstance(t, _time.struct_time):
        return tuple(t)
    if not isinstance(t, tuple):
        raise TypeError("Tuple or struct_time argument required")
    if len(t) != 9:
        raise TypeError(f"{fname}(): illegal time tuple argument")
    return t


def _mktime(t: Any) -> float:
    """Inverse of localtime (the sandbox's local time is UTC); fields out of range are
    normalised like CPython's mktime."""
    year, mon, mday, hour, minute, sec = _time_tuple(t, "mktime")[:6]
    for v in (year, mon, mday, hour, minute, sec):
        if not isinstance(v, int):
            raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")
    year += (mon - 1) // 12
    mon = (mon - 1) % 12 + 1
    if not 1 <= year <= 9999:
        raise OverflowError("mktime argument out of range")
    days = _dt.date(year, mon, 1).toordinal() - _EPOCH_ORDINAL + mday - 1
    return float(days * 86400 + hour * 3600 + minute * 60 + sec)


_EPOCH_ORDINAL = _dt.date(1970, 1, 1).toordinal()
_MAX_SLEEP_S = 2 ** 63 / 1e9  # CPython keeps durations in signed 64-bit nanoseconds


def _sleep_seconds(seconds: Any) -> float:
    """``time.sleep``'s argument as seconds, with CPython's errors."""
    if not isinstance(seconds, (int, float)):
        raise TypeError(f"'{type(seconds).__name__}' object cannot be interpreted as an "
                        "integer")
    if isinstance(seconds, float) and seconds != seconds:
        raise ValueError("Invalid value NaN (not a number)")
    if seconds >= _MAX_SLEEP_S:
        raise OverflowError("timestamp too large to convert to C _PyTime_t")
    if seconds < 0:
        raise ValueError("sleep length must be non-negative")
    return float(seconds)


def _sleep_request(seconds: float) -> Any:
    async def wait() -> tuple[bool, Any]:
        await anyio.sleep(seconds)
        return True, None
    return wait


@register("time", doc="Time access and conversions (CPython's time), on the sandbox's clock. "
                      "Local time is UTC; sleep waits without blocking the host.", costs=costs(
    constant=("sleep", "time", "time_ns", "gmtime", "localtime", "mktime", "asctime", "ctime",
              "monotonic", "monotonic_ns", "perf_counter", "perf_counter_ns", "process_time",
              "process_time_ns", "thread_time", "thread_time_ns", "struct_time"),
    strftime=linear(mem=64, ns=50, note="each format character writes a bounded field"),
    strptime=linear(ns=200, note="one regex match of the format over the string")))
def build_time(env: ModuleEnv) -> dict[str, Any]:
    def time_() -> float:
        """Seconds since the Epoch, from the sandbox's clock."""
        return clock_seconds(env)

    def time_ns() -> int:
        """Nanoseconds since the Epoch, from the sandbox's clock."""
        return int(clock_seconds(env) * 1e9)

    def gmtime(seconds: Any = None) -> Any:
        """Convert seconds since the Epoch to a UTC time tuple (default: now)."""
        return _time.gmtime(clock_seconds(env) if seconds is None else seconds)

    def localtime(seconds: Any = None) -> Any:
        """Convert seconds since the Epoch to a local time tuple (the sandbox's local time
        is UTC)."""
        return _utc_struct(gmtime(seconds), "UTC")

    def mktime(t: Any) -> float:
        """Convert a local time tuple (UTC in the sandbox) to seconds since the Epoch."""
        return _mktime(t)

    def asctime(t: Any = None) -> str:
        """Convert a time tuple to a string (default: localtime())."""
        return _time.asctime(localtime() if t is None else t)

    def ctime(seconds: Any = None) -> str:
        """Convert seconds since the Epoch to a string in local time (UTC)."""
        return _time.asctime(localtime(seconds))

    def strftime(format: Any, t: Any = None) -> str:  # noqa: A002 - CPython's name
        """Format a time tuple (default: localtime(), from the sandbox's clock) according to
        a format string."""
        if t is None:
            t = localtime()
        if type(format) is str and len(format) > 1000:
            env.ctx().check_alloc(len(format) * 24, "time.strftime")
        return _time.strftime(format, t)

    def sleep(seconds: Any) -> None:
        """Delay execution for a number of seconds (a float for subsecond precision). The
        whole program waits, as in CPython; the host's event loop does not. A sleep past the
        run's time limit ends the run at the limit."""
        suspend(env.ctx(), _sleep_request(_sleep_seconds(seconds)), exclusive=True)

    def wrap(fn: Any, name: str) -> Any:
        return make_builtin(name, fn, fn.__doc__)

    ns: dict[str, Any] = {
        "time": wrap(time_, "time"), "time_ns": wrap(time_ns, "time_ns"),
        "gmtime": wrap(gmtime, "gmtime"), "localtime": wrap(localtime, "localtime"),
        "mktime": wrap(mktime, "mktime"), "asctime": wrap(asctime, "asctime"),
        "ctime": wrap(ctime, "ctime"), "strftime": wrap(strftime, "strftime"),
        "sleep": wrap(sleep, "sleep"), "strptime": _time.strptime, "struct_time": _time.struct_time,
        "timezone": 0, "altzone": 0, "daylight": 0, "tzname": ("UTC", "UTC"),
    }
    for name in ("monotonic", "perf_counter", "process_time", "thread_time"):
        ns[name] = make_builtin(name, time_, f"{name}() -> float: seconds from the sandbox's "
                                             "clock (the only clock)")
        ns[name + "_ns"] = make_builtin(name + "_ns", time_ns,
                                        f"{name}_ns() -> int: nanoseconds from the sandbox's "
                                        "clock (the only clock)")
    return ns


from . import calmods  # noqa: E402,F401 - registers zoneinfo and calendar

