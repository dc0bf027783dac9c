"""Guest enums round-trip (the class rebuilt in the importing session, members staying its
singletons, methods, member attributes and ``auto()`` values kept), and so do
``decimal.Context`` objects; what cannot be saved is refused with what to keep instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox import Sandbox, StateError

from .helpers import cross_process, round_trip

ENUMS = """
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = enum.auto()
    CRIMSON = 1
    def shout(self):
        return self.name.upper() + '!'
    @property
    def rgb(self):
        return {1: 'f00', 2: '0f0'}[self.value]
    @classmethod
    def first(cls):
        return next(iter(cls))
class Planet(enum.Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
class Perm(enum.IntFlag):
    R = 4
    W = 2
    X = 1
class Shade(enum.Flag):
    LIGHT = enum.auto()
    DARK = enum.auto()
class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2
class Mode(enum.StrEnum):
    FAST = enum.auto()
    SLOW = 'slow'
class Base(enum.Enum):
    def describe(self):
        return f'{type(self).__name__}.{self.name}'
class Sub(Base):
    ONE = 1
Animal = enum.Enum('Animal', 'CAT DOG')
rw = Perm.R | Perm.W
both = Shade.LIGHT | Shade.DARK
held = [Color.RED, Color.RED, Color, rw]
by_member = {Color.RED: 'r', Level.HIGH: 'h'}
"""

CHECK = """
[held[0] is held[1] is Color.RED is Color(1) is Color['CRIMSON'], held[2] is Color,
 held[3] is rw, rw is Perm.R | Perm.W, int(rw), Perm(6) is rw,
 Color.GREEN.value, Color.RED.shout(), Color.GREEN.rgb, Color.first() is Color.RED,
 [m.name for m in Color], list(Color.__members__),
 Planet.MARS.mass, Planet.EARTH.value, Planet((6.42e23, 3.39e6)) is Planet.MARS,
 both is Shade.LIGHT | Shade.DARK, Shade.DARK.value, repr(Shade.LIGHT),
 Level.HIGH + 1, Level.HIGH > Level.LOW, isinstance(Level.LOW, int),
 Mode.FAST.value, Mode.SLOW == 'slow', str(Mode.FAST),
 Sub.ONE.describe(), isinstance(Sub.ONE, Base), Animal.DOG.value, Animal(1).name,
 by_member[Color.RED], by_member[Level.HIGH], repr(Color.RED), str(Perm.X),
 isinstance(Color.RED, Color), type(Color.RED) is Color]
"""


def _local(check: str) -> object:
    session = Sandbox().session()
    session.run_sync(ENUMS).check()
    return session.run_sync(check).check().value


def test_enums_behave_the_same_after_a_round_trip() -> None:
    assert round_trip(ENUMS, CHECK) == _local(CHECK)


def test_enums_across_processes(tmp_path: Path) -> None:
    check = CHECK.replace("Planet.EARTH.value,", "list(Planet.EARTH.value),")
    assert cross_process(ENUMS, check, tmp_path) == _local(check)


def test_a_member_held_alone_brings_its_class() -> None:
    value = round_trip("import enum\nclass C(enum.Enum):\n    A = 1\nm = C.A\ndel C",
                       "[type(m).A is m, type(m)(1) is m, m.name]")
    assert value == [True, True, "A"]


def test_a_flag_inverted_before_the_export_round_trips() -> None:
    """``~member`` caches the inverse in the member (``_inverted_``, a member of the same
    class): it is not saved, so the class does not refer back to itself."""
    value = round_trip("import enum\nclass P(enum.Flag):\n    A = 1\n    B = 2\n    C = 4\n"
                       "x = ~P.A\ny = P.A | P.C",
                       "[repr(x), ~P.A is x, repr(~y), P(5) is y]")
    assert value == ["<P.B|C: 6>", True, "<P.B: 2>", True]


def test_an_enum_whose_values_are_another_enums_members_round_trips() -> None:
    """Members of an enum that keeps Enum's hash (its name) and identity equality are hashed
    by host code, so they may be another enum's values (and dict keys) in a blob."""
    source = ("import enum\nclass P(enum.Flag):\n    R = enum.auto()\n    W = enum.auto()\n"
              "    RW = R | W\nclass L(enum.IntEnum):\n    LOW = 1\n"
              "class Role(enum.Enum):\n    VIEW = P.R\n    EDIT = P.RW\n    ALL = P.R | P.W\n"
              "class Outer(enum.Enum):\n    X = L.LOW\n    Y = Role.VIEW\n"
              "names = {P.R: 'read', Role.EDIT: 'edit'}")
    check = ("[Role.VIEW.value is P.R, Role(P.RW) is Role.EDIT, Role.ALL is Role.EDIT,"
             " Outer.Y.value is Role.VIEW, Outer(L.LOW) is Outer.X, names[P.R],"
             " names[Role.EDIT], list(Role.__members__)]")
    assert round_trip(source, check) == [True, True, True, True, True, "read", "edit",
                                         ["VIEW", "EDIT", "ALL"]]


@pytest.mark.parametrize("change", [
    "class S(str):\n    def __hash__(self):\n        return 1\nP.R._name_ = S('R')",
    "P._name_ = property(lambda self: 'R')",
    "class P(enum.Flag):\n    R = 1\n    def __getattribute__(self, n):\n"
    "        return object.__getattribute__(self, n)",
    "P.__hash__ = lambda self: 1",
])
def test_enum_values_whose_hash_could_run_guest_code_are_refused(change: str) -> None:
    """Hashing such a member on import would run guest code: the export says so."""
    session = Sandbox().session()
    session.run_sync("import enum\nclass P(enum.Flag):\n    R = 1\n" + change +
                     "\nclass Role(enum.Enum):\n    VIEW = P.R").check()
    with pytest.raises(StateError, match="member 'VIEW' has a value of type P"):
        session.export_state()


def test_attributes_set_on_members_later_are_kept() -> None:
    value = round_trip("import enum\nclass C(enum.Enum):\n    A = 1\nC.A.note = 'kept'",
                       "[C.A.note, C(1).note]")
    assert value == ["kept", "kept"]


NEW_KINDS = """
import enum
class Code(int, enum.ReprEnum):
    OK = 200
    MISSING = 404
class Word(str, enum.ReprEnum):
    YES = 'yes'
class Loose(enum.Flag, boundary=enum.FlagBoundary.KEEP):
    A = 1
    B = 2
class Shape(enum.Enum):
    SQUARE = 4
    TRIANGLE = 3
    @enum.property
    def sides(self):
        return self.value
"""

NEW_CHECK = """
[str(Code.OK), repr(Code.MISSING), f'{Code.OK:>5}', Code(404) is Code.MISSING,
 isinstance(Code.OK, enum.ReprEnum), str(Word.YES), format(Word.YES), repr(Word.YES),
 Loose(7).value, Loose._boundary_ is enum.FlagBoundary.KEEP, enum.show_flag_values(Loose(7)),
 Shape.SQUARE.sides, Shape(3).sides, type(Shape.__dict__['sides']).__name__]
"""


def test_repr_enums_boundaries_and_enum_properties_round_trip() -> None:
    """ReprEnum's str/format, a boundary given as a FlagBoundary member and enum.property
    descriptors are rebuilt by the class statement's own machinery on import."""
    session = Sandbox().session()
    session.run_sync(NEW_KINDS).check()
    expected = session.run_sync(NEW_CHECK).check().value
    assert round_trip(NEW_KINDS, NEW_CHECK) == expected
    assert expected[:3] == ["200", "<Code.MISSING: 404>", "  200"]


def test_a_global_enum_round_trips_with_its_names_and_reprs() -> None:
    """global_enum's guest repr/str set on the class and the members bound in the globals."""
    source = ("import enum\n@enum.global_enum\nclass Perm(enum.IntFlag):\n    R = 4\n"
              "    W = 2\n@enum.global_enum\nclass Color(enum.Enum):\n    RED = 1\n")
    check = "[repr(R | W), str(RED), R is Perm.R, RED is Color(1), repr(Color.RED)]"
    assert round_trip(source, check) == ["__main__.R|__main__.W", "RED", True, True,
                                         "__main__.RED"]


@pytest.mark.parametrize("source, message", [
    ("class E(enum.Enum):\n    A = 1\n    def __new__(cls, v):\n"
     "        obj = object.__new__(cls)\n        obj._value_ = v\n        return obj",
     "guest __new__"),
    ("class E(enum.Enum):\n    A = [1]", "has a value of type list"),
    ("class B(enum.Enum):\n    def __init__(self, v):\n        self.v = v\n"
     "class E(B):\n    A = 1", "guest base 'B' defines __init__"),
])
def test_unsavable_enums_say_what_to_keep(source: str, message: str) -> None:
    session = Sandbox().session()
    session.run_sync("import enum\n" + source).check()
    with pytest.raises(StateError, match=message):
        session.export_state()


CONTEXTS = """
import decimal
ctx = decimal.Context(prec=5, rounding=decimal.ROUND_DOWN, Emin=-99, Emax=99, capitals=0,
                      clamp=1, traps=[decimal.Overflow, decimal.DivisionByZero])
ctx.flags[decimal.Inexact] = True
shared = [ctx, ctx]
plain = decimal.Context()
"""

CONTEXT_CHECK = """
[ctx.prec, ctx.rounding, ctx.Emin, ctx.Emax, ctx.capitals, ctx.clamp,
 sorted(k.__name__ for k, v in ctx.flags.items() if v),
 sorted(k.__name__ for k, v in ctx.traps.items() if v), shared[0] is shared[1] is ctx,
 str(ctx.divide(decimal.Decimal(2), decimal.Decimal(3))), plain.prec,
 type(ctx) is type(decimal.getcontext())]
"""


def test_decimal_contexts_round_trip() -> None:
    session = Sandbox().session()
    session.run_sync(CONTEXTS).check()
    expected = session.run_sync(CONTEXT_CHECK).check().value
    assert round_trip(CONTEXTS, CONTEXT_CHECK) == expected
    assert expected[:6] == [5, "ROUND_DOWN", -99, 99, 0, 1]


def test_decimal_contexts_across_processes(tmp_path: Path) -> None:
    value = cross_process(CONTEXTS, CONTEXT_CHECK, tmp_path)
    assert value[:9] == [5, "ROUND_DOWN", -99, 99, 0, 1, ["Inexact"],
                         ["DivisionByZero", "Overflow"], True]


def test_a_restored_context_keeps_the_sandbox_precision_cap() -> None:
    session = Sandbox().session(state=_context_blob())
    result = session.run_sync("ctx.prec = 10**12")
    assert result.error is not None


def _context_blob() -> bytes:
    session = Sandbox().session()
    session.run_sync(CONTEXTS).check()
    return session.export_state()
