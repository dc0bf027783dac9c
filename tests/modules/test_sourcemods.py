"""contextlib, dataclasses, enum, abc and typing in the sandbox (sandbox/modules/sourcemods.py):
differential tests against CPython, then the security checks (generated code, metaclasses,
host state, gate refusals, limits)."""

from __future__ import annotations

import contextlib
import io
import typing

import pytest

from sandbox import Limits, Sandbox
from sandbox.errors import GuestError, LimitExceeded
from sandbox.runtime.objects import Function


def run(src: str, **limits: object) -> object:
    sandbox = Sandbox(limits=Limits(**limits)) if limits else Sandbox()  # type: ignore[arg-type]
    return sandbox.run_sync(src)


def sandbox_output(src: str) -> str:
    r = run(src)
    assert r.ok, r.error and r.error.traceback  # type: ignore[attr-defined]
    return r.output  # type: ignore[attr-defined, no-any-return]


def cpython_output(src: str) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = compile(src, "<cpython>", "exec", dont_inherit=True)  # no __future__ from here
        exec(code, {"__name__": "__main__"})  # noqa: S102
    return buf.getvalue()


def same(src: str) -> None:
    assert sandbox_output(src) == cpython_output(src)


def guest_error(src: str, *types: str) -> str:
    """Run ``src``, expect a guest exception of one of ``types``; return its last line."""
    r = run(src)
    assert not r.ok, r.output  # type: ignore[attr-defined]
    assert isinstance(r.error, GuestError), r.error  # type: ignore[attr-defined]
    last: str = r.error.traceback.strip().splitlines()[-1]  # type: ignore[attr-defined]
    assert last.split(":")[0] in types, last
    return last


# --- differential: contextlib -----------------------------------------------------------------

CONTEXTLIB = [
    """from contextlib import contextmanager
@contextmanager
def tag(n):
    print('<', n)
    try:
        yield n * 2
    except KeyError as e:
        print('swallowed', repr(e))
    finally:
        print('>', n)
with tag(1) as v:
    print('v', v)
with tag(2):
    raise KeyError('k')
try:
    with tag(3):
        raise ValueError('bad')
except ValueError as e:
    print('out', e)
print(tag.__name__, tag.__wrapped__.__name__)
""",
    """from contextlib import contextmanager
@contextmanager
def none():
    if False:
        yield
@contextmanager
def two():
    yield 1
    yield 2
for cm in (none, two):
    try:
        with cm():
            pass
    except RuntimeError as e:
        print(type(e).__name__, e)
class R:
    @contextmanager
    def opened(self, x):
        yield (self, x)
r = R()
with r.opened(5) as (s, x):
    print(s is r, x)
""",
    """from contextlib import contextmanager, ContextDecorator
@contextmanager
def announce(msg):
    print('start', msg)
    yield
    print('end', msg)
@announce('job')
def job(x, y=1):
    "doc"
    return x * y
print(job(3), job(4, y=2), job.__name__, job.__doc__)
class mycm(ContextDecorator):
    def __enter__(self):
        print('enter')
        return self
    def __exit__(self, *exc):
        print('exit', exc[0])
        return False
@mycm()
def g():
    print('in g')
g()
""",
    """from contextlib import suppress, closing, nullcontext
for d in ['1', 'x', None, '4']:
    with suppress(ValueError, TypeError):
        print(int(d))
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print('not suppressed', type(e).__name__)
class Conn:
    def close(self):
        print('closed')
with closing(Conn()) as c:
    print(type(c).__name__)
with nullcontext(5) as n, nullcontext() as m:
    print(n, m)
""",
    """from contextlib import ExitStack
class Res:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print('open', self.n)
        return self.n
    def __exit__(self, et, ev, tb):
        print('close', self.n, et.__name__ if et else None)
with ExitStack() as st:
    vals = [st.enter_context(Res(i)) for i in range(3)]
    st.callback(print, 'cb', 1)
    st.push(lambda *a: print('push', a[0]))
    print(vals)
try:
    with ExitStack() as st:
        st.enter_context(Res('a'))
        raise ValueError('oops')
except ValueError as e:
    print('caught', e)
log = []
s = ExitStack()
s.callback(log.append, 1)
moved = s.pop_all()
s.close()
print(log)
moved.close()
print(log)
with ExitStack() as s:
    s.push(lambda et, ev, tb: True)
    raise KeyError('x')
try:
    ExitStack().enter_context(3)
except TypeError as e:
    print(e)
""",
    """from contextlib import ExitStack
def boom(msg):
    raise ValueError(msg)
try:
    with ExitStack() as s:
        s.callback(boom, 'first')
        s.callback(boom, 'second')
except ValueError as e:
    print(e, repr(e.__context__))
""",
    """import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def res(n):
    print('acquire', n)
    await asyncio.sleep(0)
    try:
        yield n
    except ValueError as e:
        print('handled', e)
    finally:
        print('release', n)
async def main():
    async with res(1) as a:
        print('got', a)
    async with res(2):
        raise ValueError('v')
    try:
        async with res(3):
            raise KeyError('k')
    except KeyError as e:
        print('escaped', e)
    @res(5)
    async def deco(x):
        print('body', x)
        return x + 1
    print(await deco(10))
asyncio.run(main())
""",
    """import asyncio
from contextlib import AsyncExitStack, nullcontext, aclosing, asynccontextmanager
@asynccontextmanager
async def res(n):
    yield n
    print('release', n)
async def agen():
    try:
        for i in range(3):
            yield i
    finally:
        print('agen closed')
async def main():
    async with nullcontext('nc') as x:
        print(x)
    async with AsyncExitStack() as st:
        v = await st.enter_async_context(res(4))
        st.callback(print, 'sync cb')
        async def acb(m):
            print('async cb', m)
            return True
        st.push_async_callback(acb, 'hi')
        print('v', v)
    async with aclosing(agen()) as g:
        async for i in g:
            print('i', i)
            if i == 1:
                break
asyncio.run(main())
""",
]


