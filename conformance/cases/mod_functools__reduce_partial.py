from functools import reduce, partial
print(reduce(lambda a, b: a * b, range(1, 6)))
print(reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print(type(e).__name__, e)
def power(base, exp):
    return base ** exp
square = partial(power, exp=2)
two_to = partial(power, 2)
print(square(7), two_to(10), square.keywords, two_to.args)
int_base2 = partial(int, base=2)
print(int_base2('1011'), partial(max, key=len)(['a', 'ccc', 'bb']))
