try:
    raise ValueError('bad value')
except ValueError as e:
    e.add_note('while processing item 3')
    e.add_note('hint: check input')
    print(e.__notes__)
    print(str(e))
try:
    ValueError('x').add_note(42)
except TypeError as e:
    print(type(e).__name__, e)
e2 = KeyError('k')
print(hasattr(e2, '__notes__'))
