lst = [3, 1]
app = getattr(lst, 'append')
app(2)
print(lst, hasattr(lst, 'sort'), hasattr(lst, 'nope'), hasattr('s', 'upper'))
print(getattr('abc', 'upper')(), getattr(5, 'real'), getattr(5, 'missing', 'dflt'))
print(getattr({}, 'get')('k', 'v'), callable(getattr(1, 'bit_length')))
try:
    getattr([], 'nope')
except AttributeError as e:
    print(type(e).__name__, e)
try:
    setattr([], 'x', 1)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    delattr('s', 'upper')
except AttributeError as e:
    print(type(e).__name__, e)
