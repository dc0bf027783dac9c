name = 'Ann'
val = 3.14159
items = ['a', "b'c"]
print(f'hi {name}!')
print(f'{name!r} {name!s} {name!a}')
print(f'{"café"!a} {items!r} {items}')
print(f'{val:.2f} {val:10.3f}| {val:<10.1f}|')
print(f'{1 + 2} {len(items)} {items[0]} {name.upper()}')
print(f'{{literal}} {{{name}}}')
print(f'{None} {True} {b"x"}')
