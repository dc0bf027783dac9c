class D:
    a = 1
    def m(self): pass
d = D()
d.b = 2
names = [n for n in dir(d) if not n.startswith('__')]
print(names)
class Custom:
    def __dir__(self):
        return ['z', 'a', 'm']
print(dir(Custom()))
