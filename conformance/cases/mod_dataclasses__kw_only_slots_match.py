from dataclasses import dataclass, field, KW_ONLY, fields

@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int = 1

@dataclass
class Job:
    name: str
    _: KW_ONLY
    priority: int = 0
    tags: list = field(default_factory=list)

@dataclass(slots=True)
class Pixel:
    x: int
    y: int

print(Options(level=3))
try:
    Options(True)
except TypeError as e:
    print(e)
j = Job("build", priority=2)
j.tags.append("ci")
print(j, Job("test"))
print([f.name for f in fields(Job)], [f.kw_only for f in fields(Job)])
p = Pixel(1, 2)
print(p, hasattr(p, "__dict__"), Pixel.__slots__)
try:
    p.z = 3
except AttributeError:
    print("no new attributes on slots dataclass")
print(Pixel.__match_args__, Job.__match_args__)
match p:
    case Pixel(0, _):
        print("on y axis")
    case Pixel(x, y) if x == 1:
        print("x is one, y =", y)
