def make_record(name, fields):
    def __init__(self, *values):
        if len(values) != len(fields):
            raise TypeError(f"{name} expects {len(fields)} values")
        for f, v in zip(fields, values):
            setattr(self, f, v)

    def __repr__(self):
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in fields)
        return f"{name}({inner})"

    return type(name, (), {"__init__": __init__, "__repr__": __repr__, "fields": tuple(fields)})

User = make_record("User", ["id", "email"])
u = User(1, "a@b.c")
print(u, User.__name__, User.fields, type(u) is User)
try:
    User(1)
except TypeError as e:
    print(e)
Base = type("Base", (), {"greet": lambda self: f"hi from {type(self).__name__}"})
Child = type("Child", (Base,), {"x": 1})
print(Child().greet(), Child.__mro__[1].__name__, Child.x, isinstance(Child(), Base))
print(type(3).__name__, type("s") is str, type(User) is type)
Counter = type("Counter", (object,), {"count": 0, "inc": lambda self: setattr(self, "count", self.count + 1) or self})
c = Counter().inc().inc()
print(c.count, Counter.count)
