from abc import ABC, abstractmethod
from typing import Generic, TypeVar, Optional, Iterator
from dataclasses import dataclass, field
import itertools

T = TypeVar("T")
_ids = itertools.count(1)

@dataclass
class Entity:
    id: int = field(default_factory=lambda: next(_ids), init=False)

@dataclass
class Product(Entity):
    name: str = ""
    price: float = 0.0

class Repository(ABC, Generic[T]):
    @abstractmethod
    def add(self, item: T) -> T: ...
    @abstractmethod
    def get(self, id: int) -> Optional[T]: ...
    @abstractmethod
    def __iter__(self) -> Iterator[T]: ...
    def find(self, **criteria):
        return [x for x in self if all(getattr(x, k) == v for k, v in criteria.items())]

class MemoryRepo(Repository[T]):
    def __init__(self):
        self._items: dict[int, T] = {}
    def add(self, item):
        self._items[item.id] = item
        return item
    def get(self, id):
        return self._items.get(id)
    def __iter__(self):
        return iter(self._items.values())
    def __len__(self):
        return len(self._items)

repo: MemoryRepo[Product] = MemoryRepo()
for n, p in [("pen", 1.5), ("ink", 3.0), ("pad", 1.5)]:
    repo.add(Product(name=n, price=p))
print(len(repo), repo.get(2), repo.get(9), repo.find(price=1.5))
print([p.name for p in sorted(repo, key=lambda p: (-p.price, p.name))], MemoryRepo.__mro__[1].__name__)
print(repo.get(1).nonexistent)
