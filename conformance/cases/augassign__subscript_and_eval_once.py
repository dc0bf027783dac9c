calls = []
def key(k):
    calls.append(k)
    return k
d = {'a': 1}
d[key('a')] += 10
print(d, calls)
lst = [1, 2, 3]
lst[key(0)] *= 7
print(lst, calls)
m = [[1, 2], [3, 4]]
m[1][key(1)] -= 100
print(m, calls)
