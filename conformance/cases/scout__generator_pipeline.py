def read_lines(text):
    for line in text.splitlines():
        yield line

def strip_comments(lines):
    for line in lines:
        line = line.split("#", 1)[0].strip()
        if line:
            yield line

def parse(lines):
    for line in lines:
        key, _, value = line.partition("=")
        yield key.strip(), value.strip()

def counter():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x

TEXT = """# config
host = example.com
port=8080  # default
  # nothing
debug = true
"""
print(dict(parse(strip_comments(read_lines(TEXT)))))
c = counter()
next(c)
print(c.send(5), c.send(10))
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value)

def flatten(x):
    for el in x:
        if isinstance(el, (list, tuple)):
            yield from flatten(el)
        else:
            yield el

print(list(flatten([1, [2, (3, [4])], 5])))
squares = (n * n for n in range(5))
print(sum(squares), sum(squares))
g = (i for i in range(3))
print(next(g), list(g), next(g, "done"))
def closer():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
cg = closer()
print(next(cg))
cg.close()
gen = read_lines("a")
next(gen)
next(gen)
