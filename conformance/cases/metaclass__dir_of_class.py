# dir() of a class lists the class's names, not its metaclass's; a metaclass __dir__ overrides.
class Meta(type):
    def meta_only(cls):
        pass


class A(metaclass=Meta):
    def method(self):
        pass


class Custom(type):
    def __dir__(cls):
        return ["b", "a"]


class B(metaclass=Custom):
    pass


print("method" in dir(A), "meta_only" in dir(A), "meta_only" in dir(Meta), "mro" in dir(Meta))
print(dir(B))
