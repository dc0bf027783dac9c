from dataclasses import dataclass, FrozenInstanceError, field
@dataclass(frozen=True)
class P:
    x: int
    y: list = field(default_factory=list)
p = P(1)
for action in ('set', 'del', 'new'):
    try:
        if action == 'set':
            p.x = 2
        elif action == 'del':
            del p.x
        else:
            p.other = 1
    except FrozenInstanceError as e:
        print(type(e).__name__, e, isinstance(e, AttributeError))
p.y.append(3)
print(p, hash(p) if False else 'unhashable list inside')
try:
    hash(p)
except TypeError as e:
    print('TypeError:', e)
@dataclass
class M:
    x: int
try:
    @dataclass(frozen=True)
    class FM(M):
        y: int
except TypeError as e:
    print('TypeError:', e)
try:
    @dataclass
    class MF(P):
        z: int = 0
except TypeError as e:
    print('TypeError:', e)
@dataclass(frozen=True)
class Q(P):
    z: int = 0
print(Q(1, [], 2))
try:
    Q(1).z = 5
except FrozenInstanceError as e:
    print(e)
