from typing import TypedDict, Protocol, runtime_checkable
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {'title': 'Heat', 'year': 1995}
print(m, type(m).__name__, Movie.__annotations__)
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
class File:
    def close(self):
        return None
class Rock:
    pass
print(isinstance(File(), Closer), isinstance(Rock(), Closer))
