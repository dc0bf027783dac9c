v = 1
print(type(v).__name__)
v = 'one'
print(type(v).__name__)
v = [v]
print(type(v).__name__, v)
v = None
print(v is None)
