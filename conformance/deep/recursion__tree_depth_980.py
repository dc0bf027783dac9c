def build(n):
    return None if n == 0 else {"left": build(n - 1), "right": None}
def height(t):
    return 0 if t is None else 1 + max(height(t["left"]), height(t["right"]))
tree = build(980)
print(height(tree))
