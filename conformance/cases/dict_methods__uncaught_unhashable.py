counts = {}
for item in ['a', 'b', 'a']:
    counts[item] = counts.get(item, 0) + 1
print(counts)
key = ['not', 'hashable']
print(counts.get('a'))
counts[key] = 1