@pytest.mark.parametrize("src", CONTEXTLIB)
def test_contextlib_matches_cpython(src: str) -> None:
    same(src)


# --- differential: dataclasses ----------------------------------------------------------------

DATACLASSES = [
    """from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, Point(5), p == Point(1, 2), p != Point(1, 3), Point.__match_args__)
try:
    Point()
except TypeError as e:
    print(e)
print(Point.__init__.__qualname__, Point.__repr__.__name__, Point.__doc__)
""",
    """from dataclasses import dataclass, field, fields, MISSING, Field
@dataclass
class Inv:
    owner: str
    items: list = field(default_factory=list, metadata={'unit': 'cm'})
    secret: str = field(default='x', repr=False)
    count: int = field(default=0, compare=False)
    made: list = field(default_factory=lambda: ['made'])
a, b = Inv('a'), Inv('b')
a.items.append(1)
print(a, b, a.items is b.items, Inv('c', count=5) == Inv('c'))
print([(f.name, f.type.__name__, f.default is MISSING, f.repr, f.compare, f.init)
       for f in fields(Inv)])
print(fields(Inv)[1].metadata['unit'], isinstance(fields(Inv)[0], Field))
try:
    @dataclass
    class Bad:
        xs: list = []
except ValueError as e:
    print(e)
""",
    """from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True, order=True)
class V:
    major: int
    minor: int = 0
v = V(1, 2)
try:
    v.major = 3
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del v.minor
except FrozenInstanceError as e:
    print(e)
print(sorted([V(2), V(1, 5), V(1, 1)]), max(V(1), V(0, 9)))
print(hash(V(1)) == hash(V(1)), {V(1): 'a'}[V(1)])
try:
    V(1) < (1, 0)
except TypeError as e:
    print(e)
""",
    """from dataclasses import dataclass, asdict, astuple, replace, is_dataclass
from typing import NamedTuple
class NT(NamedTuple):
    a: int
    b: list
@dataclass
class P:
    x: int
    tags: list
@dataclass
class Box:
    items: list
    meta: dict
    pair: tuple
    nt: NT
    s: set
b = Box([P(1, []), P(2, [1])], {'k': P(3, ['t']), 'n': [1, {2}]}, (P(4, []), 5),
        NT(1, [P(5, [])]), {1, 2})
d = asdict(b)
print(d)
print(astuple(b))
print(type(d['nt']).__name__, d['items'][1]['tags'] is b.items[1].tags)
print(asdict(b, dict_factory=list)[0])
print(replace(P(1, []), x=5), is_dataclass(P), is_dataclass(P(1, [])), is_dataclass(3))
""",
    """from dataclasses import dataclass, field, KW_ONLY, InitVar
@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 1
    c: InitVar[int] = 5
    def __post_init__(self, c):
        self.total = self.a + self.b + c
k = K(1, b=2, c=3)
print(k, k.total, K.__match_args__)
try:
    K(1, 2)
except TypeError as e:
    print(e)
@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)
    def __post_init__(self):
        if self.w < 0:
            raise ValueError('negative')
        self.area = self.w * self.h
print(Rect(2, 3))
try:
    Rect(-1, 2)
except ValueError as e:
    print(e)
""",
    """from dataclasses import dataclass, field, fields
@dataclass
class Base:
    id: int
    name: str = 'unnamed'
@dataclass
class Child(Base):
    extra: list = field(default_factory=list)
print(Child(1), Child(2, 'x', [1]), [f.name for f in fields(Child)])
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
    print(e)
@dataclass(unsafe_hash=True)
class H:
    v: int
print(len({H(1), H(1), H(2)}))
try:
    @dataclass
    class M:
        a: int = 1
        b: int
except TypeError as e:
    print(e)
""",
    """from dataclasses import dataclass, make_dataclass, field, fields
C = make_dataclass('C', ['x', ('y', int), ('z', int, field(default=3))],
                   namespace={'double': lambda self: self.x * 2}, frozen=True)
c = C(1, 2)
print(c, c.double(), [f.name for f in fields(C)], C.__dataclass_params__.frozen)
for bad in (['a b'], ['class'], ['x', 'x'], [('x',)]):
    try:
        make_dataclass('D', bad)
    except TypeError as e:
        print(e)
@dataclass(slots=True)
class S:
    a: int
    b: str = 'x'
s = S(1)
print(s, S.__slots__)
try:
    s.c = 1
except AttributeError:
    print('no new attributes')
""",
    """from dataclasses import dataclass
from typing import ClassVar
@dataclass
class Num:
    v: int
    count: ClassVar[int] = 0
@dataclass
class BinOp:
    op: str
    left: object
    right: object
def ev(e):
    match e:
        case Num(v):
            return v
        case BinOp('+', l, r):
            return ev(l) + ev(r)
        case BinOp('*', l, r):
            return ev(l) * ev(r)
print(ev(BinOp('+', Num(1), BinOp('*', Num(2), Num(3)))), Num.count, Num(1))
""",
]


