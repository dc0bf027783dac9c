a = list('abracadabra')
print(a.index('a'), a.index('a', 1), a.index('a', 4, 8), a.count('a'), a.count('z'))
print(len(a), a[-1], min(a), max(a))
print([i for i, c in enumerate(a) if c == 'b'])
b = [1, 1.0, True]
print(b.count(1), b.index(True))
try:
    a.index('a', 8, 9)
except ValueError as e:
    print(type(e).__name__, e)
