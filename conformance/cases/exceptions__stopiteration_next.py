it = iter([1])
print(next(it))
try:
    next(it)
except StopIteration as e:
    print('StopIteration', e.args)
print(next(it, None))
gen = (x for x in [])
try:
    next(gen)
except StopIteration:
    print('empty generator')
