def counter(start):
    while True:
        start += 1
        yield start
a, b = counter(0), counter(100)
print(next(a), next(b), next(a), next(b), next(a))
def gen_with_default(items=[]):
    items.append(len(items))
    yield from items
print(list(gen_with_default()), list(gen_with_default()))
