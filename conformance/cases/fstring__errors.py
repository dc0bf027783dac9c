v = 'abc'
print(f'{v:>5}')
try:
    print(f'{v:d}')
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(f'{5:s}')
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(f'{undefined_name}')
except NameError as e:
    print(type(e).__name__, e)
print(f'{1.5:x}')
