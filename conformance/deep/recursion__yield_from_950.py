def walk(n):
    if n:
        yield from walk(n - 1)
    yield n
print(sum(walk(950)))
def walk_try(n):
    try:
        if n:
            yield from walk_try(n - 1)
        yield n
    finally:
        pass
print(sum(walk_try(950)))
