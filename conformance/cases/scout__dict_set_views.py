inventory = {"apple": 3, "pear": 0, "fig": 7}
prices = {"apple": 0.5, "fig": 2.0, "kiwi": 1.0}
print(sorted(inventory.keys() & prices.keys()), inventory.keys() - prices.keys(), sorted(inventory.keys() | {"z"}), sorted(inventory.keys() ^ prices.keys()))
print(inventory.items() & {("fig", 7)}, list(inventory.values()), reversed(inventory) is not None, list(reversed(inventory)))
merged = inventory | {"pear": 5, "plum": 1}
inventory |= {"new": 1}
print(merged, inventory, {**prices, "apple": 0.6})
print(inventory.pop("nope", None), inventory.popitem(), inventory.get("x"), inventory.setdefault("y", []), inventory)
print(dict.fromkeys(["a", "b"], 0), dict(zip("abc", range(3))), dict([("k", "v")], extra=1), {k: v for k, v in sorted(prices.items(), key=lambda kv: kv[1])})
s = {3, 1, 2}
s2 = frozenset([2, 3, 4])
print(s | s2, s & s2, s - s2, s ^ s2, s <= {1, 2, 3, 4}, s.isdisjoint({9}), s2.union([7]), type(s2 | s).__name__)
s.discard(10)
s.add(5)
s.update([6], (7,))
print(sorted(s), s.issuperset({1, 2}), {frozenset({1}): "ok"}[frozenset([1])], sorted(set("hello")))
d = {}
for ch in "banana":
    d[ch] = d.get(ch, 0) + 1
print(d, sorted(d, key=d.get, reverse=True), max(d.items(), key=lambda kv: kv[1]))
try:
    for k in inventory:
        inventory[k + "!"] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
s.remove(100)
