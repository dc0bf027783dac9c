"""Dataclasses (guest Python, sandbox/modules/guest/dataclasses.py) round-trip through
export/import like any guest class: the class keeps its generated methods (guest closures
over the fields, re-compiled from the module's source), its fields and their options, and
its instances keep identity, sharing and cycles."""

from __future__ import annotations

from pathlib import Path

from .helpers import cross_process, round_trip

SETUP = """
from dataclasses import dataclass, field, fields, asdict, replace, InitVar, KW_ONLY
import dataclasses

@dataclass(order=True)
class Point:
    x: int
    y: int = 0
    tags: list = field(default_factory=list, compare=False, metadata={"unit": "m"})

@dataclass(frozen=True)
class Frozen:
    a: int
    b: tuple = ()

@dataclass(slots=True)
class Slotted:
    a: int
    b: str = "b"

@dataclass(kw_only=True)
class Kw:
    a: int
    b: int = 2

@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 5

@dataclass
class WithPost:
    a: int
    scale: InitVar[int] = 1
    doubled: int = field(init=False, default=0)
    def __post_init__(self, scale):
        self.doubled = self.a * 2 * scale

@dataclass
class Base:
    a: int
    def total(self):
        return self.a

@dataclass
class Child(Base):
    b: int = 1
    def total(self):
        return super().total() + self.b

@dataclass(eq=False)
class Node:
    name: str
    next: "Node" = None

p = Point(1, 2, ["t"])
q = Point(1, 3)
f = Frozen(1, (2, 3))
s = Slotted(4)
k = Kw(a=1)
m = Mixed(1, b=6)
w = WithPost(3, 2)
c = Child(2, 5)
ring = Node("a")
ring.next = Node("b", ring)
same = [p, p]
"""


def test_dataclasses_behave_the_same_after_a_round_trip() -> None:
    check = """
out = []
out.append(repr(p))
out.append(p == Point(1, 2, ["other"]))
out.append(p < q and sorted([q, p]) == [p, q])
out.append([f.name for f in fields(Point)])
out.append(fields(Point)[2].metadata["unit"])
out.append(asdict(p))
out.append(replace(p, x=9).x)
out.append(Point(5).tags == [] and Point(5).tags is not Point(6).tags)
try:
    f.a = 2
except dataclasses.FrozenInstanceError as e:
    out.append("frozen: " + str(e))
out.append(hash(f) == hash(Frozen(1, (2, 3))))
out.append((s.a, s.b, hasattr(s, "__dict__"), Slotted.__slots__))
try:
    Kw(1)
except TypeError as e:
    out.append("kw_only")
out.append((k.a, k.b, m.a, m.b))
out.append((w.a, w.doubled, WithPost(1).doubled))
out.append((c.total(), isinstance(c, Base), repr(c)))
out.append(ring.next.next is ring and ring == ring and ring != Node("a"))
out.append(same[0] is same[1] is p)
out.append(dataclasses.is_dataclass(Point) and dataclasses.is_dataclass(p))
out
"""
    value = round_trip(SETUP, check)
    assert value == [
        "Point(x=1, y=2, tags=['t'])", True, True, ["x", "y", "tags"], "m",
        {"x": 1, "y": 2, "tags": ["t"]}, 9, True, "frozen: cannot assign to field 'a'",
        True, (4, "b", False, ("a", "b")), "kw_only", (1, 2, 1, 6), (3, 12, 2),
        (7, True, "Child(a=2, b=5)"), True, True, True]


def test_a_dataclass_made_after_import_uses_the_restored_module() -> None:
    value = round_trip(SETUP, """
@dataclass
class Later(Point):
    z: int = 0
repr(Later(1, 2, [], 3))
""")
    assert value == "Later(x=1, y=2, tags=[], z=3)"


def test_dataclasses_round_trip_across_processes(tmp_path: Path) -> None:
    value = cross_process(SETUP, "[repr(p), repr(c), w.doubled, ring.next.next is ring, "
                                 "repr(f), asdict(k)]", tmp_path)
    assert value == ["Point(x=1, y=2, tags=['t'])", "Child(a=2, b=5)", 12, True,
                     "Frozen(a=1, b=(2, 3))", {"a": 1, "b": 2}]
