"""A ``textwrap.TextWrapper`` and a ``statistics.NormalDist`` survive an export and an
import: the same options (also ones set after construction) and the same distribution, the
importing session's own classes."""

from __future__ import annotations

from sandbox import Sandbox

MADE = """
import statistics, textwrap
w = textwrap.TextWrapper(width=10, placeholder=' ~', max_lines=2)
w.width = 12
w.initial_indent = '> '
d = statistics.NormalDist.from_samples([1.0, 2.0, 4.0])
pair = [w, w]
"""
USED = """
print(w.fill('aaa bbb ccc ddd eee fff ggg'), w.width, repr(w.initial_indent))
print(d, round(d.cdf(2.0), 6), d.mean, d.stdev)
print(pair[0] is pair[1] is w, type(w).__name__, type(d).__name__)
"""


def test_wrapper_and_distribution_round_trip() -> None:
    source = Sandbox(isolation="inprocess").session()
    source.run_sync(MADE).check()
    expected = source.run_sync(USED).check().output
    restored = Sandbox(isolation="inprocess").session(state=source.export_state())
    assert restored.run_sync(USED).check().output == expected
    assert "True TextWrapper NormalDist" in expected


def test_a_wrapper_option_of_any_exportable_value_is_kept() -> None:
    """Options are stored as the guest set them and read as plain values at use."""
    source = Sandbox(isolation="inprocess").session()
    source.run_sync("import textwrap\nclass W(int):\n    pass\n"
                    "w = textwrap.TextWrapper()\nw.width = W(5)").check()
    restored = Sandbox(isolation="inprocess").session(state=source.export_state())
    assert restored.run_sync("print(type(w.width).__name__, w.wrap('ab cd ef'))"
                             ).check().output == "W ['ab cd', 'ef']\n"
