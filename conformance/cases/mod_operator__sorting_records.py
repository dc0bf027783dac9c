from operator import itemgetter, attrgetter
inventory = [{'sku': 'B2', 'qty': 5, 'price': 3.5}, {'sku': 'A1', 'qty': 5, 'price': 9.0}, {'sku': 'C3', 'qty': 1, 'price': 1.25}]
for row in sorted(inventory, key=itemgetter('qty', 'sku')):
    print(row['sku'], row['qty'])
print(max(inventory, key=itemgetter('price'))['sku'])
get = itemgetter(slice(1, 3))
print(get('abcdef'), itemgetter(-1)([1, 2, 3]))
try:
    itemgetter('zz')(inventory[0])
except KeyError as e:
    print(type(e).__name__, e)
