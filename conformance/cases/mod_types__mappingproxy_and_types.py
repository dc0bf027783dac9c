import types
ro = types.MappingProxyType({'a': 1})
print(ro['a'], len(ro), dict(ro), 'a' in ro, list(ro.items()))
try:
    ro['b'] = 2
except TypeError as e:
    print(type(e).__name__, e)
base = {'x': 1}
view = types.MappingProxyType(base)
base['y'] = 2
print(sorted(view), view.get('z', 'none'))
ns = types.SimpleNamespace(a=1, b=[1, 2])
ns.b.append(3)
print(ns, repr(types.SimpleNamespace()))
print(types.NoneType is type(None))
