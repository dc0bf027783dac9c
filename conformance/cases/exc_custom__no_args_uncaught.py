class Boom(RuntimeError):
    pass
try:
    raise Boom
except RuntimeError as e:
    print('caught', type(e).__name__, repr(str(e)), e.args)
print('about to fail')
raise Boom
