class Model:
    required = ()
    _models = []

    def __init_subclass__(cls, *, table=None, **kwargs):
        super().__init_subclass__(**kwargs)
        missing = [name for name in cls.required if name not in cls.__dict__.get("__annotations__", {})]
        if missing:
            raise TypeError(f"{cls.__name__} lacks annotations for {missing}")
        cls.table = table or cls.__name__.lower() + "s"
        Model._models.append(cls.__name__)

    def __init__(self, **values):
        for name in type(self).__annotations__:
            if name not in values:
                raise TypeError(f"missing field {name!r}")
            setattr(self, name, values[name])

    def __repr__(self):
        fields = ", ".join(f"{k}={getattr(self, k)!r}" for k in type(self).__annotations__)
        return f"{type(self).__name__}({fields})"

class User(Model, table="people"):
    required = ("id",)
    id: int
    name: str

class Tag(Model):
    label: str

print(User.table, Tag.table, Model._models)
print(User(id=1, name="ada"), Tag(label="x"))
try:
    User(id=2)
except TypeError as e:
    print(e)
try:
    class Broken(Model):
        required = ("key",)
        other: int
except TypeError as e:
    print(e)
print(Model._models)
