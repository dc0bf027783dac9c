import re

class ValidationError(ValueError):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

class User:
    EMAIL = re.compile(r"^[\w.+-]+@[\w-]+\.[\w.]+$")
    _count = 0
    def __init__(self, name, email, age=None):
        self.name = name
        self.email = email
        self.age = age
        type(self)._count += 1
    @property
    def email(self):
        return self._email
    @email.setter
    def email(self, value):
        if not self.EMAIL.match(value or ""):
            raise ValidationError("email", f"invalid address {value!r}")
        self._email = value.lower()
    @property
    def age(self):
        return self._age
    @age.setter
    def age(self, v):
        if v is not None and not (0 <= v < 150):
            raise ValidationError("age", f"out of range: {v}")
        self._age = v
    @classmethod
    def from_dict(cls, d):
        return cls(**d)
    @classmethod
    def count(cls):
        return cls._count
    def __repr__(self):
        return f"User(name={self.name!r}, email={self.email!r}, age={self.age})"
    def __eq__(self, other):
        if not isinstance(other, User):
            return NotImplemented
        return self.email == other.email
    __hash__ = None

u = User("Ann", "Ann@Example.com", 30)
print(u, User.from_dict({"name": "b", "email": "b@x.io"}), User.count())
print(u == User("A", "ann@example.com"), u == "x", u != User("z", "z@z.zz"))
for bad in [{"name": "c", "email": "nope"}, {"name": "d", "email": "d@d.dd", "age": 200}]:
    try:
        User.from_dict(bad)
    except ValidationError as e:
        print(type(e).__name__, e.field, e, isinstance(e, ValueError))
print(User.count())
print({u})
