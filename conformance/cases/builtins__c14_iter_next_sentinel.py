vals = [3, 2, 1, 0, 5]
it = iter(vals)
print(list(iter(lambda: next(it), 0)), list(it))
i2 = iter("ab")
print(next(i2), next(i2), next(i2, None))
try:
    next(i2)
except StopIteration as e:
    print("StopIteration", repr(e))
try:
    iter(5, 1)
except TypeError as e:
    print(e)
