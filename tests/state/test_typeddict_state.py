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
