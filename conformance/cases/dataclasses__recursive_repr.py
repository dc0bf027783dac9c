from dataclasses import dataclass, field
@dataclass
class Node:
    name: str
    kids: list = field(default_factory=list)
    parent: object = None
root = Node('root')
kid = Node('kid', parent=root)
root.kids.append(kid)
root.kids.append(root)
print(root)
print(repr(kid))
print([root, kid])
d = {'n': root}
print(d)
@dataclass
class Pair:
    a: object
    b: object
p = Pair(None, None)
p.a = p
p.b = Pair(p, 1)
print(p)
