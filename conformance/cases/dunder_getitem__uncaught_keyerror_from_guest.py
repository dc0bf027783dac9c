class Registry:
    def __init__(self):
        self._items = {'a': 1}
    def __getitem__(self, key):
        try:
            return self._items[key]
        except KeyError:
            raise KeyError(f'no entry named {key!r}') from None
r = Registry()
print(r['a'])
print(r['b'])