@pytest.mark.parametrize("src", DATACLASSES)
def test_dataclasses_match_cpython(src: str) -> None:
    same(src)


def test_dataclass_string_annotations_resolve_in_guest_namespace() -> None:
    # As `python3 file.py` prints (exec-based differential runs resolve in the host __main__).
    src = """import typing as t
import dataclasses
from dataclasses import dataclass, fields, InitVar
from typing import ClassVar
@dataclass
class A:
    x: 'int'
    y: 'ClassVar[int]' = 3
    q: 't.ClassVar[int]' = 4
    z: 'InitVar[int]' = 0
    k: 'dataclasses.KW_ONLY'
    w: int = 1
    def __post_init__(self, z):
        self.v = z
print(A(1, 5), [f.name for f in fields(A)], A(1, 5).v, A.y)
"""
    assert sandbox_output(src) == "A(x=1, w=1) ['x', 'w'] 5 3\n"


def test_host_code_understands_guest_dataclasses() -> None:
    # pprint uses the host's dataclasses.fields(): the markers are shared with it.
    src = """import pprint
from dataclasses import dataclass
@dataclass
class Item:
    name: str
    tags: list
pprint.pprint([Item('a' * 10, ['x']), Item('b' * 10, list(range(12)))], width=40)
"""
    same(src)


# --- differential: enum -----------------------------------------------------------------------

