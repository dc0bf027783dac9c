def power_set(items, prefix=()):
    if not items:
        return [prefix]
    return power_set(items[1:], prefix) + power_set(items[1:], prefix + (items[0],))
print(power_set('abc'))
def count_down(n, acc=None):
    acc = [] if acc is None else acc
    if n == 0:
        return acc
    acc.append(n)
    return count_down(n - 1, acc)
print(count_down(5))
