try:
    raise ValueError('naked')
except* ValueError as eg:
    print(type(eg).__name__, repr(eg), eg.message)
try:
    raise KeyError('k')
except* (KeyError, IndexError) as eg:
    print(repr(eg.exceptions[0]))
