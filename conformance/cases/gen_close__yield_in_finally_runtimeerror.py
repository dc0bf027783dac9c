def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 'refuse'
g = stubborn()
next(g)
try:
    g.close()
except RuntimeError as e:
    print(type(e).__name__, e)
