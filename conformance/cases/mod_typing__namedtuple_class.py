from typing import NamedTuple
class Employee(NamedTuple):
    name: str
    dept: str
    salary: int = 50000
    def raise_by(self, pct):
        return self._replace(salary=int(self.salary * (1 + pct / 100)))
e = Employee('ann', 'eng')
print(e, e.salary, e[0], e._fields)
print(e.raise_by(10), Employee._field_defaults)
name, dept, sal = Employee('bob', 'ops', 70000)
print(name, dept, sal, isinstance(e, tuple))
