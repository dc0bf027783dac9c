try:
    raise ValueError('x')
except ValueError as err:
    print('inside', err)
try:
    print(err)
except NameError as e:
    print(type(e).__name__, e)
err = 'reassigned'
print(err)