ENUM = [
    """from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, list(Color), len(Color))
print(Color(2), Color['BLUE'], Color.RED is Color(1), Color.RED in Color, Color.RED == 1)
print(list(Color.__members__.items()), [c.value for c in reversed(Color)], repr(Color))
for c in Color:
    print(c.name.lower(), c.value)
""",
    """from enum import Enum
class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'
try:
    Status('deleted')
except ValueError as e:
    print(type(e).__name__, e)
try:
    Status['DELETED']
except KeyError as e:
    print(type(e).__name__, e)
try:
    Status.ACTIVE = 'x'
except AttributeError as e:
    print(e)
try:
    del Status.ACTIVE
except AttributeError as e:
    print(e)
try:
    class More(Status):
        X = 1
except TypeError as e:
    print(e)
""",
    """from enum import Enum, auto, unique
class Dir(Enum):
    NORTH = auto()
    EAST = auto()
    UP = 1
print([(d.name, d.value) for d in Dir], Dir.UP is Dir.NORTH, list(Dir.__members__))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
class Planet(Enum):
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def big(self):
        return self.mass > 1e24
    def describe(self):
        return f'{self.name} {self.big}'
print(Planet.EARTH.mass, Planet.EARTH.value, Planet.EARTH.describe(), {Planet.EARTH: 1})
""",
    """from enum import Flag, IntFlag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, bool(Perm.X & rw), rw.value, Perm(7), Perm(0), [p.name for p in rw])
print(rw & ~Perm.W, ~Perm.R, (Perm.R | Perm.W | Perm.X) == Perm(7))
class Mode(IntFlag):
    A = 4
    B = 2
print(Mode.A | Mode.B, int(Mode.A | 1), Mode(6), list(Mode(6)))
""",
    """from enum import IntEnum, StrEnum, auto
class Prio(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10
print(Prio.MID + 1, Prio.HIGH > Prio.LOW, sorted([Prio.HIGH, Prio.LOW]), Prio(5), repr(Prio.HIGH))
print(int(Prio.HIGH), f'{Prio.LOW}', [p.name for p in Prio if p >= 5])
class Mode(StrEnum):
    READ = auto()
    WRITE = 'w'
print(Mode.READ, Mode.READ == 'read', Mode.WRITE.upper(), f'{Mode.WRITE}', Mode('w'))
""",
    """from enum import Enum
Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value, Animal(3), Animal.__name__)
Shape = Enum('Shape', [('SQ', 4), ('TRI', 3)])
print(Shape.TRI, Shape(4), len(Shape))
class Color(Enum):
    RED = 1
    @classmethod
    def _missing_(cls, value):
        return cls.RED if value == 'r' else None
print(Color('r'))
try:
    Color(5)
except ValueError as e:
    print(e)
""",
    """from enum import Enum, EnumMeta, EnumType
class Base(Enum):
    def hello(self):
        return 'hi ' + self.name
class Sub(Base):
    Q = 1
print(Sub.Q.hello(), isinstance(Sub, EnumMeta), isinstance(Sub, EnumType), isinstance(Sub.Q, Base))
print(issubclass(Sub, Enum), type(Sub.Q).__name__, Sub.Q.__class__ is Sub)
import copy
print(copy.deepcopy(Sub.Q) is Sub.Q, copy.copy(Sub.Q) is Sub.Q)
""",
    """from enum import Enum
class K(Enum):
    A = 'a'
    B = 'b'
def name(c):
    match c:
        case K.A:
            return 'is A'
        case _:
            return 'other'
print([name(c) for c in K], name(1), {'a': 1, K.A: 2}[K.A])
""",
]


@pytest.mark.parametrize("src", ENUM)
def test_enum_matches_cpython(src: str) -> None:
    same(src)


# --- differential: abc ------------------------------------------------------------------------

