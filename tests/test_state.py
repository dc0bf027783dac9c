"""Session state export/import (sandbox.state): round trips of every value kind, identity and
cycles, guest functions/classes/instances, modules, tools, random state, cross-process use,
signatures, bad blobs, property tests and mutation fuzzing.

The long fuzz run (>= 10,000 mutated blobs) is marked slow::

    python -m pytest tests/test_state.py -m slow -q -p no:cacheprovider
"""

from __future__ import annotations

import datetime
import decimal
import fractions
import importlib.util
import math
import random
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox import Limits, Sandbox, StateError
from sandbox import state as state_mod

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _fixture_module() -> Any:
    spec = importlib.util.spec_from_file_location("make_state_fixtures",
                                                  FIXTURES / "make_state_fixtures.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(session: Any, code: str) -> Any:
    result = session.run_sync(textwrap.dedent(code))
    result.check()
    return result


def roundtrip(code: str, probe: str, **sandbox_kw: Any) -> tuple[str, str]:
    """Run ``code``, export, import into a fresh session; the probe's output in both."""
    sandbox = Sandbox(**sandbox_kw)
    source = sandbox.session()
    run(source, code)
    blob = source.export_state()
    restored = sandbox.session(state=blob)
    return run(source, probe).output, run(restored, probe).output


def canon(v: Any, seen: dict[int, int] | None = None) -> Any:
    """A comparable image of a value: exact types, NaN equal to itself, cycles numbered."""
    seen = {} if seen is None else seen
    t = type(v)
    if t is float:
        return ("float", "nan" if math.isnan(v) else v.hex())
    if t is complex:
        return ("complex", canon(v.real), canon(v.imag))
    if t is decimal.Decimal:
        return ("Decimal", str(v))
    if t in (list, tuple, set, frozenset, dict):
        if id(v) in seen:
            return ("cycle", seen[id(v)])
        seen[id(v)] = len(seen)
        if t is dict:
            return ("dict", [(canon(k, seen), canon(x, seen)) for k, x in v.items()])
        items = [canon(x, seen) for x in v]
        if t in (set, frozenset):
            items.sort(key=repr)
        return (t.__name__, items)
    return (t.__name__, repr(v))


# --- plain values ------------------------------------------------------------------------------

PLAIN_VALUES: dict[str, Any] = {
    "none": None, "yes": True, "no": False, "zero": 0, "neg": -7, "u64": 2 ** 64 - 1,
    "i64": -2 ** 63, "big": 3 ** 200, "negbig": -(2 ** 100) - 1,
    "flt": 0.1, "negzero": -0.0, "inf": float("inf"), "ninf": float("-inf"), "nan": float("nan"),
    "tiny": 5e-324, "text": "héllo \U0001f600 \x00", "surrogate": "a\ud800b", "empty": "",
    "raw": b"\x00\xff" * 3, "ba": bytearray(b"xyz"), "cplx": complex(1.5, -2),
    "tup": (1, (2, (3,)), ()), "lst": [1, [2, []]], "st": {1, "a", (2, 3)},
    "fs": frozenset({frozenset({1}), 2}),
    "keys": {1: "int", (1, 2): "tuple", frozenset({3}): "fs", None: 0, 2.5: "f", b"b": 1,
             "s": {"nested": [1]}},
    "rng": range(3, 30, 4), "sl": slice(None, 5, -1),
    "dt": datetime.datetime(2021, 3, 4, 5, 6, 7, 890, fold=1),
    "dtz": datetime.datetime(2021, 3, 4, tzinfo=datetime.timezone(datetime.timedelta(hours=5,
                                                                                    minutes=30))),
    "d": datetime.date(2000, 1, 1), "tm": datetime.time(23, 59, 59, 999999),
    "tmz": datetime.time(1, tzinfo=datetime.UTC),
    "td": datetime.timedelta(days=-3, microseconds=5), "tz": datetime.timezone.min,
    "dec": decimal.Decimal("-1.2300E+5"), "decnan": decimal.Decimal("NaN"),
    "decinf": decimal.Decimal("-Infinity"), "frac": fractions.Fraction(-22, 7),
    "bigfrac": fractions.Fraction(2 ** 90, 3 ** 50), "uid": uuid.UUID(int=2 ** 127 + 5),
}


def test_plain_values_round_trip_exactly() -> None:
    sandbox = Sandbox()
    source = sandbox.session()
    source.globals.update(PLAIN_VALUES)
    restored = sandbox.session(state=source.export_state())
    for name, value in PLAIN_VALUES.items():
        assert canon(restored.globals[name]) == canon(value), name
    assert math.copysign(1, restored.globals["negzero"]) == -1
    assert type(restored.globals["ba"]) is bytearray


def test_guest_built_values_and_containers() -> None:
    code = """
    import collections, datetime, types, uuid
    c = collections.Counter("mississippi")
    od = collections.OrderedDict(a=1, b=2); od.move_to_end("a")
    dd = collections.defaultdict(list); dd["k"].append(1)
    dq = collections.deque(range(5), maxlen=3)
    ns = types.SimpleNamespace(x=1, y=[2])
    views = ({"a": 1}.keys(), {"a": 1}.values(), {"a": 1}.items())
    ell = ...
    u = uuid.uuid5(uuid.NAMESPACE_DNS, "example.org")
    when = datetime.datetime(2020, 5, 6, tzinfo=datetime.timezone.utc)
    box = [1]
    app = box.append
    join = ", ".join
    """
    probe = """
    print(c.most_common(2), od, list(od), dd, dd["new"], dq, dq.maxlen, ns, views, ell, u, when)
    app(2); print(join(["x", "y"]), box)
    print(type(c).__name__, type(od).__name__, type(dd).__name__, type(ns).__name__)
    """
    before, after = roundtrip(code, probe)
    assert before == after


# --- identity and cycles -----------------------------------------------------------------------

def test_shared_references_and_cycles_keep_identity() -> None:
    code = """
    a = []; b = [a, a]; a.append(b)
    d = {}; d["self"] = d
    t_holder = []; t = (t_holder, 1); t_holder.append(t)
    shared = {"x": 1}; pair = (shared, [shared])
    s1 = s2 = [1, 2]
    class Node:
        def __init__(self, v): self.v = v; self.next = None
    n1, n2 = Node(1), Node(2); n1.next = n2; n2.next = n1
    """
    sandbox = Sandbox()
    source = sandbox.session()
    run(source, code)
    restored = sandbox.session(state=source.export_state())
    out = run(restored, """
    print(b[0] is a, b[1] is a, a[0] is b, d["self"] is d, t_holder[0] is t, t[0] is t_holder)
    print(pair[0] is shared, pair[1][0] is shared, s1 is s2, n1.next.next is n1, n2.next is n1)
    """).output
    assert out == "True True True True True True\nTrue True True True True\n"


def test_class_with_a_finalizer_round_trips() -> None:
    session = Sandbox().session()
    session.run_sync("class A:\n    def __del__(self):\n        print('del')\na = A()")
    restored = Sandbox().session(state=session.export_state())
    result = restored.run_sync("a = None\nprint('x')\nA.__del__.__name__")
    assert (result.output, result.value) == ("del\nx\n", "__del__")


def test_deep_nesting_limits() -> None:
    sandbox = Sandbox()
    source = sandbox.session()
    run(source, "x = []\ny = x\nfor i in range(150):\n    y.append([])\n    y = y[0]")
    restored = sandbox.session(state=source.export_state())
    assert run(restored, "d = 0\ny = x\nwhile y:\n    y = y[0]\n    d += 1\nd").value == 150
    run(source, "t = ()\nfor i in range(1000):\n    t = (t,)")
    with pytest.raises(StateError, match="nested more than"):
        source.export_state()


# --- functions ---------------------------------------------------------------------------------

def test_closures_share_cells_and_keep_defaults() -> None:
    code = """
    def counter(start):
        n = start
        def inc(step=1, *, times=1):
            nonlocal n
            n += step * times
            return n
        def get():
            return n
        return inc, get
    inc, get = counter(10)
    inc()
    memo = []
    def remember(x, into=memo):
        into.append(x)
        return into
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    total = 0
    def bump():
        global total
        total += 1
        return total
    def gen(n):
        for i in range(n):
            yield i * i
    async def co(x):
        return x + 1
    def attrs(): pass
    attrs.tag = "t"
    attrs.__doc__ = "documented"
    """
    probe = """
    print(inc(2, times=3), get(), inc(), get())
    print(remember(1) is memo, memo, fact(6), bump(), bump(), total)
    print(list(gen(4)), await co(1), attrs.tag, attrs.__doc__, attrs.__name__, inc.__qualname__)
    """
    before, after = roundtrip(code, probe)
    assert before == after
    assert "counter.<locals>.inc" in after


def test_decorators_lambdas_and_nested_scopes() -> None:
    code = """
    def shout(fn):
        def wrapper(*args, **kwargs):
            return str(fn(*args, **kwargs)).upper()
        wrapper.wrapped = fn
        return wrapper
    @shout
    def greet(name="world"):
        "docstring"
        return f"hello {name}"
    compose = lambda f, g: lambda x: f(g(x))
    inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
    adders = [lambda x, i=i: x + i for i in range(3)]
    closures = [(lambda: j) for j in range(3)]
    def outer():
        v = "outer"
        class Local:
            def m(self):
                return v
        return Local
    Local = outer()
    def deep(a):
        def mid(b):
            def inner(c):
                return a + b + c
            return inner
        return mid
    d3 = deep(1)(2)
    """
    probe = """
    print(greet(), greet("bob"), greet.wrapped("x"), greet.__name__)
    print(inc_then_double(5), [f(10) for f in adders], [f() for f in closures])
    print(Local().m(), Local.__qualname__, d3(3), d3.__qualname__)
    """
    before, after = roundtrip(code, probe)
    assert before == after


def test_private_names_super_and_class_cell() -> None:
    code = """
    class Base:
        def __init__(self):
            self.__secret = 41
        def hello(self):
            return "base"
        def peek(self):
            return self.__secret
    class Child(Base):
        __slots__ = ("__x",)
        def __init__(self):
            super().__init__()
            self.__x = 1
        def hello(self):
            return "child+" + super().hello()
        def __private(self):
            return self.__x + self.peek()
        def call(self):
            return self.__private()
        def cls_name(self):
            return __class__.__name__
    c = Child()
    """
    before, after = roundtrip(code, "print(c.hello(), c.call(), c.cls_name(), "
                                    "c._Base__secret, Child.__mro__)")
    assert before == after == ("child+base 42 Child 41 (<class '__main__.Child'>, "
                               "<class '__main__.Base'>, <class 'object'>)\n")


# --- classes and instances ------------------------------------------------------------------------

def test_classes_instances_and_special_methods() -> None:
    code = """
    import collections
    class Shape:
        sides = 0
        registry = []
        def __init__(self, name):
            self.name = name
            Shape.registry.append(self)
        @property
        def label(self):
            return self.name.title()
        @label.setter
        def label(self, v):
            self.name = v.lower()
        @classmethod
        def make(cls, name):
            return cls(name)
        @staticmethod
        def unit():
            return 1
        def __repr__(self):
            return f"{type(self).__name__}({self.name!r})"
    class Square(Shape):
        sides = 4
    sq = Square.make("box")
    class Key:
        def __init__(self, k): self.k = k
        def __eq__(self, o): return isinstance(o, Key) and o.k == self.k
        def __hash__(self): return hash(self.k)
    table = {Key(1): "one", Key(2): "two"}
    members = {Key(3)}
    class Bag(dict):
        def total(self): return sum(self.values())
    bag = Bag(a=1, b=2); bag.extra = "attr"
    class Stack(list):
        def peek(self): return self[-1]
    stack = Stack([1, 2, 3])
    class Code(int):
        def describe(self): return f"code {int(self)}"
    code = Code(7)
    class Name(str):
        pass
    nm = Name("alice")
    Pair = collections.namedtuple("Pair", "left right", defaults=[None])
    p = Pair(1)
    class Pair3(Pair):
        def swap(self): return Pair3(self.right, self.left)
    p3 = Pair3(1, 2)
    class Boom(ValueError):
        def __init__(self, msg, code):
            super().__init__(msg)
            self.code = code
    try:
        try:
            {}["k"]
        except KeyError as e:
            raise Boom("bad", 7) from e
    except Boom as e:
        err = e
    """
    probe = """
    print(sq, sq.label, sq.sides, Shape.unit(), Shape.registry, isinstance(sq, Shape))
    sq.label = "BIG"; print(sq.name, type(sq) is Square, Square.__bases__)
    print(table[Key(2)], Key(3) in members, Key(1) in table)
    print(bag, bag.total(), bag.extra, stack.peek(), stack, code.describe(), code + 1, nm.upper())
    print(p, p3.swap(), type(p3).__mro__, p._fields, Pair(5), Pair.__new__.__defaults__)
    print(repr(err), err.code, err.args, repr(err.__cause__), err.__suppress_context__)
    """
    before, after = roundtrip(code, probe)
    assert before == after


def test_class_bodies_and_init_subclass_do_not_rerun() -> None:
    calls: list[str] = []

    def note(what: str) -> None:
        calls.append(what)

    code = """
    seen = []
    class Plugin:
        def __init_subclass__(cls, **kw):
            seen.append(cls.__name__)
    class A(Plugin):
        note("class body")
        print("class body ran")
        x = 1
    """
    sandbox = Sandbox(tools=[note])
    source = sandbox.session()
    run(source, code)
    assert calls == ["class body"]
    restored = sandbox.session(state=source.export_state())
    assert calls == ["class body"]
    out = run(restored, "class B(Plugin): pass\nprint(seen, A.x)").output
    assert out == "['A', 'B'] 1\n"


# --- modules, tools, random state ----------------------------------------------------------

def test_modules_are_rebound_by_name() -> None:
    code = """
    import json, collections, math, string
    import json as j2
    from json import dumps
    from math import sqrt
    class Ordered(collections.OrderedDict):
        pass
    o = Ordered(b=1)
    """
    probe = """
    print(j2 is json, dumps is json.dumps, sqrt(16), dumps({"a": 1}), string.digits)
    print(o, Ordered.__mro__[1] is collections.OrderedDict)
    """
    before, after = roundtrip(code, probe)
    assert before == after
    assert after.endswith("True\n")


def test_tools_are_rebound_by_name_and_missing_tools_fail_when_called() -> None:
    def lookup(key: str) -> str:
        return f"A:{key}"

    def lookup_b(key: str) -> str:
        return f"B:{key}"

    source = Sandbox(tools=[lookup]).session()
    run(source, "t = lookup\nfns = [lookup, len]")
    blob = source.export_state()
    other = Sandbox(tools={"lookup": lookup_b}).session(state=blob)
    assert run(other, "t('k')").value == "B:k"
    bare = Sandbox().session(state=blob)
    result = bare.run_sync("fns[1]([1])")
    assert result.value == 1
    result = bare.run_sync("t('k')")
    assert result.error is not None and "tool 'lookup' is not available" in result.error.message
    caught = run(bare, "try:\n    t('k')\nexcept ToolError as e:\n    r = str(e)\nr").value
    assert "lookup" in caught
    again = Sandbox(tools=[lookup]).session(state=bare.export_state())
    assert run(again, "t('k')").value == "A:k"


def test_random_state_round_trips() -> None:
    sandbox = Sandbox(random_seed=3)
    source = sandbox.session()
    run(source, "import random, uuid\nrandom.seed(11)\nrandom.random()\nuuid.uuid4()")
    blob = source.export_state()
    probe = "print(random.random(), random.randint(1, 10**9), uuid.uuid4())"
    expected = run(source, probe).output
    assert run(sandbox.session(state=blob), probe).output == expected
    assert run(Sandbox(random_seed=99).session(state=blob), probe).output == expected
    assert run(sandbox.session(), "import random, uuid\n" + probe).output != expected


def test_export_in_one_process_import_in_another(tmp_path: Path) -> None:
    blob_path = tmp_path / "state.bin"
    guest = textwrap.dedent("""
        import collections, random
        random.seed(2)
        def mk(n):
            def f(x):
                return x + n
            return f
        add3 = mk(3)
        class P:
            def __init__(self, v): self.v = v
            def twice(self): return self.v * 2
        p = P(21)
        a = []; b = [a, a]; a.append(b)
        od = collections.OrderedDict(z=1)
    """)
    exporter = "\n".join([
        "import sys",
        f"sys.path.insert(0, {str(ROOT)!r})",
        "from sandbox import Sandbox",
        "s = Sandbox(random_seed=5).session()",
        f"s.run_sync({guest!r}).check()",
        f"open({str(blob_path)!r}, 'wb').write(s.export_state(key=b'k1'))"])
    subprocess.run([sys.executable, "-c", exporter], check=True, timeout=120)
    blob = blob_path.read_bytes()
    restored = Sandbox().session(state=blob, key=b"k1")
    out = run(restored, "print(add3(4), p.twice(), b[0] is a, a[0] is b, od, random.random())")
    expected = subprocess.run(
        [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r}); import random;"
                               " r = random.Random(); r.seed(2); print(r.random())"],
        check=True, capture_output=True, text=True, timeout=120).stdout.strip()
    assert out.output == f"7 42 True True OrderedDict([('z', 1)]) {expected}\n"
    # and back: import in a child process
    run(restored, "p.v = 50")
    blob_path.write_bytes(restored.export_state())
    importer = "\n".join([
        "import sys",
        f"sys.path.insert(0, {str(ROOT)!r})",
        "from sandbox import Sandbox",
        f"s = Sandbox().session(state=open({str(blob_path)!r}, 'rb').read())",
        "print(s.run_sync('p.twice()').value)"])
    done = subprocess.run([sys.executable, "-c", importer], check=True, capture_output=True,
                          text=True, timeout=120)
    assert done.stdout.strip() == "100"


