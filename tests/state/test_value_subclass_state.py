"""Guest subclasses of the host value classes round-trip: instances of classes deriving from
``datetime.date``/``datetime``/``time``/``timedelta`` and ``decimal.Decimal`` keep their
value, attributes, slots, sharing and class; a ``date``/``datetime`` subclass gets the
importing session's clock methods again (``MyDate.today()`` is a ``MyDate``), and its own
override of one wins."""

from __future__ import annotations

from pathlib import Path

from .helpers import cross_process, round_trip

SETUP = """
import datetime as dt, decimal
class MyDate(dt.date):
    def quarter(self):
        return (self.month - 1) // 3 + 1
class Fixed(dt.date):
    @classmethod
    def today(cls):
        return cls(2000, 1, 1)
class Stamp(dt.datetime):
    pass
class Span(dt.timedelta):
    def hours(self):
        return self.days * 24 + self.seconds // 3600
class Clock(dt.time):
    __slots__ = ("label",)
class Money(decimal.Decimal):
    currency = "EUR"
day = MyDate(2024, 5, 1)
stamp = Stamp(2024, 1, 2, 3, 4, tzinfo=dt.timezone.utc, fold=1)
span = Span(2, 3600)
clock = Clock(3, 4, 5, tzinfo=dt.timezone.utc)
clock.label = "L"
price = Money("1.50")
price.note = "net"
pair = [span, span]
"""

CHECK = """
[str(day), type(day).__name__, day.quarter(), type(MyDate.today()).__name__,
 str(Fixed.today()), type(Fixed.fromtimestamp(0)).__name__, repr(stamp), stamp.fold,
 type(Stamp.now()).__name__, str(span), span.hours(), str(clock), clock.label, str(price),
 price.currency, price.note, type(price).__name__, pair[0] is pair[1] is span,
 [c.__name__ for c in MyDate.__mro__]]
"""

EXPECTED = ["2024-05-01", "MyDate", 2, "MyDate", "2000-01-01", "Fixed",
            "Stamp(2024, 1, 2, 3, 4, fold=1, tzinfo=datetime.timezone.utc)", 1, "Stamp",
            "2 days, 1:00:00", 49, "03:04:05+00:00", "L", "1.50", "EUR", "net", "Money", True,
            ["MyDate", "date", "object"]]


def test_value_subclasses_round_trip() -> None:
    assert round_trip(SETUP, CHECK) == EXPECTED


def test_value_subclasses_cross_process(tmp_path: Path) -> None:
    assert cross_process(SETUP, CHECK, tmp_path) == EXPECTED
