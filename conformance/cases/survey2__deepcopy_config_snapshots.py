import copy
import pprint
from dataclasses import dataclass, field

@dataclass
class Rule:
    name: str
    limits: dict = field(default_factory=dict)
    tags: list = field(default_factory=list)

class Registry:
    def __init__(self):
        self.rules = {}
        self.version = 0
        self.cache = {"hits": 0}

    def add(self, rule):
        self.rules[rule.name] = rule
        self.version += 1

    def __copy__(self):
        new = Registry.__new__(Registry)
        new.__dict__.update(self.__dict__)
        new.rules = dict(self.rules)
        return new

    def __deepcopy__(self, memo):
        new = Registry.__new__(Registry)
        memo[id(self)] = new
        new.rules = copy.deepcopy(self.rules, memo)
        new.version = self.version
        new.cache = {"hits": 0}
        return new

base = Registry()
base.add(Rule("cpu", {"max": 80}, ["infra"]))
base.add(Rule("mem", {"max": 70, "warn": 60}))
base.cache["hits"] = 5

shallow = copy.copy(base)
deep = copy.deepcopy(base)
shallow.rules["cpu"].limits["max"] = 95
shallow.add(Rule("disk"))
deep.rules["mem"].tags.append("db")
print("base rules:", sorted(base.rules), base.rules["cpu"].limits, base.version)
print("shallow:", sorted(shallow.rules), shallow.cache is base.cache, shallow.version)
print("deep:", deep.rules["cpu"].limits, deep.rules["mem"].tags, deep.cache, base.rules["mem"].tags)

nested = {"a": [1, 2, {"b": (3, [4])}], "s": {1, 2}}
nested["self"] = nested
clone = copy.deepcopy(nested)
print(clone["self"] is clone, clone["a"][2]["b"][1] is not nested["a"][2]["b"][1], clone["a"][2]["b"][0])
t = (1, 2, (3, 4))
print(copy.deepcopy(t) is t, copy.copy([1, [2]])[1] is not None)
shared = [0]
pair = [shared, shared]
cp = copy.deepcopy(pair)
print(cp[0] is cp[1], cp[0] is shared)
r = Rule("net", {"bw": 10})
r2 = copy.replace(r, name="net2") if hasattr(copy, "replace") else copy.copy(r)
print(r2.limits is r.limits)
config = {
    "service": {"name": "api", "replicas": 3, "ports": [80, 443], "env": {"LOG": "info", "REGION": "eu-west-1"}},
    "rules": [vars(x) for x in base.rules.values()],
    "matrix": [[i * j for j in range(6)] for i in range(4)],
}
pprint.pprint(config, width=70, sort_dicts=True)
print(pprint.pformat(config["service"], indent=2, width=40))
pprint.pprint(list(range(40)), compact=True, width=50)
print(pprint.pformat({"deep": {"deeper": {"deepest": [1, 2]}}}, depth=2))
print(pprint.isreadable(config), pprint.saferepr(nested)[:60])
