"""Red-team round 7 findings (tests/security/redteam_round7.md): the typing values of state
format 6 (TypeVar, Generic, Annotated) and what the host takes from a process worker.

Each test failed before its fix; the .md says what each one did then."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack
import pytest

from sandbox import LimitExceeded, Limits, Sandbox, StateError
from sandbox.state import open_blob, seal
from sandbox.state.kinds import NAMED, REF

REPO_DIR = str(Path(__file__).resolve().parents[2])

# --- 1. typing's constructors given guest metadata by the import -------------------------------

#: A class whose every method, called by the import, would be guest code outside a run (the
#: import's tripwire refuses it: "guest code can only run inside a run of its session").
GUEST_META = """
import typing
class M:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        return True
    def __repr__(self):
        return 'M'
m = M()
"""


@pytest.mark.parametrize("hint", [
    "typing.Optional[typing.Annotated[int, m]]",  # Union's duplicates: hashed
    "typing.List[typing.Annotated[int, m]]",  # typing's lru_cache: hashed
    "typing.Dict[str, list[typing.Annotated[int, m]]]",  # through a list[...] alias
    "typing.TypeVar('T', bound=typing.Annotated[int, m])",
])
def test_guest_metadata_inside_a_hint_is_refused_at_export(hint: str) -> None:
    # Before: the export succeeded and importing it failed with "corrupt state blob:
    # SandboxError: guest code can only run inside a run of its session" (the import had
    # called M.__hash__); now the export names the value and why.
    session = Sandbox(isolation="inprocess").session()
    session.run_sync(GUEST_META + f"x = {hint}").check()
    with pytest.raises(StateError, match="'x' holds a .*Annotated inside another hint"):
        session.export_state()


def test_guest_metadata_at_the_top_of_a_hint_still_round_trips() -> None:
    session = Sandbox(isolation="inprocess").session()
    session.run_sync(GUEST_META + "x = typing.Annotated[typing.Optional[int], m]\n"
                     "y = typing.Optional[typing.Annotated[int, 'plain', 1.5]]").check()
    target = Sandbox(isolation="inprocess").session()
    target.import_state(session.export_state())
    result = target.run_sync("[repr(x), repr(y), typing.get_args(x)[1] is m]").check()
    assert result.value == ["typing.Annotated[typing.Optional[int], M]",
                            "typing.Optional[typing.Annotated[int, 'plain', 1.5]]", True]


def _forged(source: str, rewrite: Callable[[list[Any], dict[str, Any]], list[Any] | None]
            ) -> bytes:
    """The export of ``source`` with each host value ``["typing", ...]`` passed through
    ``rewrite(fields, globals_section)`` (None: kept)."""
    session = Sandbox(isolation="inprocess").session()
    session.run_sync(source).check()
    up = msgpack.Unpacker(raw=False, strict_map_key=False)
    up.feed(open_blob(session.export_state(), None))
    sections = list(up)
    names = sections[-1]

    def walk(v: Any) -> Any:
        if isinstance(v, msgpack.ExtType) and v.code not in (REF, NAMED):
            try:
                inner = msgpack.unpackb(v.data, raw=False, strict_map_key=False)
            except Exception:  # noqa: BLE001 - a payload that is not msgpack (a big int)
                return v
            inner = walk(inner)
            if type(inner) is list and inner[:1] == ["typing"]:
                inner = rewrite(inner, names) or inner
            return msgpack.ExtType(v.code, msgpack.packb(inner, use_bin_type=True))
        if isinstance(v, list):
            return [walk(x) for x in v]
        if isinstance(v, dict):
            return {k: walk(x) for k, x in v.items()}
        return v

    sections = [walk(s) for s in sections]
    return seal(b"".join(msgpack.packb(s, use_bin_type=True) for s in sections))


_GENERIC = msgpack.ExtType(NAMED, msgpack.packb(["modattr", "typing", "Generic"]))


def _generic_with_guest_metadata(fields: list[Any], names: dict[str, Any]) -> list[Any] | None:
    """``Annotated[int, "slot"]`` -> ``Annotated[Generic, m]``: typing's TypeError for
    ``Generic`` as an argument prints the alias, so its metadata's ``__repr__``."""
    if fields[1] == "Annotated" and fields[2][1:] == ["slot"]:
        return ["typing", "Annotated", [_GENERIC, names["m"]]]
    return None


