class Boom(RuntimeError):
    pass
print('about to fail')
raise Boom
