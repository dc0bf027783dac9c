log = []
def numbers():
    for i in range(5):
        log.append(f"yield {i}")
        yield i
squares = (n * n for n in numbers())
print(log)
print(next(squares), log)
evens = [s for s in squares if s % 2 == 0]
print(evens, log[-1])
g = numbers()
print(list(zip("ab", g)), list(g))
def infinite():
    n = 0
    while True:
        yield n
        n += 1
print([x for x, _ in zip(infinite(), range(4))], sum(x for x in range(10) if x % 3))
gen = (x for x in [1, 2])
print(type(gen).__name__, iter(gen) is gen, list(gen), list(gen))
