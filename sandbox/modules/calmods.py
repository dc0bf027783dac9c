"""``zoneinfo`` and ``calendar`` (imported by :mod:`.timemods`, which documents the time policy).

``zoneinfo``: ``ZoneInfo(key)`` accepts only keys in :data:`ZONE_KEYS` (UTC, the fixed-offset
``Etc/GMT±N`` zones, and a short list of major named zones), so the guest can never make the
host open any other path; data comes from the host's tz database (system zoneinfo or the
``tzdata`` package). Without one, only ``"UTC"`` works (built in memory).
The guest's ``ZoneInfo`` is a module-level subclass of the real class (per-class cache,
``__slots__ = ()`` so the shared cached instances cannot be given attributes), printing as
``zoneinfo.ZoneInfo(key='UTC')``. ``from_file``, ``no_cache``, ``clear_cache``, ``TZPATH`` and
``reset_tzpath`` are not provided.

``calendar``: the module functions run on a private ``TextCalendar`` whose first weekday is
always Monday (``setfirstweekday`` is process-global in CPython and is not provided);
``TextCalendar`` is a per-session subclass whose text methods check the size of what they are
about to build against the run's memory limit. The ``pr*`` functions and methods (they print to
the host's stdout), ``HTMLCalendar`` and the ``Locale*`` classes (process-global locale) are not
provided. ``month_name``/``day_name``... are shared read-only objects.
"""

from __future__ import annotations

import calendar as _cal
import io
import struct
import zoneinfo as _zi
from typing import Any

from ..guards.costmodel import costs
from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.classes import SUBCLASSABLE
from . import ModuleEnv, register

# --- zoneinfo ---------------------------------------------------------------------------------

_MAJOR_ZONES = """
America/New_York America/Chicago America/Denver America/Los_Angeles America/Phoenix
America/Anchorage America/Halifax America/St_Johns America/Toronto America/Vancouver
America/Mexico_City America/Bogota America/Lima America/Santiago America/Caracas
America/Sao_Paulo America/Argentina/Buenos_Aires Pacific/Honolulu Pacific/Auckland
Europe/London Europe/Dublin Europe/Lisbon Europe/Madrid Europe/Paris Europe/Brussels
Europe/Amsterdam Europe/Berlin Europe/Zurich Europe/Rome Europe/Vienna Europe/Prague
Europe/Warsaw Europe/Stockholm Europe/Oslo Europe/Copenhagen Europe/Helsinki Europe/Athens
Europe/Istanbul Europe/Kyiv Europe/Moscow Africa/Cairo Africa/Lagos Africa/Nairobi
Africa/Johannesburg Asia/Jerusalem Asia/Riyadh Asia/Tehran Asia/Dubai Asia/Karachi
Asia/Kolkata Asia/Kathmandu Asia/Dhaka Asia/Bangkok Asia/Jakarta Asia/Singapore
Asia/Ho_Chi_Minh Asia/Hong_Kong Asia/Shanghai Asia/Taipei Asia/Manila Asia/Seoul Asia/Tokyo
Australia/Perth Australia/Adelaide Australia/Brisbane Australia/Sydney Australia/Melbourne
US/Eastern US/Central US/Mountain US/Pacific
""".split()

