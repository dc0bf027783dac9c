def flatten(x):
    if isinstance(x, (list, tuple)):
        for item in x:
            yield from flatten(item)
    else:
        yield x
print(list(flatten([1, [2, [3, (4, 5)], []], 6])))
def chain(*its):
    for it in its:
        yield from it
print(list(chain('ab', range(2), {'k': 1}, (None,))))
