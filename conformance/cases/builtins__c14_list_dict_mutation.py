a = [5, 3, 8, 1]
a[1:3] = ["x"]
print(a)
a[::2] = [0, 0]
print(a)
try:
    a[::2] = [1, 2, 3]
except ValueError as e:
    print(e)
del a[::3]
print(a)
d = {"a": 1}
try:
    for k in d:
        d["b"] = 2
except RuntimeError as e:
    print(e)
s = {1, 2}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print(e)
l = [1, 2, 3]
l += (4,)
print(l, l * 0, [[0] * 2] * 2)
try:
    l = l + (5,)
except TypeError as e:
    print(e)
d |= {"c": 3}
print(d, {"x": 1} | {"x": 2}, dict.fromkeys("ab", 0))
