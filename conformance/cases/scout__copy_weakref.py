import copy


class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
    def __repr__(self):
        return f"Node({self.val}, {self.children})"

tree = Node(1, [Node(2), Node(3, [Node(4)])])
shallow = copy.copy(tree)
deep = copy.deepcopy(tree)
tree.children[0].val = 20
print(shallow.children[0].val, deep.children[0].val, shallow.children is tree.children)
nested = {"a": [1, [2, 3]], "b": (4, [5])}
d2 = copy.deepcopy(nested)
d2["a"][1].append(99)
print(nested, d2)
cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc[1] is cyc)

class Cfg:
    def __init__(self):
        self.items = [1]
    def __copy__(self):
        print("custom copy")
        new = Cfg()
        new.items = self.items
        return new
c2 = copy.copy(Cfg())
print(c2.items)
copy.deepcopy(iter([1]))