@pytest.mark.parametrize("hint", [
    "typing.TypeVar('T', bound=typing.Annotated[int, 'slot'])",
    "typing.Union[typing.Annotated[int, 'slot'], str]",
    "typing.List[typing.Annotated[int, 'slot']]",
])
def test_a_forged_hint_cannot_hand_guest_metadata_to_typing(hint: str) -> None:
    # Before: "corrupt state blob: SandboxError: guest code can only run inside a run of its
    # session" (the import had called M.__repr__ or M.__hash__; only the tripwire stopped it).
    blob = _forged(GUEST_META + f"x = {hint}\ng = typing.Generic", _generic_with_guest_metadata)
    target = Sandbox(isolation="inprocess").session()
    target.run_sync("kept = 1").check()
    with pytest.raises(StateError) as info:
        target.import_state(blob)
    assert "bad" in str(info.value) and "guest code" not in str(info.value), info.value
    assert target.run_sync("kept").check().value == 1


def test_an_import_leaves_no_guest_class_in_typings_caches() -> None:
    # Before: typing.List[N], made by the decoder, stayed in typing's process-wide lru_cache
    # (and through N's methods the whole session) until some sandbox run ended.
    session = Sandbox(isolation="inprocess").session()
    session.run_sync("import typing\nclass N:\n    pass\ny = typing.List[N]").check()
    blob = session.export_state()
    target = Sandbox(isolation="inprocess").session()
    target.import_state(blob)
    cls = weakref.ref(target.globals["N"])
    del target
    gc.collect()
    assert cls() is None


# --- 2. a process worker's paused run ----------------------------------------------------------

# The worker's Paused.dump is patched (in the worker, through the test hook) to change the
# run it describes before it is written: CHANGE is a statement on ``self``.
_PAUSE_PROBE = textwrap.dedent("""
    import sandbox.state.pause as p
    original = p.Paused.dump
    def dump(self, key=None):
        CHANGE
        return original(self, key)
    p.Paused.dump = dump
    result = 1
""")

_PAUSE_CHILD = """
import sys
from sandbox import Limits, Sandbox, Tool
from sandbox.state.pause import Paused
def approve(amount: int) -> bool:
    '''Asks a human.'''
def wipe(what: str) -> None:
    '''Not external: the host never answers it for the guest.'''
sb = Sandbox(tools=[Tool(approve, external=True), wipe], isolation="process", _test_hooks=True,
             limits=Limits(timeout_s=10), pool={"warm": 0, "max_workers": 2})
if not sb.isolation_report().is_in_force("process"):
    print("skip no process isolation")
    raise SystemExit(0)
session = sb.session()
assert session._probe(sys.argv[1])["result"] == 1
outcome = session.start_sync("approve(5)", inputs={"n": 1})
if isinstance(outcome, Paused):
    print("Paused", outcome.call.tool, outcome.code, sorted(outcome.pause_on), outcome.inputs)
else:
    print(type(outcome.error).__name__)
"""


