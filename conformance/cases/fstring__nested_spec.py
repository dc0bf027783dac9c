width = 10
prec = 3
v = 3.14159265
print(f'[{v:{width}.{prec}f}]')
print(f'[{"mid":^{width}}]')
for w in range(3, 7):
    print(f'[{w:>{w}}]')
fill, align = '#', '<'
print(f'[{"ab":{fill}{align}{width}}]')
print(f'[{12:{"+" if v > 0 else "-"}}]')
