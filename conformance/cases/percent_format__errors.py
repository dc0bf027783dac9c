try:
    print('%d' % 'x')
except TypeError as e:
    print(type(e).__name__, e)
try:
    print('%s %s' % ('one',))
except TypeError as e:
    print(type(e).__name__, e)
try:
    print('%s' % (1, 2))
except TypeError as e:
    print(type(e).__name__, e)
try:
    print('%(k)s' % {'j': 1})
except KeyError as e:
    print(type(e).__name__, e)
try:
    print('%z' % 1)
except ValueError as e:
    print(type(e).__name__, e)
