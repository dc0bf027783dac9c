from dataclasses import dataclass
@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1))
@dataclass
class Unhashable:
    v: int
try:
    hash(Unhashable(1))
except TypeError as e:
    print(type(e).__name__, e)
@dataclass(unsafe_hash=True)
class Hashable:
    v: int
print(hash(Hashable(1)) == hash(Hashable(1)), len({Hashable(1), Hashable(1), Hashable(2)}))
