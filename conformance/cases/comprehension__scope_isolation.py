x = 'outer'
lst = [x for x in range(3)]
print(x, lst)
n = 10
print([n * i for i in range(3)])
def f():
    k = 2
    return [k * j for j in range(3)]
print(f())
try:
    print(j)
except NameError as e:
    print(type(e).__name__, e)
