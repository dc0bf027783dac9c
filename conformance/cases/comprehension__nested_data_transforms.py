orders = [
    {"id": 1, "user": "ada", "lines": [("pen", 2, 1.5), ("pad", 1, 4.0)]},
    {"id": 2, "user": "bob", "lines": [("ink", 3, 7.0)]},
    {"id": 3, "user": "ada", "lines": []},
]
totals = {o["id"]: sum(q * p for _, q, p in o["lines"]) for o in orders}
print(totals)
by_user = {u: [o["id"] for o in orders if o["user"] == u] for u in sorted({o["user"] for o in orders})}
print(by_user)
flat = [(o["id"], name) for o in orders for name, *_ in o["lines"]]
print(flat)
matrix = [[r * c for c in range(1, 4)] for r in range(1, 4)]
print([list(col) for col in zip(*matrix)], [x for row in matrix for x in row if x % 2 == 0])
print({name: qty for o in orders for name, qty, _ in o["lines"] if qty > 1})
lookup = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(lookup)
print([[("#" if (r + c) % 2 else ".") for c in range(4)] for r in range(2)])
words = ["apple", "bob", "kayak", "level", "python"]
print([w for w in words if w == w[::-1]], {len(w) for w in words}, sum(len(w) for w in words))
print(sorted({(a, b) for a in range(3) for b in range(3) if a != b} - {(0, 1)}))
