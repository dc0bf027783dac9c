def check(v):
    assert isinstance(v, int), 'need int, got ' + type(v).__name__
    return v * 2
print(check(3))
print(check(True))
print(check('s'))