# --- what cannot be exported ---------------------------------------------------------------------

UNEXPORTABLE = """
import re
def g():
    yield 1
gen = g()
it = iter([1, 2])
match = re.match("a", "a")
nested = {"deep": [gen]}
fine = [1, 2]
"""


def test_unexportable_values_are_all_named_in_one_error() -> None:
    session = Sandbox().session()
    run(session, UNEXPORTABLE)
    with pytest.raises(StateError) as info:
        session.export_state()
    message = str(info.value)
    for name in ("'gen'", "'it'", "'match'", "'nested'"):
        assert name in message
    assert "'fine'" not in message and "generator" in message and "iterator" in message


def test_skip_unexportable_reports_what_was_left_out() -> None:
    sandbox = Sandbox()
    session = sandbox.session()
    run(session, UNEXPORTABLE)
    blob = session.export_state(skip_unexportable=True)
    assert sorted(session.last_export_report) == ["gen", "it", "match", "nested"]
    restored = sandbox.session(state=blob)
    assert run(restored, "fine").value == [1, 2]
    assert "gen" not in restored.globals and "nested" not in restored.globals
    run(session, "del gen, it, match, nested")
    session.export_state()
    assert session.last_export_report == {}


def test_export_and_import_refused_while_running() -> None:
    session = Sandbox().session()
    session._running = True
    with pytest.raises(StateError, match="running"):
        session.export_state()
    with pytest.raises(StateError, match="running"):
        session.import_state(Sandbox().session().export_state())


