text = "the cat and the hat and the bat"
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
d = dict(a=1, b=2)
print(d.setdefault("c", []), d, d.pop("a"), d.pop("zz", "default"), d.get("b"), d.get("q", 0))
d.update([("x", 9)], y=8)
print(d, list(d.keys()), list(d.values()), d.keys() & {"x", "q"}, d.items() - {("x", 9)} == {("b", 2), ("c", []), ("y", 8)})
print(dict(zip("abc", range(3))), {**d, "b": None}, d.copy() == d, d.copy() is d, len(d), "x" in d, 9 in d)
k = dict.fromkeys(["p", "q"], [])
k["p"].append(1)
print(k)
print(sorted(d.items(), key=str), next(iter(d)), list(reversed(d)))
d.clear()
print(d, bool(d))
