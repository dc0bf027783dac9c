class Config:
    defaults = {"retries": 3}
    tags = []
    level = 1
    def __init__(self, name):
        self.name = name
a, b = Config("a"), Config("b")
a.level = 5
a.tags.append("shared")
print(a.level, b.level, Config.level, b.tags, "level" in vars(a), "level" in vars(b))
Config.level = 9
print(b.level, a.level)
del a.level
print(a.level)
a.defaults = {"retries": 0}
print(b.defaults, a.defaults, Config.defaults is b.defaults)
print(Config.__name__, Config.__qualname__, Config.__module__, type(a).__name__)
del b.level
