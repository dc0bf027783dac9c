counter = [0]
def make():
    counter[0] += 1
    return counter[0]
def f(x=make()):
    return x
print(f(), f(), f(10), counter)
n = 5
def g(a=n):
    return a
n = 6
print(g())
