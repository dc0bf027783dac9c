"""Guest source that builds the census's roots inside a real session.

Everything here is ordinary guest code run by the sandbox: it imports every allowlisted
module, builds classes with every metaclass and class decorator the sandbox allows, and makes
one sample of each kind of value a guest can hold. The names it binds are the census's
roots (:mod:`tests.security.census` walks the session's globals after the run); ``SAMPLES``
holds the values that have no name of their own.
"""

from __future__ import annotations

from typing import Any

from sandbox import Expose

#: Modules whose construction below needs them (every allowlisted module is imported as well,
#: by the census, under its own name).
ROOTS_SOURCE = r'''
import abc, array, asyncio, base64, binascii, bisect, calendar, cmath, collections
import collections.abc, contextlib, copy, csv, dataclasses, datetime, decimal, difflib, enum
import fractions, functools, hashlib, heapq, hmac, io, itertools, json, math, operator, pprint
import random, re, statistics, string, struct, textwrap, time, types, typing, unicodedata, uuid
import zoneinfo
from dataclasses import dataclass, field
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto
from typing import NamedTuple, TypedDict

SAMPLES = []

def keep(*values):
    SAMPLES.extend(values)

# --- guest classes with every decorator and metaclass the sandbox allows ----------------------

class Plain:
    x = 1
    def __init__(self, a=1):
        self.a = a
    def method(self):
        return super().__repr__
    @property
    def prop(self):
        return [self.a, "made by a guest property the census reads"]
    @classmethod
    def cm(cls):
        return cls
    @staticmethod
    def sm():
        return 0

class HeldBuiltins:  # builtins CPython calls with guest arguments (classes.LateChecked)
    __call__ = staticmethod(list)
    __missing__ = bytes
    size = property(sorted)

@dataclass
class DC:
    a: int = 0
    b: list = field(default_factory=list)

@dataclass(frozen=True, slots=True)
class FrozenSlots:
    a: int = 0
    b: str = ""

# the issue's example: a field named __globals__ (the class is walked; making an instance is
# refused, since the gate never writes that name)
@dataclass(frozen=True, slots=True)
class FrozenGlobals:
    a: int = 0
    __globals__: int = 0

try:
    FrozenGlobals()
except AttributeError:
    pass

@dataclass(order=True, eq=True, kw_only=True)
class Ordered:
    a: int = 0

@dataclass(unsafe_hash=True, repr=False, match_args=True)
class Hashed:
    a: int = 0

class Color(Enum):
    RED = 1
    GREEN = auto()

class Num(IntEnum):
    ONE = 1

class Perm(Flag):
    R = 1
    W = 2

class IPerm(IntFlag):
    X = 1

class Word(StrEnum):
    A = "a"

Point = collections.namedtuple("Point", "x y", defaults=(0,))

class NT(NamedTuple):
    x: int
    y: str = ""

class TD(TypedDict):
    a: int

class TDPartial(TypedDict, total=False):
    b: str

@functools.total_ordering
class TO:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
    def __lt__(self, other):
        return self.v < other.v

class Base(abc.ABC):
    @abc.abstractmethod
    def run(self):
        ...

class Impl(Base):
    def run(self):
        return 1

class Meta(metaclass=abc.ABCMeta):
    pass

# guest metaclasses: the classes they build (and the metaclasses themselves) are walked too
class GuestMeta(type):
    registry = []
    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, ns)
        mcs.registry.append(cls)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
    def __call__(cls, *args, **kwargs):
        return super().__call__(*args, **kwargs)
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        return collections.OrderedDict()
    def __instancecheck__(cls, obj):
        return super().__instancecheck__(obj)
    def __repr__(cls):
        return "<GuestMeta " + cls.__name__ + ">"
    def meta_method(cls):
        return [super().__setattr__, super().__init__, super().__call__, super().mro]

class ByGuestMeta(metaclass=GuestMeta, flag=1):
    def __init_subclass__(cls, **kw):
        pass
    def __len__(self):
        return 0

class SubByGuestMeta(ByGuestMeta):
    pass

class SubMeta(GuestMeta):
    pass

BuiltByCall = GuestMeta("BuiltByCall", (ByGuestMeta,), {"a": 1})
BuiltByType = type("BuiltByType", (type,), {})

def function_meta(name, bases, ns):
    return type(name, bases, ns)

class ByFunctionMeta(metaclass=function_meta):
    pass

class AbcSubMeta(abc.ABCMeta):
    def extra(cls):
        return super().register

class ByAbcSubMeta(metaclass=AbcSubMeta):
    pass

class KeepsNamespace(type):  # what a metaclass sees: the namespace, its __classcell__
    seen = []
    def __new__(mcs, name, bases, ns):
        mcs.seen.append(dict(ns))
        return super().__new__(mcs, name, bases, ns)

class UsesSuper(metaclass=KeepsNamespace):
    def f(self):
        return super().__repr__


@contextlib.contextmanager
def managed():
    yield 1

@functools.lru_cache(maxsize=8)
def cached(n):
    return n

@functools.cache
def cached2(n):
    return n

part = functools.partial(max, 1)
wrapped = functools.wraps(max)(lambda *a: 0)

class Gen(typing.Generic[typing.TypeVar("T")]):
    pass

class MyList(list):
    pass

class MyDict(dict):
    def __missing__(self, key):
        return 0

class MyStr(str):
    pass

class MyInt(int):
    pass

class MyErr(ValueError):
    pass

class MyCounter(collections.Counter):
    pass

class MyChain(collections.ChainMap):
    pass

class MyOD(collections.OrderedDict):
    pass

class MyDefault(collections.defaultdict):
    pass

class Slotted:
    __slots__ = ("a", "b")

class WithDel:
    def __del__(self):
        pass

class WithGetattr:
    def __getattr__(self, name):
        return name

class Async:
    async def coro(self):
        return 1
    async def agen(self):
        yield 1

instances = [Plain(), DC(), FrozenSlots(), Ordered(), Hashed(), Color.RED, Num.ONE, Perm.R,
             HeldBuiltins(), Perm.R | Perm.W, IPerm.X, Word.A, Point(1, 2), NT(1), TD(a=1),
             TO(1), Impl(),
             Meta(), MyList([1]), MyDict(), MyStr("s"), MyInt(3), MyErr("e"), MyCounter("aab"),
             MyChain({}), MyOD(a=1), MyDefault(int), Slotted(), WithGetattr(), Gen(),
             WithDel(), Async()]
keep(*instances)
keep(ByGuestMeta(), SubByGuestMeta(), BuiltByCall(), ByGuestMeta.meta_method(),
     ByAbcSubMeta.extra(), type(ByGuestMeta), type(BuiltByType), KeepsNamespace.seen)

# --- values of every guest-visible builtin type ----------------------------------------------

def gen():
    yield 1

async def coro():
    return 1

async def agen():
    yield 1

g = gen()
next(g)
c = coro()
ag = agen()
d = {"a": 1, 2: [3]}
s = {1, 2}
lst = [1, "x", (2,)]
keep(0, 1, -1, 2**70, 1.5, 2j, True, None, ..., NotImplemented, "s", b"b", bytearray(b"ba"),
     lst, (1, 2), d, s, frozenset(s), range(3), slice(1, 2), d.keys(), d.values(), d.items(),
     iter(lst), iter((1,)), iter(d), iter(d.values()), iter(d.items()), iter(s), iter("s"),
     iter(b"b"), iter(bytearray(b"b")), iter(range(3)), iter(range(2**70)), reversed(lst),
     reversed(d), reversed(range(3)), reversed("ab"), enumerate(lst), zip(lst, lst),
     map(str, lst), filter(None, lst), gen(), g, c, ag, lambda: 0, print, len, type, super,
     object(), property(lambda self: 0), classmethod(len), staticmethod(len),
     memo := {}, iter(callable, 1), eval, exec, compile, id, locals, vars, dir,
     compile("1", "<c>", "eval"), compile("x = 1", "<c>", "exec"), eval("lambda: 0"),
     memoryview(b"b"), memoryview(bytearray(b"ba")), memoryview(b"abcd").cast("c"),
     memoryview(bytearray(4)).cast("B", shape=[2, 2]), memoryview(b"ab")[::-1],
     iter(memoryview(b"ab")), memoryview(memoryview(b"ab")).toreadonly())
errors = []
for E in [BaseException, Exception, ValueError, KeyError, TypeError, StopIteration,
          StopAsyncIteration, OSError, SyntaxError, UnicodeDecodeError, ImportError,
          NameError, AttributeError, SystemExit, KeyboardInterrupt,
          ZeroDivisionError, IndexError, AssertionError, RuntimeError, NotImplementedError,
          ArithmeticError, LookupError, UnicodeError, GeneratorExit, Warning, UserWarning]:
    try:
        if E is UnicodeDecodeError:
            b"\xff".decode("utf-8")
        raise E("msg")
    except BaseException as e:
        errors.append(e)
try:
    try:
        1 / 0
    except ZeroDivisionError as inner:
        raise ValueError("outer") from inner
except ValueError as chained:
    errors.append(chained)
errors.append(ExceptionGroup("eg", [ValueError(1), TypeError(2)]))
errors.append(BaseExceptionGroup("beg", [KeyboardInterrupt()]))
errors.append(RecursionError("not raised: a limit in the sandbox"))
keep(*errors)

# --- objects made by modules ------------------------------------------------------------------

pat = re.compile(r"(?P<w>\w+)(\d)?")
m = pat.match("ab1")
keep(pat, m, re.finditer("a", "aa"), re.IGNORECASE, re.error, re.Match, re.Pattern)
keep(datetime.date(2020, 1, 2), datetime.datetime(2020, 1, 2, 3, 4, 5),
     datetime.time(1, 2), datetime.timedelta(1), datetime.timezone.utc,
     datetime.timezone(datetime.timedelta(hours=1)))
keep(zoneinfo.ZoneInfo("UTC"))
keep(decimal.Decimal("1.5"), decimal.getcontext(), decimal.Context(), decimal.localcontext(),
     fractions.Fraction(1, 3))
cnt = collections.Counter("abca")
dq = collections.deque([1, 2], maxlen=5)
od = collections.OrderedDict(a=1)
dd = collections.defaultdict(list)
dd[1].append(2)
cm_ = collections.ChainMap({"a": 1}, {"b": 2})
keep(cnt, dq, iter(dq), reversed(dq), od, od.keys(), od.values(), od.items(), iter(od),
     reversed(od), dd, cm_, cnt.most_common(), cnt.elements())
keep(itertools.count(), itertools.cycle([1]), itertools.repeat(1, 2), itertools.chain([1], [2]),
     itertools.islice([1, 2], 1), itertools.groupby("aab"), itertools.product([1], [2]),
     itertools.permutations([1, 2]), itertools.combinations([1, 2], 1), itertools.accumulate([1]),
     itertools.pairwise([1, 2]), itertools.zip_longest([1], [2]), itertools.tee([1])[0],
     itertools.starmap(max, [(1, 2)]), itertools.takewhile(bool, [1]),
     itertools.dropwhile(bool, [1]), itertools.filterfalse(bool, [0]),
     itertools.compress([1], [1]), itertools.combinations_with_replacement([1], 1))
keep(operator.itemgetter(1), operator.attrgetter("a"), operator.methodcaller("m"))
keep(array.array("i", [1, 2]), hashlib.sha256(b"x"), hmac.new(b"k", b"m", "sha256"),
     struct.Struct("i"), uuid.uuid4(), io.StringIO("x"), io.BytesIO(b"x"),
     csv.reader(["a,b"]), csv.writer(io.StringIO()), csv.DictReader(["a,b", "1,2"]),
     io.TextIOWrapper(io.BytesIO(b"x"), encoding="utf-8"), csv.Sniffer(),
     csv.Sniffer().sniff('a;b\n1;2\n'),
     difflib.SequenceMatcher(None, "ab", "ac"), string.Template("$a"),
     types.SimpleNamespace(a=1), time.gmtime(0),
     calendar.Calendar(), types.MappingProxyType({"a": 1}), contextlib.suppress(ValueError),
     contextlib.nullcontext(), contextlib.ExitStack(), managed(), cached.cache_info(),
     typing.List[int], typing.Optional[int], typing.Union[int, str], list[int],
     typing.Callable[[int], str], typing.TypeVar("U"), typing.Any, Gen[int],
     typing.ParamSpec("Q"), typing.ParamSpec("Q").args, typing.ParamSpec("Q").kwargs,
     typing.Concatenate[int, typing.ParamSpec("Q")], typing.Counter[str], type[int],
     dataclasses.fields(DC)[0], dataclasses.MISSING, statistics.NormalDist(0, 1))
# --- files: every kind of file object, paths and what os and tempfile hand out ---------------
import os, os.path, pathlib, glob, shutil, tempfile, tomllib, fnmatch
with open('/tmp/census.txt', 'w') as f_text:
    f_text.write('x\n')
f_files = [open('/tmp/census.txt'), open('/tmp/census.txt', 'rb'), open('/tmp/census.txt', 'ab'),
           open('/tmp/census.txt', 'r+b'), open('/tmp/census.txt', 'a+'), f_text]
f_path = pathlib.Path('/tmp/census.txt')
f_tmp = tempfile.NamedTemporaryFile('w+')
keep(*f_files, f_path, f_path.parents, pathlib.PurePosixPath('a/b'), pathlib.PurePath('c'),
     pathlib.PureWindowsPath('C:/a/b.txt'), pathlib.PureWindowsPath('//srv/share').parents,
     os.stat('/tmp'), f_path.stat(), os.environ, os.walk('/tmp'), f_path.iterdir(),
     f_path.parent.glob('*'), f_tmp, tempfile.TemporaryDirectory(), iter(f_files[0]),
     glob.iglob('/tmp/*'), tomllib.loads('a = 1'), shutil.Error('e'), fnmatch.translate('*.py'))

async def main():
    task = asyncio.create_task(coro())
    await task
    keep(task, asyncio.Event(), asyncio.Lock(), asyncio.Queue(), asyncio.Semaphore(),
         asyncio.Condition(), asyncio.PriorityQueue(), asyncio.LifoQueue(), asyncio.Barrier(2),
         asyncio.sleep(0), asyncio.gather(coro()))
    loop = asyncio.get_running_loop()
    done, failed = loop.create_future(), asyncio.Future()
    done.set_result(1)
    failed.set_exception(ValueError('f'))
    keep(done, failed, await done, failed.exception())
    # left pending, with done callbacks, past the run's end: walking one iterates it (a
    # pending future's iterator once waited on it, which hung the census)
    pending, pending_too = loop.create_future(), asyncio.Future()
    pending.add_done_callback(lambda f: None)
    pending_too.add_done_callback(print)
    keep(pending, pending_too, iter(pending), asyncio.ensure_future(asyncio.sleep(10)))
asyncio.run(main())

# --- this round's surface: partialmethod bound every way, a PrettyPrinter, raw_decode, zlib,
# stat and literal_eval results, guest function defaults
import ast, stat, zlib
class WithPartials:
    def m(self, a, b):
        return a
    @classmethod
    def c(cls, a):
        return a
    pm = functools.partialmethod(m, 1)
    pc = functools.partialmethod(c)
    pp = functools.partialmethod(functools.partial(max, 0))
def with_defaults(a=[1], *, b={"k": 2}):
    return a
wp = WithPartials()
keep(wp.pm, wp.pc, wp.pp, WithPartials.pm, WithPartials.__dict__["pm"], pprint.PrettyPrinter(),
     json.JSONDecoder().raw_decode('[1] x'), zlib.error, zlib.compress(b"z"), stat.filemode,
     ast.literal_eval("{1: (2, [3])}"), with_defaults.__defaults__, with_defaults.__kwdefaults__)

# --- host objects behind allowlists (sandbox.expose): the proxies, their methods, a proxy an
# exposed constructor made, and what reading an allowed attribute copies
made = ExposedStore("made by the guest")
keep(exposed_store, exposed_store.lookup, exposed_store.fetch, exposed_store.label,
     exposed_store.lookup("k"), ExposedStore, made, made.lookup, made.label)

# --- zlib's streaming objects (sandbox wrappers) and ipaddress (guest code): one of each
# object, and the generators and views their methods return
import ipaddress
z_c, z_d = zlib.compressobj(), zlib.decompressobj()
z_d.decompress(z_c.compress(b"census") + z_c.copy().flush())
keep(z_c, z_d, z_c.copy(), z_d.copy(), z_d.unused_data, type(z_c), type(z_d))
ip_n4, ip_n6 = ipaddress.ip_network("10.0.0.0/30"), ipaddress.ip_network("2001:db8::/126")
keep(ip_n4, ip_n6, ip_n4.hosts(), ip_n6.subnets(), ip_n4.supernet(), ip_n4.network_address,
     ipaddress.ip_address("fe80::1%eth0"), ipaddress.ip_interface("10.1.2.3/16"),
     ipaddress.ip_interface("::1/64"), ipaddress.collapse_addresses([ip_n4]),
     ipaddress.summarize_address_range(ip_n4[0], ip_n4[3]), ipaddress.AddressValueError("x"),
     ip_n4.address_exclude(ipaddress.ip_network("10.0.0.0/31")))
import enum
class WithMarkers(enum.Enum):
    RUN = enum.member(lambda: 1)
    LIMIT = enum.nonmember(3)
@enum.verify(enum.UNIQUE, enum.CONTINUOUS)
class Checked(enum.IntFlag, boundary=enum.KEEP):
    A = 1
    B = 2
keep(WithMarkers, WithMarkers.RUN, Checked(7), enum.member(1), enum.nonmember(2), enum.verify,
     enum.verify(enum.NAMED_FLAGS), enum.STRICT, enum.CONFORM, enum.EJECT, enum.KEEP,
     enum.UNIQUE, enum.CONTINUOUS, enum.NAMED_FLAGS)
class Reprd(float, enum.ReprEnum):
    HALF = 0.5
    @enum.property
    def doubled(self):
        return self.value * 2
class Worded(str, enum.ReprEnum):
    A = "a"
    def __str__(self):
        return "w" + self.value
class Bounded(enum.Flag, boundary=enum.FlagBoundary.CONFORM):
    R = 4
    W = 2
keep(Reprd, Reprd.HALF, Reprd.HALF.doubled, Worded, Worded.A, Bounded, Bounded(6),
     enum.ReprEnum, enum.property, enum.property(lambda self: 1), enum.FlagBoundary,
     enum.EnumCheck, list(enum.FlagBoundary), enum.FlagBoundary("keep"),
     enum.EnumCheck["UNIQUE"], enum.show_flag_values, enum.show_flag_values(Bounded(6)))
@enum.global_enum
class Spread(enum.IntFlag):
    LEFT = 1
    RIGHT = 2
@enum.global_enum
class Side(enum.Enum):
    UP = 1
keep(Spread, LEFT, Spread(3), Side, UP, enum.global_enum, enum.global_str, enum.global_enum_repr,
     enum.global_flag_repr)
import weakref
class _Referent:
    def method(self):
        return 1
_referent = _Referent()
_weak_values = weakref.WeakValueDictionary({"k": _referent})
_weak_keys = weakref.WeakKeyDictionary({_referent: 1})
keep(_referent, weakref.ref(_referent), weakref.ref(_referent, print), _weak_values,
     _weak_keys, weakref.WeakSet([_referent]), weakref.WeakMethod(_referent.method),
     weakref.finalize(_referent, print, "gone"), list(_weak_values.valuerefs()))
'''


class CensusStore:
    """A host object the census's sandbox exposes: its private parts must stay out of
    reach."""

    def __init__(self, label: str = "store") -> None:
        self.label = label
        self.hidden = {"not": "exposed"}

    def lookup(self, key: str) -> dict[str, Any]:
        return {"key": key, "hidden": False}

    async def fetch(self, key: str) -> list[str]:
        return [key]


#: ``Sandbox(objects=...)`` of the census's sandbox (host side).
EXPOSED = {
    "exposed_store": Expose(CensusStore(), methods=["lookup", "fetch"], attributes=["label"]),
    "ExposedStore": Expose(CensusStore, constructor=True, methods=["lookup"],
                           attributes=["label"]),
}
