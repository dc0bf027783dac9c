# Attribute lookup: the class's own MRO first, then its metaclass; instances never see the latter.
class Meta(type):
    shared = "from meta"
    only_meta = "meta only"

    def hello(cls):
        return "meta hello " + cls.__name__


class Base(metaclass=Meta):
    shared = "from base"

    def hello(self):
        return "instance hello"


class Child(Base):
    pass


print(Child.shared, Child.only_meta, Child().hello(), Meta.hello(Child))
print(Child.hello(Child()), "only_meta" in dir(Child), hasattr(Child(), "only_meta"))
print(sorted(n for n in vars(Meta) if not n.startswith("__")))
Child().only_meta
