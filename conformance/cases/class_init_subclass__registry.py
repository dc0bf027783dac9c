class Plugin:
    registry = {}
    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry[cls.plugin_name] = cls
class CSV(Plugin, name='csv'):
    pass
class Json(Plugin):
    pass
class Fancy(Json, name='fancy'):
    pass
print(sorted(Plugin.registry))
print(CSV.plugin_name, Json.plugin_name, Fancy.plugin_name)
print(Plugin.registry['fancy'].__name__)
