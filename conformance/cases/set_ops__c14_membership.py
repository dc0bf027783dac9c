a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b, a <= {1, 2, 3, 4, 5}, a.isdisjoint({9}), {1, 2} < a)
print(sorted(a.union([9], (8,))), a.intersection(b, {4}), a.difference(b, {1}), a.symmetric_difference([1, 7]))
fs = frozenset("abc")
print(sorted(fs | {"z"}), type(fs | {"z"}).__name__, type({"z"} | fs).__name__, fs == set("cba"), hash(fs) == hash(frozenset("bca")))
s = set()
s.add(1); s.update([2, 3], {4}); s.discard(9); s.remove(1)
print(s, s.copy(), len(s), 3 in s)
try:
    s.remove(42)
except KeyError as e:
    print("KeyError", e)
try:
    fs.add("q")
except AttributeError as e:
    print(e)
print({1, 1.0, True}, {0, False}, sorted({-1, 5, 3}), set("a") == {"a"}, set())
