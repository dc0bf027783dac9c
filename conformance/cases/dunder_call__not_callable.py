class Data:
    pass
d = Data()
print(callable(d))
try:
    d()
except TypeError as e:
    print(type(e).__name__, e)
d.__call__ = lambda: 'instance-level'
try:
    d()
except TypeError as e:
    print(type(e).__name__, e)
print(d.__call__())
