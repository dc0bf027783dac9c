"""A traceback object a guest kept (``sys.exc_info()[2]``, ``exc.__traceback__``) is plain
data (each link's line and where: file, function, span) and round-trips: its chain, what
``traceback.extract_tb`` reads of it (its source lines are the current
run's, as in the exporting session's later runs), and the identity of the first link."""

from __future__ import annotations

from .helpers import round_trip

SETUP = """
import sys, traceback
def f(n):
    if n == 0:
        return 1 / 0
    return f(n - 1)
try:
    f(300)
except ZeroDivisionError:
    info = sys.exc_info()
tb = info[2]
both = [tb, tb]
before = [(f.lineno, f.name) for f in traceback.extract_tb(tb)]
lines = []
t = tb
while t is not None:
    lines.append(t.tb_lineno)
    t = t.tb_next
"""

CHECK = """
after = []
t = tb
while t is not None:
    after.append(t.tb_lineno)
    t = t.tb_next
(after == lines, len(lines),
 [(f.lineno, f.name) for f in traceback.extract_tb(tb)] == before,
 both[0] is both[1] is info[2], type(tb).__name__)
"""


def test_a_traceback_round_trips_with_its_chain() -> None:
    # a chain longer than the state's depth bound (200) is one list, not 302 nested values
    assert round_trip(SETUP, CHECK) == (True, 302, True, True, "traceback")
