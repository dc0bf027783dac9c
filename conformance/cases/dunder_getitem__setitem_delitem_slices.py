class Arr:
    def __init__(self, n):
        self.d = list(range(n))
    def __setitem__(self, k, v):
        print('set', type(k).__name__, v)
        self.d[k] = v
    def __delitem__(self, k):
        print('del', k if not isinstance(k, slice) else (k.start, k.stop, k.step))
        del self.d[k]
a = Arr(6)
a[0] = 99
a[1:3] = ['x', 'y', 'z']
print(a.d)
del a[::2]
print(a.d)
del a[0]
print(a.d)