#: Every key ``zoneinfo.ZoneInfo`` accepts in the sandbox.
ZONE_KEYS: frozenset[str] = frozenset(
    ["UTC", "Etc/UTC", "GMT", "Etc/GMT", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0"]
    + [f"Etc/GMT+{n}" for n in range(1, 13)] + [f"Etc/GMT-{n}" for n in range(1, 15)]
    + _MAJOR_ZONES)


_HOST_ZONES: list[frozenset[str]] = []


def _host_zone_keys() -> frozenset[str]:
    """The keys of the host's tz database (read once): a key that is no zone anywhere gets
    CPython's own message, one the sandbox withholds gets the hint on what it allows."""
    if not _HOST_ZONES:
        try:
            _HOST_ZONES.append(frozenset(_zi.available_timezones()))
        except OSError:
            _HOST_ZONES.append(frozenset())
    return _HOST_ZONES[0]


def fixed_offset_tzif(offset_seconds: int, abbr: str, tz_string: str) -> bytes:
    """A TZif (version 2) file for a zone with one fixed offset and no transitions."""
    def block(time_size: int) -> bytes:
        del time_size  # no transitions or leap seconds: the same layout for v1 and v2
        counts = struct.pack(">6l", 0, 0, 0, 0, 1, len(abbr) + 1)
        header = b"TZif2" + b"\0" * 15 + counts
        return header + struct.pack(">lBB", offset_seconds, 0, 0) + abbr.encode() + b"\0"
    return block(4) + block(8) + b"\n" + tz_string.encode() + b"\n"


class ZoneInfo(_zi.ZoneInfo):
    """ZoneInfo(key): an IANA time zone (keys limited to the sandbox's allowlist)."""

    __slots__ = ()

    def __new__(cls, key: Any) -> ZoneInfo:
        if type(key) is not str:
            raise TypeError(f"ZoneInfo key must be a string, not {type(key).__name__}")
        if key not in ZONE_KEYS:
            hint = (" (the sandbox allows UTC, Etc/GMT±N and the zones listed by "
                    "zoneinfo.available_timezones())" if key in _host_zone_keys() else "")
            raise _zi.ZoneInfoNotFoundError(f"No time zone found with key {key}{hint}")
        try:
            return super().__new__(cls, key)
        except _zi.ZoneInfoNotFoundError:
            if key != "UTC":
                raise
            return _builtin_utc()

    def __repr__(self) -> str:
        return f"zoneinfo.ZoneInfo(key={self.key!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.key,))


ZoneInfo.__module__ = "zoneinfo"
_utc_fallback: list[ZoneInfo] = []


def _builtin_utc() -> ZoneInfo:
    """UTC without a tz database on the host (built once, from memory)."""
    if not _utc_fallback:
        data = fixed_offset_tzif(0, "UTC", "UTC0")
        _utc_fallback.append(ZoneInfo.from_file(io.BytesIO(data), key="UTC"))
    return _utc_fallback[0]


_available: list[frozenset[str]] = []


def available_timezones() -> set[str]:
    """The set of time zone keys ZoneInfo accepts here (allowlisted and present on the
    host)."""
    if not _available:
        found = set()
        for key in ZONE_KEYS:
            try:
                ZoneInfo(key)
            except (_zi.ZoneInfoNotFoundError, ValueError, OSError):
                continue
            found.add(key)
        _available.append(frozenset(found))
    return set(_available[0])


gate.ALLOWED_ATTRS[ZoneInfo] = frozenset({"key", "utcoffset", "dst", "tzname", "fromutc"})
gate.GUEST_VISIBLE_TYPES.add(ZoneInfo)


@register("zoneinfo", doc="IANA time zones (CPython's zoneinfo), limited to UTC, Etc/GMT±N "
                          "and major zones.", costs=costs(constant=(
    "ZoneInfo", "ZoneInfoNotFoundError", "available_timezones")))
def build_zoneinfo(env: ModuleEnv) -> dict[str, Any]:
    return {
        "ZoneInfo": ZoneInfo,
        "ZoneInfoNotFoundError": _zi.ZoneInfoNotFoundError,
        "available_timezones": make_builtin("available_timezones", available_timezones),
    }


# --- calendar ---------------------------------------------------------------------------------

#: Largest text a calendar method may build when no run context is at hand.
FALLBACK_MAX_TEXT = 16 * 1024 * 1024

_CALENDAR_NAMES = frozenset({
    "firstweekday", "getfirstweekday", "setfirstweekday", "iterweekdays", "itermonthdates",
    "itermonthdays", "itermonthdays2", "itermonthdays3", "itermonthdays4",
    "monthdatescalendar", "monthdays2calendar", "monthdayscalendar", "yeardatescalendar",
    "yeardays2calendar", "yeardayscalendar"})
_TEXT_NAMES = frozenset({"formatday", "formatweek", "formatweekday", "formatweekheader",
                         "formatmonthname", "formatmonth", "formatyear"})


def _int(value: Any, low: int) -> int:
    """An int parameter as the calendar code will use it (``max(low, value)``), or ``low``
    for a non-int (which CPython then rejects by itself)."""
    return max(low, value) if isinstance(value, int) else low


def month_text_size(w: Any, l: Any) -> int:  # noqa: E741 - CPython's parameter name
    """An upper bound of ``len(formatmonth(y, m, w, l))``."""
    w, l = _int(w, 2), _int(l, 1)  # noqa: E741
    return 8 * (7 * (w + 1) + l)


def year_text_size(w: Any, l: Any, c: Any, m: Any) -> int:  # noqa: E741
    """An upper bound of ``len(formatyear(y, w, l, c, m))``."""
    w, l, c, m = _int(w, 2), _int(l, 1), _int(c, 2), _int(m, 1)  # noqa: E741
    colwidth = 7 * (w + 1) - 1
    per_row = min(m, 12)
    line = per_row * colwidth + (per_row - 1) * c
    rows = -(-12 // m)
    return colwidth * m + c * (m - 1) + rows * (9 * line + 10 * l) + l


class _TextCalendarBase(_cal.TextCalendar):
    """The checks of the guest's ``TextCalendar`` (sized before building; no printing)."""

    __sandbox_attrs__ = _CALENDAR_NAMES | _TEXT_NAMES
    __sandbox_copyable__ = True  # copy/deepcopy may use its own reduce (state: firstweekday)
    _sandbox_env: ModuleEnv | None = None

    def _sandbox_check(self, nbytes: int, what: str) -> None:
        env = type(self)._sandbox_env
        if env is not None:
            env.ctx().check_alloc(nbytes, what)
        elif nbytes > FALLBACK_MAX_TEXT:
            raise ValueError(f"{what}: text too large for the sandbox")

    def formatday(self, day: Any, weekday: Any, width: Any) -> str:
        self._sandbox_check(_int(width, 0), "TextCalendar.formatday")
        return super().formatday(day, weekday, width)

    def formatweek(self, theweek: Any, width: Any) -> str:
        self._sandbox_check(7 * (_int(width, 0) + 1), "TextCalendar.formatweek")
        return super().formatweek(theweek, width)

    def formatweekday(self, day: Any, width: Any) -> str:
        self._sandbox_check(_int(width, 0), "TextCalendar.formatweekday")
        return super().formatweekday(day, width)

    def formatweekheader(self, width: Any) -> str:
        self._sandbox_check(7 * (_int(width, 0) + 1), "TextCalendar.formatweekheader")
        return super().formatweekheader(width)

    def formatmonthname(self, theyear: Any, themonth: Any, width: Any,
                        withyear: Any = True) -> str:
        self._sandbox_check(_int(width, 0) + 32, "TextCalendar.formatmonthname")
        return super().formatmonthname(theyear, themonth, width, withyear)

    def formatmonth(self, theyear: Any, themonth: Any, w: Any = 0, l: Any = 0) -> str:  # noqa: E741
        self._sandbox_check(month_text_size(w, l), "TextCalendar.formatmonth")
        return super().formatmonth(theyear, themonth, w, l)

    def formatyear(self, theyear: Any, w: Any = 2, l: Any = 1, c: Any = 6,  # noqa: E741
                   m: Any = 3) -> str:
        self._sandbox_check(year_text_size(w, l, c, m), "TextCalendar.formatyear")
        return super().formatyear(theyear, w, l, c, m)


def _read_only(base: type) -> type:
    """``base`` (calendar's month/day name sequences) with attributes that cannot be set, so
    one instance can be shared by every session."""
    def __init__(self: Any, format: str) -> None:  # noqa: A002 - CPython's name
        object.__setattr__(self, "format", format)

    def __setattr__(self: Any, name: str, value: Any) -> None:
        raise AttributeError(f"'{type(self).__name__}' object attribute '{name}' is read-only")

    cls = type(base.__name__, (base,), {"__init__": __init__, "__setattr__": __setattr__,
                                        "__delattr__": __setattr__, "__module__": "calendar"})
    gate.ALLOWED_ATTRS[cls] = frozenset()
    return cls


_Months = _read_only(_cal._localized_month)
_Days = _read_only(_cal._localized_day)
_NAMES = {"month_name": _Months("%B"), "month_abbr": _Months("%b"),
          "day_name": _Days("%A"), "day_abbr": _Days("%a")}
gate.ALLOWED_ATTRS[_cal.Calendar] = _CALENDAR_NAMES
gate.GUEST_VISIBLE_TYPES.add(_cal.Calendar)
SUBCLASSABLE.add(_cal.Calendar)
#: The calendar behind the module-level functions (Monday first, never changed).
_PLAIN = _TextCalendarBase(0)


@register("calendar", doc="Calendar functions (CPython's calendar); Monday is always the "
                          "first weekday of the module functions.", costs=costs(
    # one month or year of text; widths and year ranges are checked by the wrappers
    wrapped=("month", "calendar", "weekheader", "monthcalendar", "Calendar", "TextCalendar",
             "leapdays"),
    constant=("firstweekday", "isleap", "monthrange", "weekday", "timegm",
              "IllegalMonthError", "IllegalWeekdayError", "error")))
def build_calendar(env: ModuleEnv) -> dict[str, Any]:
    text_calendar = type("TextCalendar", (_TextCalendarBase,), {
        "__module__": "calendar", "__qualname__": "TextCalendar",
        "__doc__": _cal.TextCalendar.__doc__, "_sandbox_env": env})

    def check(nbytes: int, what: str) -> None:
        env.ctx().check_alloc(nbytes, what)

    def month(theyear: Any, themonth: Any, w: Any = 0, l: Any = 0) -> str:  # noqa: E741
        """Return a month's calendar string (multi-line)."""
        check(month_text_size(w, l), "calendar.month")
        return _PLAIN.formatmonth(theyear, themonth, w, l)

    def calendar(theyear: Any, w: Any = 2, l: Any = 1, c: Any = 6, m: Any = 3) -> str:  # noqa: E741
        """Returns a year's calendar as a multi-line string."""
        check(year_text_size(w, l, c, m), "calendar.calendar")
        return _PLAIN.formatyear(theyear, w, l, c, m)

    def weekheader(width: Any) -> str:
        """Return a header for a week."""
        check(7 * (_int(width, 0) + 1), "calendar.weekheader")
        return _PLAIN.formatweekheader(width)

    def monthcalendar(year: Any, month: Any) -> list[list[int]]:
        """Return a matrix representing a month's calendar (weeks start on Monday)."""
        return _PLAIN.monthdayscalendar(year, month)

    def firstweekday() -> int:
        """The first weekday of the module functions (always 0, Monday)."""
        return 0

    ns: dict[str, Any] = {
        "month": make_builtin("month", month), "calendar": make_builtin("calendar", calendar),
        "weekheader": make_builtin("weekheader", weekheader),
        "monthcalendar": make_builtin("monthcalendar", monthcalendar),
        "firstweekday": make_builtin("firstweekday", firstweekday),
        "Calendar": _cal.Calendar, "TextCalendar": text_calendar,
        "IllegalMonthError": _cal.IllegalMonthError,
        "IllegalWeekdayError": _cal.IllegalWeekdayError, "error": ValueError,
        "EPOCH": _cal.EPOCH, **_NAMES,
    }
    for name in ("isleap", "leapdays", "monthrange", "weekday", "timegm"):
        fn = getattr(_cal, name)
        ns[name] = make_builtin(name, fn, fn.__doc__)
    for name in ("MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY",
                 "January", "February"):
        ns[name] = getattr(_cal, name)
    return ns
