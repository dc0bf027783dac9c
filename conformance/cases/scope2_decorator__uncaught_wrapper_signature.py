import functools
def require_positive(fn):
    @functools.wraps(fn)
    def wrapper(x):
        if x <= 0:
            raise ValueError(f'{fn.__name__} needs positive input, got {x}')
        return fn(x)
    return wrapper
@require_positive
def root(x):
    return x ** 0.5
print(root(16), root.__name__)
root(-4)
