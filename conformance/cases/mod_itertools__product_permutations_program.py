from itertools import combinations, combinations_with_replacement, permutations, product, pairwise, compress, dropwhile, takewhile, islice, chain

menu = {"burger": 8, "salad": 6, "fries": 3, "soda": 2, "pie": 4}
budget = 12
options = [combo for r in range(1, 4) for combo in combinations(sorted(menu), r)
           if sum(menu[i] for i in combo) <= budget]
print(len(options), options[:5])
best = max(options, key=lambda c: (sum(menu[i] for i in c), c))
print(best, sum(menu[i] for i in best))
print(["".join(p) for p in permutations("abc", 2)], len(list(permutations(range(5)))))
print(list(product("ab", [0, 1])), list(combinations_with_replacement("xy", 2)))
readings = [3, 5, 4, 8, 12, 11, 15]
print([b - a for a, b in pairwise(readings)], list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(dropwhile(lambda x: x < 5, readings)), list(takewhile(lambda x: x < 10, readings)))
grid = list(product(range(3), repeat=2))
print(grid[:4], len(grid))
def flatten(nested):
    return list(chain.from_iterable(nested))
print(flatten([[1, 2], (3,), "ab"]), list(islice(permutations("abcd"), 3, 6)))
