class Node:
    def __init__(self, v, nxt=None):
        self.v, self.nxt = v, nxt
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for it in reversed(list(items)):
            self.push(it)
    def push(self, v):
        self.head = Node(v, self.head)
        self.size += 1
    def __iter__(self):
        n = self.head
        while n:
            yield n.v
            n = n.nxt
    def __len__(self):
        return self.size
    def __reversed__(self):
        return iter(list(self)[::-1])
    def __repr__(self):
        return "LL[" + " -> ".join(map(repr, self)) + "]"
ll = LinkedList("abc")
ll.push("z")
print(ll, len(ll), list(reversed(ll)), "b" in ll, "q" in ll, sorted(ll), dict(enumerate(ll)))
it = iter(ll)
print(next(it), next(it), list(it), list(it))
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(4)), sum(Countdown(100)), max(Countdown(3)))
