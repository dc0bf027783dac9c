"""functools values around guest functions: a ``singledispatch`` function round-trips with
its registry (classes the guest registered, by annotation or explicitly, abstract base
classes included, registered again at import), and a ``cached_property`` with its name and
doc (an instance's cached value is in its ``__dict__``, saved with it)."""

from __future__ import annotations

from .helpers import round_trip

SETUP = """
import collections.abc
from functools import singledispatch, cached_property
@singledispatch
def render(value):
    return repr(value)
@render.register
def _(value: float):
    return f"{value:.2f}"
@render.register(list)
@render.register(tuple)
def _(value):
    return "[" + "; ".join(render(v) for v in value) + "]"
@render.register(collections.abc.Mapping)
def _(value):
    return "map"
class Account:
    def __init__(self, n):
        self.n = n
    @cached_property
    def label(self):
        "The label."
        return f"acct {self.n}"
acct = Account(3)
acct.label
"""

CHECK = """
(render(1.5), render([1, (2.0,)]), render({}), render("s"), sorted(
    c.__name__ for c in render.registry), acct.label, Account(4).label,
 Account.label.__doc__, Account.label.attrname)
"""


def test_singledispatch_and_cached_property_round_trip() -> None:
    assert round_trip(SETUP, CHECK) == (
        "1.50", "[1; [2.00]]", "map", "'s'", ["Mapping", "float", "list", "object", "tuple"],
        "acct 3", "acct 4", "The label.", "label")
