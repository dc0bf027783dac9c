inventory = {'apple': [50, 0.5], 'banana': [20, 0.25], 'cherry': [5, 3.0]}
orders = [('o1', {'apple': 10, 'banana': 5}), ('o2', {'cherry': 10}), ('o3', {'apple': 45}), ('o4', {'durian': 1}), ('o5', {'banana': 15, 'cherry': 5})]
revenue = 0.0
for oid, items in orders:
    missing = [name for name in items if name not in inventory]
    if missing:
        print(oid, 'rejected: unknown', missing)
        continue
    short = {n: q for n, q in items.items() if inventory[n][0] < q}
    if short:
        print(oid, 'rejected: short', short)
        continue
    total = 0.0
    for name, qty in items.items():
        inventory[name][0] -= qty
        total += qty * inventory[name][1]
    revenue += total
    print(f'{oid} filled: {total:.2f}')
print(f'revenue: {revenue:.2f}')
for name, (qty, price) in sorted(inventory.items()):
    status = 'OUT' if qty == 0 else 'low' if qty < 10 else 'ok'
    print(f'{name:<8}{qty:>4}{price:>6.2f} {status}')