# --- signatures, framing, versions ---------------------------------------------------------

def _sample_blob(key: bytes | None = None) -> bytes:
    session = Sandbox().session()
    run(session, "x = [1, 2, 3]\ndef f(a):\n    return a * 2\nclass C:\n    pass\nc = C()")
    return session.export_state(key=key)


def _target() -> Any:
    session = Sandbox().session()
    run(session, "marker = {'kept': [1, 2]}\nimport json")
    return session


def _assert_untouched(session: Any, importer: Any, marker: Any) -> None:
    assert sorted(session.globals) == ["__doc__", "__name__", "json", "marker"]
    assert session.globals["marker"] is marker and marker == {"kept": [1, 2]}
    assert session.importer is importer and session.globals.importer is importer
    assert session.globals.ctx is None
    assert run(session, "marker['kept'][1]").value == 2


@pytest.mark.parametrize("mutate, message", [
    (lambda b: b"XXXX" + b[4:], "bad magic"),
    (lambda b: b[:4] + bytes([state_mod.FORMAT_VERSION + 1]) + b[5:], "newer than this sandbox"),
    (lambda b: b[:4] + b"\x00" + b[5:], "no longer supported"),
    (lambda b: b[:5] + b"\x04" + b[6:], "unknown flags"),
    (lambda b: b[:3], "bad magic"),
    (lambda b: b[:6], "truncated"),
    (lambda b: b[:len(b) // 2], "corrupt"),
    (lambda b: b + b"\x00", "checksum does not match"),
    (lambda b: b[:-3] + bytes([b[-3] ^ 0x10]) + b[-2:], "checksum does not match"),
    (lambda b: state_mod.seal(state_mod.open_blob(b, None) + b"\x00"), "trailing data"),
    (lambda b: "text", "must be bytes"),
])
def test_bad_blobs_are_refused_and_leave_the_session_untouched(mutate: Any,
                                                               message: str) -> None:
    target = _target()
    importer, marker = target.importer, target.globals["marker"]
    with pytest.raises(StateError, match=message):
        target.import_state(mutate(_sample_blob()))
    _assert_untouched(target, importer, marker)


def test_signed_blobs(monkeypatch: pytest.MonkeyPatch) -> None:
    blob = _sample_blob(key=b"secret")
    restored = Sandbox().session(state=blob, key=b"secret")
    assert run(restored, "f(x[2])").value == 6
    target = _target()
    importer, marker = target.importer, target.globals["marker"]

    def explode(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("decoded before the signature was checked")

    monkeypatch.setattr(state_mod, "Decoder", explode)
    tampered = bytearray(blob)
    tampered[-5] ^= 1
    cases = [(bytes(tampered), b"secret", "signature does not match"),
             (blob, b"wrong", "signature does not match"),
             (blob, None, "is signed"),
             (_sample_blob(), b"secret", "not signed"),
             (blob[:20], b"secret", "truncated"),
             (blob, b"", "non-empty bytes")]
    for data, key, message in cases:
        with pytest.raises(StateError, match=message):
            target.import_state(data, key=key)
        _assert_untouched(target, importer, marker)


def test_upgrade_steps_and_minimum_version(monkeypatch: pytest.MonkeyPatch) -> None:
    blob = _sample_blob()
    seen: list[bytes] = []

    def step(body: bytes) -> bytes:
        seen.append(body)
        return body

    current = state_mod.FORMAT_VERSION  # the blob's version; pretend the next one is out
    monkeypatch.setattr(state_mod, "FORMAT_VERSION", current + 1)
    monkeypatch.setattr(state_mod, "UPGRADES", {current: step})
    restored = Sandbox().session(state=blob)
    assert seen and run(restored, "f(4)").value == 8
    monkeypatch.setattr(state_mod, "UPGRADES", {})
    with pytest.raises(StateError, match=f"no upgrade from state format version {current}"):
        Sandbox().session(state=blob)
    monkeypatch.setattr(state_mod, "MIN_SUPPORTED_VERSION", current + 1)
    with pytest.raises(StateError, match="no longer supported"):
        Sandbox().session(state=blob)


def test_size_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    blob = _sample_blob()
    monkeypatch.setattr(state_mod, "MAX_STATE_BYTES", len(blob) - 1)
    with pytest.raises(StateError, match="too large"):
        Sandbox().session(state=blob)
    session = Sandbox().session()
    run(session, "x = 'y' * 100000")
    with pytest.raises(StateError, match="too large"):
        session.export_state()


def test_fixture_blobs_load() -> None:
    fixture = _fixture_module()
    blobs = sorted(FIXTURES.glob("state_v*.bin"))
    assert blobs, "tests/fixtures/state_v1.bin is missing"
    probe = """
    print(b[0] is a and a[0] is b, numbers, text, sets, when, ident)
    print(inc(2, times=2), peek(), greet("bob"), greet.wrapped("x"), square(4), add5(1))
    print(sq.describe(), sq.area(), sq.label, Shape.unit(), shapes[0] is shapes[2])
    print(keyed[Key(2)], method(), pair, counts.most_common(1), ordered, repr(caught))
    print(encode({"a": 1}), tool_ref("k"), random.random(), first_draw, Square.__mro__)
    """
    tools = [getattr(fixture, name) for name in fixture.FIXTURE_TOOLS]
    reference = Sandbox(tools=tools, random_seed=1).session()
    run(reference, fixture.FIXTURE_SOURCE)
    expected = run(reference, probe).output
    for path in blobs:
        restored = Sandbox(tools=tools).session(state=path.read_bytes())
        assert run(restored, probe).output == expected, path.name


# --- the import runs no guest code (but what hashing needs) ---------------------------------------

def _rewrite(blob: bytes, change: Any) -> bytes:
    """Decode an unsigned blob's sections raw, let ``change(sections)`` edit them, re-encode."""
    body = state_mod.open_blob(blob, None)
    up = msgpack.Unpacker(raw=False, strict_map_key=False, unicode_errors="surrogatepass")
    up.feed(body)
    sections = list(up)
    change(sections)
    out = b"".join(msgpack.packb(s, use_bin_type=True, unicode_errors="surrogatepass")
                   for s in sections)
    return state_mod.seal(out)


@pytest.mark.parametrize("text", [
    "def f(a):\n    return a * 2\nprint('injected')",
    "def f(a):\n    return a * 2\n\nimport json",
    "def g(a):\n    return a",
    "@staticmethod\ndef f(a):\n    return a",
    "lambda a: a",
    "def f(a):\n    return (yield",
])
def test_forged_function_source_is_refused(text: str) -> None:
    blob = _sample_blob()

    def change(sections: list[Any]) -> None:
        sections[1][0][3] = text

    target = _target()
    importer, marker = target.importer, target.globals["marker"]
    with pytest.raises(StateError, match="function 'f'"):
        target.import_state(_rewrite(blob, change))
    _assert_untouched(target, importer, marker)


def _forge(value: Any, modules: list[str] | None = None) -> bytes:
    """An unsigned blob whose only global ``x`` is ``value`` (msgpack objects/ExtTypes)."""
    def change(sections: list[Any]) -> None:
        sections[0]["modules"] = modules or []
        sections[0]["entries"] = 0
        sections[1:] = [[], [], {"x": value}]
    return _rewrite(Sandbox().session().export_state(), change)


def _ext(code: int, value: Any) -> msgpack.ExtType:
    return msgpack.ExtType(code, msgpack.packb(value, use_bin_type=True))


@pytest.mark.parametrize("value, message", [
    (_ext(11, ["modattr", "json", "_default_encoder"]), "has no attribute"),
    (_ext(11, ["modattr", "os", "system"]), "not in the module list"),
    (_ext(11, ["builtin", "input"]), "does not have"),
    (_ext(11, ["builtin", "__import__"]), "does not have"),
    (_ext(20, [_ext(11, ["builtin", "object"]), "__subclasses__"]), "not available"),
    (_ext(12, [_ext(11, ["builtin", "ToolError"]), {"_sandbox_tb": [1]}, None,
               [[], None, None, False, {}]]), "bad exception attributes"),
    (_ext(12, [_ext(11, ["builtin", "range"]), None, None, None]), "cannot be restored"),
    (_ext(9, 0), "reference out of range"),
    (_ext(99, []), "unknown ext type"),
    (msgpack.ExtType(4, b""), "bad big int"),
    (_ext(8, [1, 0]), "bad Fraction"),
    (_ext(18, [0, 10, 0]), "bad range"),
    (_ext(6, ["date", 2020, 13, 1]), "bad date"),
    (_ext(1, {"not": "a list"}), "bad tuple"),
])
def test_forged_values_are_refused(value: Any, message: str) -> None:
    target = _target()
    importer, marker = target.importer, target.globals["marker"]
    with pytest.raises(StateError, match=message):
        target.import_state(_forge(value, ["json"]))
    _assert_untouched(target, importer, marker)


def test_colliding_hashes_cannot_stall_the_import() -> None:
    modulus = 2 ** 61 - 1  # ints equal modulo this hash alike: each insertion gets slower
    keys = [(1 + n * modulus) for n in range(8, 60_000)]
    ints = [msgpack.ExtType(4, k.to_bytes((k.bit_length() + 8) // 8, "big", signed=True))
            for k in keys]
    for code in (3, 2):  # frozenset, set
        blob = _forge(msgpack.ExtType(code, msgpack.packb(ints)))
        target = Sandbox(limits=Limits(timeout_s=0.5)).session()
        started = time.monotonic()
        with pytest.raises(StateError, match="time limit"):
            target.import_state(blob)
        assert time.monotonic() - started < 10


def test_forged_class_bases_and_names_are_refused() -> None:
    blob = Sandbox().session().export_state()

    def with_class(bases: list[Any], name: str = "C") -> bytes:
        def change(sections: list[Any]) -> None:
            sections[0]["entries"] = 1
            sections[2] = [["K", name, name, "__main__", bases, None]]
            sections[3:] = [[0, msgpack.packb([])], {"x": _ext(9, 0)}]
        return _rewrite(blob, change)

    ok = Sandbox().session(state=with_class([_ext(11, ["builtin", "object"])]))
    assert run(ok, "type(x).__name__").value == "type"
    for bases, message in [([_ext(11, ["builtin", "type"])], "does not allow"),
                           ([_ext(11, ["builtin", "bool"])], "does not allow"),
                           ([_ext(9, 0)], "out of order"),
                           ([], "bad class bases")]:
        with pytest.raises(StateError, match=message):
            Sandbox().session(state=with_class(bases))
    with pytest.raises(StateError, match="bad class name"):
        Sandbox().session(state=with_class([_ext(11, ["builtin", "object"])], "a\x00b"))


def test_guest_hash_runs_last_under_limits_and_failures_roll_back() -> None:
    sandbox = Sandbox(limits=Limits(max_steps=20_000, timeout_s=5))
    source = sandbox.session()
    run(source, """
    class K:
        def __init__(self, k): self.k = k
        def __eq__(self, o): return self.k == o.k
        def __hash__(self):
            if self.k == "loop" and SLOW:
                while True:
                    pass
            return hash(self.k)
    SLOW = False
    table = {K("loop"): 1}
    """)
    blob = source.export_state()
    assert run(sandbox.session(state=blob), "table[K('loop')]").value == 1
    run(source, "SLOW = True")
    slow_blob = source.export_state()
    target = sandbox.session()
    run(target, "marker = {'kept': [1, 2]}\nimport json")
    importer, marker = target.importer, target.globals["marker"]
    with pytest.raises(StateError, match="limit"):
        target.import_state(slow_blob)
    _assert_untouched(target, importer, marker)


def test_missing_module_or_builtin_is_a_clear_error() -> None:
    blob = _sample_blob()

    def add_module(sections: list[Any]) -> None:
        sections[0]["modules"].append("subprocess")

    with pytest.raises(StateError, match="needs module 'subprocess'"):
        Sandbox().session(state=_rewrite(blob, add_module))


# --- property tests ----------------------------------------------------------------------------

_atoms = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
          | st.text() | st.binary() | st.complex_numbers(allow_nan=True)
          | st.decimals(allow_nan=True) | st.fractions() | st.dates() | st.datetimes()
          | st.timedeltas())
_hashables = st.recursive(st.none() | st.booleans() | st.integers() | st.text() | st.binary(),
                          lambda inner: st.tuples(inner, inner) | st.frozensets(inner,
                                                                                max_size=3),
                          max_leaves=6)
_values = st.recursive(
    _atoms,
    lambda inner: (st.lists(inner, max_size=5) | st.tuples(inner, inner)
                   | st.dictionaries(_hashables, inner, max_size=5)
                   | st.sets(_hashables, max_size=5) | st.frozensets(_hashables, max_size=5)),
    max_leaves=25)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.from_regex(r"[a-z_][a-z0-9_]{0,8}", fullmatch=True), _values,
                       max_size=6), st.data())
def test_property_nested_data_round_trips(values: dict[str, Any], data: Any) -> None:
    sandbox = Sandbox()
    source = sandbox.session()
    source.globals.update(values)
    if values and data.draw(st.booleans()):  # share one value between two globals
        name = data.draw(st.sampled_from(sorted(values)))
        source.globals["alias_"] = values[name]
    restored = sandbox.session(state=source.export_state())
    for name in values:
        assert canon(restored.globals[name]) == canon(values[name])
    if "alias_" in source.globals:
        same = source.globals["alias_"] is source.globals[name]
        if isinstance(source.globals[name], (list, dict, set, tuple)) and same:
            assert restored.globals["alias_"] is restored.globals[name]


_PIECES = {
    "closure": ("def mk_{i}(a):\n    def inner_{i}(b={k}):\n        return a * b + {m}\n"
                "    return inner_{i}\nf_{i} = mk_{i}({n})\n", "f_{i}({m})"),
    "class": ("class C_{i}:\n    cv = {k}\n    def __init__(self, x):\n        self.x = x\n"
              "        self.items = [x, {m}]\n    def m(self, y):\n"
              "        return self.x + y + self.cv + len(self.items)\no_{i} = C_{i}({n})\n",
              "o_{i}.m({m})"),
    "lambda": ("l_{i} = lambda z, q={k}: z * q - {m}\n", "l_{i}({n})"),
    "shared": ("s_{i} = [{k}, {{'n': {n}}}]\nt_{i} = (s_{i}, s_{i})\n", "t_{i}[0] is t_{i}[1]"),
    "counter": ("def cnt_{i}():\n    c = {k}\n    def step():\n        nonlocal c\n"
                "        c += {m}\n        return c\n    return step\nst_{i} = cnt_{i}()\n"
                "st_{i}()\n", "st_{i}()"),
}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(sorted(_PIECES)), st.integers(-50, 50),
                          st.integers(-50, 50), st.integers(-50, 50)), min_size=1, max_size=6),
       st.booleans())
