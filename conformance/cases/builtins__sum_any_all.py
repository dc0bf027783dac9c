print(sum([1, 2, 3]), sum([]), sum([1, 2], 10), sum([0.1] * 10), sum(range(5), start=-10))
print(sum([[1], [2]], []), sum([1.5, 2.5]), sum([True, True]))
print(any([]), all([]), any([0, '', None]), all([1, 'a', [0]]))
print(any(x > 3 for x in [1, 5]), all(c.isalpha() for c in 'abc1'))
try:
    sum(['a', 'b'], '')
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum([1, 'a'])
except TypeError as e:
    print(type(e).__name__, e)