ABC_SNIPPETS = [
    """from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    def describe(self):
        return f'{type(self).__name__} with area {self.area()}'
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
print(Square(3).describe())
for cls in (Shape, type('Partial', (Shape,), {})):
    try:
        cls()
    except TypeError as e:
        print(e)
""",
    """from abc import ABC, abstractmethod
class Repo(ABC):
    @abstractmethod
    def get(self, k): ...
    @abstractmethod
    def put(self, k, v): ...
    @property
    @abstractmethod
    def name(self): ...
try:
    Repo()
except TypeError as e:
    print(e)
class Mem(Repo):
    def __init__(self): self.d = {}
    def get(self, k): return self.d.get(k)
    def put(self, k, v): self.d[k] = v
    @property
    def name(self): return 'memory'
m = Mem()
m.put('a', 1)
print(m.get('a'), m.name, isinstance(m, Repo))
print(sorted(Repo.__abstractmethods__), Mem.__abstractmethods__)
""",
    """from abc import ABC, abstractmethod
class B(ABC):
    @classmethod
    @abstractmethod
    def make(cls): ...
    @staticmethod
    @abstractmethod
    def util(): ...
class I(B):
    @classmethod
    def make(cls): return cls()
    @staticmethod
    def util(): return 1
try:
    B()
except TypeError as e:
    print(e)
print(type(I.make()).__name__, I.util())
""",
    """from abc import ABC
class Sized2(ABC):
    pass
class MyThing:
    pass
Sized2.register(MyThing)
print(issubclass(MyThing, Sized2), isinstance(MyThing(), Sized2))
Sized2.register(int)
print(isinstance(3, Sized2), isinstance('x', Sized2))
@Sized2.register
class Other:
    pass
print(issubclass(Other, Sized2))
""",
    """from abc import ABCMeta, abstractmethod
class M(metaclass=ABCMeta):
    @abstractmethod
    def f(self): ...
try:
    M()
except TypeError as e:
    print(e)
print(isinstance(M, ABCMeta), type(M).__name__ if False else 'ok')
X = ABCMeta('X', (M,), {'f': lambda self: 2})
print(X().f(), X.__name__, issubclass(X, M))
""",
    """from abc import ABC, abstractmethod
class Mixin:
    def hi(self):
        return 'hi'
class Z(Mixin, ABC):
    @abstractmethod
    def run(self): ...
class Impl(Z):
    def run(self):
        return super().hi() + '!'
print(Impl().run(), Impl.__mro__[1].__name__, [c.__name__ for c in Impl.__mro__])
""",
    """from abc import ABC, abstractmethod
from dataclasses import dataclass
@dataclass
class Shape(ABC):
    name: str
    @abstractmethod
    def area(self): ...
@dataclass
class Sq(Shape):
    side: int = 1
    def area(self):
        return self.side ** 2
print(Sq('s', 3), Sq('s', 3).area())
try:
    Shape('x')
except TypeError as e:
    print(e)
""",
    """from contextlib import AbstractContextManager
class CM(AbstractContextManager):
    def __exit__(self, *exc):
        print('exit')
with CM() as c:
    print(type(c).__name__)
class Duck:
    def __enter__(self): return self
    def __exit__(self, *a): pass
print(isinstance(Duck(), AbstractContextManager), isinstance(3, AbstractContextManager))
""",
]


@pytest.mark.parametrize("src", ABC_SNIPPETS)
def test_abc_matches_cpython(src: str) -> None:
    same(src)


# --- differential: typing ---------------------------------------------------------------------