def test_property_generated_programs_round_trip(pieces: list[Any], subclass: bool) -> None:
    code, probes, classes = [], [], []
    for i, (kind, k, m, n) in enumerate(pieces):
        template, probe = _PIECES[kind]
        code.append(template.format(i=i, k=k, m=m, n=n))
        probes.append(probe.format(i=i, k=k, m=m, n=n))
        if kind == "class":
            classes.append(i)
    if subclass and classes:
        j = classes[-1]
        code.append(f"class D(C_{j}):\n    def m(self, y):\n        return super().m(y) * 2\n"
                    f"d = D(3)\n")
        probes.append("d.m(1)")
    probe = "print(" + ", ".join(probes) + ")"
    before, after = roundtrip("".join(code), probe)
    assert before == after


# --- mutation fuzzing ----------------------------------------------------------------------------

FUZZ_SOURCE = """
import collections, datetime, json, uuid
a = []; b = [a, a]; a.append(b)
t = (1, 2.5, "x", b"y", None, True, 2**100, 3+4j, (a,))
def mk(n):
    def add(x, y=2, *, z=3):
        return x + n + y + z
    return add
f = mk(10)
class P:
    k = 3
    def __init__(self, x): self.x = x
    def __eq__(self, o): return isinstance(o, P) and self.x == o.x
    def __hash__(self): return hash(self.x)
class Q(P):
    def get(self): return super().get() + 1
p = Q(5)
d = {P(1): "one", "s": {1, 2}, (1, 2): frozenset({3})}
lam = lambda q: q + 1
Point = collections.namedtuple("Point", "x y")
pt = Point(1, [2])
when = datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone.utc)
u = uuid.UUID(int=7)
records = [{"id": i, "name": str(i)} for i in range(10)]
dq = collections.deque([1], maxlen=3)
"""


