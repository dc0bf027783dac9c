import copy

config = {"name": "svc", "limits": {"cpu": 2, "mem": [512, 1024]}, "tags": ["a"]}
shallow = copy.copy(config)
deep = copy.deepcopy(config)
config["limits"]["cpu"] = 8
config["tags"].append("b")
print(shallow["limits"]["cpu"], shallow["tags"], deep["limits"]["cpu"], deep["tags"])
cycle = [1, 2]
cycle.append(cycle)
c2 = copy.deepcopy(cycle)
print(c2[2] is c2, c2[2] is cycle)

class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []
        self.cache = {"computed": True}

    def __copy__(self):
        new = Node(self.value, self.children)
        return new

    def __deepcopy__(self, memo):
        new = Node(copy.deepcopy(self.value, memo), copy.deepcopy(self.children, memo))
        print("deepcopy of", self.value)
        return new

tree = Node("root", [Node("leaf")])
t1 = copy.copy(tree)
t2 = copy.deepcopy(tree)
print(t1.children is tree.children, t2.children is tree.children, t2.children[0].value)
print(t1.cache, copy.copy((1, 2)) == (1, 2), copy.deepcopy(frozenset({1})))
class Plain:
    def __init__(self):
        self.items = [1]
p = Plain()
q = copy.deepcopy(p)
q.items.append(2)
print(p.items, q.items, type(q).__name__)
