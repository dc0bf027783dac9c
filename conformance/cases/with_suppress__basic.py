from contextlib import suppress
with suppress(KeyError):
    {}['a']
    print('not reached')
print('after 1')
with suppress(ValueError, TypeError):
    int(None)
print('after 2')
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print('not suppressed', type(e).__name__)
with suppress():
    pass
print('done')
