"""``itertools.count`` objects round-trip (a counter of ids is a common global): the next
value and the step are saved, the importing session's ``itertools.count`` makes it again;
one counting other numbers is refused with what to keep, forged fields are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox import Sandbox, StateError

from .helpers import cross_process, round_trip
from .test_forged_values import _blob_with_global, _host

SETUP = """
import itertools
ids = itertools.count(1)
next(ids), next(ids)
half = itertools.count(0.5, 0.25)
next(half)
down = itertools.count(10, -3)
big = itertools.count(10 ** 30, 10 ** 20)
both = [ids, ids]
"""
CHECK = ("[next(ids), next(ids), next(half), next(down), next(down), next(big), next(big),"
         " both[0] is both[1] is ids, repr(ids), repr(half), type(ids).__name__]")
EXPECTED = [3, 4, 0.75, 10, 7, 10 ** 30, 10 ** 30 + 10 ** 20, True, "count(5)",
            "count(1.0, 0.25)", "count"]


def test_counters_round_trip() -> None:
    assert round_trip(SETUP, CHECK) == EXPECTED


def test_counters_across_processes(tmp_path: Path) -> None:
    check = CHECK.replace("next(big), next(big),", "")
    expected = [x for x in EXPECTED if type(x) is not int or x < 10 ** 20]
    assert cross_process(SETUP, check, tmp_path) == expected


def test_a_counter_of_other_numbers_says_what_to_keep() -> None:
    session = Sandbox().session()
    session.run_sync("import itertools, fractions\n"
                     "c = itertools.count(fractions.Fraction(1, 2))").check()
    with pytest.raises(StateError, match="itertools.count of numbers other than ints"):
        session.export_state()


@pytest.mark.parametrize("fields", [[1], [1, "2"], ["1", 1], [1, 2, 3], [True, 1]])
def test_forged_counters_are_refused(fields: list[object]) -> None:
    blob = _blob_with_global(_host("count", *fields), modules="import itertools")
    with pytest.raises(StateError, match="bad itertools.count"):
        Sandbox().session(state=blob)
