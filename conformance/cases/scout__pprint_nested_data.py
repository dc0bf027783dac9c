import pprint
from collections import OrderedDict, defaultdict, Counter, deque
config = {
    "services": {f"svc{i}": {"replicas": i, "ports": list(range(8000, 8000 + i)), "env": {"A": "1" * i}} for i in range(1, 4)},
    "flags": (True, False, None),
    "weights": [0.1, 0.25, 1 / 3],
}
pprint.pprint(config)
pprint.pprint(config, depth=2)
pprint.pprint(config, width=120, compact=True)
print(pprint.pformat(OrderedDict(a=1, b=[1, 2])), pprint.pformat(Counter("aab")), pprint.pformat(deque([1, 2])))
print(pprint.saferepr({"k": [1, {2, 3}]}), pprint.isreadable([1, 2]), pprint.isrecursive([1]))
dd = defaultdict(list, {"x": [1]})
pprint.pprint(dd)
long_list = [{"id": i, "name": "item-%03d" % i, "tags": ["t"] * (i % 3)} for i in range(5)]
pprint.pprint(long_list, width=50)
pp = pprint.PrettyPrinter(indent=4, width=40)
pp.pprint({"alpha": list(range(12)), "beta": "x" * 30})
pprint.pp({"b": 1, "a": 2})
