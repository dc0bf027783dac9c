"""State import never runs guest code while it decodes, is bounded by the importing
sandbox's limits, and survives deep nesting.

Every guest method below loops forever once ``TRAP`` is set (set after the objects are
built, before export): if an import called one, it would either fail closed (no run context
is current while a blob is decoded) or hit the step limit, never pass. Only hashing the keys
of dicts and sets whose classes define ``__hash__``/``__eq__`` runs guest code, in one
guarded step after everything is built, under the importing sandbox's limits.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import msgpack
import pytest

from sandbox import Limits, Sandbox, StateError
from sandbox.state import open_blob, seal
from sandbox.state.kinds import MAX_DEPTH

ROOT = Path(__file__).resolve().parents[2]
LIMITS = Limits(max_steps=50_000, timeout_s=5)

TRAPPED = """
TRAP = False
LOG = []
def trap(what):
    LOG.append(what)
    while TRAP:
        pass
def ready():
    try:
        READY
    except NameError:
        return False
    return True
"""


def _session(code: str, limits: Limits = LIMITS) -> Any:
    session = Sandbox(limits=limits).session()
    session.run_sync(TRAPPED + textwrap.dedent(code)).check()
    session.run_sync("TRAP = True\nREADY = True").check()
    return session


def _import(blob: bytes, limits: Limits = LIMITS) -> Any:
    target = Sandbox(limits=limits).session()
    target.run_sync("marker = [1, 2]").check()
    started = time.monotonic()
    try:
        target.import_state(blob)
    finally:
        assert time.monotonic() - started < 20, "the import ran past every limit"
    return target


def _probe(session: Any, code: str) -> Any:
    result = session.run_sync("TRAP = False\n" + textwrap.dedent(code))
    result.check()
    return result.value


# --- methods an import might call: none of them runs ------------------------------------------

NEVER_CALLED = {
    "getattribute": ("""
        class G:
            def __getattribute__(self, name):
                trap('getattribute')
                return object.__getattribute__(self, name)
        g = G()
        box = [g, (g, 1), {'k': g}]
        """, "type(box[1][0]).__name__ + str(box[0] is box[2]['k'])", "GTrue"),
    "init-new-setstate": ("""
        class I:
            def __new__(cls, *a):
                trap('new')
                return super().__new__(cls)
            def __init__(self, v=0):
                trap('init')
                self.v = v
            def __setstate__(self, state):
                trap('setstate')
            def __reduce__(self):
                trap('reduce')
            def __setattr__(self, name, value):
                trap('setattr')
                object.__setattr__(self, name, value)
        i = I(5)
        """, "i.v", 5),
    "container-subclasses": ("""
        class L(list):
            def __iter__(self):
                trap('iter'); return list.__iter__(self)
            def append(self, x):
                trap('append')
            def extend(self, x):
                trap('extend')
            def __len__(self):
                trap('len'); return 0
        class D(dict):
            def __setitem__(self, k, v):
                trap('setitem')
            def update(self, *a, **k):
                trap('update')
            def __iter__(self):
                trap('iter')
        class T(tuple):
            def __iter__(self):
                trap('iter')
        class S(set):
            def add(self, x):
                trap('add')
        l = L([1, 2]); d = D(a=1); t = T((3, 4)); s = S({5})
        """, "list.__len__(l), dict.__len__(d), tuple.__len__(t), set.__len__(s)",
        (2, 1, 2, 1)),
    "class-hooks": ("""
        class Desc:
            def __set_name__(self, owner, name):
                trap('set_name')
            def __get__(self, obj, cls=None):
                trap('get'); return 1
        class Base:
            def __init_subclass__(cls, **kw):
                trap('init_subclass')
            def __class_getitem__(cls, item):
                trap('class_getitem')
            def __mro_entries__(self, bases):
                trap('mro_entries')
        class Child(Base):
            attr = Desc()
            __doc__ = Desc()
        """, "Child.__name__ + Child.__mro__[1].__name__", "ChildBase"),
    "numbers-and-truth": ("""
        class N:
            def __index__(self):
                trap('index'); return 3
            def __bool__(self):
                trap('bool'); return True
            def __len__(self):
                trap('len'); return 1
        n = N()
        err = BlockingIOError(n, 'strerror', n)
        uni = UnicodeDecodeError('utf-8', b'abc', n, n, 'bad')
        stop = StopIteration(n)
        key_err = KeyError(n)
        """, "type(err.args[0]).__name__ + type(stop.value).__name__ + str(len(key_err.args))"
             " + type(uni.args[2]).__name__", "NN1N"),
    "value-tzinfo": ("""
        import datetime
        class Z(datetime.tzinfo):
            def utcoffset(self, dt):
                trap('utcoffset'); return datetime.timedelta(hours=1)
            def tzname(self, dt):
                trap('tzname'); return 'Z'
            def dst(self, dt):
                return None
        when = datetime.datetime(2024, 1, 2, 3, 4, tzinfo=Z())
        """, "when.hour", 3),
    "eq-without-hash-use": ("""
        class E:
            def __eq__(self, other):
                trap('eq'); return True
            __hash__ = None
        items = [E(), E()]
        pair = (items[0], 'x')
        """, "len(items) + len(pair)", 4),
    "descriptors-in-instances": ("""
        class P:
            def __init__(self):
                self._v = 1
            @property
            def v(self):
                trap('property'); return self._v
            @v.setter
            def v(self, value):
                trap('property set')
            @classmethod
            def make(cls):
                return cls()
            @staticmethod
            def util():
                return 2
        p = P()
        """, "p._v + P.util()", 3),
    "enum-methods": ("""
        import enum
        class Color(enum.Enum):
            RED = 1
            GREEN = (2, 'g')  # (an alias of RED, as in CPython: the guest __eq__)
            def __init__(self, *args):
                trap('init')
                self.extra = args
            @classmethod
            def _missing_(cls, value):
                trap('missing')
            def __hash__(self):
                trap('hash'); return 1
            def __eq__(self, other):
                trap('eq'); return True
            def __getattr__(self, name):
                trap('getattr')
            def __repr__(self):
                trap('repr'); return 'C'
        class Perm(enum.IntFlag):
            R = 4
            W = 2
            def __or__(self, other):
                trap('or'); return 0
        both = Perm(6)
        held = [Color.RED, Color.RED, Color.GREEN, both, Color]
        """, "str(held[0] is held[1] is Color.RED) + str(held[4] is Color)"
             " + held[2].name + str(Color.RED.extra) + str(int(both))", "TrueTrueRED(1,)6"),
}


@pytest.mark.parametrize("code, probe, expected", NEVER_CALLED.values(), ids=NEVER_CALLED)
def test_import_calls_no_guest_method(code: str, probe: str, expected: Any) -> None:
    source = _session(code)
    restored = _import(source.export_state())
    assert _probe(restored, "len(LOG)") == _probe(source, "len(LOG)")  # nothing called
    assert _probe(restored, probe) == expected


# --- hashing: the one guarded step ------------------------------------------------------------

HASHED = """
class K:
    def __init__(self, k):
        self.k = k
    def __eq__(self, other):
        LOG.append('eq'); return isinstance(other, K) and self.k == other.k
    def __hash__(self):
        LOG.append(('hash', ready()))  # the globals are in place
        trap('hash')
        return hash(self.k)
