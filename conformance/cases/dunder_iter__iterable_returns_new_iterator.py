class Range2:
    def __init__(self, n): self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i * i
            i += 1
r = Range2(4)
print(list(r), list(r))
print(max(r), min(r), sorted(r, reverse=True))
print([(a, b) for a in Range2(2) for b in Range2(2)])
print(dict(zip('abcd', r)), set(r) == {0, 1, 4, 9})
a, *rest = r
print(a, rest)
