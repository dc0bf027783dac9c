import copy
class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
    def __repr__(self):
        return f'Node({self.val}, {self.children})'
tree = Node(1, [Node(2), Node(3, [Node(4)])])
c1 = copy.copy(tree)
c2 = copy.deepcopy(tree)
tree.children[0].val = 'changed'
print(c1)
print(c2)
print(type(c2).__name__, c2 is tree, c1.children is tree.children)
