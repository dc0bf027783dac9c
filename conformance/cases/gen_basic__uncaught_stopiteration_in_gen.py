def take_first(it):
    yield next(it)
    yield next(it)
print(list(take_first(iter([1, 2]))))
print(list(take_first(iter([1]))))
