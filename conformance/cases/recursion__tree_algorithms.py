def build(values):
    if not values:
        return None
    mid = len(values) // 2
    return {"v": values[mid], "l": build(values[:mid]), "r": build(values[mid + 1:])}

def height(t):
    return 0 if t is None else 1 + max(height(t["l"]), height(t["r"]))

def inorder(t):
    return [] if t is None else inorder(t["l"]) + [t["v"]] + inorder(t["r"])

def paths(t, prefix=()):
    if t is None:
        return []
    here = prefix + (t["v"],)
    if t["l"] is None and t["r"] is None:
        return [here]
    return paths(t["l"], here) + paths(t["r"], here)

def contains(t, x):
    if t is None:
        return False
    if x == t["v"]:
        return True
    return contains(t["l"] if x < t["v"] else t["r"], x)

tree = build(list(range(1, 16)))
print(height(tree), inorder(tree) == list(range(1, 16)), tree["v"])
print(paths(tree)[:3], len(paths(tree)))
print([x for x in (0, 7, 15, 16) if contains(tree, x)])
def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        out.update(flatten(v, key) if isinstance(v, dict) else {key: v})
    return out
print(flatten({"a": {"b": {"c": 1}, "d": 2}, "e": 3}))
