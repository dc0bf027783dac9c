a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a > {1, 2}, a.isdisjoint({9}))
print(sorted(a.union([7], (8,))), sorted(a.intersection(range(3))), sorted(a.difference({1}, {2})))
c = set(a)
c |= {10}
c -= {1}
c &= {2, 3, 10, 11}
print(sorted(c))
c.symmetric_difference_update({3, 99})
print(sorted(c), c.issubset(range(100)), c.issuperset({2}))
c.discard(1000)
try:
    c.remove(1000)
except KeyError as e:
    print("KeyError", e)
fs = frozenset([1, 2])
print(fs | {3}, type(fs | {3}).__name__, {fs: "frozen keys ok"}[frozenset([2, 1])])
tags_by_post = {"p1": {"python", "sandbox"}, "p2": {"python", "async"}, "p3": {"rust"}}
common = set.intersection(*[t for t in tags_by_post.values() if "python" in t])
print(sorted(common), sorted(set().union(*tags_by_post.values())))
print(len({x % 5 for x in range(100)}), sorted({(x, y) for x in range(2) for y in range(2)}))
s = {3, 1, 2}
print(s.pop() in {1, 2, 3}, len(s), sorted(s | set()), set() == frozenset())
