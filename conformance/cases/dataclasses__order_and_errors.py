from dataclasses import dataclass, field
@dataclass(order=True)
class V:
    major: int
    minor: int = 0
    tag: str = field(default='', compare=False)
vs = [V(1, 2, 'b'), V(0, 9), V(1, 0, 'a'), V(1, 2, 'a')]
print(sorted(vs), max(vs), V(1) < V(1, 1), V(2) >= V(1, 9), V(1) <= V(1))
print(V(1).__lt__(3))
try:
    V(1) < 3
except TypeError as e:
    print('TypeError:', e)
try:
    @dataclass(order=True, eq=False)
    class W:
        x: int
except ValueError as e:
    print('ValueError:', e)
try:
    @dataclass(order=True)
    class X:
        x: int
        def __lt__(self, other):
            return True
except TypeError as e:
    print('TypeError:', e)
