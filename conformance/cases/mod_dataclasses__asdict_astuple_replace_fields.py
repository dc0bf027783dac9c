from dataclasses import dataclass, asdict, astuple, replace, fields
@dataclass
class Addr:
    city: str
    zip: str
@dataclass
class Person:
    name: str
    age: int
    addr: Addr
p = Person('ann', 30, Addr('Oslo', '0150'))
print(asdict(p))
print(astuple(p))
q = replace(p, age=31)
print(q, p.age)
print([(f.name, f.type.__name__ if isinstance(f.type, type) else f.type) for f in fields(Person)])