@pytest.mark.parametrize("change, honest", [
    ("pass", "Paused approve approve(5) [] {'n': 1}"),
    ("self.calls[0].tool = 'wipe'", None),  # a call the guest could not pause at
    ("self.calls[0].tool = 'no_such_tool'", None),
    ("self.code = 'wipe(1)'", None),  # another program
    ("self.pause_on = frozenset({'wipe'})", None),  # wider pause names
    ("self.inputs = {'n': 2}", "Paused approve approve(5) [] {'n': 1}"),  # the host's own
])
def test_the_host_checks_a_workers_paused_run(change: str, honest: str | None) -> None:
    # Before: the host returned the worker's Paused as it was: pending calls of any tool
    # ("Paused wipe": a host answering paused.call by its tool would run wipe), another
    # program, other pause names and inputs, all signed by the host's key at Paused.dump.
    probe = _PAUSE_PROBE.replace("CHANGE", change)
    done = subprocess.run([sys.executable, "-c", _PAUSE_CHILD, probe], cwd=REPO_DIR,
                          capture_output=True, text=True, timeout=180,
                          env={"PYTHONPATH": REPO_DIR, "PATH": "/usr/bin:/bin"})
    if done.stdout.startswith("skip"):
        pytest.skip(done.stdout.strip())
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert done.stdout.strip() == (honest or "WorkerCrashed"), done.stdout


# --- 3. builtins that CPython calls with guest arguments ----------------------------------------

_BIG = "10**9"  # bytes(10**9): a gigabyte, zero pages the host only maps (len() reads none)
_RANGE = "range(3 * 10**7)"  # list() of it: ~1 GB of pointers and ints


@pytest.mark.parametrize("source", [
    # a slot dunder: CPython's slot calls the class attribute
    f"class M:\n    __call__ = staticmethod(bytes)\nx = M()({_BIG})",
    f"class M:\n    __call__ = bytes\nx = M()({_BIG})",
    f"class D(dict):\n    __missing__ = staticmethod(bytes)\nx = D()[{_BIG}]",
    f"class M:\n    __call__ = staticmethod(list)\nx = M()({_RANGE})",
    f"class M:\n    pass\nM.__call__ = staticmethod(bytes)\nx = M()({_BIG})",  # set later
    # a method call of a builtin held by a class
    f"class C:\n    make = staticmethod(bytes)\nx = C.make({_BIG})",
    f"class C:\n    factory = bytes\nx = C().factory({_BIG})",
    # copy's reconstruction calls what __reduce_ex__ names
    f"import copy\nclass C:\n    def __reduce_ex__(self, p):\n        return (bytes, ({_BIG},))\n"
    "x = copy.copy(C())",
    f"import copy\nclass C:\n    def __reduce_ex__(self, p):\n        return (list, ({_RANGE},))\n"
    "x = copy.deepcopy(C())",
    # iter(callable, sentinel) calls it; a partial of a checked builtin is checked as it
    f"import functools\nx = next(iter(functools.partial(bytes, {_BIG}), None))",
    f"import functools\nx = list(map(functools.partial(bytes), [{_BIG}]))",
], ids=["call_static", "call_plain", "missing", "call_list", "call_set_later", "static_method",
        "plain_attribute", "copy_reduce", "deepcopy_reduce", "iter_partial", "map_partial"])
def test_a_builtin_called_by_cpython_gets_its_call_site_checks(source: str) -> None:
    # Before: each built a 1 GB object under a 64 MiB limit and the run succeeded (the list
    # cases held ~1 GB of the host's memory; range(10**9) ran the host out of memory): the
    # size checks of bytes(n) and list(range) ran only where guest code called the builtin.
    result = Sandbox(isolation="inprocess", limits=Limits(
        max_memory_bytes=64 * 2**20, timeout_s=10)).session().run_sync(source + "\nlen(x)")
    assert isinstance(result.error, LimitExceeded), (result.value, result.error)
    assert result.error.limit == "max_memory_bytes"


def test_builtins_held_by_classes_still_behave_as_themselves() -> None:
    source = textwrap.dedent("""
        import copy, functools
        class M:
            __call__ = staticmethod(list)
            conv = str
            p = property(len)
        class D(dict):
            __missing__ = staticmethod(str)
        class Box(list):
            pass
        [M()('ab'), M().conv(5), D()[7], copy.deepcopy(Box([1, 2])), Box.__name__,
         next(iter(functools.partial(int, '7'), None)), repr(M.__dict__['__call__']),
         M.conv is str]
    """)
    value = Sandbox(isolation="inprocess").session().run_sync(source).check().value
    assert value[:6] == [["a", "b"], "5", "7", [1, 2], "Box", 7], value
    assert value[6].startswith("<staticmethod")
    assert value[7] is True


