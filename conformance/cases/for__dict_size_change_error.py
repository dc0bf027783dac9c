d = {'a': 1, 'b': 2}
for k in list(d):
    d[k + k] = 0
print(d)
try:
    for k in d:
        d['new' + k] = 1
except RuntimeError as e:
    print(type(e).__name__, e)
print(len(d) > 4)
