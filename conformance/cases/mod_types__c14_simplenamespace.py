from types import SimpleNamespace, MappingProxyType
ns = SimpleNamespace(a=1, b="x")
ns.c = [1]
print(ns, ns.a, vars(ns), ns == SimpleNamespace(a=1, b="x", c=[1]))
del ns.b
print(ns)
mp = MappingProxyType({"k": 1})
print(mp["k"], dict(mp), len(mp), "k" in mp)
try:
    mp["k"] = 2
except TypeError as e:
    print(e)
ns.missing
