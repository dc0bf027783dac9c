def total(items):
    if not items:
        return 0
    return items[0] + total(items[1:])
print(total([1, 2, 3]))
print(total([[1], [2]][0]))
print(total([1, 'two', 3]))
