# defaultdict factories of every shape, and guest subclasses' __missing__
import collections
import copy
import functools

p = functools.partial(bytes, 3)
d = collections.defaultdict(p)
d["a"]
print(d, d.default_factory is p, d.default_factory)
e = collections.defaultdict(list)
e.default_factory = functools.partial(int, "7")
print(e["x"], e, e.copy(), copy.deepcopy(e)["y"], copy.copy(e).default_factory is e.default_factory)
print(collections.defaultdict(functools.partial(repr, 5))[0])
print(collections.defaultdict(list).__missing__("k"))


class Doubling(collections.defaultdict):
    def __setitem__(self, key, value):
        super().__setitem__(key, value * 2)


class Counting(collections.defaultdict):
    def __missing__(self, key):
        value = super().__missing__(key)
        print("missing", key, "->", value)
        return value


dd = Doubling(functools.partial(int, "4"))
print(dd["a"], dict(dd), Doubling.__missing__ is collections.defaultdict.__missing__)
c = Counting(functools.partial(list, "ab"))
print(c["z"], c["z"], dict(c))
del Counting.__missing__
print(c["w"], sorted(c))
nofactory = Doubling()
try:
    nofactory["q"]
except KeyError as err:
    print("KeyError", err.args)
print(sorted(k for k in vars(Doubling) if k != "__weakref__"), "__missing__" in vars(Doubling))
