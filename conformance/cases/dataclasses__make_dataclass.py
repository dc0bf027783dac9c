from dataclasses import make_dataclass, field, fields, FrozenInstanceError
C = make_dataclass('C', ['a', ('b', int), ('c', list, field(default_factory=list))],
                   namespace={'double': lambda self: self.b * 2}, frozen=True)
c = C(1, 2)
print(c, c.double(), C.__module__, C.__qualname__, [f.type for f in fields(C)], C.__doc__)
try:
    c.a = 1
except FrozenInstanceError as e:
    print(e)
class Base:
    def hi(self):
        return 'hi'
D = make_dataclass('D', [('x', int, 0)], bases=(Base,), order=True)
print(D(), D(1) < D(2), D().hi(), D.__mro__[1].__name__)
for bad in [['a', 'a'], ['1a'], ['def'], [('a', int, 1, 2)], [3]]:
    try:
        make_dataclass('E', bad)
    except TypeError as e:
        print('TypeError:', e)
