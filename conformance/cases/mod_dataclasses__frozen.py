from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class Color:
    r: int
    g: int
    b: int
c = Color(255, 0, 0)
print(c, hash(c) == hash(Color(255, 0, 0)))
try:
    c.r = 0
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print({c: 'red'}[Color(255, 0, 0)], issubclass(FrozenInstanceError, AttributeError))
