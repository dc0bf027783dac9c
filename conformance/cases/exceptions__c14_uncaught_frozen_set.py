fs = frozenset({1})
print(1 in fs)
fs.add(2)
