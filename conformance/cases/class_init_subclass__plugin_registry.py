class Plugin:
    registry = {}

    def __init_subclass__(cls, /, name=None, priority=0, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        cls.priority = priority
        Plugin.registry[cls.plugin_name] = cls

    def run(self, data):
        raise NotImplementedError

class Upper(Plugin, name="upper", priority=2):
    def run(self, data):
        return data.upper()

class Reverse(Plugin, priority=1):
    def run(self, data):
        return data[::-1]

class Strip(Plugin):
    def run(self, data):
        return data.strip()

print(sorted(Plugin.registry))
pipeline = sorted(Plugin.registry.values(), key=lambda c: -c.priority)
value = "  hello world "
for cls in pipeline:
    value = cls().run(value)
    print(cls.plugin_name, repr(value))
try:
    class Bad(Plugin, colour="red"):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    Plugin().run("x")
except NotImplementedError:
    print("abstract run")
