def counted(fn):
    calls = 0
    def wrapper(*args):
        nonlocal calls
        calls += 1
        print(f'call #{calls} with {args}')
        return fn(*args)
    return wrapper
@counted
def mul(a, b):
    return a * b
print(mul(2, 3))
print(mul(4, 5))