def _mutations(blob: bytes, rng: random.Random) -> bytes:
    """A mutated body, sealed again (a checksum would refuse it before the decoder saw it:
    this fuzzes the decoder)."""
    m = bytearray(state_mod.open_blob(blob, None))
    kind = rng.randrange(5)
    if kind == 0:  # bit flips
        for _ in range(rng.randint(1, 4)):
            pos = rng.randrange(len(m))
            m[pos] ^= 1 << rng.randrange(8)
    elif kind == 1:  # truncation
        m = m[:rng.randrange(len(m))]
    elif kind == 2:  # length lies: big length prefixes dropped in
        pos = rng.randrange(len(m))
        lie = rng.choice([b"\xdd\xff\xff\xff\xff", b"\xdf\x7f\xff\xff\xff", b"\xc6\xff\xff\xff\xff",
                          b"\xc9\x7f\xff\xff\xff\x01", b"\xdb\xff\xff\xff\xf0", b"\xdc\xff\xff"])
        m[pos:pos + len(lie)] = lie
    elif kind == 3:  # insert or delete bytes
        pos = rng.randrange(len(m))
        if rng.random() < 0.5:
            del m[pos:pos + rng.randint(1, 8)]
        else:
            m[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    else:  # random byte values
        for _ in range(rng.randint(1, 3)):
            m[rng.randrange(len(m))] = rng.randrange(256)
    return state_mod.seal(bytes(m))


def _fuzz(count: int, seed: int) -> dict[str, int]:
    sandbox = Sandbox(limits=Limits(timeout_s=5))
    source = sandbox.session()
    run(source, FUZZ_SOURCE)
    blob = source.export_state()
    rng = random.Random(seed)
    tally = {"refused": 0, "accepted": 0}
    target = _target()
    for _ in range(count):
        mutated = _mutations(blob, rng)
        importer, marker = target.importer, target.globals["marker"]
        try:
            target.import_state(mutated)
        except StateError:
            tally["refused"] += 1
            _assert_untouched(target, importer, marker)
        else:  # the mutation hit a value: a valid (different) state was imported
            tally["accepted"] += 1
            target = _target()
    return tally


def test_fuzz_mutated_blobs_sample() -> None:
    tally = _fuzz(300, seed=1)
    assert tally["refused"] + tally["accepted"] == 300 and tally["refused"] > 100


@pytest.mark.slow
def test_fuzz_mutated_blobs_long() -> None:
    tally = _fuzz(10_000, seed=2024)
    assert tally["refused"] + tally["accepted"] == 10_000


def test_checked_operator_dunders_round_trip() -> None:
    """Operator dunders of host values and types are the gate's size-checked stand-ins; they
    are saved as (owner, name) and come back checked."""
    before, after = roundtrip("""
        f = str.__mul__
        g = 'ab'.__mul__
        class S(str):
            __rmul__ = str.__mul__
        """, "print(f('x', 3), g(2), 2 * S('q'), f)")
    assert before == after == "xxx abab qq <slot wrapper '__mul__' of 'str' objects>\n"


# --- blobs that expand at import: memory and nesting through references ---------------------------

def _packed(value: Any) -> bytes:
    return msgpack.packb(value, use_bin_type=True)


def _raw_global(raw: bytes) -> bytes:
    """An unsigned blob whose only global ``x`` is the msgpack value ``raw`` (bytes as is)."""
    body = state_mod.open_blob(_forge(None), None)
    assert body.endswith(b"\x81\xa1x\xc0")
    return state_mod.seal(body[:-1] + raw)


def _array_header(n: int) -> bytes:
    return b"\xdd" + n.to_bytes(4, "big")


def _import_refused(blob: bytes, message: str, **limits: Any) -> None:
    target = Sandbox(limits=Limits(**limits)).session()
    target.run_sync("marker = {'kept': [1, 2]}\nimport json").check()
    importer, marker = target.importer, target.globals["marker"]
    with pytest.raises(StateError, match=message):
        target.import_state(blob)
    _assert_untouched(target, importer, marker)


def test_a_record_batch_larger_than_the_memory_limit_is_refused() -> None:
    n = 400_000  # 400 KB of nils; 400,000 one-key dicts are ~90 MB
    inner = _packed(["k"]) + _packed(n) + b"\xc0" + _array_header(n) + b"\xc0" * n
    records = b"\xc9" + (len(inner) + 1).to_bytes(4, "big") + bytes([23]) + b"\x94" + inner
    _import_refused(_raw_global(records), "memory", max_memory_bytes=32 * 2 ** 20)


def test_a_container_longer_than_the_memory_limit_allows_is_refused() -> None:
    n = 600_000  # 600,000 empty dicts from 600 KB (~45 MB)
    _import_refused(_raw_global(_array_header(n) + b"\x80" * n), "too large to import",
                    max_memory_bytes=32 * 2 ** 20)


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="memory is sampled from "
                    "/proc/self/statm")
