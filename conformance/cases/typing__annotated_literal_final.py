from typing import Annotated, Final, Literal, Optional, Union, get_args, get_origin, ClassVar, cast, TYPE_CHECKING, overload, Any

Mode = Literal["r", "w"]
def open_mode(m: Mode) -> str:
    return m * 2
print(open_mode("r"), get_args(Mode))
Meters = Annotated[float, "unit: m"]
print(get_origin(Meters) is Annotated, get_args(Meters))
MAX: Final = 10
class Config:
    instances: ClassVar[int] = 0
    name: str
    def __init__(self, name: str) -> None:
        self.name = name
        Config.instances += 1
Config("a"); Config("b")
print(Config.instances, Config.__annotations__)
print(cast(int, "not really"), TYPE_CHECKING, MAX)
print(Optional[int] == Union[int, None], Union[int, str] == Union[str, int], Union[int, int])
@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x: Any) -> Any:
    return x * 2
print(double(2), double("ab"))
print(str(Optional[list[int]]), repr(Literal[1, 2]), str(dict[str, list[int]]))
