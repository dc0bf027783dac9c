# __repr__, __iter__, __len__, __getitem__, __contains__ on classes (defined by the metaclass).
class EnumLike(type):
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        cls._members = [k for k, v in ns.items() if isinstance(v, int)]
        return cls

    def __repr__(cls):
        return f"<enum-like {cls.__name__}: {len(cls)} members>"

    def __iter__(cls):
        return iter(cls._members)

    def __len__(cls):
        return len(cls._members)

    def __getitem__(cls, name):
        return getattr(cls, name)

    def __contains__(cls, name):
        return name in cls._members


class Color(metaclass=EnumLike):
    RED = 1
    GREEN = 2
    BLUE = 3


print(repr(Color), str(Color), f"{Color}")
print(list(Color), len(Color), Color["GREEN"], "RED" in Color, "PINK" in Color)
print(sorted(Color, reverse=True), [Color[m] for m in Color])
print([Color])
