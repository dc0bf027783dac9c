from dataclasses import dataclass, field
@dataclass
class A:
    x: int
    y: str = field(default='s', repr=False)
    z: float = field(default=0.0, compare=False)
a = A(1)
print(a, a == A(1, 'other', 9.0), a == A(2), a != A(1), a == (1, 's', 0.0), A.__hash__)
@dataclass(eq=False)
class B:
    x: int
b = B(1)
print(B(1) == B(1), hash(b) == hash(b), B.__eq__ is object.__eq__)
@dataclass(frozen=True)
class C:
    x: int
    y: list = field(default_factory=list, hash=False, compare=False)
print(hash(C(1)) == hash(C(1, [2])), C(1) == C(1, [9]), {C(1): 'one'}[C(1)])
@dataclass(unsafe_hash=True)
class D:
    x: int
    y: int = field(default=0, hash=False)
print(hash(D(1, 5)) == hash(D(1, 6)), D(3) in {D(3)})
@dataclass
class E:
    x: int
    def __hash__(self):
        return 42
print(hash(E(1)))
try:
    @dataclass(unsafe_hash=True)
    class F:
        x: int
        def __hash__(self):
            return 1
except TypeError as e:
    print('TypeError:', e)
@dataclass
class G:
    x: int
    def __eq__(self, other):
        return True
print(G.__hash__)
print(A(1).__eq__(3), A(1).__eq__(A(1)))
