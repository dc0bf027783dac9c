# typing.reveal_type prints the runtime type to stderr and returns its argument
from dataclasses import dataclass
from typing import reveal_type


@dataclass
class Point:
    x: int
    y: int


values = [1, 2.5, "s", b"b", None, [1], {"a": 1}, (1,), {1}, Point(1, 2), Point, len,
          lambda: 0, range(3), iter([1])]
for v in values:
    same = reveal_type(v) is v
    print(type(v).__name__, same)

total = reveal_type(sum(x * x for x in range(4)))
print("total", total)
