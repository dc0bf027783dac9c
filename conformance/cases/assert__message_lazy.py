calls = []
def msg():
    calls.append(1)
    return 'msg'
assert True, msg()
print(calls)
try:
    assert 0, msg()
except AssertionError as e:
    print(e, calls)
try:
    assert 1 == 2, (1, 2)
except AssertionError as e:
    print(e.args, str(e))
