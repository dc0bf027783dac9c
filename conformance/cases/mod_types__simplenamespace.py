from types import SimpleNamespace
ns = SimpleNamespace(name='ann', age=30)
print(ns, ns.name)
ns.city = 'Oslo'
del ns.age
print(ns, vars(ns))
print(SimpleNamespace(a=1) == SimpleNamespace(a=1), SimpleNamespace(a=1) == SimpleNamespace(a=2))
try:
    ns.missing
except AttributeError as e:
    print(type(e).__name__, e)
cfg = SimpleNamespace(**{'debug': True, 'level': 3})
print(cfg.debug, cfg.level, sorted(vars(cfg)))
