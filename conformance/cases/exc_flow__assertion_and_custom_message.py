def check(x):
    assert x > 0, f'x must be positive, got {x}'
    return x
print(check(1))
try:
    check(-2)
except AssertionError as e:
    print(type(e).__name__, e, e.args)
try:
    assert [], 'empty'
except AssertionError as e:
    print(e)
