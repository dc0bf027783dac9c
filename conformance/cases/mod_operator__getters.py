from operator import itemgetter, attrgetter, methodcaller
rows = [('bob', 25, 'ny'), ('amy', 30, 'la'), ('cal', 25, 'sf')]
print(sorted(rows, key=itemgetter(1, 0)))
print(list(map(itemgetter(0), rows)), itemgetter(2, 0)(rows[0]))
class Addr:
    def __init__(self, city):
        self.city = city
class P:
    def __init__(self, name, city):
        self.name = name
        self.addr = Addr(city)
ps = [P('z', 'rome'), P('a', 'oslo')]
print([p.name for p in sorted(ps, key=attrgetter('name'))])
print(attrgetter('addr.city')(ps[0]), attrgetter('name', 'addr.city')(ps[1]))
print(methodcaller('upper')('abc'), methodcaller('split', ',')('a,b'))
