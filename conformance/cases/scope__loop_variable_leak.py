for idx in range(3):
    squared = idx * idx
print(idx, squared)
def f():
    for k in []:
        pass
    return k
try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e)
total = [n for n in range(4)]
try:
    print(n)
except NameError as e:
    print(type(e).__name__, e)
