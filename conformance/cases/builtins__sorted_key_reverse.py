data = ['banana', 'Cherry', 'apple', 'date']
print(sorted(data))
print(sorted(data, key=str.lower))
print(sorted(data, key=len, reverse=True))
print(sorted(data, key=lambda s: s[-1]))
print(sorted([3, 1, 2], reverse=True), sorted('hello'), sorted({3: 'a', 1: 'b'}))
print(sorted([(2, 'b'), (1, 'z'), (2, 'a')], key=lambda t: t[0], reverse=True))
print(sorted([-5, 2, -1, 4], key=abs), sorted([]))
try:
    sorted([1, 2], lambda x: x)
except TypeError as e:
    print(type(e).__name__, e)
