from itertools import product, permutations, combinations, combinations_with_replacement
print(list(product('ab', [1, 2])))
print(list(product([0, 1], repeat=2)))
print(list(permutations('abc', 2)))
print(len(list(permutations(range(5)))))
print(list(combinations([1, 2, 3, 4], 3)))
print(list(combinations_with_replacement('xy', 2)))
print(list(combinations([], 0)), list(permutations([1], 2)))
