def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    inc.reset = reset
    return inc
c = make_counter(10, 5)
print(c(), c(), c())
c.reset()
print(c())
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns = [lambda i=i: i for i in range(3)]
print([f() for f in fns])
def acc():
    items = []
    def add(x):
        items.append(x)
        return len(items)
    return add, lambda: tuple(items)
add, view = acc()
add("a"); add("b")
print(view(), add("c"), view())
