import re
from functools import total_ordering
from typing import NamedTuple

SEMVER = re.compile(r"^v?(?P<major>0|[1-9]\d*)\.(?P<minor>0|[1-9]\d*)\.(?P<patch>0|[1-9]\d*)"
                    r"(?:-(?P<pre>[0-9A-Za-z.-]+))?(?:\+(?P<build>[0-9A-Za-z.-]+))?$")

@total_ordering
class Version(NamedTuple):
    major: int
    minor: int
    patch: int
    pre: tuple = ()
    @classmethod
    def parse(cls, s: str) -> "Version":
        m = SEMVER.match(s.strip())
        if not m:
            raise ValueError(f"invalid version: {s!r}")
        pre = tuple(int(p) if p.isdigit() else p for p in m["pre"].split(".")) if m["pre"] else ()
        return cls(int(m["major"]), int(m["minor"]), int(m["patch"]), pre)
    def _key(self):
        pre_key = tuple((0, p) if isinstance(p, int) else (1, p) for p in self.pre)
        return (self.major, self.minor, self.patch, not self.pre, pre_key)
    def __lt__(self, other):
        return self._key() < other._key()
    def __eq__(self, other):
        return self._key() == other._key()
    def __hash__(self):
        return hash(self._key())
    def bump(self, part: str) -> "Version":
        match part:
            case "major": return Version(self.major + 1, 0, 0)
            case "minor": return self._replace(minor=self.minor + 1, patch=0, pre=())
            case "patch": return self._replace(patch=self.patch + 1, pre=())
            case _: raise ValueError(part)
    def __str__(self):
        s = f"{self.major}.{self.minor}.{self.patch}"
        return s + ("-" + ".".join(map(str, self.pre)) if self.pre else "")

vs = [Version.parse(s) for s in ["1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta.2", "1.0.0-beta.11", "0.9.12", "v2.1.3+build.5", "1.0.0-rc.1"]]
print([str(v) for v in sorted(vs)])
print(max(vs), min(vs), Version.parse("1.2.3") == Version(1, 2, 3), Version.parse("1.2.3") > Version.parse("1.2.3-rc.1"))
print(Version.parse("1.2.3").bump("minor"), Version(1, 2, 3).bump("major"), repr(Version(1, 2, 3)))
def satisfies(v, spec):
    op, ver = re.match(r"(>=|<=|==|>|<|\^|~)?(.*)", spec).groups()
    t = Version.parse(ver)
    return {"": v == t, "==": v == t, ">=": v >= t, "<=": v <= t, ">": v > t, "<": v < t,
            "^": t <= v < t.bump("major"), "~": t <= v < t.bump("minor")}[op or ""]
for spec in ["^1.0.0", "~1.0.0", ">=0.9.0", "<1.0.0"]:
    print(spec, [str(v) for v in sorted(vs) if satisfies(v, spec)])
Version.parse("1.2")
