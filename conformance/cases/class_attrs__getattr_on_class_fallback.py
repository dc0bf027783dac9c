class Lazy:
    def __init__(self):
        self.real = 'present'
    def __getattr__(self, name):
        if name.startswith('auto_'):
            return name[5:].upper()
        raise AttributeError(f'{type(self).__name__!r} has no {name!r}')
l = Lazy()
print(l.real, l.auto_abc)
try:
    l.other
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(l, 'other', 'dflt'), hasattr(l, 'auto_x'))
