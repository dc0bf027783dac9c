def singleton(cls):
    instances = {}
    def get(*args):
        if cls not in instances:
            instances[cls] = cls(*args)
        return instances[cls]
    return get
@singleton
class Config:
    def __init__(self, v):
        self.v = v
a = Config(1)
b = Config(2)
print(a is b, a.v, b.v)
print(type(Config).__name__)
