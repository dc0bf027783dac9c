from itertools import (chain, combinations, groupby, islice, repeat, starmap, tee,
                       zip_longest, count, cycle, filterfalse, accumulate, product)
import operator

def take(n, iterable):
    return list(islice(iterable, n))

def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)

def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))

def unique_everseen(iterable, key=None):
    seen = set()
    for element in iterable:
        k = element if key is None else key(element)
        if k not in seen:
            seen.add(k)
            yield element

def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return list(filterfalse(pred, t1)), list(filter(pred, t2))

def roundrobin(*iterables):
    iterators = [iter(it) for it in iterables]
    while iterators:
        alive = []
        for it in iterators:
            try:
                yield next(it)
                alive.append(it)
            except StopIteration:
                pass
        iterators = alive

def sliding_window(iterable, n):
    it = iter(iterable)
    window = tuple(islice(it, n))
    if len(window) == n:
        yield window
    for x in it:
        window = window[1:] + (x,)
        yield window

print(take(5, count(10, 3)), take(7, cycle("ab")))
print(list(grouper("ABCDEFG", 3, "x")))
print(list(powerset([1, 2, 3])))
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
print(partition(lambda x: x % 2, range(10)))
print(list(roundrobin("ABC", "D", "EF")))
print(list(sliding_window(range(6), 3)))
print([(k, len(list(g))) for k, g in groupby(sorted("mississippi"))])
print(list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate(range(1, 6), operator.mul)))
print(list(starmap(pow, [(2, 5), (3, 2)])), list(repeat("z", 3)))
print(sum(1 for _ in product(range(3), repeat=3)))
