values = [3, "10", 2]
print(sorted(values, key=int))
print(sorted(values))
