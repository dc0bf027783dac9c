import functools
def count_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper
@count_calls
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(6), fact.calls)
fact(3)
print(fact.calls, fact.__name__)
