words = ['apple', 'bob', 'cat', 'apple', 'dog', 'bob']
print({w: len(w) for w in words})
print({w: i for i, w in enumerate(words)})
print(sorted({len(w) for w in words}))
print({k: v for k, v in zip('abc', range(3)) if v})
print({x % 5 for x in range(20)})
inv = {v: k for k, v in {'a': 1, 'b': 2}.items()}
print(inv)
