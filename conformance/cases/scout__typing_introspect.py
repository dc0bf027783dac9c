from typing import get_origin, get_args, Optional, Union, Dict, List, Literal, Annotated, Callable, TypeVar, Generic, NewType, Any, Tuple
import typing

UserId = NewType("UserId", int)
print(UserId(5), UserId.__name__ if hasattr(UserId, "__name__") else "")
for tp in [Optional[int], Union[int, str], Dict[str, List[int]], list[int], Literal["a", "b"], Annotated[int, "meta"], Callable[[int], str], Tuple[int, ...], int | None]:
    print(get_origin(tp), get_args(tp))
print(Optional[int] == Union[int, None], List[int] == list[int], repr(Dict[str, int]))
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self):
        self.items: list[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1)
print(s.pop(), T, T.__name__, typing.get_type_hints(Stack.push))
def f(x: "int", y: Optional[str] = None) -> list[int]:
    return [x]
print(typing.get_type_hints(f), f.__annotations__)
print(isinstance([], typing.Sequence) if hasattr(typing, "Sequence") else None, issubclass(dict, typing.Mapping))
print(typing.Any, typing.NoReturn, type(None))
Stack().pop()
