def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
c = make_counter()
c(); c(5)
print(c(), c.__name__)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs2 = [lambda i=i: i for i in range(3)]
print([f() for f in funcs2])
total = 0
def add(n):
    global total
    total += n
add(3); add(4)
print(total)
def outer():
    x = "outer"
    def inner():
        return x
    x = "changed"
    return inner()
print(outer())
def memo(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper
@memo
def slow_square(n):
    return n * n
print(slow_square(4), slow_square(4), slow_square.cache)
x = 10
def shadow():
    print(x)
    x = 5
shadow()
