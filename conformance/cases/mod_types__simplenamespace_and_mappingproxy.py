import types

cfg = types.SimpleNamespace(host="localhost", port=8080)
cfg.debug = True
print(cfg, cfg.port, vars(cfg), cfg == types.SimpleNamespace(host="localhost", port=8080, debug=True))
del cfg.debug
print(sorted(vars(cfg)), hasattr(cfg, "debug"))
ro = types.MappingProxyType({"a": 1})
print(ro["a"], len(ro), dict(ro), "a" in ro)
try:
    ro["b"] = 2
except TypeError as e:
    print("TypeError:", e)
print(types.SimpleNamespace(**{"x": 1}).x)
