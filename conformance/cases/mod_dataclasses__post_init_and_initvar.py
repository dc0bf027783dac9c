from dataclasses import dataclass, field, InitVar
@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)
    def __post_init__(self):
        if self.w < 0 or self.h < 0:
            raise ValueError('negative size')
        self.area = self.w * self.h
@dataclass
class User:
    name: str
    password: InitVar[str]
    hashed: str = field(init=False)
    def __post_init__(self, password):
        self.hashed = password[::-1]
print(Rect(2, 3), User('ann', 'secret'))
try:
    Rect(-1, 2)
except ValueError as e:
    print(type(e).__name__, e)
