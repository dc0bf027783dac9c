d = {'key': 'value', 'n': 5}
print(f"{d['key']} {d['n'] * 2}")
print(f'{"yes" if d["n"] > 3 else "no"}')
print(f'{[i * i for i in range(4)]}')
print(f'{(lambda q: q + 1)(1)}')
print(f'{", ".join(["a", "b"])}')
print(f'{d!r}')
a, b = 3, 4
print(f'{a}+{b}={a + b}', f'{a:>{b}}')
print(f'{"nested " + f"{a:03}"}')
