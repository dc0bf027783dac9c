values = [1, 2, 3]
for v in values:
    print(v)
assert sum(values) == 6
assert len(values) == 4
