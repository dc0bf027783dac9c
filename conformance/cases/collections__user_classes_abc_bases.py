# UserDict/UserList/UserString derive from the collections.abc classes and inherit their mixins.
import collections
import collections.abc
import copy

d = collections.UserDict(a=1, b=2)
print(d, d.get("a"), d.get("z", 0), list(d.keys()), list(d.items()), list(d.values()))
print(d.keys(), d.items(), d.values(), type(d.keys()).__name__)
print(isinstance(d, collections.abc.Mapping), isinstance(d, collections.abc.MutableMapping))
print(d == {"a": 1, "b": 2}, d == collections.UserDict(a=1, b=2), d != {"a": 1})
d.update({"c": 3}, e=5)
d.setdefault("f", 6)
print(d.pop("a"), d.pop("zz", None), d.popitem(), d)


class Doubling(collections.UserDict):
    def __missing__(self, key):
        return key * 2


m = Doubling(x=1)
print(m["zz"], m.get("zz"), "zz" in m, m | {"q": 1}, type(m | {"q": 1}).__name__)
print(copy.copy(m), m.copy(), type(m.copy()).__name__)
lst = collections.UserList([3, 1, 2])
lst.sort()
print(lst, isinstance(lst, collections.abc.MutableSequence), lst.index(2), list(reversed(lst)))
print(lst + [4], lst * 2, 2 in lst)
s = collections.UserString("abc")
print(s.upper(), isinstance(s, collections.abc.Sequence), list(reversed(s)), s.count("a"), s[1:])
print([c.__name__ for c in collections.UserDict.__mro__])
print([c.__name__ for c in collections.UserList.__mro__])
d.clear()
print(d, len(d), bool(d))
try:
    d.popitem()
except KeyError as exc:
    print("KeyError", repr(exc))
print(collections.UserDict.fromkeys("ab", 0), sorted(collections.UserDict.__abstractmethods__))
