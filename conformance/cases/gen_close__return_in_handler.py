def gen():
    try:
        yield 1
    except GeneratorExit:
        print('exiting quietly')
        return
g = gen()
next(g)
print(g.close())
def counting():
    n = 0
    try:
        while True:
            yield n
            n += 1
    finally:
        print('stopped at', n)
c = counting()
for v in c:
    if v == 3:
        break
c.close()
