def counted(name, n):
    for i in range(n):
        print(f'{name} yields {i}')
        yield i
print(list(zip(counted('a', 3), counted('b', 2))))
