class DefaultDict(dict):
    def __missing__(self, key):
        self[key] = len(key)
        return self[key]
d = DefaultDict(a=1)
print(d['a'], d['hello'], d)
print(d.get('zz'), 'zz' in d)
class Upper(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.upper(), v)
u = Upper()
u['x'] = 1
u['y'] = 2
print(u, list(u))
