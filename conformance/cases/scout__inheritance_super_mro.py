class Base:
    def __init__(self, **kw):
        print("Base init", sorted(kw))
        self.extra = kw
    def hello(self):
        return "Base"
    @classmethod
    def create(cls, **kw):
        return cls(**kw)

class Left(Base):
    def __init__(self, left=None, **kw):
        print("Left init")
        self.left = left
        super().__init__(**kw)
    def hello(self):
        return "Left>" + super().hello()

class Right(Base):
    def __init__(self, right=None, **kw):
        print("Right init")
        self.right = right
        super().__init__(**kw)
    def hello(self):
        return "Right>" + super().hello()

class Child(Left, Right):
    def __init__(self, **kw):
        print("Child init")
        super().__init__(**kw)
    def hello(self):
        return "Child>" + super().hello()
    @classmethod
    def create(cls, **kw):
        print("Child.create")
        return super().create(**kw)

c = Child.create(left=1, right=2, other=3)
print(c.hello(), c.left, c.right, c.extra, [k.__name__ for k in Child.__mro__])
print(super(Left, c).hello(), Left.hello(c), isinstance(c, Right), Child.__bases__)
class Plugin:
    registry = []
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry.append(cls.plugin_name)
class CsvPlugin(Plugin, name="csv"):
    pass
class JsonPlugin(Plugin):
    pass
print(Plugin.registry, CsvPlugin.plugin_name)
class Tracked:
    def __setattr__(self, name, value):
        print(f"set {name}={value!r}")
        super().__setattr__(name, value)
    def __getattr__(self, name):
        return f"default-{name}"
t = Tracked()
t.a = 1
print(t.a, t.b)
class Bad(Base, Left):
    pass
