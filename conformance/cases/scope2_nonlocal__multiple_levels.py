def a():
    x = 'a'
    def b():
        def c():
            nonlocal x
            x = x + 'c'
            return x
        c()
        return c()
    r = b()
    return r, x
print(a())
def shadow():
    x = 1
    def mid():
        x = 2
        def inner():
            nonlocal x
            x += 10
        inner()
        return x
    return mid(), x
print(shadow())
