ops = {
    'add': lambda a, b: a + b,
    'sub': lambda a, b: a - b,
    'pow': lambda a, b: a ** b,
}
for name in ['add', 'sub', 'pow']:
    print(name, ops[name](2, 5))
pipeline = [lambda s: s.strip(), lambda s: s.upper(), lambda s: s.replace(' ', '_')]
v = '  hello big world '
for fn in pipeline:
    v = fn(v)
print(v)