TYPING = [
    """from typing import List, Dict, Optional, Union, Tuple, Callable, Any
def process(items: List[int], lookup: Dict[str, int],
            flag: Optional[bool] = None) -> Tuple[int, str]:
    return sum(items), str(flag)
print(process([1, 2], {}), process([3], {'a': 1}, True))
print(Optional[int], Union[int, str], List[int], Dict[str, List[int]])
print(Callable[[int], str], Callable[..., Any], Any, Optional[int] == Union[int, None])
""",
    """from typing import (Set, FrozenSet, Type, Literal, Annotated, ClassVar, Final, Sequence,
    Mapping, Iterable, Iterator, Generator, Awaitable, Coroutine, AsyncIterator, MutableMapping,
    NoReturn, Any)
print(Set[int], FrozenSet[str], Type[int], Literal['a', 1], Annotated[int, 'm'])
print(ClassVar[int], Final[int])
print(Sequence[int], Mapping[str, int], Iterable[int], Iterator[int], Generator[int, None, None])
print(Awaitable[int], Coroutine[Any, Any, int], AsyncIterator[int])
print(MutableMapping[str, int], NoReturn)
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance(5, Iterable))
""",
    """from typing import TypeVar, Generic, cast, Literal, Final
T = TypeVar('T')
K = TypeVar('K', bound=int)
class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item
b = Box[int](5)
print(b.get(), Box('s').get(), cast(int, 'not really'), T, K, Box.__parameters__)
class Pair(Generic[T, K]):
    pass
print(Pair[str, int], Box[int] == Box[int])
MAX: Final = 10
def mode(m: Literal['r', 'w']) -> str:
    return m
print(mode('r'), MAX)
""",
    """from typing import NamedTuple
class Employee(NamedTuple):
    name: str
    dept: str
    salary: int = 50000
    def raise_by(self, pct):
        return self._replace(salary=int(self.salary * (1 + pct / 100)))
e = Employee('ann', 'eng')
print(e, e.salary, e[0], e._fields, e.raise_by(10), Employee._field_defaults, e._asdict())
name, dept, sal = Employee('bob', 'ops', 70000)
print(name, dept, sal, isinstance(e, tuple), Employee._make(['c', 'd', 1]))
E2 = NamedTuple('E2', [('x', int), ('y', int)])
E3 = NamedTuple('E3', a=int)
print(E2(1, 2), E2(1, 2).x, E3(4), E2.__name__)
""",
    """from typing import TypedDict
class Movie(TypedDict):
    title: str
    year: int
class Partial(TypedDict, total=False):
    note: str
m: Movie = {'title': 'Heat', 'year': 1995}
print(m, type(m).__name__, Movie.__annotations__, Movie(title='x', year=1), Partial())
M2 = TypedDict('M2', {'a': int})
print(M2(a=1), M2.__annotations__)
try:
    isinstance({}, Movie)
except TypeError as e:
    print(e)
""",
    """from typing import Protocol, runtime_checkable
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
class File:
    def close(self):
        return None
class Rock:
    pass
print(isinstance(File(), Closer), isinstance(Rock(), Closer), issubclass(File, Closer))
@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int: ...
print(isinstance([], HasLen), isinstance(3, HasLen), isinstance('abc', HasLen))
class NotRuntime(Protocol):
    x: int
try:
    isinstance(File(), NotRuntime)
except TypeError as e:
    print(e)
try:
    Closer()
except TypeError as e:
    print(e)
""",
    """from typing import Generic, Protocol, TypeVar, runtime_checkable
T = TypeVar('T')
@runtime_checkable
class Getter(Protocol[T]):
    def get(self) -> T: ...
class G:
    def get(self):
        return 1
class Impl(Getter[int]):
    def get(self):
        return 5
print(isinstance(G(), Getter), Getter[int], Getter.__parameters__)
print(Impl().get(), isinstance(Impl(), Getter))
print(Protocol, Protocol[T])
try:
    runtime_checkable(G)
except TypeError as e:
    print('TypeError')
@runtime_checkable
class Both(Generic[T], Protocol):
    def get(self) -> T: ...
print(isinstance(G(), Both), Both.__parameters__, Both[int], {Protocol: 1}[Protocol])
""",
    """from typing import overload, final, get_origin, get_args, TYPE_CHECKING, List, Dict, Union
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x
print(f(1), TYPE_CHECKING, get_origin(List[int]), get_args(Dict[str, int]))
print(get_origin(Union[int, str]) is Union)
@overload
def g(x: int) -> int: ...
try:
    g(1)
except NotImplementedError:
    print('NotImplementedError')
@final
class Fin:
    pass
print(Fin.__final__)
""",
]


@pytest.mark.parametrize("src", TYPING)
def test_typing_matches_cpython(src: str) -> None:
    same(src)


# --- security: dataclasses' generated code ----------------------------------------------------

DC = "from dataclasses import dataclass, field, fields\n"


@pytest.mark.parametrize("expr", [
    "P.__init__.__globals__", "P(1).__eq__.__func__.__globals__",
    "P.__repr__.__wrapped__.__globals__", "P.__init__.__code__", "P.__setattr__.__builtins__",
    "P.__repr__.__closure__",
    "getattr(P.__hash__, '__glo' + 'bals__')",
    "P.__init__.__dict__", "P.__init__.__reduce__",
])
def test_generated_methods_hide_host_internals(expr: str) -> None:
    src = DC + ("@dataclass(frozen=True)\nclass P:\n    x: int = 1\n"
                f"    y: list = field(default_factory=list)\nprint({expr})")
    guest_error(src, "AttributeError")


