def f():
    max = 5
    return max
print(f(), max(1, 2))
sum = 'shadowed'
print(sum)
try:
    sum([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
del sum
print(sum([1, 2]))
def g(len):
    return len * 2
print(g(21), len('abc'))
