# Properties and methods on the metaclass act on classes, not their instances.
class Meta(type):
    @property
    def table_name(cls):
        return cls.__name__.lower() + "s"

    def create(cls, **fields):
        obj = cls()
        obj.__dict__.update(fields)
        return obj


class User(metaclass=Meta):
    pass


class Order(User):
    pass


print(User.table_name, Order.table_name)
u = User.create(name="ada")
print(u.name, hasattr(u, "create"), hasattr(u, "table_name"))
try:
    User.table_name = "x"
except AttributeError as e:
    print("AttributeError", "table_name" in str(e))
u.table_name
