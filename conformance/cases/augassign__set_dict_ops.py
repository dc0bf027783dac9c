s = {1, 2, 3}
s |= {4}
print(sorted(s))
s &= {2, 3, 4, 5}
print(sorted(s))
s -= {3}
print(sorted(s))
s ^= {4, 9}
print(sorted(s))
d = {'a': 1}
d |= {'b': 2}
print(d)
