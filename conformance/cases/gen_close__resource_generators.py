class Resource:
    def __init__(self, name):
        self.name = name
        print("open", name)
    def close(self):
        print("close", self.name)

def reader(name, lines):
    res = Resource(name)
    try:
        for line in lines:
            yield f"{name}:{line}"
    finally:
        res.close()

g = reader("f1", ["a", "b", "c"])
print(next(g))
g.close()
print(g.gi_frame is None if hasattr(g, "gi_frame") and False else "closed")
for item in reader("f2", ["x"]):
    print(item)
g3 = reader("f3", ["p", "q"])
print(list(g3))
g4 = reader("f4", ["z"])
g4.close()
print("closing an unstarted generator does not open it")
def with_cleanup_value():
    try:
        yield 1
    except GeneratorExit:
        print("got GeneratorExit")
        raise
g5 = with_cleanup_value()
next(g5)
g5.close()
g5.close()
print("double close is fine")
