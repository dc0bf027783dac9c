def positive(fn):
    def wrapper(x):
        if x <= 0:
            raise ValueError(f'{x} is not positive')
        return fn(x)
    return wrapper
@positive
def root(x):
    return x ** 0.5
print(root(16))
try:
    root(-4)
except ValueError as e:
    print('caught:', e)
print(root(0))
