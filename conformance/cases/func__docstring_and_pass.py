def documented(x):
    """Return x doubled."""
    return x * 2
def stub():
    """Only a docstring."""
def empty():
    pass
print(documented(4), stub(), empty())
def f(*, a=1):
    ...
print(f(), f(a=2))
