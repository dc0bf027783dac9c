def outer():
    x = 1
    def inner():
        nonlocal x
        x = 2
    inner()
    return x
print(outer())
def two_level():
    v = 'a'
    def mid():
        def deep():
            nonlocal v
            v += 'c'
        nonlocal v
        v += 'b'
        deep()
    mid()
    return v
print(two_level())