"""
HASH_USES = {
    "dict-key": ("table = {K(1): 'a', K(2): 'b'}", "table[K(2)]", "b"),
    "set-member": ("members = {K(1), K(2)}", "K(1) in members", True),
    "tuple-key": ("table = {(1, K(3)): 'c'}", "table[(1, K(3))]", "c"),
    "counter": ("import collections\ncounts = collections.Counter([K(1), K(1)])",
                "counts[K(1)]", 2),
    "defaultdict": ("import collections\ndd = collections.defaultdict(list)\n"
                    "dd[K(5)].append(1)", "dd[K(5)]", [1]),
    "dict-subclass": ("class M(dict):\n    pass\nm = M({K(6): 6})", "m[K(6)]", 6),
    "shared-and-cyclic": ("table = {K(7): None}\ntable[K(7)] = table\nalias = table",
                          "alias is table and table[K(7)] is table", True),
}


@pytest.mark.parametrize("code, probe, expected", HASH_USES.values(), ids=HASH_USES)
def test_guest_hashing_waits_for_the_guarded_step(code: str, probe: str,
                                                  expected: Any) -> None:
    source = _session(HASHED + code)
    source.run_sync("TRAP = False").check()
    restored = _import(source.export_state())
    log = _probe(restored, "[x for x in LOG if isinstance(x, tuple)]")
    before = _probe(source, "[x for x in LOG if isinstance(x, tuple)]")
    assert all(seen for _, seen in log[len(before):])  # only once the globals were in place
    assert _probe(restored, probe) == expected


@pytest.mark.parametrize("use", list(HASH_USES))
def test_a_looping_guest_hash_is_stopped_by_the_importing_limits(use: str) -> None:
    code, _, _ = HASH_USES[use]
    blob = _session(HASHED + code).export_state()
    target = Sandbox(limits=LIMITS).session()
    target.run_sync("marker = [1, 2]").check()
    marker = target.globals["marker"]
    started = time.monotonic()
    with pytest.raises(StateError, match="exceeded a limit: step limit"):
        target.import_state(blob)
    assert time.monotonic() - started < 10
    assert target.globals["marker"] is marker and "table" not in target.globals


def test_the_importing_sandbox_limits_apply_not_the_exporting_ones() -> None:
    blob = _session(HASHED + HASH_USES["dict-key"][0],
                    Limits(max_steps=10 ** 9, timeout_s=60)).export_state()
    started = time.monotonic()
    with pytest.raises(StateError, match="time limit|timeout"):
        Sandbox(limits=Limits(max_steps=10 ** 9, timeout_s=0.5)).session(state=blob)
    assert time.monotonic() - started < 10


def test_an_ordered_dict_of_guest_hashed_keys_is_refused_at_export() -> None:
    """CPython reads an OrderedDict's order by hashing each key: export never does that."""
    source = _session(HASHED + "import collections\nod = collections.OrderedDict([(K(4), 1)])")
    with pytest.raises(StateError, match="OrderedDict.*save a dict"):
        source.export_state()
    plain = _session("import collections\nod = collections.OrderedDict([((1, 'a'), 1)])\n"
                     "od[0] = 2\nod.move_to_end((1, 'a'))")
    assert _probe(_import(plain.export_state()), "list(od)") == [0, (1, "a")]


