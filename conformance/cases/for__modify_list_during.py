lst = [1, 2, 3, 4]
for x in lst:
    if x == 2:
        lst.append(99)
    if len(lst) > 6:
        break
    print(x, end=' ')
print()
print(lst)
items = [1, 2, 3, 4, 5, 6]
for x in items[:]:
    if x % 2 == 0:
        items.remove(x)
print(items)
