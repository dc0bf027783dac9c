try:
    '{} {}'.format('one')
except IndexError as e:
    print(type(e).__name__, e)
try:
    '{name}'.format(nom='x')
except KeyError as e:
    print(type(e).__name__, e)
try:
    '{0} {}'.format(1, 2)
except ValueError as e:
    print(type(e).__name__, e)
try:
    '{0[5]}'.format([1])
except IndexError as e:
    print(type(e).__name__, e)
'{:d}'.format('x')
