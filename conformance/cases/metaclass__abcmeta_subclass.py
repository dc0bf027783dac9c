# Subclassing abc.ABCMeta: abstract methods still enforced, plus a registry of concrete ones.
import abc


class PluginMeta(abc.ABCMeta):
    concrete = []

    def __new__(mcs, name, bases, ns, **kwargs):
        cls = super().__new__(mcs, name, bases, ns, **kwargs)
        if not cls.__abstractmethods__:
            mcs.concrete.append(name)
        return cls


class Base(metaclass=PluginMeta):
    @abc.abstractmethod
    def run(self):
        ...


class Impl(Base):
    def run(self):
        return "ran"


print(PluginMeta.concrete, Impl().run(), isinstance(Base, abc.ABCMeta))
print(type(Impl).__name__, [k.__name__ for k in PluginMeta.__mro__])
Base.register(int)
print(isinstance(5, Base), issubclass(Impl, Base))
Base()
