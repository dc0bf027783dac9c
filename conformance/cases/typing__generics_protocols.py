from typing import Generic, TypeVar, Protocol, runtime_checkable, Iterator

T = TypeVar("T")

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()

    def __iter__(self) -> Iterator[T]:
        return reversed(self.items)

s: Stack[int] = Stack[int]()
for i in range(3):
    s.push(i)
print(list(s), s.pop(), len(s.items))

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...

class Resource:
    def close(self) -> None:
        print("closed")

class Other:
    pass

for obj in (Resource(), Other(), 5):
    print(type(obj).__name__, isinstance(obj, Closable))
print(T)
try:
    Stack().pop()
except IndexError as e:
    print(e)