def test_generated_init_defaults_are_the_guest_values() -> None:
    # readable as in CPython (the generated __init__ is guest code): its defaults are the
    # field default and the default_factory marker, both the guest's own values
    src = DC + ("@dataclass(frozen=True)\nclass P:\n    x: int = 1\n"
                "    y: list = field(default_factory=list)\n"
                "print(P.__init__.__defaults__, P.__init__.__kwdefaults__)")
    same(src)
    src = DC + ("import inspect, typing\n@dataclass\nclass Q:\n    a: int\n    b: str = 'x'\n"
                "    c: list = field(default_factory=list, kw_only=True)\n"
                "    d: int = field(default=2, kw_only=True)\n"
                "print(Q.__init__.__defaults__, Q.__init__.__kwdefaults__)\n"
                "print(Q.__init__.__annotations__, typing.get_type_hints(Q.__init__))\n"
                "print(inspect.signature(Q.__init__), inspect.signature(Q(1).__init__))\n"
                "print(inspect.signature(Q))\n"
                "q = Q.__new__(Q)\nQ.__init__(self=q, a=3)\nprint(q)\n"
                "for call in (lambda: Q.__init__(), lambda: Q.__init__(q, 1, 2, 3),\n"
                "             lambda: Q.__init__(q), lambda: Q(1, a=2)):\n"
                "    try:\n        call()\n    except TypeError as e:\n        print(e)\n")
    same(src)


def test_make_dataclass_validates_names() -> None:
    src = "from dataclasses import make_dataclass\nmake_dataclass('X', ['a;b'])"
    assert "valid identifiers" in guest_error(src, "TypeError")
    src = "from dataclasses import make_dataclass\nmake_dataclass('X', ['a'], bases=(type(print),))"
    assert "cannot be subclassed" in guest_error(src, "TypeError")


def test_asdict_never_applies_state_to_host_objects() -> None:
    src = DC + """from dataclasses import asdict
class Evil:
    def __reduce_ex__(self, proto):
        return (type(print), (), {'x': 1})
@dataclass
class P:
    e: object
asdict(P(Evil()))
"""
    message = guest_error(src, "TypeError")  # refused by asdict or by the builtin's guard
    assert "cannot copy" in message or "cannot create" in message


def test_asdict_work_is_charged_in_steps() -> None:
    src = DC + """from dataclasses import asdict
a = []
for i in range(60):
    a = [a, a]
@dataclass
class P:
    v: list
asdict(P(a))
"""
    r = run(src, max_steps=100_000)
    error = r.error  # type: ignore[attr-defined]
    assert isinstance(error, LimitExceeded) and error.limit == "max_steps"


# --- security: metaclasses, shared host classes -----------------------------------------------

@pytest.mark.parametrize("src", [
    "from enum import Enum\nclass C(Enum):\n    A = 1\nC._convert_('X', 'os', lambda n: True)",
    "from enum import Enum\nEnum('E', 'A B', type=type(print))",
    "from enum import Enum\nclass X(Enum, _simple=True):\n    A = 1",
    "from enum import EnumMeta\nEnumMeta('X', (), {})",
    "from abc import ABCMeta\nABCMeta('X', (type(print),), {})",
    "from abc import ABCMeta\nABCMeta('X', (type(print),), {'__sandbox_guest__': True})",
    "class E:\n    def __mro_entries__(self, bases):\n        return (type(print),)\n"
    "class X(E()):\n    pass",
    "from abc import abstractmethod\nabstractmethod(type(print))",
    "from typing import runtime_checkable\nruntime_checkable(int)",
])
def test_metaclass_paths_cannot_build_unchecked_classes(src: str) -> None:
    guest_error(src, "TypeError", "AttributeError")


