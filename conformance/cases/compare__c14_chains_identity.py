a = [1, 2]
b = [1, 2]
print(a == b, a is b, a is not b, None is None, 1 < 2 < 3 > 2, 1 < 3 < 2, "a" < "b" < "ba", "Z" < "a")
print([1, 2] == (1, 2), (1, 2) == (1, 2), {1: 2} == {1: 2}, {1, 2} == frozenset({1, 2}), 1 == 1.0 == True)
print(float("nan") == float("nan"), [float("nan")] == [float("nan")], (x := float("nan")) is x, [x] == [x])
print(max("apple", "Apple"), min([3, 1], [2, 9]), "abc" < "abd", (1, "z") < (2, "a"), [] < [0])
for bad in [lambda: 1 < "1", lambda: [1] < (1,), lambda: {1} < [1], lambda: None > None, lambda: {} < {}]:
    try:
        bad()
    except TypeError as e:
        print(e)
