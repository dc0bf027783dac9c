import itertools as it
import operator
print(list(it.accumulate([1, 2, 3, 4, 5])))
print(list(it.accumulate([1, 2, 3, 4], operator.mul)))
print(list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.accumulate([1, 2, 3], initial=100)))
print(list(it.starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print(list(it.takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(it.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(it.filterfalse(lambda x: x % 2, range(7))), list(it.compress('abcd', [1, 0, 1, 0])))
