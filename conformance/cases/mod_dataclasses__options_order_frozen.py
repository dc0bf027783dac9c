from dataclasses import dataclass, field, FrozenInstanceError, replace, astuple

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9, label="beta"), Version(1, 2, label="rc")]
print(sorted(vs))
print(Version(1, 2) == Version(1, 2, label="x"))
print(max(vs), min(vs).label)
print(hash(Version(1, 2)) == hash(Version(1, 2, 0, "other")))
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e)
v2 = replace(vs[0], patch=9)
print(v2, astuple(v2))
print({Version(1): "one", Version(2): "two"}[Version(1)])
try:
    Version(1) < (1, 0, 0)
except TypeError as e:
    print(e)
