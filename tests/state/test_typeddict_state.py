"""``TypedDict`` classes round-trip: annotations (strings stay forward references), required
and optional keys (a subclass with another ``total`` keeps its own), identity; a TypedDict
with other attributes is refused with what to do instead."""

from __future__ import annotations

from pathlib import Path

from sandbox import Sandbox

from .helpers import cross_process, round_trip

SETUP = """
from typing import TypedDict
class Movie(TypedDict, total=False):
    title: str
    cast: "list[str]"
class Rated(Movie):
    stars: float | None
    tags: list[int]
both = [Movie, Movie]
Point = TypedDict('Point', {'x': int, 'y': int})
"""

CHECK = """
[both[0] is both[1] is Movie, Movie(title='x'), type(Movie(title='x')).__name__,
 sorted(Rated.__required_keys__), sorted(Rated.__optional_keys__), Movie.__total__,
 Rated.__total__, Point(x=1, y=2), Rated.__qualname__, repr(Rated.__annotations__['cast']),
 repr(Rated.__annotations__['stars']), repr(Rated.__annotations__['tags']),
 sorted(Movie.__annotations__)]
"""


def _local() -> object:
    session = Sandbox().session()
    session.run_sync(SETUP).check()
    return session.run_sync(CHECK).check().value


def test_typeddicts_round_trip() -> None:
    value = round_trip(SETUP, CHECK)
    assert value == _local()
    assert value[3:5] == [["stars", "tags"], ["cast", "title"]]


def test_typeddicts_across_processes(tmp_path: Path) -> None:
    assert cross_process(SETUP, CHECK, tmp_path) == _local()


QUALIFIED = """
from typing import NotRequired, Required, TypedDict
class Movie(TypedDict):
    title: str
    year: NotRequired[int]
    cast: NotRequired["list[str]"]
class Draft(TypedDict, total=False):
    slug: Required[str]
    body: str
class Review(Draft):
    movie: Movie
    stars: NotRequired[Required[float]]
"""

QUALIFIED_CHECK = """
([[sorted(c.__required_keys__), sorted(c.__optional_keys__), c.__total__,
  {k: repr(v) for k, v in c.__annotations__.items()}] for c in (Movie, Draft, Review)]
 + [Review.__annotations__['movie'] is Movie, Movie(title='x', year=1)])
"""


def test_typeddict_key_qualifiers_round_trip(tmp_path: Path) -> None:
    session = Sandbox().session()
    session.run_sync(QUALIFIED).check()
    local = session.run_sync(QUALIFIED_CHECK).check().value
    assert local[0][:2] == [["title"], ["cast", "year"]]
    assert local[1][:3] == [["slug"], ["body"], False]
    assert local[2][:2] == [["movie", "slug"], ["body", "stars"]]
    assert round_trip(QUALIFIED, QUALIFIED_CHECK) == local
    assert cross_process(QUALIFIED, QUALIFIED_CHECK, tmp_path) == local


def test_typeddict_blob_without_key_qualifiers_still_imports() -> None:
    # a blob written before the qualifiers were saved (9 fields): the keys as saved
    from sandbox.state.typeddicts import decode_typeddict
    cls = decode_typeddict(["typeddict", "Old", "Old", "__main__", None, {"a": int, "b": str},
                            ["a"], ["b"], True])
    assert (cls.__required_keys__, cls.__optional_keys__) == ({"a"}, {"b"})


def test_typeddict_fields_may_hold_any_saved_type_hint() -> None:
    """typing's aliases, Any, a TypeVar and an ABC as field types (each rebuilt by the alias
    decoder before typing's own check sees it); a class statement's ``__orig_bases__`` is
    kept, the functional form has none, as in CPython."""
    setup = ("import typing, abc\nT = typing.TypeVar('T')\nclass Shape(abc.ABC):\n    pass\n"
             "class Row(typing.TypedDict):\n    a: typing.Optional[int]\n    b: typing.List[str]\n"
             "    c: typing.Any\n    d: T\n    e: Shape\n    f: typing.Literal['x', 1]\n"
             "    g: list[int] | None\nP = typing.TypedDict('P', {'x': typing.Optional[int]})")
    check = ("[{k: repr(v) for k, v in Row.__annotations__.items()},"
             " Row.__orig_bases__ == (typing.TypedDict,), hasattr(P, '__orig_bases__'),"
             " repr(P.__annotations__['x']), Row.__annotations__['e'] is Shape]")
    assert round_trip(setup, check) == [
        {"a": "typing.Optional[int]", "b": "typing.List[str]", "c": "typing.Any", "d": "~T",
         "e": "<class '__main__.Shape'>", "f": "typing.Literal['x', 1]",
         "g": "list[int] | None"}, True, False, "typing.Optional[int]", True]


def test_a_typeddict_blob_without_orig_bases_still_imports() -> None:
    # a blob written before __orig_bases__ was saved (10 fields): the functional form's class
    from sandbox.state.typeddicts import decode_typeddict
    cls = decode_typeddict(["typeddict", "Old", "Old", "__main__", None, {"a": int}, ["a"], [],
                            True, {}])
    assert "__orig_bases__" not in cls.__dict__
