# ruff: noqa: UP006, UP035, F821  (typing.List and unresolved names, as programs write them)
# typing.ForwardRef as models use it: made by hand or found in get_args, compared, read;
# get_type_hints resolves the strings of a class's annotations.
from typing import ForwardRef, List, Optional, get_args, get_type_hints

r = ForwardRef("Node")
print(r, r.__forward_arg__, r.__forward_is_argument__, r.__forward_is_class__,
      r.__forward_module__)
print(r == ForwardRef("Node"), hash(r) == hash(ForwardRef("Node")), get_args(List["Node"])[0] == r)
print(isinstance(get_args(Optional["X"])[0], ForwardRef), repr(get_args(List["int"])[0]))


class Node:
    next: Optional["Node"]
    items: List["Node"]


print(get_type_hints(Node))
for bad in ("1 +", 1):
    try:
        ForwardRef(bad)
    except (SyntaxError, TypeError) as e:
        print(type(e).__name__, e)
