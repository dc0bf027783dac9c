scores = {}
print(max(scores.values(), default=None))
print(max(scores.values()))