@pytest.mark.parametrize("src", [
    "from abc import ABC\nclass A(ABC): pass\nA.__qualname__ = 'x\\ninjected'\nA._dump_registry()",
    "from typing import Protocol\nclass P(Protocol): pass\nP._dump_registry()",
    "from contextlib import AbstractContextManager\nclass C(AbstractContextManager): pass\n"
    "C._dump_registry()",
])
def test_abc_registry_dump_never_reaches_host_stdout(src: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    guest_error(src, "TypeError", "AttributeError")
    assert "injected" not in capsys.readouterr().out


def test_metaclasses_hidden_from_type() -> None:
    src = """from enum import Enum
from abc import ABC
from typing import Any, Protocol, TypedDict
class C(Enum):
    A = 1
class P(Protocol):
    pass
class T(TypedDict):
    x: int
print([type(x) is type for x in (C, ABC, Any, P, T, Enum)])
"""
    # an ABC's class is the sandbox's abc.ABCMeta (its __new__ checks what it builds)
    assert sandbox_output(src) == "[True, False, True, True, True, True]\n"


@pytest.mark.parametrize("stmt", [
    "from enum import Enum\nEnum.name = 1", "from abc import ABC\nABC.x = 1",
    "from typing import Protocol\nProtocol.x = 1",
    "from typing import Sequence\nSequence.index = 1",
    "from typing import List\ndef f(): pass\ntype(List[int])(type(f), ()).call_positional = f",
    "from typing import Generic, TypeVar\nT = TypeVar('T')\nclass B(Generic[T]): pass\n"
    "B.__mro__[1][T].foo = 1",
    "from contextlib import ExitStack\nExitStack.close = 1",
    "from abc import ABC\nABC.register(int)",
    "from typing import Protocol\nProtocol.register(int)",
])
def test_shared_host_classes_stay_unchanged(stmt: str) -> None:
    before = Function.call_positional
    guest_error(stmt, "AttributeError")
    assert Function.call_positional is before
    assert not hasattr(typing.Generic, "foo")


def test_namedtuple_field_names_validated() -> None:
    for name, msg in [("a, b", "valid identifiers"), ("class", "keyword"), ("_x", "underscore")]:
        src = f"from typing import NamedTuple\nNamedTuple('X', [({name!r}, int)])"
        assert msg in guest_error(src, "ValueError")
    assert "valid identifiers" in guest_error(
        "from typing import NamedTuple\nclass X(NamedTuple):\n    __annotations__ = {'a=1': int}",
        "ValueError")


def test_protocol_patch_is_neutral_for_host_protocols() -> None:
    @typing.runtime_checkable
    class Named(typing.Protocol):
        name: str
    from sandbox.modules import sourcemods  # noqa: F401 - installs the patch
    assert typing._get_protocol_attrs(Named) == {"name"}  # type: ignore[attr-defined]


# --- security: contextlib ---------------------------------------------------------------------

@pytest.mark.parametrize("expr", ["c._impl", "c.__globals__", "c().gen", "c().__dict__",
                                  "ExitStack()._exit_callbacks", "c.__closure__"])
def test_contextlib_objects_hide_internals(expr: str) -> None:
    src = f"""from contextlib import contextmanager, ExitStack
@contextmanager
def c():
    yield
print({expr})
"""
    guest_error(src, "AttributeError")


def test_exit_stack_survives_cyclic_exception_context() -> None:
    src = """from contextlib import ExitStack
a = ValueError('a')
b = ValueError('b')
a.__context__ = b
b.__context__ = a
def boom():
    raise a
try:
    with ExitStack() as s:
        s.callback(boom)
except ValueError as e:
    print('caught', e)
"""
    assert sandbox_output(src) == "caught a\n"


def test_redirect_stdout_captures_prints_into_its_target() -> None:
    from sandbox import Sandbox
    result = Sandbox().run_sync(
        "import io\nfrom contextlib import redirect_stdout\nbuf = io.StringIO()\n"
        "with redirect_stdout(buf):\n    print('inside')\nprint('outside', repr(buf.getvalue()))")
    assert result.output == "outside 'inside\\n'\n"


@pytest.mark.parametrize("module", ["contextlib", "dataclasses", "enum", "abc", "typing"])
@pytest.mark.parametrize("attr", ["__loader__", "__spec__", "__builtins__", "__file__", "_dc",
                                  "sys"])
def test_modules_expose_only_their_names(module: str, attr: str) -> None:
    guest_error(f"import {module}\nprint({module}.{attr})", "AttributeError")


@pytest.mark.parametrize("src", [
    "from enum import Enum\nEnum('E', ' '.join(f'a{i}' for i in range(50000)))",
    "from enum import Enum, auto\ntype('E', (Enum,), {f'a{i}': auto() for i in range(50000)})",
    "from typing import TypedDict\nTypedDict('T', {f'a{i}': int for i in range(5000)})",
])
def test_class_building_work_is_capped(src: str) -> None:
    # One host call compiles/creates everything at once (superlinear for dataclasses, enum's
    # auto()): the size is capped before that work starts.
    assert "the sandbox allows at most" in guest_error(src, "ValueError")
