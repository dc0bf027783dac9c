# The singleton metaclass: __call__ caches super().__call__ per class.
class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, name="default"):
        print("init", name)
        self.name = name


class Logger(metaclass=Singleton):
    pass


a = Config("first")
b = Config("second")
print(a is b, a.name, Logger() is Logger(), Logger() is a)
print(type(Config) is Singleton, type(Config).__name__, isinstance(Config, Singleton))
print(sorted(k.__name__ for k in Singleton._instances))
