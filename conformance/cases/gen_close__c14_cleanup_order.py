def reader(name):
    print("open", name)
    try:
        for i in range(3):
            yield f"{name}{i}"
    except GeneratorExit:
        print("closing early", name)
        raise
    finally:
        print("closed", name)
g = reader("f")
print(next(g))
g.close()
g.close()
print(next(g, "done"))
print(list(reader("h")))
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
s.close()
