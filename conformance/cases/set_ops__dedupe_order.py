data = [5, 3, 5, 1, 3, 9, 1]
print(sorted(set(data)))
seen = set()
order = []
for x in data:
    if x not in seen:
        seen.add(x)
        order.append(x)
print(order)
print(list(dict.fromkeys(data)))
print(len(set(data)) == len(data), {x * 0 for x in data})
print({1, 2, 3} == {3, 2, 1}, {1, 2} != {1, 2, 3})
