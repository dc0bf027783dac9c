for ch in 'abc':
    print(ch, end=',')
print()
for b in b'AB':
    print(b, end=',')
print()
for k in {'x': 1, 'y': 2}:
    print(k, end=',')
print()
for item in (1, 'two', 3.0):
    print(type(item).__name__, end=',')
print()
for n in sorted({3, 1, 2}):
    print(n, end=',')
print()
for i, (a, b) in enumerate(zip('xy', [10, 20]), 1):
    print(i, a, b)
