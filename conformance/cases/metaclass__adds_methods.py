# A metaclass adding methods and attributes to the namespace before the class is built.
def make_getter(field):
    def getter(self):
        return getattr(self, "_" + field)
    getter.__name__ = "get_" + field
    return getter


class AutoGetters(type):
    def __new__(mcs, name, bases, ns):
        for field in ns.get("fields", ()):
            ns["get_" + field] = make_getter(field)
        ns["field_count"] = len(ns.get("fields", ()))
        return super().__new__(mcs, name, bases, ns)


class Person(metaclass=AutoGetters):
    fields = ("name", "age")

    def __init__(self, name, age):
        self._name = name
        self._age = age


p = Person("Ada", 36)
print(p.get_name(), p.get_age(), Person.field_count, Person.get_name.__name__)
print(sorted(k for k in vars(Person) if k.startswith("get_")))
