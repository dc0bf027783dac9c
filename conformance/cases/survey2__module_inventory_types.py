# An agent listing what a namespace holds: modules, classes, functions, other values.
import collections
import json
import math
import types
from dataclasses import dataclass


@dataclass
class Config:
    name: str = "demo"


def helper(x):
    return x * 2


CONSTANT = 42
handlers = {"double": helper, "sqrt": math.sqrt}


def classify(value):
    if isinstance(value, types.ModuleType):
        return "module"
    if isinstance(value, type):
        return "class"
    if isinstance(value, (types.FunctionType, types.BuiltinFunctionType)):
        return "function"
    return type(value).__name__


names = {k: v for k, v in dict(vars()).items() if not k.startswith("__")}
groups = collections.defaultdict(list)
for name, value in names.items():
    groups[classify(value)].append(name)
for kind in sorted(groups):
    print(f"{kind:<9} {sorted(groups[kind])}")
print(types.ModuleType, isinstance(json, types.ModuleType), isinstance("json", types.ModuleType))
print([m.__name__ for m in (collections, json, math) if isinstance(m, types.ModuleType)])
print(issubclass(type(math), types.ModuleType), type(math).__name__)
print({k: classify(v) for k, v in handlers.items()})
