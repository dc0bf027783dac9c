from abc import ABC, abstractmethod, ABCMeta
from typing import ClassVar

class Plugin(ABC):
    registry: ClassVar[dict[str, type["Plugin"]]] = {}
    name: ClassVar[str] = ""

    def __init_subclass__(cls, *, name: str = "", **kwargs):
        super().__init_subclass__(**kwargs)
        if name:
            cls.name = name
            Plugin.registry[name] = cls

    @abstractmethod
    def run(self, data: str) -> str: ...

    @property
    @abstractmethod
    def version(self) -> str: ...

    @classmethod
    def create(cls, name: str, *args) -> "Plugin":
        try:
            return cls.registry[name](*args)
        except KeyError:
            raise LookupError(f"no plugin {name!r}; have {sorted(cls.registry)}") from None

class Upper(Plugin, name="upper"):
    version = "1.0"
    def run(self, data): return data.upper()

class Repeat(Plugin, name="repeat"):
    def __init__(self, n=2): self.n = n
    @property
    def version(self): return f"2.{self.n}"
    def run(self, data): return " ".join([data] * self.n)

class Half(Plugin):
    def run(self, data): return data[: len(data) // 2]

print(sorted(Plugin.registry), Upper.name, Half.name == "")
for spec in [("upper",), ("repeat", 3), ("nope",)]:
    try:
        p = Plugin.create(*spec)
        print(type(p).__name__, p.version, p.run("hi"))
    except LookupError as e:
        print("LookupError:", e)
try:
    Half()
except TypeError as e:
    print(e)
print(sorted(Plugin.__abstractmethods__), sorted(Half.__abstractmethods__), Upper.__abstractmethods__)
class Base(metaclass=ABCMeta):
    @abstractmethod
    def f(self): ...
class Impl(Base):
    def f(self): return 1
print(Impl().f(), isinstance(Impl(), Base))
class Sized_(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return hasattr(C, "__len__") or NotImplemented
print(isinstance([], Sized_), isinstance(3, Sized_), issubclass(dict, Sized_))
Sized_.register(int)
print(isinstance(3, Sized_))
Plugin.create("missing")
