items = [1, 2, 3]
print([i for i in items if i > 1])
print({i: i * i for i in items})
print([i for i in items if i > threshold])
