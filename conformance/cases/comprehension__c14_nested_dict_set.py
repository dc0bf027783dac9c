matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for i in range(3) for row in matrix], [[r[i] for r in matrix] for i in range(3)])
print({x % 4 for x in range(20)} == {0, 1, 2, 3}, sorted({c for c in "mississippi"}))
inv = {"a": 1, "b": 2, "c": 1}
rev = {}
for k, v in inv.items():
    rev.setdefault(v, []).append(k)
print(rev, {v: k for k, v in inv.items()}, {k: v for k, v in sorted(inv.items(), key=lambda kv: kv[1])})
print([(x, y) for x in range(4) for y in range(x) if (x + y) % 2], [x if x > 0 else 0 for x in [-1, 2, -3]])
words = ["apple", "bob", "kayak", "level", "tree"]
print({w: w == w[::-1] for w in words}, [len(w) for w in words if w[0] in "aeiou"])
x = "outer"
print([x for x in "ab"], x)
flat = [c for w in words for c in w if c in "aeiou"]
print("".join(flat), sum(1 for _ in flat))
