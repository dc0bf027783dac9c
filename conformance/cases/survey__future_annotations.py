"""doc"""
from __future__ import annotations
import __future__
from dataclasses import dataclass, fields
import typing
class Node:
    val: int
    nxt: Node | None = None
    def link(self, other: Node, *args: int, k: str = "x", **kw: list[int]) -> Node:
        return self
@dataclass
class P:
    x: int
    y: "typing.Optional[int]" = 3
    z: list[Node] = None
print(Node.__annotations__, Node.link.__annotations__, P.__annotations__, [f.name for f in fields(P)])
print(annotations, __future__.annotations.getMandatoryRelease(), __future__.all_feature_names[:2], __future__.CO_FUTURE_ANNOTATIONS)
x: undefined_name = 5
print(__annotations__)
def f(a: undefined) -> also_undefined: pass
print(f.__annotations__)
print(typing.get_type_hints(Node.link))
