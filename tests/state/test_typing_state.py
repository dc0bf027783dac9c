"""typing aliases in annotations and globals round-trip (``Optional``, ``List``, ``Dict``,
``Callable``, ``Literal``, ``ClassVar``, aliases of guest classes); a TypeVar or an alias that
cannot be rebuilt without guest code is refused by name; forged aliases are refused."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import Sandbox, StateError

from .helpers import round_trip
from .test_forged_values import _blob_with_global, _host

SETUP = """
import dataclasses, typing
from typing import Optional, List, Dict, Callable, Literal, ClassVar, Tuple, Union
class Node:
    pass
@dataclasses.dataclass
class Row:
    id: Optional[int] = None
    tags: List[str] = dataclasses.field(default_factory=list)
    kids: Dict[str, "Node"] = dataclasses.field(default_factory=dict)
    mode: Literal["r", "w", 1] = "r"
    count: ClassVar[int] = 0
def handler(cb: Callable[[int, Node], str], rest: Callable[..., None]) -> Tuple[int, ...]:
    return (1,)
hints = [Union[int, str, None], List[Dict[str, Optional[Node]]], list[Optional[int]]]
row = Row(3, ["a"])
"""


def test_annotations_round_trip() -> None:
    check = """
        a = Row.__annotations__
        [repr(a["id"]), repr(a["tags"]), repr(a["mode"]), repr(a["count"]),
         repr(handler.__annotations__["cb"]), repr(handler.__annotations__["rest"]),
         repr(handler.__annotations__["return"]), [repr(h) for h in hints],
         typing.get_args(hints[1])[0].__args__[1].__args__[0] is Node,
         dataclasses.fields(Row)[1].type == List[str], repr(row), Row(mode="w").mode]
    """
    value = round_trip(SETUP, check)
    assert value[:7] == ["typing.Optional[int]", "typing.List[str]",
                         "typing.Literal['r', 'w', 1]", "typing.ClassVar[int]",
                         "typing.Callable[[int, __main__.Node], str]",
                         "typing.Callable[..., NoneType]", "typing.Tuple[int, ...]"]
    assert value[7] == ["typing.Union[int, str, NoneType]",
                        "typing.List[typing.Dict[str, typing.Optional[__main__.Node]]]",
                        "list[typing.Optional[int]]"]
    assert value[8:] == [True, True, "Row(id=3, tags=['a'], kids={}, mode='r')", "w"]


@pytest.mark.parametrize("source, message", [
    ("import typing\nT = typing.TypeVar('T')", "'T' holds a typing.TypeVar"),
    ("import typing\nclass K:\n    pass\nx = typing.Literal[K()]",
     "'x' holds a typing alias (_LiteralGenericAlias"),
])
def test_unsaved_typing_values_are_named(source: str, message: str) -> None:
    session = Sandbox().session()
    session.run_sync(source).check()
    with pytest.raises(StateError, match=message.replace("(", r"\(")):
        session.export_state()


@pytest.mark.parametrize("value", [
    _host("typing", "Annotated", [1]),
    _host("typing", "List", []),
    _host("typing", "List", [1]),
    _host("typing", "Literal", [[1]]),
    _host("typing", "Optional", [None, None]),  # (saved as Union; Optional takes one)
    _host("typing", "List", [[None]]),  # a parameter list outside Callable
    _host("typing", "Callable", [[None], None, None]),
    _host("typing", "ClassVar", [None, None]),  # typing refuses it: still a StateError
    _host("typing", "List"),
])
def test_forged_aliases_are_refused(value: Any) -> None:
    with pytest.raises(StateError, match="bad typing alias"):
        Sandbox().session().import_state(_blob_with_global(value, "import typing"))


def test_forward_references_round_trip() -> None:
    setup = ("import typing\nclass Node:\n    pass\n"
             "hint = typing.Dict[str, 'Node']\nalso = typing.List['Node']")
    check = "[repr(hint), hint == typing.Dict[str, 'Node'], repr(also)]"
    assert round_trip(setup, check) == ["typing.Dict[str, ForwardRef('Node')]", True,
                                        "typing.List[ForwardRef('Node')]"]


@pytest.mark.parametrize("fields", [["x" * 10_001, True, False, None], ["Node", 1, False, None],
                                    ["Node", True, False, 3], ["1 +", True, False, None],
                                    ["Node", True, False]])
def test_forged_forward_references_are_refused(fields: list[Any]) -> None:
    value = _host("typing", "ForwardRef", fields)
    with pytest.raises(StateError, match="bad typing alias"):
        Sandbox().session().import_state(_blob_with_global(value, "import typing"))
