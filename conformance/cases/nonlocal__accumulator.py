def make_acc():
    total = 0
    items = []
    def add(x):
        nonlocal total
        total += x
        items.append(x)
        return total, len(items)
    return add
acc = make_acc()
for v in [5, 10, -3]:
    print(acc(v))
