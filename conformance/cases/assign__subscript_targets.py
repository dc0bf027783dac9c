d = {}
d['a'] = 1
d['b'] = d['a'] + 1
print(d)
lst = [0] * 5
lst[0] = 'x'
lst[-1] = 'y'
print(lst)
m = [[0, 0], [0, 0]]
m[1][0] = 9
print(m)
d['nested'] = {}
d['nested']['k'] = [1]
d['nested']['k'][0] = 2
print(d)
