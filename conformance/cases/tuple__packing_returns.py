def minmax(xs):
    return min(xs), max(xs)
r = minmax([4, 8, 1])
lo, hi = r
print(r, lo, hi)
t = 1, 2, 3
a, *b = t
print(t, a, b)
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], len(nested), nested.count((1, 2)))
print(tuple(x * 2 for x in t), sorted(t, reverse=True))
print((1, 2) * 2 + (3,), max((1, 'b'), (1, 'a')))
