import sys
from itertools import count
data = [5, 3, 8, 1, 9, 2]
print(sum(data), min(data), max(data), sorted(data), list(reversed(data)), len(data))
print(any(x > 8 for x in data), all(x > 0 for x in data), list(enumerate(data, start=1))[:2], list(zip(data, data[1:]))[:2])
print(list(map(lambda x: x * 2, data)), list(filter(None, [0, 1, "", "a", None, []])), divmod(17, 5), pow(2, 10, 1000), abs(-3.5), round(2.5), round(3.5), round(-0.5))
print(dict(zip("abc", range(3))), {k: v for k, v in zip("xy", "XY")}, sorted(set("hello")), frozenset([1, 2]) | {3})
print(isinstance(True, int), issubclass(bool, int), callable(len), hash("a") == hash("a"), id(data) == id(data))
print(bin(10), oct(10), hex(10), int("101", 2), float("inf"), complex(1, 2) * 1j, (3 + 4j).conjugate(), abs(3 + 4j))
print(chr(97), ord("a"), repr("x"), ascii("é"), format(3.14159, ".2f"), str(b"bytes", "utf-8"), bytes("hi", "ascii"))
print(list(range(10, 0, -3)), range(5)[-1], range(0, 10, 2).index(4), 5 in range(10), len(range(1, 100, 7)))
print(sorted(data, key=lambda v: -v)[:3], max(data, key=lambda v: v % 5), min("abc", "ab"), max([], default=None))
it = iter(range(3)); print(next(it), next(it), next(it), next(it, "done"))
vals = iter([3, 2, 1, 0, 5]); print(list(iter(lambda: next(vals), 0)))
print(*data, sep=", ", end=" <end>\n")
print(getattr(data, "count")(3), hasattr(data, "nope"), type(data).__name__, type(3.0) is float, vars(type("K", (), {"a": 1}))["a"])
a, *b, c = range(6); print(a, b, c)
(x, y), z = (1, 2), 3; print(x, y, z)
first, second = "hi"; print(first, second)
d = {"a": 1}; d |= {"b": 2}; print(d, d | {"c": 3}, {**d, "a": 0})
print([i for i in range(20) if i % 3 == 0 if i % 2 == 0], [[j for j in range(i)] for i in range(4)], {i % 3 for i in range(10)})
print([y for x in [[1, 2], [3]] for y in x], [(i, j) for i in range(3) for j in range(i)])
print(list(zip(*[(1, "a"), (2, "b")])), sum([[1], [2, 3]], []), "".join(map(str, range(5))))
total = 0
for i in count():
    if i > 5: break
    total += i
else:
    print("never")
print(total)
n = 0
while (n := n + 1) < 5:
    pass
else:
    print("while-else ran, n =", n)
print([(k, v) for k, v in sorted({"b": 2, "a": 1}.items())], list({"x": 1}.keys()), list({"x": 1}.values()))
print(slice(1, 5, 2), [0, 1, 2, 3, 4, 5][slice(1, 5, 2)], "abcdef"[::-2], [1, 2, 3][-1:], [1, 2, 3][5:])
print(int(3.99), int(-3.99), float(7), 7 / 2, 7 // 2, -7 // 2, 7 % -3, 2 ** -1, 10 ** 20, 1e3, 0.1 * 3)
print(True + True, None or "default", 0 and "never", [] or {}, "a" < "b" < "c", 1 < 2 > 0, not None)
print(max(1, 2, key=None), sorted(["b", "A", "c"]), sorted(["b", "A", "c"], key=str.lower))
del d["a"]; print(d, d.get("a"), d.pop("zz", "no"), d.setdefault("q", []), d)
print(sorted(d))
