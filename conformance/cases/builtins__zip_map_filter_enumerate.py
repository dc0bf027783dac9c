names = ["ada", "bob", "cy"]
scores = [90, 75, 82]
print(list(zip(names, scores)), dict(zip(names, scores)))
print(list(zip(names, scores, "xyz")), list(zip()), list(zip(names, [1])))
try:
    list(zip(names, [1, 2], strict=True))
except ValueError as e:
    print(e)
print(list(enumerate(names, start=1)), list(map(str.upper, names)))
print(list(map(lambda a, b: f"{a}={b}", names, scores)), list(map(pow, [2, 3], [3, 2])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])), list(filter(lambda s: s > 80, scores)))
pairs = sorted(zip(scores, names), reverse=True)
print(pairs, list(zip(*pairs)))
print(list(reversed(names)), list(reversed(range(3))), "".join(reversed("abc")))
print(sum(scores) / len(scores), min(scores), max(names, key=len), sum([[1], [2]], []))
print(any([]), all([]), any(x > 80 for x in scores), all(isinstance(n, str) for n in names))
print(divmod(17, 5), abs(-3.5), round(2.567, 1), pow(2, 10), chr(97), ord("A"))
print(isinstance(True, int), issubclass(bool, int), callable(len), callable(3))
it = iter(names)
print(next(it), list(it), next(it, "empty"))
print(sorted(set("hello")), len(range(0, 10, 3)), list(range(10, 0, -3)), range(5)[-1])
src = [7, 0, 6, 5]
print(list(iter(src.pop, 0)), src)
print(hash(1) == hash(1.0), format(0.5, "%"), ascii("é"), repr("a'b"), bin(10))
