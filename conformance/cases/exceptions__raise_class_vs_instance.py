try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
try:
    raise TypeError('with msg')
except TypeError as e:
    print(repr(e))
try:
    raise 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    raise 'string'
except TypeError as e:
    print(type(e).__name__, e)
