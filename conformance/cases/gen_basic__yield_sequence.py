def countdown(n):
    print('start')
    while n > 0:
        yield n
        n -= 1
    print('end')
g = countdown(3)
print('created')
print(next(g))
print(next(g))
print(list(g))
print(list(g))
