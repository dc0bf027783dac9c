from functools import cmp_to_key
from dataclasses import dataclass

@dataclass
class Emp:
    name: str
    dept: str
    salary: int
    age: int

emps = [Emp("ann", "eng", 120, 30), Emp("bob", "eng", 120, 25), Emp("cid", "ops", 90, 40), Emp("dee", "ops", 95, 35), Emp("eve", "eng", 150, 28)]
print([e.name for e in sorted(emps, key=lambda e: (e.dept, -e.salary, e.age))])
print([e.name for e in sorted(emps, key=lambda e: e.salary, reverse=True)[:2]])
def cmp(a, b):
    if a.dept != b.dept:
        return -1 if a.dept < b.dept else 1
    return b.age - a.age
print([e.name for e in sorted(emps, key=cmp_to_key(cmp))])
versions = ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2"]
print(sorted(versions, key=lambda v: tuple(map(int, v.split(".")))))
mixed = ["b", "A", "c", "B", "a"]
print(sorted(mixed), sorted(mixed, key=str.lower), sorted(mixed, key=lambda s: (s.lower(), s)))
print(sorted([(1, "b"), (1, "a"), (0, "z")]), sorted([3, 1, 2], key=lambda x: -x), sorted("hello", reverse=True))
nums = [3.5, -1, 2, float("inf"), 0]
print(sorted(nums), sorted(nums, key=abs), min(nums), max(nums, key=lambda x: -x))
by_dept = {}
for e in emps:
    by_dept.setdefault(e.dept, []).append(e)
print({d: max(es, key=lambda e: e.salary).name for d, es in by_dept.items()})
print(sorted(emps))
