"""Guest ABCs and protocols round-trip (``class A(abc.ABC)``, ``metaclass=abc.ABCMeta``,
``typing.Protocol`` and ``runtime_checkable`` ones, generic ones): the class is made again
by the importing session's metaclass, its abstract methods and instances kept; a class with
registered virtual subclasses is refused with what to do, and forged entries are refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgpack
import pytest

from sandbox import Sandbox, StateError
from sandbox import state as state_mod
from sandbox.state.kinds import NAMED, TUPLE

from .helpers import cross_process, round_trip

CLASSES = """
import abc
from typing import Generic, Protocol, TypeVar, runtime_checkable
T = TypeVar("T")
class Shape(abc.ABC):
    sides = 0
    @abc.abstractmethod
    def area(self): ...
    @property
    @abc.abstractmethod
    def name(self): ...
    def describe(self):
        return f"{self.name}: {self.area()}"
class Square(Shape):
    sides = 4
    def __init__(self, side):
        self.side = side
    def area(self):
        return self.side ** 2
    @property
    def name(self):
        return "square"
class Plain(metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def run(self): ...
class Sink(Protocol):
    def write(self, line: str) -> None: ...
@runtime_checkable
class Closer(Protocol[T]):
    def close(self) -> T: ...
class Box(abc.ABC, Generic[T]):
    def __init__(self, item: T):
        self.item = item
class File:
    def close(self):
        return "closed"
class Printer(Sink):
    def __init__(self, prefix):
        self.prefix = prefix
    def write(self, line):
        return self.prefix + line
sq = Square(3)
pr = Printer("> ")
bx = Box[int](5)
"""

CHECK = """
def refused(cls):
    try:
        cls()
    except TypeError as e:
        return str(e)
class Half(Shape):
    def area(self):
        return 1
[sq.describe(), sq.sides, isinstance(sq, Shape), issubclass(Square, Shape),
 sorted(Shape.__abstractmethods__), sorted(Square.__abstractmethods__), refused(Shape),
 refused(Plain), refused(Half), refused(Sink), type(Shape).__name__, type(Plain).__name__,
 pr.write("x"), isinstance(File(), Closer), isinstance(1, Closer), repr(Closer[int]),
 Sink._is_protocol, Printer._is_protocol, Closer._is_runtime_protocol,
 Closer.__parameters__[0] is T, bx.item, repr(type(bx)), Box.__parameters__[0] is T,
 Square(2).area(), isinstance(Printer("a"), Printer)]
"""


def _local(check: str) -> object:
    session = Sandbox().session()
    session.run_sync(CLASSES).check()
    return session.run_sync(check).check().value


def test_abcs_and_protocols_behave_the_same_after_a_round_trip() -> None:
    assert round_trip(CLASSES, CHECK) == _local(CHECK)


def test_abcs_and_protocols_across_processes(tmp_path: Path) -> None:
    assert cross_process(CLASSES, CHECK, tmp_path) == _local(CHECK)


def test_a_restored_bases_init_subclass_runs_for_new_subclasses_only() -> None:
    """The import makes the class from an empty shell (no guest ``__init_subclass__`` runs
    then); a subclass defined afterwards runs the restored hook."""
    session = Sandbox().session()
    session.run_sync("import abc\nseen = []\nclass Base(abc.ABC):\n"
                     "    def __init_subclass__(cls, **kw):\n        seen.append(cls.__name__)\n"
                     "class Kid(Base):\n    pass\n").check()
    restored = Sandbox().session(state=session.export_state())
    result = restored.run_sync("before = list(seen)\nclass Other(Base):\n    pass\n"
                               "[before, seen]").check()
    assert result.value == [["Kid"], ["Kid", "Other"]]
    assert result.output == ""


def test_a_class_with_registered_virtual_subclasses_says_what_to_do() -> None:
    session = Sandbox().session()
    session.run_sync("import abc\nclass A(abc.ABC):\n    pass\nA.register(int)").check()
    with pytest.raises(StateError, match=r"registered with A\.register\(\).*register them "
                                         "again after the import"):
        session.export_state()


def _sections(source: str) -> list[Any]:
    session = Sandbox().session()
    session.run_sync(source).check()
    up = msgpack.Unpacker(raw=False, strict_map_key=False)
    up.feed(state_mod.open_blob(session.export_state(), None))
    return list(up)


def _sealed(sections: list[Any]) -> bytes:
    return state_mod.seal(b"".join(msgpack.packb(s, use_bin_type=True) for s in sections))


def _named(*parts: str) -> msgpack.ExtType:
    return msgpack.ExtType(NAMED, msgpack.packb(list(parts)))


PLAIN = "import abc, enum\nclass M(metaclass=abc.ABCMeta):\n    @abc.abstractmethod\n" \
        "    def g(self): ...\n"


@pytest.mark.parametrize("metaclass, message", [
    (_named("modattr", "enum", "EnumType"), "needs a metaclass the import cannot make"),
    (_named("builtin", "len"), "needs a metaclass the import cannot make"),
])
def test_a_forged_metaclass_is_refused(metaclass: Any, message: str) -> None:
    sections = _sections(PLAIN)
    (shell,) = [e for e in sections[2] if e[0] == "K"]
    shell[6] = metaclass
    session = Sandbox().session()
    with pytest.raises(StateError, match=message):
        session.import_state(_sealed(sections))


@pytest.mark.parametrize("names", [["g"], ("g", 1), None])
def test_forged_abstract_names_are_refused(names: Any) -> None:
    sections = _sections(PLAIN)
    index, packed = sections[3]
    items = msgpack.unpackb(packed, raw=False, strict_map_key=False)
    assert items[0] == "__abstractmethods__"
    items[1] = names
    sections[3] = [index, msgpack.packb(items, use_bin_type=True)]
    session = Sandbox().session()
    with pytest.raises(StateError, match="bad abstract method names"):
        session.import_state(_sealed(sections))


def test_abstract_names_on_a_plain_class_are_refused() -> None:
    sections = _sections("class C:\n    x = 1\n")
    index, packed = sections[3]
    items = msgpack.unpackb(packed, raw=False, strict_map_key=False)
    items += ["__abstractmethods__", msgpack.ExtType(TUPLE, msgpack.packb(["x"]))]
    sections[3] = [index, msgpack.packb(items, use_bin_type=True)]
    session = Sandbox().session()
    with pytest.raises(StateError, match="bad abstract method names"):
        session.import_state(_sealed(sections))
