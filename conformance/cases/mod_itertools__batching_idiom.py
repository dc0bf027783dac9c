from itertools import islice
def batched(iterable, n):
    it = iter(iterable)
    while batch := tuple(islice(it, n)):
        yield batch
print(list(batched('ABCDEFG', 3)))
print(list(batched(range(4), 2)), list(batched([], 5)))
