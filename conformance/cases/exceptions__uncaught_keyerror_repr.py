d = {'alpha': 1}
print(d['alpha'])
try:
    d['beta']
except KeyError as e:
    print(str(e), repr(e), e.args[0])
print(d[('x', 1)])
