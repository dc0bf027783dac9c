def boom():
    raise RuntimeError('should not run')
print('ok' if True else boom())
print(boom() if False else 'fine')
d = {}
print(d['k'] if 'k' in d else 'missing')
lst = []
print(lst[0] if lst else None)
print(1 / 0 if False else 'no division')
print(boom() if True else 1)
