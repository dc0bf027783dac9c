from operator import attrgetter, itemgetter, methodcaller
from dataclasses import dataclass
from functools import cmp_to_key
from itertools import groupby

@dataclass
class Emp:
    name: str
    dept: str
    level: int
    salary: int
    city: str

STAFF = [
    Emp("Zoe", "eng", 3, 145000, "Berlin"),
    Emp("adam", "eng", 2, 120000, "Lisbon"),
    Emp("Mia", "ops", 2, 98000, "Berlin"),
    Emp("Liam", "eng", 3, 150000, "berlin"),
    Emp("Ava", "ops", 1, 72000, "Lisbon"),
    Emp("noah", "sales", 2, 88000, "Madrid"),
    Emp("Emma", "sales", 2, 91000, "madrid"),
]
by_dept_level = sorted(STAFF, key=attrgetter("dept", "level"))
print([(e.dept, e.level, e.name) for e in by_dept_level])
print([e.name for e in sorted(STAFF, key=lambda e: (e.dept, -e.salary))])
print([e.name for e in sorted(STAFF, key=lambda e: e.name.lower())])
print([e.name for e in sorted(STAFF, key=attrgetter("name"))])
stable = sorted(sorted(STAFF, key=attrgetter("name")), key=attrgetter("level"), reverse=True)
print([(e.level, e.name) for e in stable])
def city_then_pay(a, b):
    ca, cb = a.city.casefold(), b.city.casefold()
    if ca != cb:
        return -1 if ca < cb else 1
    return b.salary - a.salary
print([f"{e.city}/{e.name}" for e in sorted(STAFF, key=cmp_to_key(city_then_pay))])
rows = [(e.dept, e.name, e.salary) for e in STAFF]
print(sorted(rows, key=itemgetter(2))[:2], max(rows, key=itemgetter(2)), itemgetter(0, 2)(rows[0]))
for dept, members in groupby(sorted(STAFF, key=attrgetter("dept")), key=attrgetter("dept")):
    members = list(members)
    total = sum(m.salary for m in members)
    top = max(members, key=attrgetter("salary"))
    print(f"{dept:<6} n={len(members)} total={total:>9,} avg={total / len(members):>10,.1f} top={top.name}")
upper = list(map(methodcaller("upper"), ["a", "b"]))
padded = list(map(methodcaller("rjust", 4, "."), ["x", "yy"]))
print(upper, padded)
scores = {"ana": 91, "bo": 85, "cy": 91, "di": 78}
ranking = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
rank, prev = 0, None
for i, (name, s) in enumerate(ranking, 1):
    if s != prev:
        rank, prev = i, s
    print(f"{rank}. {name} {s}")
print(sorted("banana", reverse=True), sorted([3, 1, 2], key=lambda x: -x), sorted([[2, "b"], [1, "z"], [2, "a"]]))
print(sorted(["10", "9", "100", "1a"], key=lambda s: (len(s), s)), sorted([(1, None)], key=itemgetter(0)))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
