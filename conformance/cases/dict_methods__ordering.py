d = {}
d['z'] = 1
d['a'] = 2
d['m'] = 3
print(list(d))
d['z'] = 10
print(list(d.items()))
del d['z']
d['z'] = 0
print(list(d))
print(sorted(d), sorted(d.items(), key=lambda kv: kv[1]))
print(list(reversed(d)), dict(sorted(d.items())))
