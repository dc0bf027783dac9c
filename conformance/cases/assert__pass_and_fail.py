x = 5
assert x == 5
assert x > 0, 'positive'
print('asserts passed')
try:
    assert x < 0, f'x was {x}'
except AssertionError as e:
    print(type(e).__name__, e, e.args)
try:
    assert [], 'empty list'
except AssertionError as e:
    print(repr(e))
try:
    assert False
except AssertionError as e:
    print('no message:', repr(e), e.args)
