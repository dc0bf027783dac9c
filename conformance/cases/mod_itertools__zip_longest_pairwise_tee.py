from itertools import zip_longest, pairwise, tee
print(list(zip_longest('abc', [1], fillvalue='-')))
print(list(zip_longest([1, 2], [3, 4, 5], [6])))
print(list(pairwise([1, 4, 9, 16])), list(pairwise('a')))
a, b = tee([1, 2, 3])
print(list(a), list(b))
diffs = [y - x for x, y in pairwise([3, 8, 10, 17])]
print(diffs)
