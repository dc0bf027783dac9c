def make_counter(start=0, step=1):
    count = start
    def increment():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    increment.reset = reset
    return increment

c = make_counter(10, 5)
print(c(), c(), c())
c.reset()
print(c())
def make_accumulators():
    total = []
    def add(x):
        total.append(x)
        return sum(total)
    def get():
        return list(total)
    return add, get
add, get = make_accumulators()
add(1); add(2)
print(add(3), get())
def outer():
    x = 1
    def middle():
        x = 2
        def inner():
            nonlocal x
            x += 10
            return x
        return inner(), x
    return middle(), x
print(outer())
def broken():
    value = 1
    def f():
        print(value)
        value = 2
    f()
try:
    broken()
except UnboundLocalError as e:
    print(type(e).__name__, e)
