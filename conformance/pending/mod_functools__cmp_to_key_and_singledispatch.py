from functools import cmp_to_key, singledispatch
def compare(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)
words = ['pear', 'fig', 'apple', 'kiwi', 'date']
print(sorted(words, key=cmp_to_key(compare)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))
@singledispatch
def show(x):
    return f'object {x!r}'
@show.register
def _(x: int):
    return f'int {x}'
@show.register(list)
def _(x):
    return f'list of {len(x)}'
print(show(5), show([1, 2]), show('s'), show(True))
