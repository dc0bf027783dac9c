"""typing aliases in annotations and globals round-trip (``Optional``, ``List``, ``Dict``,
``Callable``, ``Literal``, ``ClassVar``, aliases of guest classes), type variables, Generic
classes and their instances, ``Annotated``; a ParamSpec or an alias that cannot be rebuilt
without guest code is refused by name; forged aliases and type variables are refused."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import Sandbox, StateError

from .helpers import cross_process, round_trip
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
    ("import typing\nP = typing.ParamSpec('P')", "'P' holds a typing.ParamSpec"),
    # aliases the guest made by calling the alias classes, which the import could not rebuild
    ("import typing\nx = type(typing.Annotated[int, 1])(int, 5)",
     "'x' holds a typing alias (_AnnotatedAlias"),
    ("import typing\nx = type(typing.Generic[typing.TypeVar('T')])(typing.Generic, (1, 2))",
     "'x' holds a typing alias (_GenericAlias"),
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


GENERIC = """
from typing import TypeVar, Generic, Annotated, List, Optional
T = TypeVar("T")
K = TypeVar("K", bound=int)
S = TypeVar("S", int, str, covariant=True)
R = TypeVar("R", bound="Box")
class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v
    def get(self) -> T:
        return self.v
class IntBox(Box[int]):
    pass
class Pair(Generic[K, S]):
    pass
class Stack(list, Generic[T]):
    pass
class Tag:
    def __init__(self, text):
        self.text = text
b = Box[int](3)
ib = IntBox(4)
st = Stack([1, 2])
A = Annotated[int, "meta", 3]
marked = Annotated[Optional[Box[T]], Tag("doc")]
hints = [Box[str], List[T], Pair[int, str], Box[List[T]]]
def f(x: Annotated[str, "doc"]) -> T:
    return x
"""

GENERIC_CHECK = """
[repr(T), repr(K), K.__bound__ is int, repr(S.__constraints__), S.__covariant__, repr(R.__bound__),
 Box.__parameters__[0] is T, repr(Box.__orig_bases__), repr(IntBox.__orig_bases__),
 repr(Pair.__parameters__), b.get(), type(b) is Box, ib.get(), isinstance(ib, Box),
 st + [3], repr(Stack.__orig_bases__), repr(A), repr(hints), repr(f.__annotations__),
 repr(Box[int]), Pair[int, str] == hints[2], hints[1].__args__[0] is T,
 typing.get_args(A), typing.get_origin(hints[0]) is Box, typing.get_args(marked)[1].text,
 typing.get_args(typing.get_args(marked)[0])[0].__args__[0] is T, repr(Box[T][float])]
"""


def _generic_expected() -> list[Any]:
    """GENERIC_CHECK's value in CPython itself (run on the same source)."""
    import typing
    ns: dict[str, Any] = {"__name__": "__main__", "typing": typing}
    exec(compile(GENERIC, "<generic>", "exec", dont_inherit=True), ns)  # (no __future__ here)
    return [*map(_plain, eval(GENERIC_CHECK, ns))]


def _plain(v: Any) -> Any:
    """A check value as the sandbox hands it out (tuples of classes as their reprs)."""
    return repr(v) if type(v) is tuple else v


def test_type_variables_and_generic_classes_round_trip() -> None:
    value = round_trip("import typing\n" + GENERIC, GENERIC_CHECK)
    assert [*map(_plain, value)] == _generic_expected()


def test_generic_classes_round_trip_across_processes(tmp_path: Any) -> None:
    # a fresh importing process: typing's Generic is a base before the guest imports typing
    check = ("[repr(Box.__orig_bases__), Box.__parameters__[0] is T, b.get(), ib.get(), "
             "repr(A), repr(hints)]")
    value = cross_process("import typing\n" + GENERIC, check, tmp_path)
    assert value[:4] == ["(typing.Generic[~T],)", True, 3, 4]
    assert value[4:] == ["typing.Annotated[int, 'meta', 3]",
                         "[__main__.Box[str], typing.List[~T], __main__.Pair[int, str], "
                         "__main__.Box[typing.List[~T]]]"]


