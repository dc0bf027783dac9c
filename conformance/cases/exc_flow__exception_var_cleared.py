try:
    raise ValueError('x')
except ValueError as err:
    saved = err
try:
    err
except NameError as e:
    print(type(e).__name__, e)
print(type(saved).__name__, saved)
