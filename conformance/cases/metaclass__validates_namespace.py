# A metaclass validating the namespace: a missing method is a TypeError at class creation.
class Interface(type):
    required = ("load", "save")

    def __new__(mcs, name, bases, ns):
        if bases:
            missing = [m for m in mcs.required if m not in ns]
            if missing:
                raise TypeError(f"{name} is missing {', '.join(missing)}")
        return super().__new__(mcs, name, bases, ns)


class Store(metaclass=Interface):
    pass


class Good(Store):
    def load(self):
        return 1

    def save(self):
        return 2


print(Good().load() + Good().save())
try:
    class Bad(Store):
        def load(self):
            return 1
except TypeError as e:
    print("TypeError:", e)


class Worse(Store):
    pass
