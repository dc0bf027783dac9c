cases = [(1, 0), (1.0, 0), (1, 0.0)]
for a, b in cases:
    for op in ['/', '//', '%']:
        try:
            if op == '/':
                r = a / b
            elif op == '//':
                r = a // b
            else:
                r = a % b
        except ZeroDivisionError as e:
            print(op, type(a).__name__, type(b).__name__, e)
try:
    divmod(3, 0)
except ZeroDivisionError as e:
    print('divmod', e)
print(10 // 0)
