y = 1
def f(a=y):
    y = 2
    return a, y
y = 100
print(f(), y)
def make():
    z = 'first'
    def g(v=z):
        return v
    z = 'second'
    return g()
print(make())
