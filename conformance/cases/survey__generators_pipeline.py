from itertools import islice, count, takewhile, chain, tee, accumulate, pairwise, zip_longest, cycle, compress, filterfalse, dropwhile, starmap, product, combinations_with_replacement
import operator

def read_lines(text):
    for i, line in enumerate(text.splitlines(), 1):
        yield i, line

def non_empty(lines):
    for i, line in lines:
        if line.strip():
            yield i, line.strip()

def parse_numbers(lines):
    for i, line in lines:
        try:
            yield i, float(line)
        except ValueError:
            print(f"  line {i}: skipping {line!r}")

TEXT = "3\n\n4.5\nabc\n10\n  \n-2\n"
pipeline = parse_numbers(non_empty(read_lines(TEXT)))
print(list(pipeline))

def averager():
    total = n = 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            break
        total += x; n += 1
        avg = total / n
    return avg

g = averager(); next(g)
for v in [10, 20, 60]:
    print("avg", g.send(v))
try:
    g.send(None)
except StopIteration as e:
    print("final", e.value)

def delegator():
    result = yield from averager()
    print("delegated result", result)
    yield "done"
d = delegator(); next(d); d.send(1); d.send(3)
print(d.send(None))

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(islice(fib(), 15)), list(takewhile(lambda x: x < 50, fib())))
a, b = tee(count(1), 2)
print(list(islice(a, 3)), list(islice(b, 5)))
print(list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([3, 1, 4, 1, 5], max, initial=0)))
print(list(pairwise("abcd")), list(zip_longest("ab", "xyz", fillvalue="-")))
print(list(islice(cycle("AB"), 5)), list(compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(filterfalse(str.isdigit, "a1b2")), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(starmap(pow, [(2, 3), (3, 2)])), len(list(product("ab", repeat=3))), list(combinations_with_replacement("ab", 2)))
def closing_gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleaned up")
cg = closing_gen(); print(next(cg)); cg.close()
def thrower():
    try:
        yield 1
    except ValueError as e:
        yield f"handled {e}"
t = thrower(); next(t); print(t.throw(ValueError("x")))
gen_exp = (x * x for x in range(5))
print(sum(gen_exp), sum(gen_exp))
print(next(iter([]), "default"))
nxt = iter([1])
next(nxt)
next(nxt)
