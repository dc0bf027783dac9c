from dataclasses import dataclass
@dataclass(frozen=True)
class P:
    x: int
p = P(1)
print(p)
del p.x
