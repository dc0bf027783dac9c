from collections import OrderedDict
od = OrderedDict()
od['b'] = 2
od['a'] = 1
od['c'] = 3
print(list(od), od)
od.move_to_end('b')
print(list(od))
od.move_to_end('c', last=False)
print(list(od))
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == dict(b=2, a=1))
