class Proxy:
    def __init__(self, target):
        self._target = target
        self.own = 'own attr'
    def __getattr__(self, name):
        print('getattr', name)
        return getattr(self._target, name)
p = Proxy([3, 1, 2])
print(p.own)
p.append(0)
print(p._target, p.count(1))
try:
    p.nonexistent
except AttributeError as e:
    print(type(e).__name__, e)
