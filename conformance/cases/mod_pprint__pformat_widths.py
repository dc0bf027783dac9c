import pprint

config = {"database": {"host": "db.internal", "port": 5432, "replicas": ["r1", "r2", "r3"]},
          "features": {"search": True, "beta": False}, "name": "service",
          "thresholds": [0.1, 0.25, 0.5, 0.75, 0.9]}
for width in (120, 50, 30):
    print(pprint.pformat(config, width=width))
    print("-" * 10)
print(pprint.pformat(config, depth=1), pprint.pformat([[1, 2]] * 3, width=12))
print(pprint.pformat("a long string " * 6, width=30))
print(pprint.pformat({"k": tuple(range(12))}, width=30, compact=True))
print(pprint.pformat(set(range(5))), pprint.pformat(frozenset({"b", "a"}) if False else frozenset({1, 2})))
