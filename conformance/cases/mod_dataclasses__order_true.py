from dataclasses import dataclass
@dataclass(order=True)
class Version:
    major: int
    minor: int
    patch: int = 0
vs = [Version(1, 2, 3), Version(1, 0), Version(0, 9, 9), Version(1, 2)]
print(sorted(vs))
print(max(vs), Version(1, 0) < Version(1, 0, 1), Version(2, 0) >= Version(1, 99))
try:
    Version(1, 0) < (1, 0)
except TypeError as e:
    print(type(e).__name__, e)
