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