def test_type_variables_keep_their_identity() -> None:
    setup = "import typing\nT = typing.TypeVar('T')\npair = [T, T]\nalias = typing.List[T]"
    assert round_trip(setup, "[pair[0] is pair[1] is T, alias.__args__[0] is T]") == [True, True]


@pytest.mark.parametrize("value", [
    _host("typevar", "T", None, None, [], True, True),  # both variances: TypeVar refuses
    _host("typevar", "T", None, None, [None], False, False),  # a single constraint
    _host("typevar", "", None, None, [], False, False),
    _host("typevar", "T", 1, None, [], False, False),
    _host("typevar", "T", None, 1, [], False, False),
    _host("typevar", "T", None, None, [], 0, False),
    _host("typevar", "T", None, None),
])
def test_forged_type_variables_are_refused(value: Any) -> None:
    with pytest.raises(StateError, match="bad TypeVar"):
        Sandbox().session().import_state(_blob_with_global(value, "import typing"))


_TV = _host("typevar", "T", None, None, [], False, False)


@pytest.mark.parametrize("value, message", [
    (_host("typing", "[]", [None, _TV]), "bad typing alias .Generic"),  # not a class
    (_host("typing", "[]", [_TV]), "bad typing alias .Generic"),
    (_host("typing", "Annotated", [None]), "bad typing alias .Annotated"),  # no metadata
    (_host("typing", "Annotated", [1, "m"]), "bad typing alias .Annotated"),
])
def test_forged_generic_aliases_are_refused(value: Any, message: str) -> None:
    with pytest.raises(StateError, match=message):
        Sandbox().session().import_state(_blob_with_global(value, "import typing"))


def test_a_saved_type_variable_keeps_the_guests_module_never_the_sandboxs() -> None:
    """typing names the module of the frame that made a TypeVar: for a guest call that is a
    module of the sandbox's own, which neither the guest nor a blob may hold."""
    sb = Sandbox(isolation="inprocess")
    source = sb.session()
    source.run_sync("from typing import TypeVar, ParamSpec, AnyStr\nT = TypeVar('T')\n"
                    "S = TypeVar('S', int, str)\nA = AnyStr").check()
    blob = source.export_state()
    assert b"sandbox." not in blob
    target = sb.session(state=blob)
    assert target.run_sync("T.__module__, S.__module__, A.__module__").value == (
        "__main__", "__main__", "typing")


def test_aliases_of_the_guest_abcs_round_trip() -> None:
    # collections.abc.Mapping[str, int] is a generic alias of the session's guest ABC: it
    # comes back over the importing session's own Mapping
    value = round_trip("import typing, collections.abc as c\na = c.Mapping[str, int]\n"
                       "b = typing.Sequence[int]\nm = typing.Mapping",
                       "(repr(a), a.__origin__ is c.Mapping, repr(b), m is typing.Mapping)")
    assert value == ("collections.abc.Mapping[str, int]", True, "typing.Sequence[int]", True)


def test_builtin_generics_of_type_ellipsis_and_unions_of_aliases_round_trip() -> None:
    """``type[X]`` (the name ``type`` is the guest's builtin, read back as the class),
    ``tuple[int, ...]``, ``list[int] | None`` (a union of a GenericAlias), ``Optional[type]``:
    what the export accepts, the import rebuilds, with CPython's reprs."""
    setup = ("import typing\nclass P:\n    pass\n"
             "hints = [type[int], type[P], tuple[int, ...], list[type], list[int] | None,"
             " int | dict[str, tuple[int, ...]], typing.Optional[type],"
             " typing.Callable[[type], int], type[P] | None]\n"
             "def f(a: list[int] | None = None, b: tuple[str, ...] = ()) -> type[P]:\n"
             "    return P")
    check = "[[repr(h) for h in hints], {k: repr(v) for k, v in f.__annotations__.items()}]"
    assert round_trip(setup, check) == [
        ["type[int]", "type[__main__.P]", "tuple[int, ...]", "list[type]", "list[int] | None",
         "int | dict[str, tuple[int, ...]]", "typing.Optional[type]",
         "typing.Callable[[type], int]", "type[__main__.P] | None"],
        {"a": "list[int] | None", "b": "tuple[str, ...]", "return": "type[__main__.P]"}]
