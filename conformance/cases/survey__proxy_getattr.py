import operator
from operator import attrgetter, itemgetter, methodcaller

class Record:
    def __init__(self, **fields):
        object.__setattr__(self, "_fields", dict(fields))
    def __getattr__(self, name):
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(f"{type(self).__name__!r} has no field {name!r}") from None
    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError("private")
        self._fields[name] = value
    def __delattr__(self, name):
        del self._fields[name]
    def __dir__(self):
        return sorted(self._fields)
    def __getitem__(self, key):
        return self._fields[key]
    def __contains__(self, key):
        return key in self._fields
    def __iter__(self):
        return iter(self._fields.items())
    def __eq__(self, other):
        return isinstance(other, Record) and self._fields == other._fields
    __hash__ = None
    def __repr__(self):
        return "Record(" + ", ".join(f"{k}={v!r}" for k, v in self) + ")"

r = Record(name="ann", age=31, city="Oslo")
print(r.name, r["age"], "city" in r, dir(r), r)
r.age += 1
del r.city
print(r, getattr(r, "city", "n/a"), hasattr(r, "age"))
try:
    r.missing
except AttributeError as e:
    print(e)
try:
    r._secret = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    hash(r)
except TypeError as e:
    print(e)
people = [Record(name=n, age=a) for n, a in [("bo", 25), ("al", 31), ("cy", 25)]]
print(sorted(people, key=attrgetter("age", "name")))
rows = [("x", 3, 1.0), ("y", 1, 2.0), ("z", 2, 0.5)]
print(sorted(rows, key=itemgetter(1)), list(map(itemgetter(0, 2), rows)))
print(list(map(methodcaller("upper"), ["a", "b"])), methodcaller("split", ",")("a,b,c"))
print(operator.add(2, 3), operator.mul("ab", 2), operator.itemgetter(slice(1, 3))("hello"), operator.neg(5), operator.contains([1], 1))
print(operator.truth([]), operator.is_(None, None), operator.index(7), operator.concat([1], [2]), operator.pow(2, 8))
class Wrapper:
    def __init__(self, obj): self._obj = obj
    def __getattr__(self, name):
        attr = getattr(self._obj, name)
        if callable(attr):
            def logged(*a, **k):
                print(f"-> {name}{a}")
                return attr(*a, **k)
            return logged
        return attr
w = Wrapper([3, 1, 2])
w.append(0); w.sort(); print(w._obj, w.count(1))
f = attrgetter("real", "imag")
print(f(3 + 4j))
Record(a=1).b
