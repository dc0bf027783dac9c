from itertools import product, permutations, combinations, combinations_with_replacement, starmap, zip_longest, pairwise, cycle, repeat, compress, dropwhile, filterfalse
print(list(product("ab", repeat=2)), len(list(product(range(3), range(4)))))
print(list(permutations([1, 2, 3], 2)), sum(1 for _ in permutations(range(5))))
print(list(combinations("abcd", 3)), list(combinations_with_replacement("xy", 2)))
print(list(starmap(divmod, [(7, 2), (9, 4)])), list(zip_longest("ab", [1], fillvalue="-")))
print(list(pairwise([1, 4, 9, 16])), [c for c, _ in zip(cycle("xyz"), range(7))], list(repeat(0, 3)))
print(list(compress("abcdef", [1, 0, 1, 0, 1])), list(dropwhile(lambda x: x < 3, [1, 4, 2])), list(filterfalse(str.isdigit, "a1b2")))
coins = [1, 5, 10, 25]
ways = [c for n in range(1, 5) for c in combinations_with_replacement(coins, n) if sum(c) == 30]
print(len(ways), ways[:3])
