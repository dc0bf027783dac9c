import operator
from operator import itemgetter, attrgetter, methodcaller

records = [{"name": "ann", "age": 31, "dept": "eng"}, {"name": "bob", "age": 25, "dept": "ops"},
           {"name": "cid", "age": 31, "dept": "eng"}, {"name": "dee", "age": 40, "dept": "ops"}]
print([r["name"] for r in sorted(records, key=itemgetter("age", "name"), reverse=True)])
print(sorted(records, key=lambda r: (r["dept"], -r["age"]))[0])
class E:
    def __init__(self, n, s):
        self.name, self.salary = n, s
    def __repr__(self):
        return f"E({self.name})"
es = [E("x", 3), E("y", 1), E("z", 2)]
print(sorted(es, key=attrgetter("salary")), max(es, key=attrgetter("salary")), min(es, key=lambda e: e.name))
print(list(map(methodcaller("upper"), ["a", "b"])), itemgetter(1, 0)("ab"), attrgetter("real", "imag")(3 + 4j))
print(operator.add(1, 2), operator.mul("a", 3), operator.neg(5), operator.contains([1], 1), operator.truth(0))
print(operator.getitem({"k": 1}, "k"), operator.itemgetter(slice(1, 3))("abcd"), operator.index(5))
print(sorted("bAcD", key=str.lower), sorted([3, 1, 2], reverse=True), sorted({"b": 1, "a": 2}.items(), key=itemgetter(1)))
data = [("b", 2), ("a", 2), ("c", 1)]
data.sort(key=itemgetter(0))
data.sort(key=itemgetter(1))
print(data)
print(sorted([[2, "b"], [1, "z"], [2, "a"]]), list(reversed(sorted(range(5)))))
print(max([], default=None), min([3, 1, 2]), max("hello"), max([1, 2], [1, 3]))
print(max([]))
