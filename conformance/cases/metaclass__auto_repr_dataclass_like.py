# A model-style metaclass reading annotations to generate __init__ and __repr__.
class ModelMeta(type):
    def __new__(mcs, name, bases, ns):
        fields = list(ns.get("__annotations__", {}))
        defaults = {f: ns[f] for f in fields if f in ns}

        def __init__(self, *args, **kwargs):
            values = dict(defaults)
            values.update(zip(fields, args))
            values.update(kwargs)
            for f in fields:
                if f not in values:
                    raise TypeError(f"{name}() missing field {f!r}")
                setattr(self, f, values[f])

        def __repr__(self):
            inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in fields)
            return f"{name}({inner})"

        ns["__init__"] = __init__
        ns["__repr__"] = __repr__
        ns["_fields"] = tuple(fields)
        return super().__new__(mcs, name, bases, ns)


class Item(metaclass=ModelMeta):
    name: str
    price: float = 0.0
    qty: int = 1


print(Item("pen", 1.5), Item("cup", qty=3), Item._fields)
print([repr(i) for i in sorted([Item("b", 2.0), Item("a", 1.0)], key=lambda i: i.price)])
Item()
