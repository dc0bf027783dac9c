# Keyword arguments in the class statement reach __prepare__, __new__ and __init__.
class Tagged(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kwargs):
        print("prepare", name, sorted(kwargs.items()))
        return {}

    def __new__(mcs, name, bases, ns, **kwargs):
        print("new", name, sorted(kwargs.items()))
        cls = super().__new__(mcs, name, bases, ns)
        cls.tags = kwargs
        return cls

    def __init__(cls, name, bases, ns, **kwargs):
        print("init", name, sorted(kwargs))
        super().__init__(name, bases, ns)


class Model(metaclass=Tagged, table="models", abstract=True):
    pass


class User(Model, table="users"):
    pass


print(Model.tags, User.tags)
