for i in range(5):
    pass
print(i)
for j in []:
    pass
try:
    print(j)
except NameError as e:
    print(type(e).__name__, e)
for k in 'xyz':
    k = k.upper()
print(k)
for a, b in [(1, 2), (3, 4)]:
    pass
print(a, b)
