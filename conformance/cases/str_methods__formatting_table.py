rows = [('Widget', 4, 3.5), ('Gadget', 10, 12.25), ('Thingamajig', 1, 100.0)]
w = max(len(r[0]) for r in rows)
print('Item'.ljust(w), 'Qty'.rjust(4), 'Price'.rjust(8), 'Total'.rjust(9))
print('=' * (w + 24))
for name, qty, price in rows:
    print(name.ljust(w), str(qty).rjust(4), f'{price:8.2f}', f'{qty * price:9.2f}')
print('-' * (w + 24))
total = sum(q * p for _, q, p in rows)
print('TOTAL'.ljust(w + 14), f'{total:9.2f}')
print('%-*s|' % (w, 'left'), '%*s|' % (w, 'right'))
