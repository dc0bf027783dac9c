from __future__ import annotations
from typing import Protocol, TypeVar, Generic, runtime_checkable, Iterator, Callable, Optional, get_type_hints, get_origin, get_args, Union, overload, cast
from dataclasses import dataclass

@runtime_checkable
class HasId(Protocol):
    id: int

@runtime_checkable
class Closeable(Protocol):
    def close(self) -> None: ...

T = TypeVar("T", bound=HasId)
K = TypeVar("K")

@dataclass
class User:
    id: int
    name: str

@dataclass
class Order:
    id: int
    user_id: int
    total: float

class Repo(Generic[T]):
    def __init__(self) -> None:
        self._items: dict[int, T] = {}

    def add(self, item: T) -> T:
        if item.id in self._items:
            raise KeyError(f"duplicate id {item.id}")
        self._items[item.id] = item
        return item

    def get(self, id: int) -> Optional[T]:
        return self._items.get(id)

    def find(self, pred: Callable[[T], bool]) -> Iterator[T]:
        return (x for x in self._items.values() if pred(x))

    def __len__(self) -> int:
        return len(self._items)

    @overload
    def pick(self, key: int) -> T: ...
    @overload
    def pick(self, key: str) -> list[T]: ...
    def pick(self, key):
        if isinstance(key, int):
            return self._items[key]
        return [v for v in self._items.values() if getattr(v, "name", None) == key]

users: Repo[User] = Repo()
orders: Repo[Order] = Repo()
for u in [User(1, "ana"), User(2, "bo"), User(3, "ana")]:
    users.add(u)
for o in [Order(10, 1, 9.5), Order(11, 1, 20.0), Order(12, 3, 5.25)]:
    orders.add(o)
try:
    users.add(User(2, "dup"))
except KeyError as e:
    print("KeyError:", e)
print(len(users), users.get(2), users.get(9), users.pick(3), users.pick("ana"))
spend = {u.name + str(u.id): sum(o.total for o in orders.find(lambda o, u=u: o.user_id == u.id)) for u in users.find(lambda u: True)}
print(spend)
print(isinstance(User(1, "x"), HasId), isinstance("x", HasId), isinstance(open, Closeable))
class F:
    def close(self): pass
print(isinstance(F(), Closeable), Repo[User], Repo.__parameters__, T.__bound__, K.__name__)
hints = get_type_hints(Repo.get)
print(hints)
for h in (dict[str, int], Optional[int], list[User], Union[int, str], Callable[[int], str]):
    print(get_origin(h), get_args(h))
n = cast(int, "not really")
print(n, type(n).__name__)
print(get_type_hints(User), User.__annotations__)
