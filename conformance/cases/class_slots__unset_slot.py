class Node:
    __slots__ = ['value', 'next']
    def __init__(self, value):
        self.value = value
n = Node(5)
print(n.value)
try:
    n.next
except AttributeError as e:
    print(type(e).__name__, e)
n.next = None
print(n.next)
del n.value
try:
    n.value
except AttributeError as e:
    print(type(e).__name__, e)
