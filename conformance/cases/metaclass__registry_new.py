# A registry metaclass: __new__ records every concrete class under a key.
class PluginMeta(type):
    registry = {}

    def __new__(mcs, name, bases, namespace):
        cls = super().__new__(mcs, name, bases, namespace)
        key = namespace.get("key")
        if key is not None:
            mcs.registry[key] = cls
        return cls


class Plugin(metaclass=PluginMeta):
    def run(self):
        return f"{type(self).__name__} ran"


class CSV(Plugin):
    key = "csv"


class JSON(Plugin):
    key = "json"


for key in sorted(PluginMeta.registry):
    print(key, PluginMeta.registry[key].__name__, PluginMeta.registry[key]().run())
print(type(CSV).__name__, CSV.__mro__)
