value = 1
def f():
    value += 1
    return value
print(value)
f()
