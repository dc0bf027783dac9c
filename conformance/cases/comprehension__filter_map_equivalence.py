nums = list(range(-5, 6))
a = [n * n for n in nums if n % 2]
b = list(map(lambda n: n * n, filter(lambda n: n % 2, nums)))
print(a, a == b)
c = {n: n > 0 for n in nums if n}
print(c)
d = [[c for c in w] for w in ['ab', '', 'xyz']]
print(d)
e = [x for x in [y * 2 for y in range(5)] if x > 3]
print(e)
print(sum([[i] * i for i in range(4)], []))
