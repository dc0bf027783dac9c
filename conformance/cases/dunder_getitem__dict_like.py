class Registry:
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k.lower()]
    def __setitem__(self, k, v):
        self._d[k.lower()] = v
    def __delitem__(self, k):
        del self._d[k.lower()]
    def __len__(self):
        return len(self._d)
r = Registry()
r['Foo'] = 1
r['BAR'] = 2
print(r['foo'], r['bar'], len(r))
del r['FOO']
print(len(r))
try:
    r['foo']
except KeyError as e:
    print(type(e).__name__, e)
