import re
from datetime import date

class Field:
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, None)

    def __set__(self, obj, value):
        value = self.validate(value)
        setattr(obj, self.private, value)

    def validate(self, value):
        return value

class String(Field):
    def __init__(self, min_len=0, max_len=None, pattern=None):
        self.min_len, self.max_len = min_len, max_len
        self.pattern = re.compile(pattern) if pattern else None

    def validate(self, value):
        if not isinstance(value, str):
            raise TypeError(f"{self.name} must be str, got {type(value).__name__}")
        value = value.strip()
        if len(value) < self.min_len:
            raise ValueError(f"{self.name} must have at least {self.min_len} characters")
        if self.max_len is not None and len(value) > self.max_len:
            raise ValueError(f"{self.name} is longer than {self.max_len}")
        if self.pattern and not self.pattern.fullmatch(value):
            raise ValueError(f"{self.name} {value!r} does not match {self.pattern.pattern}")
        return value

class Number(Field):
    def __init__(self, lo=None, hi=None, kind=int):
        self.lo, self.hi, self.kind = lo, hi, kind

    def validate(self, value):
        try:
            value = self.kind(value)
        except (TypeError, ValueError):
            raise TypeError(f"{self.name} must be {self.kind.__name__}") from None
        if self.lo is not None and value < self.lo or self.hi is not None and value > self.hi:
            raise ValueError(f"{self.name}={value} outside [{self.lo}, {self.hi}]")
        return value

class Model:
    def __init__(self, **kwargs):
        errors = {}
        for name in self._fields:
            try:
                setattr(self, name, kwargs.pop(name))
            except KeyError:
                errors[name] = "missing"
            except (TypeError, ValueError) as e:
                errors[name] = str(e)
        if kwargs:
            errors["_extra"] = sorted(kwargs)
        if errors:
            raise ValueError(errors)

    def __repr__(self):
        args = ", ".join(f"{n}={getattr(self, n)!r}" for n in self._fields)
        return f"{type(self).__name__}({args})"

class Customer(Model):
    name = String(min_len=2, max_len=20)
    email = String(pattern=r"[^@\s]+@[^@\s]+\.\w+")
    age = Number(lo=0, hi=150)
    credit = Number(lo=0, kind=float)

ok = Customer(name="  Ada Lovelace ", email="ada@math.org", age="36", credit=12.5)
print(ok, ok.age + 1, type(ok.credit).__name__)
for bad in [dict(name="A", email="x", age=-3, credit="lots"),
            dict(name="Bob", email="bob@b.io", age=40, credit=0, vip=True),
            dict(email="c@c.io")]:
    try:
        Customer(**bad)
    except ValueError as e:
        print("invalid:", e.args[0])
print(Customer._fields, type(Customer.__dict__["email"]).__name__, Customer.name.max_len)
ok.age = 37
try:
    ok.email = 5
except TypeError as e:
    print("TypeError:", e)
print(vars(ok), "name" in vars(ok), Customer.age.__get__(None, Customer) is Customer.__dict__["age"])
class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __set_name__(self, owner, name):
        self.attr = name
    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        val = self.fn(obj)
        obj.__dict__[self.attr] = val
        print(f"  computed {self.attr}")
        return val
class Report:
    @Lazy
    def year(self):
        return date(2024, 1, 1).year
r = Report()
print(r.year, r.year, sorted(vars(r)))
