"""What a session can save, tried for real: each entry is a guest program that builds one
kind of value; :func:`state_table` exports its session, imports the blob into a session of
another sandbox and reports the outcome (the README's table, kept current by
``tests/test_docs.py``: it is what the code does, not what a list says)."""

from __future__ import annotations

import re
from typing import Any

from ..errors import StateError

#: (what the guest holds, a program binding it to ``value``).
CATALOG: list[tuple[str, str]] = [
    ("plain data, shared references and cycles",
     "value = [1, 2.5, 'x', b'y', (1,), {3}, frozenset({4}), 10**30, 1j, None]\n"
     "value.append(value)"),
    ("functions, lambdas, closures, decorated functions",
     "def outer(n):\n    def inner(x):\n        return x + n\n    return inner\nvalue = outer(1)"),
    ("classes and instances (slots, properties, inheritance)",
     "class A:\n    __slots__ = ('x',)\n    def __init__(self):\n        self.x = 1\n"
     "    @property\n    def twice(self):\n        return 2 * self.x\nvalue = A()"),
    ("`@dataclass` classes and instances (every option)",
     "from dataclasses import dataclass, field\n@dataclass(frozen=True, order=True)\n"
     "class P:\n    x: int\n    y: list = field(default_factory=list)\nvalue = P(1)"),
    ("`namedtuple` / `NamedTuple`",
     "from typing import NamedTuple\nclass P(NamedTuple):\n    x: int\nvalue = P(1)"),
    ("`Enum` / `IntEnum` / `Flag` classes and members",
     "import enum\nclass Color(enum.Enum):\n    RED = 1\nvalue = Color.RED"),
    ("`abc.ABC` / `ABCMeta` classes and `typing.Protocol` classes, their instances",
     "import abc, typing\nclass Shape(abc.ABC):\n    @abc.abstractmethod\n"
     "    def area(self): ...\nclass Sq(Shape):\n    def area(self):\n        return 1\n"
     "class Sink(typing.Protocol):\n    def write(self, s: str) -> None: ...\n"
     "value = [Sq(), Sink]"),
    ("an ABC with virtual subclasses registered (`A.register(X)`)",
     "import abc\nclass A(abc.ABC):\n    pass\nA.register(int)\nvalue = A"),
    ("`TypedDict` classes",
     "from typing import TypedDict\nclass TD(TypedDict):\n    a: int\nvalue = TD"),
    ("`TypeVar`, `Generic` classes and their instances, `Annotated`",
     "from typing import TypeVar, Generic, Annotated\nT = TypeVar('T')\n"
     "class Box(Generic[T]):\n    pass\nvalue = [Box[int](), Annotated[int, 'm']]"),
    ("exceptions (args, cause, context, notes)",
     "try:\n    raise ValueError('x')\nexcept ValueError as e:\n    value = e"),
    ("compiled `re` patterns", "import re\nvalue = re.compile('a+', re.I)"),
    ("`re.Match` objects", "import re\nvalue = re.match('a', 'a')"),
    ("`hashlib` hash objects (as in CPython, whose hashes cannot be pickled either)",
     "import hashlib\nvalue = hashlib.sha256(b'a')"),
    ("`weakref.ref`, `WeakValueDictionary` and the other weak containers (CPython's "
     "cannot be pickled either)", "import weakref\nclass A:\n    pass\nkept = A()\n"
     "value = weakref.ref(kept)"),
    ("`functools.partial`", "import functools\nvalue = functools.partial(max, 1)"),
    ("`functools.lru_cache` / `cache` wrappers (the cache starts empty)",
     "import functools\n@functools.cache\ndef value(x):\n    return x"),
    ("`deque`, `Counter`, `OrderedDict`, `defaultdict`, `ChainMap`",
     "import collections\nvalue = [collections.deque([1], maxlen=2), collections.Counter('a'),"
     " collections.OrderedDict(a=1), collections.defaultdict(list),"
     " collections.ChainMap({}, {'a': 1})]"),
    ("`datetime` family with `timezone` / `ZoneInfo`",
     "import datetime, zoneinfo\nvalue = datetime.datetime(2020, 1, 1, "
     "tzinfo=zoneinfo.ZoneInfo('UTC'))"),
    ("`Decimal`, `Fraction`", "import decimal, fractions\n"
     "value = [decimal.Decimal('1.1'), fractions.Fraction(1, 3)]"),
    ("subclasses of `date` / `datetime` / `time` / `timedelta` / `Decimal` and their instances",
     "import datetime, decimal\nclass Day(datetime.date):\n    pass\n"
     "class Money(decimal.Decimal):\n    pass\nvalue = [Day(2020, 1, 2), Money('1.5')]"),
    ("`decimal.Context` objects", "import decimal\nvalue = decimal.Context(prec=5)"),
    ("`csv.writer` / `csv.DictWriter` over an `io.StringIO`",
     "import csv, io\nbuf = io.StringIO()\nvalue = [csv.writer(buf, delimiter=';'), "
     "csv.DictWriter(buf, ['a'])]"),
    ("`csv.writer` over another file", "import csv, sys\nvalue = csv.writer(sys.stdout)"),
    ("`asyncio.Semaphore` / `BoundedSemaphore` (no task waits between runs)",
     "import asyncio\nvalue = asyncio.BoundedSemaphore(2)"),
    ("`textwrap.TextWrapper`, `statistics.NormalDist`",
     "import statistics, textwrap\n"
     "value = [textwrap.TextWrapper(width=9), statistics.NormalDist(1, 2)]"),
    ("`random.Random` instances (with their state)", "import random\nvalue = random.Random(1)"),
    ("imported modules (re-imported by name)", "import json\nvalue = json"),
    ("generators, coroutines", "def g():\n    yield 1\nvalue = g()"),
    ("`itertools.count` (of ints or floats)", "import itertools\nvalue = itertools.count(5, 2)"),
    ("other iterators (`iter`, `map`, `zip`, `itertools`...)", "value = iter([1])"),
]


def _outcome(sandbox: Any, source: str) -> str:
    session = sandbox.session()
    session.run_sync(source).check()
    try:
        sandbox.session(state=session.export_state())
    except StateError as exc:
        found = re.search(r"'value' holds (.*?) \(delete or replace", str(exc))
        return "no: " + (found.group(1) if found else str(exc))
    return "yes"


def state_table(sandbox: Any) -> str:
    """Markdown table: each kind of value and whether it survives export + import through
    ``sandbox`` (an in-process Sandbox: the caller passes it, so this room needs no api)."""
    rows = ["| a global holding | saved |", "| --- | --- |"]
    rows += [f"| {what} | {_outcome(sandbox, source)} |" for what, source in CATALOG]
    return "\n".join(rows)
