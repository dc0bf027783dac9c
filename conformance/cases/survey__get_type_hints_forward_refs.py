from __future__ import annotations
from dataclasses import dataclass
from typing import Optional, Literal, List, get_type_hints

@dataclass
class Node:
    value: int
    children: list[Node]
    parent: Optional[Node] = None
    kind: Literal["leaf", "branch"] = "leaf"

NS = {"Node": Node, "Optional": Optional, "Literal": Literal, "List": List}
print(get_type_hints(Node, localns=NS))

def build(x: "int", items: list["Node"], legacy: List["Node"], either: int | list["Node"],
          mode: Literal["a", "b"] = "a") -> "Optional[Node]":
    return None

for name, hint in get_type_hints(build).items():
    print(f"{name:>7}: {hint}")
print(build.__annotations__["x"], build.__annotations__["items"])
