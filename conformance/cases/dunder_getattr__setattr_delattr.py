class Logged:
    def __setattr__(self, name, value):
        print(f'set {name}={value!r}')
        object.__setattr__(self, name, value)
    def __delattr__(self, name):
        print(f'del {name}')
        object.__delattr__(self, name)
o = Logged()
o.a = 1
o.b = [2]
del o.a
print(vars(o))
try:
    del o.zz
except AttributeError as e:
    print(type(e).__name__, e)