def test_many_small_containers_past_the_memory_limit_are_refused() -> None:
    inner = b"\xdc" + (2000).to_bytes(2, "big") + b"\x80" * 2000
    outer = b"\xdc" + (2000).to_bytes(2, "big") + inner * 2000  # 4,000,000 dicts (~300 MB)
    _import_refused(_raw_global(outer), "takes more memory than the limit",
                    max_memory_bytes=32 * 2 ** 20)


def _tuple_chain(n: int, use: str) -> bytes:
    """A blob whose global is a dict using, as a key or frozenset member, the last of ``n``
    tuples that each hold the previous one through the object table."""
    ref = lambda i: msgpack.ExtType(9, _packed(i))  # noqa: E731
    entries = [_packed([0, _packed(msgpack.ExtType(1, _packed([])))])]
    entries += [_packed([i, _packed(msgpack.ExtType(1, _packed([ref(i - 1)])))])
                for i in range(1, n)]
    last = ref(n - 1)
    value = {last: 1} if use == "key" else msgpack.ExtType(3, _packed([last]))
    good = Sandbox().session().export_state()
    up = msgpack.Unpacker(raw=False, strict_map_key=False)
    up.feed(state_mod.open_blob(good, None))
    header = up.unpack()  # a real random state
    header.update(modules=[], entries=n)
    return state_mod.seal(_packed(header) + _packed([]) + _packed([["X"]] * n)
            + b"".join(entries) + _packed({"x": value}))


