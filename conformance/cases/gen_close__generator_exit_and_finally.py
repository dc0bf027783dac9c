def gen():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print('got GeneratorExit')
        raise
    finally:
        print('finally')
g = gen()
print(next(g))
g.close()
print(next(g, 'closed'))
g.close()
g2 = gen()
g2.close()
print('closed unstarted')
