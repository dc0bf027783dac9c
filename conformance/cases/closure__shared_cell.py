def pair():
    value = [0]
    x = 0
    def get():
        return x, value[0]
    def set_(v):
        nonlocal x
        x = v
        value[0] = v * 10
    return get, set_
get, set_ = pair()
print(get())
set_(4)
print(get())
set_(7)
print(get())