def test_a_frozenset_of_guest_hashed_members_is_refused_with_what_to_use() -> None:
    source = _session(HASHED + "frozen = frozenset({K(1)})")
    with pytest.raises(StateError, match="frozenset.*set or a tuple"):
        source.export_state()
    identity = _session("class A:\n    pass\nfrozen = frozenset({A(), A()})")  # host hashing
    assert _probe(_import(identity.export_state()), "len(frozen)") == 2


# --- forged blobs: guest objects where the format never puts them -----------------------------

def _sections(blob: bytes) -> list[Any]:
    up = msgpack.Unpacker(raw=False, strict_map_key=False, unicode_errors="surrogatepass")
    up.feed(open_blob(blob, None))
    return list(up)


def _blob(blob: bytes, sections: list[Any]) -> bytes:
    return seal(b"".join(msgpack.packb(s, use_bin_type=True, unicode_errors="surrogatepass")
                         for s in sections))


def _ref(i: int) -> msgpack.ExtType:
    return msgpack.ExtType(9, msgpack.packb(i))


def _forged_key_blob(place: str) -> bytes:
    """A real blob whose instance of a looping-hash class is moved where msgpack or the
    decoder would hash it: a plain map key, a frozenset member, a map inside a tuple."""
    source = _session(HASHED + "k = K(1)\nholder = [k]")
    blob = source.export_state()
    sections = _sections(blob)
    globals_ = sections[-1]
    k = globals_["k"]
    assert isinstance(k, msgpack.ExtType) and k.code == 9
    if place == "map-key":
        globals_["forged"] = {k: 1}
    elif place == "frozenset":
        globals_["forged"] = msgpack.ExtType(3, msgpack.packb([k]))
    elif place == "map-in-tuple":
        globals_["forged"] = msgpack.ExtType(1, msgpack.packb([{k: 1}]))
    elif place == "set":
        globals_["forged"] = msgpack.ExtType(2, msgpack.packb([k, 1]))
    elif place == "globals":  # a guest key where only names are allowed
        globals_[k] = 1
    return _blob(blob, sections)


@pytest.mark.parametrize("place", ["map-key", "map-in-tuple", "set"])
def test_a_forged_guest_key_is_hashed_only_by_the_guarded_step(place: str) -> None:
    blob = _forged_key_blob(place)
    with pytest.raises(StateError, match="step limit"):
        _import(blob)


@pytest.mark.parametrize("place, message", [("frozenset", "frozenset"),
                                            ("globals", "not a mapping of names")])
