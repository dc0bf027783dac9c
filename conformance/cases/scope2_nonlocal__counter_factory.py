def make_counter(start=0):
    n = start
    def inc(step=1):
        nonlocal n
        n += step
        return n
    def get():
        return n
    return inc, get
inc, get = make_counter(10)
inc(); inc(5)
print(get())
inc2, get2 = make_counter()
inc2()
print(get2(), get())
