import itertools as it
print(list(it.chain('ab', [1, 2], (3,))))
print(list(it.chain.from_iterable([[1, 2], [3], []])))
print(list(it.islice(it.count(10, 5), 4)))
print(list(it.islice('abcdefg', 2, None, 2)), list(it.islice(range(100), 3)))
print(list(it.islice(it.cycle('xy'), 5)), list(it.repeat('z', 3)))