# --- open: found this round, not fixed (redteam_round7.md, "Open") -----------------------------

def test_open_bytes_of_an_index_object_is_sized() -> None:
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("class I:\n    def __index__(self):\n        return 10**9\nlen(bytes(I()))")
    assert isinstance(result.error, LimitExceeded), result.value


_INDEX_10_9 = "class I:\n    def __index__(self):\n        return 10**9\n"


@pytest.mark.parametrize("call", [
    "bytearray(I())", "bytes(source=10**9)", "bytearray(source=I())", "bytes(*[I()])",
    "class N(int): pass\nbytes(N(10**9))", "import enum\nclass E(enum.IntEnum):\n"
    "    A = 10**9\nbytes(E.A)", "class P:\n    p = property(bytes)\n    def __index__(self):"
    "\n        return 10**9\nP().p", "class B(bytes): pass\nB(I())",
    "bytes.__new__(bytes, I())", "list(map(bytes, [I()]))", "f = bytearray\nf(I())"])
def test_every_bytes_call_shape_sizes_an_index_source(call: str) -> None:
    """``__index__`` is called once (as C would) and the int it gives is sized and passed on:
    a second call cannot answer a larger size."""
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync(_INDEX_10_9 + call)
    assert isinstance(result.error, LimitExceeded), result.value


def test_an_index_source_is_read_once() -> None:
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("class I:\n    n = 0\n    def __index__(self):\n        I.n += 1\n"
               "        return 1 if I.n == 1 else 10**9\nlen(bytes(I()))")
    assert result.value == 1, result.error


def test_open_list_of_a_guest_iterable_is_metered() -> None:
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("class C:\n    def __iter__(self):\n        return iter(range(10**7))\n"
               "len(list(C()))")
    assert isinstance(result.error, LimitExceeded), result.value
    assert result.error.limit == "max_memory_bytes"


_HUGE_ITER = "class C:\n    def __iter__(self):\n        return {}\n"


@pytest.mark.parametrize(("returned", "consumer"), [
    ("iter(range(10**7))", "sorted(C())"), ("iter(range(10**7))", "set(C())"),
    ("iter(range(10**7))", "dict.fromkeys(C())"), ("map(str, range(10**7))", "''.join(C())"),
    ("iter(range(10**7))", "a, *b = C()"), ("iter(range(10**7))", "print(*C())"),
    ("zip(range(10**7))", "tuple(C())"), ("itertools.repeat(0, 10**9)",
                                          "import itertools\nbytearray(C())"),
    ("map(abs, range(10**8))", "sum(C())"), ("iter(range(10**8))", "-1 in C()"),
    ("iter(int, 1)", "max(C())")])
def test_a_guest_iter_returning_a_lazy_host_iterator_is_metered(returned: str,
                                                                  consumer: str) -> None:
    """Every C consumer of a guest iterable (materialising or not) drains the host iterator
    its ``__iter__`` returned charged per item: memory consumers end at the memory limit,
    the others at the step limit."""
    result = Sandbox(isolation="inprocess", limits=Limits(
        max_memory_bytes=64 * 2**20, max_steps=2_000_000)).session().run_sync(
        _HUGE_ITER.format(returned) + consumer)
    assert isinstance(result.error, LimitExceeded), result.value


def test_a_guest_iter_returning_a_short_host_iterator_is_unchanged() -> None:
    """An iterator known to be short passes as it is; a metered one keeps the iterator's name
    and protocol (``iter(it) is it``) and yields the same items."""
    code = ("class C:\n    def __init__(self, n):\n        self.n = n\n"
            "    def __iter__(self):\n        return iter(range(self.n))\n"
            "s, m = iter(C(10)), iter(C(10**4))\n"
            "[type(s) is type(iter(range(1))), type(m).__name__, iter(m) is m, list(s), "
            "sum(m), list(m), sorted(C(300))[-1], next(iter(C(10**9)))]")
    result = Sandbox(isolation="inprocess").run_sync(code)
    assert result.value == [True, "range_iterator", True, list(range(10)),
                            sum(range(10**4)), [], 299, 0], result.error


