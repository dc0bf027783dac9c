import functools
import operator

def power(base, exp, *, mod=None):
    r = base ** exp
    return r % mod if mod else r

square = functools.partial(power, exp=2)
cube_mod = functools.partial(power, exp=3, mod=10)
print(square(7), cube_mod(7), square.keywords, square.args)
p2 = functools.partial(square, 5)
print(p2(), p2.func is power)
print(functools.reduce(operator.mul, range(1, 8)))
print(functools.reduce(lambda acc, w: acc + len(w), ["ab", "cde", "f"], 0))
try:
    functools.reduce(operator.add, [])
except TypeError as e:
    print(e)

def compare(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)

words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
print(sorted(words, key=functools.cmp_to_key(compare)))
print(sorted(words, key=functools.cmp_to_key(compare), reverse=True))

@functools.lru_cache(maxsize=None)
def ways(n, coins=(1, 2, 5)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])

print(ways(20), ways.cache_info().hits > 0)
ways.cache_clear()
print(ways.cache_info())
