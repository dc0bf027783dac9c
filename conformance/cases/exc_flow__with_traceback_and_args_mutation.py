e = ValueError('a', 'b')
e.args = ('changed',)
print(str(e), repr(e))
try:
    raise e
except ValueError as caught:
    print(caught.args)
err = RuntimeError()
print(repr(str(err)), err.args)
