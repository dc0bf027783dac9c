from abc import ABC, abstractmethod
class Repo(ABC):
    @abstractmethod
    def get(self, k): ...
    @abstractmethod
    def put(self, k, v): ...
    @property
    @abstractmethod
    def name(self): ...
try:
    Repo()
except TypeError as e:
    print(type(e).__name__, e)
class Mem(Repo):
    def __init__(self): self.d = {}
    def get(self, k): return self.d.get(k)
    def put(self, k, v): self.d[k] = v
    @property
    def name(self): return 'memory'
m = Mem()
m.put('a', 1)
print(m.get('a'), m.name, isinstance(m, Repo), sorted(Repo.__abstractmethods__))