def test_a_forged_guest_key_where_none_can_be_is_refused(place: str, message: str) -> None:
    with pytest.raises(StateError, match=message):
        _import(_forged_key_blob(place))


def test_a_forged_paused_run_with_guest_objects_never_runs_them() -> None:
    """load_paused reads plain data only, under the loading sandbox's limits: a class, an
    instance or a function in the blob is refused before it exists (no 30 s hang)."""
    source = _session(HASHED + "k = K(1)")
    source.run_sync("TRAP = False\n__sandbox_paused_run__ = {'format': 1, k: 1}\n"
                    "TRAP = True").check()
    blob = source.export_state()
    started = time.monotonic()
    with pytest.raises(StateError, match="plain data|functions"):
        Sandbox(limits=LIMITS).load_paused(blob)
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("wrapper", [15, 16])
def test_a_forged_classmethod_of_an_instance_is_refused(wrapper: int) -> None:
    """classmethod/staticmethod copy __doc__, __name__... from what they wrap: never a guest
    instance (its __getattribute__ would run)."""
    source = _session("""
        class G:
            def __getattribute__(self, name):
                trap('getattribute')
            def __call__(self):
                return 1
        g = G()
        """)
    blob = source.export_state()
    sections = _sections(blob)
    g = sections[-1]["g"]
    sections[-1]["forged"] = msgpack.ExtType(wrapper, msgpack.packb([g]))
    with pytest.raises(StateError, match="not a function"):
        _import(_blob(blob, sections))


def test_a_forged_property_of_an_instance_is_refused() -> None:
    source = _session("""
        class G:
            def __getattribute__(self, name):
                trap('getattribute')
            def __call__(self):
                return 1
        g = G()
        """)
    blob = source.export_state()
    sections = _sections(blob)
    g = sections[-1]["g"]
    sections[-1]["forged"] = msgpack.ExtType(17, msgpack.packb([g, None, None, None]))
    with pytest.raises(StateError, match="not functions"):
        _import(_blob(blob, sections))


_ENUM_SOURCE = """
    import enum
    class Color(enum.Enum):
        RED = 1
        def shout(self):
            return 'x'
    class K:
        def __init__(self, *a):
            trap('init')
        def __init_subclass__(cls, **kw):
            trap('init_subclass')
    k = K()
    red = Color.RED
    """


def _enum_entry(sections: list[Any]) -> tuple[int, list[Any]]:
    """(table index, decoded payload) of the blob's one enum class."""
    for idx, payload in sections[3:-1]:
        entry = msgpack.unpackb(payload, raw=False, strict_map_key=False)
        if isinstance(entry, msgpack.ExtType) and entry.code == 24:
            return idx, msgpack.unpackb(entry.data, raw=False, strict_map_key=False)
    raise AssertionError("no enum entry")


def _forge_enum(change: Any) -> bytes:
    source = _session(_ENUM_SOURCE)
    blob = source.export_state()
    sections = _sections(blob)
    idx, fields = _enum_entry(sections)
    change(fields, sections)
    packed = msgpack.packb(msgpack.ExtType(24, msgpack.packb(fields, use_bin_type=True)),
                           use_bin_type=True)
    sections[3:-1] = [[i, packed if i == idx else p] for i, p in sections[3:-1]]
    return _blob(blob, sections)


def _set(i: int, value: Any) -> Any:
    def change(fields: list[Any], sections: list[Any]) -> None:
        fields[i] = value(sections) if callable(value) else value
    return change


@pytest.mark.parametrize("change, message", [
    # members that would configure the class (or call a guest class as __init__)
    (_set(5, ["__init__", 1]), "bad enum member"),
    (_set(5, ["_missing_", 1]), "bad enum member"),
    # a member whose value hashes with guest code
    (_set(5, lambda s: ["RED", s[-1]["k"]]), "bad enum member"),
    # a base that is not an enum: a guest class whose __init_subclass__ would run
    (_set(3, lambda s: [s[-1]["k"]]), "not an enum|cannot be rebuilt|base"),
    # the EnumType's own bookkeeping as an attribute
    (_set(7, ["_member_map_", {}]), "bad enum attribute"),
    (_set(6, ["RED", {"_value_": 5}]), "bad enum member attributes"),
    (_set(6, ["NOPE", {"x": 1}]), "bad enum member attributes"),
    (_set(8, [3]), "bad enum composite"),
    (_set(4, "NOT_A_BOUNDARY"), "bad enum boundary"),
    (_set(0, 5), "bad enum name"),
])
def test_a_forged_enum_is_refused_without_running_guest_code(change: Any, message: str
                                                              ) -> None:
    with pytest.raises(StateError, match=message):
        _import(_forge_enum(change))


