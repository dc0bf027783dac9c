from typing import List, Dict, Optional, Union, Tuple, Callable, Any
def process(items: List[int], lookup: Dict[str, int], flag: Optional[bool] = None) -> Tuple[int, str]:
    return sum(items), str(flag)
print(process([1, 2], {}), process([3], {'a': 1}, True))
print(process.__annotations__['return'])
print(Optional[int], Union[int, str], List[int], Dict[str, List[int]])
print(Callable[[int], str], Any)
print(Optional[int] == Union[int, None])
