print(1 and 2, 0 and 2, 1 or 2, 0 or 2)
print('' or 'default', [] or {} or 0, None and 1)
print(1 and 2 and 3, 1 and 0 and 3, 0 or '' or None)
print(not 0, not 1, not [], not [0], not None)
x = [] or [1]
print(x)
print(type(0 and 1.5).__name__, (5 or 'x') + 1)
