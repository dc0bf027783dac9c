class Node:
    __slots__ = ("value", "next")
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self, iterable=()):
        self.head = None
        self._len = 0
        for v in reversed(list(iterable)):
            self.push(v)

    def push(self, value):
        self.head = Node(value, self.head)
        self._len += 1

    def pop(self):
        if self.head is None:
            raise IndexError("pop from empty list")
        node, self.head = self.head, self.head.next
        self._len -= 1
        return node.value

    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next

    def __len__(self):
        return self._len

    def __getitem__(self, i):
        if i < 0:
            i += len(self)
        for j, v in enumerate(self):
            if j == i:
                return v
        raise IndexError("index out of range")

    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev

    def __repr__(self):
        return "LinkedList([" + ", ".join(map(repr, self)) + "])"

ll = LinkedList([1, 2, 3])
ll.push(0)
print(ll, len(ll), ll[0], ll[-1], 2 in ll, list(reversed(list(ll))))
ll.reverse()
print(ll, ll.pop(), ll, sum(ll), sorted(ll))
try:
    ll[10]
except IndexError as e:
    print(e)
empty = LinkedList()
print(bool(empty), list(empty))
empty.pop()