@pytest.mark.parametrize("use", ["key", "member"])
def test_tuples_nested_through_references_are_refused_before_hashing(use: str) -> None:
    from sandbox.state.decode import MAX_REF_DEPTH
    _import_refused(_tuple_chain(MAX_REF_DEPTH + 50, use), "levels deep through shared")
    ok = Sandbox().session(state=_tuple_chain(300, use))  # deeper than one path, fine
    assert ok.run_sync("len(x)").value == 1


def test_a_tuple_chain_deep_enough_to_crash_the_hash_is_refused(tmp_path: Path) -> None:
    """150,000 tuples chained through the object table: CPython's tuple hash recurses in C
    without a depth check (the host crashed). The import runs in a child process."""
    blob = tmp_path / "chain.bin"
    blob.write_bytes(_tuple_chain(150_000, "key"))
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from sandbox import Sandbox, StateError
        try:
            Sandbox().session(state=open({str(blob)!r}, "rb").read())
        except StateError as exc:
            print("refused:", exc)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "refused:" in done.stdout and "through shared references" in done.stdout


def test_lone_surrogates_after_table_entries_round_trip() -> None:
    """A lone surrogate makes the packer start its value again (kinds.packb): the table
    entries its first attempt made (shared lists, a shared tuple) stay single, and sharing
    survives."""
    session = Sandbox().session()
    run(session, "shared = [1]\npair = (shared, shared, 'x\\ud800')\n"
                 "box = [pair, pair, shared, {'k\\udfff': shared}]\n"
                 "rows = [{'a': i, 'b': 'r\\ud801' * (i % 2)} for i in range(10)]")
    restored = Sandbox().session(state=session.export_state())
    probe = ("print(box[0] is box[1] is pair, pair[0] is shared is box[3]['k\\udfff'], "
             "ascii(pair[2]), ascii(rows[1]['b']), rows == [{'a': i, 'b': 'r\\ud801' * (i % 2)} "
             "for i in range(10)])")
    assert run(restored, probe).output == "True True 'x\\ud800' 'r\\ud801' True\n"


@pytest.mark.parametrize("tags", ["['a', i]", "shared", "None if i % 2 else [i]", "(i,)"])
def test_record_batches_keep_sharing_and_types(tags: str) -> None:
    """A batch whose columns each hold one type takes the one-comparison check; a shared
    list, a mixed column or a tuple in it still round-trip exactly (sharing included)."""
    session = Sandbox().session()
    source = (f"shared = ['s']\nrows = {{f'k{{i}}': {{'id': i, 'tags': {tags}}} "
              "for i in range(12)}")
    run(session, source)
    restored = Sandbox().session(state=session.export_state())
    probe = ("print(rows == {f'k{i}': {'id': i, 'tags': " + tags + "} for i in range(12)}, "
             "rows['k0']['tags'] is rows['k1']['tags'] is shared)")
    expected = run(session, probe).output
    assert run(restored, probe).output == expected