def test_a_forged_enum_member_is_refused() -> None:
    source = _session(_ENUM_SOURCE)
    blob = source.export_state()
    sections = _sections(blob)
    red = sections[-1]["red"]
    cls_ref = msgpack.unpackb(red.data, raw=False)[0]
    for forged, message in [([cls_ref, "BLUE"], "no such member"),
                            ([sections[-1]["k"], "RED"], "bad enum member"),
                            ([cls_ref, None, 1.5], "bad enum member")]:
        sections[-1]["forged"] = msgpack.ExtType(25, msgpack.packb(forged))
        with pytest.raises(StateError, match=message):
            _import(_blob(blob, sections))


def test_a_forged_typeddict_annotation_is_refused() -> None:
    """A TypedDict's annotations are type-checked by typing at import: only classes,
    aliases and strings (a guest instance's __call__ or __getattr__ never runs)."""
    source = _session("""
        from typing import TypedDict
        class G:
            def __getattr__(self, name):
                trap('getattr')
            def __call__(self):
                trap('call')
        g = G()
        TD = TypedDict('TD', {'a': int})
        """)
    blob = source.export_state()
    sections = _sections(blob)
    td = msgpack.unpackb(sections[-1]["TD"].data, raw=False)
    td[5] = {"a": sections[-1]["g"]}
    sections[-1]["TD"] = msgpack.ExtType(21, msgpack.packb(td))
    with pytest.raises(StateError, match="bad TypedDict"):
        _import(_blob(blob, sections))


def test_a_forged_host_method_of_a_guest_class_is_refused() -> None:
    source = _session("""
        class Desc:
            def __get__(self, obj, cls=None):
                trap('get')
        class C:
            mro2 = Desc()
        """)
    blob = source.export_state()
    sections = _sections(blob)
    c = sections[-1]["C"]
    sections[-1]["forged"] = msgpack.ExtType(20, msgpack.packb([c, "mro2"]))
    with pytest.raises(StateError, match="bad method"):
        _import(_blob(blob, sections))


# --- nesting: no host recursion per level -------------------------------------------------------

NESTING_CHILD = textwrap.dedent("""
    import sys, threading
    sys.path.insert(0, {root!r})
    import msgpack
    from sandbox import Sandbox, StateError
    from sandbox.state import open_blob, seal

    def run():
        try:
            print("result:", job())
        except StateError as exc:
            print("refused:", exc)

    def forged(depth, code):
        session = Sandbox().session()
        blob = session.export_state()
        up = msgpack.Unpacker(raw=False, strict_map_key=False)
        up.feed(open_blob(blob, None))
        sections = list(up)
        value = msgpack.ExtType(code, msgpack.packb([]))
        for i in range(depth):  # every fifth level through a list in a map
            inner = [value] if i % 5 else [1, {{"k": [value]}}]
            value = msgpack.ExtType(code, msgpack.packb(inner))
        sections[-1]["x"] = value
        return seal(b"".join(msgpack.packb(s, use_bin_type=True) for s in sections))

    def job():
        {job}

    threading.stack_size(256 * 1024)  # a small C stack: one C unpacker per level would crash
    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
""")


def _in_small_thread(job: str) -> str:
    script = NESTING_CHILD.format(root=str(ROOT), job=job.replace("\n        ", "\n    "))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, f"the importing process crashed: {done.stderr[-2000:]}"
    return done.stdout


@pytest.mark.parametrize("build", [
    "t = ()\nfor i in range(195):\n    t = (t,)",
    "t = ()\nfor i in range(190):\n    t = (t, [i], {'k': frozenset({i, (i,)})})",
    "t = []\nfor i in range(95):\n    t = [(t,)]",
    "class C:\n    pass\nt = None\nfor i in range(60):\n    c = C()\n    c.t = (t,)\n    t = c",
])
def test_deep_values_round_trip_on_a_small_stack(build: str) -> None:
    out = _in_small_thread(
        "s = Sandbox().session()\n"
        f"        s.run_sync({build!r}).check()\n"
        "        r = Sandbox().session(state=s.export_state())\n"
        "        return r.run_sync('n = 0\\ny = t\\nwhile y:\\n    y = y[0] if type(y) in "
        "(tuple, list) else y.t\\n    n += 1\\nn').value")
    assert "result:" in out, out


