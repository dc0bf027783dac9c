import itertools as it
import operator

def pairwise_diff(xs):
    return [b - a for a, b in it.pairwise(xs)]

def chunked(iterable, n):
    iterator = iter(iterable)
    while chunk := tuple(it.islice(iterator, n)):
        yield chunk

def unique_everseen(iterable, key=None):
    seen = set()
    for el in iterable:
        k = el if key is None else key(el)
        if k not in seen:
            seen.add(k)
            yield el

print(pairwise_diff([1, 4, 9, 16, 25]))
print(list(chunked(range(10), 3)))
print(list(unique_everseen("AbBCcAD", key=str.lower)))
print(list(it.accumulate([1, 2, 3, 4], operator.mul)), list(it.accumulate([3, 1, 4, 1, 5], max, initial=0)))
print(list(it.starmap(pow, [(2, 5), (3, 2)])))
print([(k, len(list(g))) for k, g in it.groupby(sorted("mississippi"))])
print(list(it.combinations_with_replacement("ab", 2)), len(list(it.permutations(range(4), 2))))
print(list(it.product("xy", repeat=2)), list(it.compress("abcdef", [1, 0, 1, 0, 1])))
print(list(it.zip_longest("ab", "wxyz", fillvalue="-")))
print(list(it.takewhile(lambda x: x < 5, [1, 3, 6, 2])), list(it.dropwhile(lambda x: x < 5, [1, 3, 6, 2])))
print(list(it.filterfalse(str.isdigit, "a1b2")), list(it.islice(it.cycle("ab"), 5)))
a, b = it.tee(iter([1, 2, 3]))
print(list(a), list(b), list(it.repeat("z", 3)), next(it.count(10, 5)))
print(list(it.chain.from_iterable([[1], [2, 3], []])))
print(sum(1 for _ in it.combinations(range(6), 3)))
