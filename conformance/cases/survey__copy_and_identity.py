import copy

class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child
    def __repr__(self):
        return f"Node({self.val}, {len(self.children)} kids)"

root = Node("root")
a = root.add(Node("a"))
a.add(Node("a1"))
root.add(Node("b"))
clone = copy.deepcopy(root)
print(clone, clone.children, clone.children[0].parent is clone, clone is not root)
clone.children[0].val = "CHANGED"
print(a.val, clone.children[0].val)
shallow = copy.copy(root)
print(shallow.children is root.children, shallow.val)

class Config:
    def __init__(self, settings):
        self.settings = settings
        self.cache = {"big": list(range(3))}
    def __deepcopy__(self, memo):
        new = Config(copy.deepcopy(self.settings, memo))
        print("custom deepcopy, memo size >0:", len(memo) > 0)
        return new
    def __copy__(self):
        print("custom copy")
        c = Config(self.settings)
        c.cache = self.cache
        return c
cfg = Config({"a": [1, 2]})
d = copy.deepcopy(cfg)
print(d.settings == cfg.settings, d.settings is cfg.settings, d.cache)
c = copy.copy(cfg); print(c.cache is cfg.cache)
lst = [1, [2, 3]]
lst.append(lst)
cp = copy.deepcopy(lst)
print(cp[2] is cp, cp[1] is not lst[1], repr(cp))
t = (1, 2, (3, 4)); print(copy.deepcopy(t) is t, copy.copy([1]) == [1])
shared = [0]
pair = [shared, shared]
dp = copy.deepcopy(pair); print(dp[0] is dp[1])
print(copy.replace if hasattr(copy, "replace") else "no replace")
a1 = [1, 2, 3]; b1 = a1; b1 += [4]; print(a1, a1 is b1)
s1 = "abc"; s2 = s1; s2 += "d"; print(s1, s2)
x = 256; y = 256; print(x is y, [] == [], [] is [], None is None, id(x) == id(y))
def f(items=[]):
    items.append(len(items))
    return items
print(f(), f(), f([9]))
import dataclasses
@dataclasses.dataclass
class P:
    xs: list = dataclasses.field(default_factory=list)
p = P([1]); q = copy.deepcopy(p); q.xs.append(2); print(p, q)
print(copy.deepcopy({"k": {1, 2}, "f": frozenset({3})}))
copy.deepcopy(lambda: 0)()
