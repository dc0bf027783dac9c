def gen_values():
    return (i * i for i in range(3))
a, b, c = gen_values()
print(a, b, c)
first, *others = map(str, range(4))
print(first, others)
x, y = zip('ab', 'cd')
print(x, y)
