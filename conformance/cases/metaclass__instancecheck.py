# __instancecheck__ and __subclasscheck__ on a metaclass drive isinstance/issubclass.
class DuckMeta(type):
    def __instancecheck__(cls, obj):
        return all(hasattr(obj, m) for m in cls.methods)

    def __subclasscheck__(cls, sub):
        return all(hasattr(sub, m) for m in cls.methods)


class Sized(metaclass=DuckMeta):
    methods = ("__len__",)


class Closeable(metaclass=DuckMeta):
    methods = ("close", "read")


class File:
    def close(self):
        pass

    def read(self):
        return ""


print(isinstance([], Sized), isinstance(3, Sized), isinstance(File(), Closeable))
print(issubclass(dict, Sized), issubclass(int, Sized), issubclass(File, Closeable))
print(isinstance("x", (int, Sized)), [isinstance(v, Sized) for v in ((), 1.5, {}, "")])
