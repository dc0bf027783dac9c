x = 5
print(1 < x < 10, 1 < x > 3, 10 > x >= 5 > 4, 1 == 1.0 == True, "a" < "b" < "c")
print((1, 2) < (1, 3), (1, 2) < (1, 2, 0), [1, [2]] == [1, [2]], (1,) == [1])
print("abc" < "abd", "Z" < "a", "" < "a", [3] > [2, 9], {1, 2} < {1, 2, 3}, {1} <= {1})
print(None is None, None == 0, 0 == False, 0.0 == -0.0, float("nan") != float("nan"))
for a, b in [(1, "1"), ([], ()), (None, 0), ({}, {})]:
    try:
        print(a < b)
    except TypeError as e:
        print(e)
def noisy(v, log):
    log.append(v)
    return v
log = []
print(noisy(1, log) < noisy(0, log) < noisy(5, log), log)
print(1 if [] else 2, [] or "default", 0 and "never", "x" and "y", None or 0 or "last")
print(3 in [1, 2, 3], "ab" in "cabd", 2 not in {1: "a"}, "k" in {"k": 1})
a = [1, 2]
b = [1, 2]
print(a == b, a is b, a is not b, id(a) == id(a))
print(sorted([3, 1, 2]) == [1, 2, 3], max((1, "b"), (1, "a")), (2, 1) > (1, 99))
