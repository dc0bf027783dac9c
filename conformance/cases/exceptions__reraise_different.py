def convert(v):
    try:
        return int(v)
    except ValueError as exc:
        raise TypeError('bad value %r' % (v,)) from exc
results = []
for v in ['1', 'x', '3']:
    try:
        results.append(convert(v))
    except TypeError as e:
        results.append(str(e))
        results.append(type(e.__cause__).__name__)
print(results)
convert('nope')
