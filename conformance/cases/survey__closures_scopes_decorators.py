import functools
import time

counter = 0
def increment():
    global counter
    counter += 1
    return counter

def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    inc.reset = reset
    return inc

c = make_counter(10)
print(c(), c(5), increment(), increment(), counter)
c.reset(); print(c())
funcs = [lambda x, i=i: x * i for i in range(4)]
late = [lambda x: x * i for i in range(4)]
print([f(2) for f in funcs], [f(2) for f in late])

def retry(times=3, exceptions=(Exception,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    print(f"  {fn.__name__} attempt {attempt}: {e}")
            raise RuntimeError(f"{fn.__name__} failed {times} times")
        wrapper.attempts = times
        return wrapper
    return deco

state = {"n": 0}
@retry(times=4, exceptions=(ValueError,))
def unstable(threshold):
    """Sometimes works."""
    state["n"] += 1
    if state["n"] < threshold:
        raise ValueError(f"n={state['n']}")
    return f"ok after {state['n']}"
print(unstable(3), unstable.__name__, unstable.__doc__, unstable.attempts)

def count_calls(cls):
    orig = cls.__init__
    cls.instances = 0
    @functools.wraps(orig)
    def __init__(self, *a, **k):
        cls.instances += 1
        orig(self, *a, **k)
    cls.__init__ = __init__
    return cls

@count_calls
class Widget:
    def __init__(self, name): self.name = name
Widget("a"); Widget("b")
print(Widget.instances, Widget.__init__.__name__)

class cached:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
        functools.update_wrapper(self, fn)
    def __call__(self, *args):
        if args not in self.cache:
            self.cache[args] = self.fn(*args)
        return self.cache[args]
@cached
def slow_square(n):
    return n * n
print(slow_square(4), slow_square(4), slow_square.cache, slow_square.__name__)

def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner
    x = "rebound"
    return middle()()
print(outer())
def gen_closures():
    return [(lambda: n) for n in range(3)]
print([f() for f in gen_closures()])
x = 5
def shadow():
    try:
        print(x)
        x = 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
shadow()
def apply_n(f, n):
    return lambda x: functools.reduce(lambda acc, _: f(acc), range(n), x)
print(apply_n(lambda v: v * 2, 5)(1))
print((lambda *a, **k: (a, k))(1, 2, z=3))
def kw_only(a, /, b, *, c=3): return a, b, c
print(kw_only(1, b=2), kw_only(1, 2, c=4))
kw_only(a=1, b=2)
