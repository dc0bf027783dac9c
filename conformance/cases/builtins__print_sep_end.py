print('a', 'b', 'c', sep='-')
print('x', 'y', sep='')
print('no newline', end='|')
print('next', end='\n\n')
print()
print(1, 2, 3, sep=', ', end='.\n')
print(*[1, 2, 3], sep='')
print('a', None, sep=None)
print('', end='')
print(sep='x', end='END\n')
try:
    print('a', sep=5)
except TypeError as e:
    print(type(e).__name__, e)
