# A metaclass __getitem__ wins over __class_getitem__; without it __class_getitem__ runs.
class Indexed(type):
    def __getitem__(cls, key):
        return f"meta[{key}]"


class WithMeta(metaclass=Indexed):
    def __class_getitem__(cls, key):
        return f"class_getitem[{key}]"


class Plain:
    def __class_getitem__(cls, key):
        return f"class_getitem[{key}]"


print(WithMeta[1], Plain[1], WithMeta["a", "b"])
print(type(WithMeta).__getitem__(WithMeta, 2))
