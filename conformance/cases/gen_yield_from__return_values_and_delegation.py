def read_block(lines):
    count = 0
    for line in lines:
        if line == "END":
            return count
        count += 1
        yield line.upper()
    return count

def read_all(blocks):
    sizes = []
    for block in blocks:
        size = yield from read_block(iter(block))
        sizes.append(size)
    return sizes

gen = read_all([["a", "b", "END", "ignored"], ["c"], []])
out = []
try:
    while True:
        out.append(next(gen))
except StopIteration as stop:
    print(out, stop.value)

def flatten(obj):
    if isinstance(obj, (list, tuple)):
        for item in obj:
            yield from flatten(item)
    else:
        yield obj

print(list(flatten([1, [2, (3, [4, []]), 5], [[6]]])))
def chain_gens(*gens):
    for g in gens:
        yield from g
print(list(chain_gens(range(2), "ab", (x * 10 for x in range(2)))))
def inner():
    received = yield "ready"
    return f"got {received}"
def outer():
    result = yield from inner()
    yield result
o = outer()
print(next(o), o.send("payload"))
