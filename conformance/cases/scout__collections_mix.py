from collections import Counter, defaultdict, deque, OrderedDict, ChainMap, namedtuple, UserDict

words = "the cat and the hat and the bat".split()
c = Counter(words)
print(c.most_common(2), c["dog"], c.total(), sorted(c.elements())[:4])
c2 = Counter("hello")
print(c2 + Counter("world"), c2 - Counter("l"), c2 & Counter("lol"), c2 | Counter("lll"))
c2.subtract({"l": 5})
print(c2, +c2, -c2)
dd = defaultdict(list)
for w in words:
    dd[len(w)].append(w)
print(dict(dd), dd.default_factory)
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
print(t["a"]["b"]["c"], "x" in t)
dq = deque(range(5), maxlen=4)
dq.appendleft(-1)
dq.rotate(2)
print(dq, dq.popleft(), dq.maxlen, dq.count(2), list(reversed(dq)))
od = OrderedDict.fromkeys("abc", 0)
od.move_to_end("a")
od["d"] = 1
print(od, od.popitem(last=False), list(od))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], len(cm), cm.new_child({"z": 0}).maps, dict(cm.parents))
P = namedtuple("P", "x y z", defaults=[0])
p = P(1, 2)
print(p, p._asdict(), P._make([4, 5, 6]), p._fields, p.z, P._field_defaults)
class Lower(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
ld = Lower({"A": 1})
ld["B"] = 2
print(ld, ld.data, "a" in ld)
print(deque().pop())
