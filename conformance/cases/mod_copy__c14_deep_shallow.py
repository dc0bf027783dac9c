import copy
orig = {"a": [1, 2], "b": {"c": [3]}}
sh = copy.copy(orig)
dp = copy.deepcopy(orig)
orig["a"].append(99); orig["b"]["c"].append(98)
print(sh, dp)
class Node:
    def __init__(self, v):
        self.v = v
        self.children = []
root = Node(1)
root.children.append(Node(2))
root.children.append(root)
clone = copy.deepcopy(root)
print(clone.children[1] is clone, clone is root, clone.children[0].v)
lst = [[0]] * 2
d2 = copy.deepcopy(lst)
d2[0].append(1)
print(d2, d2[0] is d2[1])
