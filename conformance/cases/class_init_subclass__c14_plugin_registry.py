class Plugin:
    registry = {}
    def __init_subclass__(cls, /, key=None, **kw):
        super().__init_subclass__(**kw)
        cls.key = key or cls.__name__.lower()
        Plugin.registry[cls.key] = cls
    def run(self, x):
        raise NotImplementedError
class Upper(Plugin):
    def run(self, x):
        return x.upper()
class Rev(Plugin, key="reverse"):
    def run(self, x):
        return x[::-1]
class Twice(Rev, key="twice"):
    def run(self, x):
        return super().run(x) * 2
for k in sorted(Plugin.registry):
    print(k, Plugin.registry[k].__name__, Plugin.registry[k]().run("abc"))
try:
    class Bad(Plugin, color="red"):
        pass
except TypeError as e:
    print(e)
