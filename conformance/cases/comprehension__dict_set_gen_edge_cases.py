print({x: x ** 2 for x in range(5) if x % 2})
print({k: v for k, v in [("a", 1), ("a", 2), ("b", 3)]})
print({(i, j) for i in range(3) for j in range(i)} == {(1, 0), (2, 0), (2, 1)})
print([x for x in range(20) if x % 2 if x % 3], [x if x > 2 else -x for x in range(5)])
print(list({c: None for c in "mississippi"}), sorted({len(w) for w in "a bb ccc bb".split()}))
print(sum(x for x in range(10) if x % 3 == 0), max((len(w), w) for w in ["aa", "b", "cc"]))
nested = {outer: {inner: outer * inner for inner in range(1, 3)} for outer in range(1, 3)}
print(nested)
print([[y for y in range(x)] for x in range(4)], [c for row in ["ab", "cd"] for c in row])
print({i: chr(97 + i) for i in range(3)}, dict(zip("abc", range(3))), dict.fromkeys("ab", 0))
x = 10
print([x for x in range(3)], x)
print([(lambda: y)() for y in range(2)], [i * j for i, j in zip([1, 2], [3, 4])])
print(list(map(lambda p: p[0] + p[1], {1: 2, 3: 4}.items())), {**{x: 1 for x in "ab"}, "c": 2})
