from dataclasses import dataclass, field, KW_ONLY, is_dataclass, make_dataclass
import dataclasses

@dataclass(slots=True)
class P:
    x: int
    y: int = 0

@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int = 1

@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: list = field(default_factory=lambda: [1])

@dataclass(eq=False)
class Ident:
    v: int

@dataclass(unsafe_hash=True)
class H:
    a: int
    b: str = field(compare=False, default="")

print(P(1), P.__slots__, Opts(level=3), Mixed(1, b=5), Mixed(0).c is not Mixed(0).c)
print(Ident(1) == Ident(1), hash(H(1, "x")) == hash(H(1, "y")), H(1, "a") == H(1, "b"))
print(is_dataclass(P), is_dataclass(P(1)), is_dataclass(int))
D = make_dataclass("D", [("name", str), ("n", int, field(default=0))])
print(D("z"), dataclasses.asdict(D("q", 2)))
@dataclass
class Tree:
    name: str
    kids: list["Tree"] = field(default_factory=list)
t = Tree("root", [Tree("a"), Tree("b", [Tree("c")])])
print(dataclasses.asdict(t))
print(dataclasses.fields(Mixed)[1].kw_only, dataclasses.MISSING is not None)
try:
    Opts(True)
except TypeError as e:
    print(e)
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Bad2:
        items: list = []
except ValueError as e:
    print(e)
P(1).z = 3