def test_open_a_partial_called_directly_is_checked() -> None:
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("import functools\nlen(functools.partial(bytes, 10**9)())")
    assert isinstance(result.error, LimitExceeded), result.value


@pytest.mark.parametrize("call", [
    "functools.partial(bytearray)(10**9)", "functools.partial(bytes)(*[10**9])",
    "functools.partial(bytes)(source=10**9)", "functools.partial(bytes)(10**9, **{})",
    "functools.partial(functools.partial(bytes), 10**9)()",
    "class C:\n    def __init__(self):\n        self.p = functools.partial(bytes, 10**9)\n"
    "C().p()", "import dataclasses\n@dataclasses.dataclass\nclass D:\n    x: bytes = "
    "dataclasses.field(default_factory=functools.partial(bytes, 10**9))\nD()",
    "functools.partial(list, range(10**8))()"])
def test_every_call_shape_of_a_partial_gets_its_builtin_s_checks(call: str) -> None:
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("import functools\n" + call)
    assert isinstance(result.error, LimitExceeded), result.value


def test_a_partial_of_a_checked_builtin_still_calls_it() -> None:
    result = Sandbox(isolation="inprocess").run_sync(
        "import functools\np = functools.partial(bytes, 3)\n"
        "[p(), functools.partial(list, 'ab')(), functools.partial(int, base=2)('101'),"
        " functools.partial(max, 3)(5), functools.partial(sorted, key=len)(['aa', 'b']),"
        " p.func is bytes, p.args]")
    assert result.value == [b"\0\0\0", ["a", "b"], 5, 5, ["b", "aa"], True, (3,)], result.error


def test_open_an_enum_mixin_member_is_sized() -> None:
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("import enum\nclass E(bytes, enum.Enum):\n    A = 10**8\nlen(E.A)")
    assert isinstance(result.error, LimitExceeded), result.value


@pytest.mark.parametrize("enum", [
    "class E(bytearray, enum.Enum):\n    A = (10**8,)",
    "class I:\n    def __index__(self):\n        return 10**9\n"
    "class E(bytes, enum.Enum):\n    A = I()",
    "class E(list, enum.Enum):\n    A = range(10**8)",
    "class E(set, enum.Enum):\n    A = map(abs, range(10**8))",
    "class M(bytes): pass\nclass E(M, enum.Enum):\n    A = 10**8",
    "E = enum.Enum('E', {'A': 10**8}, type=bytes)",
    # a __new__ that sets no _value_: CPython builds bytes(10**8) for it
    "class E(bytes, enum.Enum):\n    def __new__(cls, n):\n        return bytes.__new__(cls, 1)"
    "\n    A = 10**8"])
def test_every_materialising_enum_mixin_is_checked(enum: str) -> None:
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("import enum\n" + enum)
    assert isinstance(result.error, LimitExceeded), result.value


def test_an_enum_member_size_is_read_once() -> None:
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("import enum\nclass I:\n    n = 0\n    def __index__(self):\n        I.n += 1\n"
               "        return 2 if I.n == 1 else 10**9\nclass E(bytes, enum.Enum):\n"
               "    A = I()\nlen(E.A)")
    assert result.value == 2, result.error


def test_a_defaultdict_factory_partial_is_checked() -> None:
    # fixed in round 8: defaultdict's factory is a declared callback (costmodel.calls_back)
    result = Sandbox(isolation="inprocess", limits=Limits(max_memory_bytes=64 * 2**20)).session(
    ).run_sync("import functools, collections\n"
               "d = collections.defaultdict(functools.partial(bytes, 10**9))\nlen(d[1])")
    assert isinstance(result.error, LimitExceeded), result.value
