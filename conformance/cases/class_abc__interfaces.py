from abc import ABC, abstractmethod

class Storage(ABC):
    @abstractmethod
    def get(self, key): ...

    @abstractmethod
    def put(self, key, value): ...

    @property
    @abstractmethod
    def name(self): ...

    def get_or(self, key, default):
        try:
            return self.get(key)
        except KeyError:
            return default

class MemoryStorage(Storage):
    def __init__(self):
        self.data = {}

    def get(self, key):
        return self.data[key]

    def put(self, key, value):
        self.data[key] = value

    @property
    def name(self):
        return "memory"

class Partial(Storage):
    def get(self, key):
        return None

try:
    Storage()
except TypeError as e:
    print(e)
try:
    Partial()
except TypeError as e:
    print(e)
m = MemoryStorage()
m.put("a", 1)
print(m.get("a"), m.get_or("b", "default"), m.name, isinstance(m, Storage))
print(sorted(Storage.__abstractmethods__), sorted(Partial.__abstractmethods__), MemoryStorage.__abstractmethods__)
