print(list(zip("ab", [1, 2, 3])), list(zip()), list(enumerate("xy", start=-1)))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print(e)
try:
    list(zip([1], [1, 2], [3], strict=True))
except ValueError as e:
    print(e)
print(list(map(pow, [2, 3], [5, 2, 9])), list(map(str.upper, ["a"])), list(filter(None, [0, 1, "", "x", None])))
seen = []
def f(x):
    seen.append(x)
    return x > 2
print(any(f(x) for x in [1, 3, 5, 7]), seen)
print(all(x < 3 for x in [1, 2, 3, 0]), list(reversed(range(3))), list(reversed({"a": 1, "b": 2})))
try:
    reversed({1, 2})
except TypeError as e:
    print(e)
