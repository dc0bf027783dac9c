from collections import defaultdict
groups = defaultdict(list)
for word in ['apple', 'avocado', 'banana', 'blueberry', 'cherry']:
    groups[word[0]].append(word)
print(dict(groups))
counts = defaultdict(int)
for ch in 'mississippi':
    counts[ch] += 1
print(sorted(counts.items()))
nested = defaultdict(lambda: defaultdict(int))
nested['a']['x'] += 1
nested['a']['y'] += 2
print({k: dict(v) for k, v in nested.items()})
dd = defaultdict(None)
try:
    dd['k']
except KeyError as e:
    print(type(e).__name__, e)
print(groups.default_factory is list)
