from typing import NamedTuple, Generic, TypeVar
class Emp(NamedTuple):
    name: str
    id: int = 3
    def label(self):
        return f'{self.name}#{self.id}'
    @property
    def up(self):
        return self.name.upper()
e = Emp('a')
print(e, e.label(), e.up, Emp._fields, Emp._field_defaults, Emp.__annotations__, e._replace(id=5), Emp.__doc__)
E2 = NamedTuple('E2', [('x', int), ('y', float)])
print(E2(1, 2.0), E2.__annotations__, E2.__module__)
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as ex: print(ex)
try:
    class Bad2(NamedTuple):
        a: int
        def _asdict(self): pass
except AttributeError as ex: print(ex)
try: Emp()
except TypeError as ex: print(ex)
T = TypeVar('T')
class G(NamedTuple, Generic[T]):
    v: T
print(G(1), G[int])
class Sub(Emp):
    pass
print(Sub('z'), isinstance(Sub('z'), Emp))
