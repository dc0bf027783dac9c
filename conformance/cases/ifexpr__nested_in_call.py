def f(a, b='b'):
    return a + b
x = 3
print(f('x' if x else 'y'))
print(f('a', 'B' if x > 5 else 'C'))
print(max(1, 2) if min(3, 4) > 2 else 0)
print(*(range(3) if x else []))
print('even' if x % 2 == 0 else 'odd', 'done')
