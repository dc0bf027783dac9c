from collections import Counter, deque, ChainMap, OrderedDict, defaultdict, namedtuple
c = Counter("abracadabra")
print(c.most_common(2), c["z"], sorted(c.elements())[:5], c.total())
c2 = Counter(a=1, b=5)
print(c - c2, c + c2, c & c2, c | c2, sorted((c - c2).items()))
c.subtract({"a": 10})
print(c["a"], +c == Counter({k: v for k, v in c.items() if v > 0}))
d = deque(range(5), maxlen=4)
d.rotate(1); d.appendleft(-1); d.extend([7, 8])
print(d, d.maxlen, d.index(7), d[-1])
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
cm["c"] = 4
print(cm["a"], cm["b"], sorted(cm), cm.maps[0], cm.parents["a"], len(cm))
od = OrderedDict.fromkeys("abc")
od.move_to_end("a"); od.move_to_end("c", last=False)
print(list(od), od.popitem(last=False))
dd = defaultdict(lambda: defaultdict(int))
for w in ["ant", "bee", "ape"]:
    dd[w[0]][len(w)] += 1
print({k: dict(v) for k, v in dd.items()})
Emp = namedtuple("Emp", "name dept salary", defaults=[0])
e = Emp("ann", "eng")
print(e, e._replace(salary=10), Emp._make(["b", "ops", 3]), e.salary)
try:
    Emp("x")
except TypeError as ex:
    print(ex)
