t = ([1], [2])
t[0].append(5)
print(t)
try:
    t[1] += [3]
except TypeError as e:
    print(type(e).__name__, e)
print(t)
