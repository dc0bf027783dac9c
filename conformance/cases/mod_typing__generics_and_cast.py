from typing import TypeVar, Generic, cast, Literal, Final
T = TypeVar('T')
class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item
b = Box[int](5)
print(b.get(), Box('s').get(), cast(int, 'not really int'))
MAX: Final = 10
def mode(m: Literal['r', 'w']) -> str:
    return m
print(mode('r'), MAX, T)