@pytest.mark.parametrize("depth", [MAX_DEPTH + 9, 20_000])
@pytest.mark.parametrize("code", [1, 3, 2])  # tuple, frozenset, set
def test_forged_deep_nesting_is_refused_without_crashing(depth: int, code: int) -> None:
    out = _in_small_thread(f"Sandbox().session(state=forged({depth}, {code}))\n"
                           "        return 'imported'")
    assert "refused:" in out and "nested more than" in out, out


def test_the_deepest_allowed_nesting_imports() -> None:
    out = _in_small_thread(f"return Sandbox().session(state=forged({MAX_DEPTH}, 1)) "
                           "is not None")
    assert "result: True" in out, out


# --- integrity of unsigned blobs -----------------------------------------------------------------

def test_bit_flips_are_refused_or_change_nothing() -> None:
    """Every single-bit flip of an unsigned blob (the header's bits, and a seeded sample of
    the rest) is a StateError or imports the identical state."""
    import random

    source = _session("""
        import collections
        data = {'n': [1, 2.5, 'x', b'y', (3, None)], 'c': collections.Counter('aab')}
        def f(a, b=2):
            return a * b
        """)
    blob = source.export_state()
    probe = "repr(data), f(3), len(LOG)"
    expected = _probe(_import(blob), probe)
    bits = list(range(22 * 8)) + random.Random(13).sample(range(22 * 8, len(blob) * 8), 250)
    accepted = 0
    for bit in bits:
        flipped = bytearray(blob)
        flipped[bit // 8] ^= 1 << (bit % 8)
        target = Sandbox(limits=LIMITS).session()
        try:
            target.import_state(bytes(flipped))
        except StateError:
            continue
        accepted += 1
        assert _probe(target, probe) == expected, f"bit {bit} changed the state"
    assert accepted == 0  # the checksum covers the version, the flags and the body


def test_the_frozen_version_1_fixture_still_loads_through_its_upgrade() -> None:
    blob = (ROOT / "tests" / "fixtures" / "state_v1.bin").read_bytes()
    assert blob[4] == 1
    assert open_blob(blob, None) == blob[6:]  # no checksum in version 1; identity upgrade


def test_the_frozen_version_4_fixture_keeps_its_blake2b_checksum() -> None:
    """Version 5 moved unsigned blobs to a CRC-32; a version-4 blob's 16-byte BLAKE2b is still
    checked (a damaged one refused), and its body reaches the decoder through the identity
    upgrade."""
    blob = (ROOT / "tests" / "fixtures" / "state_v4.bin").read_bytes()
    assert blob[4] == 4 and blob[5] == 0
    assert open_blob(blob, None) == blob[6 + 16:]
    damaged = blob[:-1] + bytes([blob[-1] ^ 1])
    with pytest.raises(StateError, match="checksum does not match"):
        open_blob(damaged, None)
    current = Sandbox().session().export_state()
    assert current[4] >= 5 and len(open_blob(current, None)) == len(current) - 6 - 4  # CRC-32


def _big(k: int) -> msgpack.ExtType:
    """A big int as the state format writes it (ext 4, big-endian two's complement)."""
    return msgpack.ExtType(4, k.to_bytes(k.bit_length() // 8 + 1, "big", signed=True))


def test_a_forged_map_of_colliding_big_int_keys_ends_at_the_time_limit() -> None:
    """Round 5: 50,000 keys ``i * (2**61 - 1)`` (one hash) in a forged map went in through
    one ``dict(pairs)`` (big ints are ints, msgpack's own key type): 12 s on a 2 s limit,
    quadratic in the keys. Such keys now go in chunks, the clock checked between."""
    source = _session("x = 2 ** 70 * 3")
    blob = source.export_state()
    sections = _sections(blob)
    assert sections[-1]["x"] == _big(2 ** 70 * 3)  # (the encoding this test forges)
    p = 2 ** 61 - 1
    sections[-1]["forged"] = {_big(i * p): 0 for i in range(1, 40_001)}
    started = time.monotonic()
    with pytest.raises(StateError, match="longer than the session's time limit"):
        _import(_blob(blob, sections), Limits(timeout_s=0.5))
    assert time.monotonic() - started < 0.5 * 8  # the limit, and a loaded machine's slack
