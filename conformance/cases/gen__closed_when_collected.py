def numbered(lines):
    try:
        for i, line in enumerate(lines, 1):
            yield f"{i}: {line}"
    finally:
        print("reader closed")


for row in numbered(["alpha", "beta", "gamma"]):
    print(row)
    if row.startswith("2"):
        break
print("after the loop")


def first(iterable):
    for item in iterable:
        return item


print(first(numbered(["x", "y"])))

pending = numbered(["p", "q"])
print(next(pending))
pending = None
print("rebound")


class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("open", self.name)
        return self

    def __exit__(self, *exc):
        print("close", self.name)
        return False


def chunks(name):
    with Resource(name):
        yield 1
        yield 2


for c in chunks("db"):
    print("chunk", c)
    break
print("done")


def plain():
    yield 1
    yield 2


g = plain()
print(next(g))
del g
print("end")
