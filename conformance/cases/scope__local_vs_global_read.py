a = 1
def read():
    return a
def write():
    a = 2
    return a
def both():
    global a
    a = 3
print(read(), write(), a)
both()
print(read(), a)
def param_shadow(a):
    a += 1
    return a
print(param_shadow(10), a)
