"""Red-team round 8 findings (tests/security/redteam_round8.md): private parameters of the
sandbox's own module code, builtins that host code calls back, the objects' numbers across
sessions and what the host takes from a process worker's result.

Each test failed before its fix; the .md says what each one did then."""

from __future__ import annotations

import inspect
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from sandbox import LimitExceeded, Limits, Sandbox
from sandbox.modules import importable
from sandbox.runtime.objects import Function

REPO_DIR = str(Path(__file__).resolve().parents[2])


def _run(source: str, **limits: Any) -> Any:
    return Sandbox(isolation="inprocess", limits=Limits(**limits)).session().run_sync(source)


# --- 1. a private parameter of the sandbox's own host code -----------------------------------

@pytest.mark.parametrize("call", [
    "traceback.TracebackException(ValueError, err, None, _seen=S())",
    "traceback.TracebackException.from_exception(err, _seen=S())",
    "traceback.TracebackException(type(err), err, None, limit=1, _seen=S())",
])
def test_traceback_takes_no_guest_set_of_host_ids(call: str) -> None:
    # Before: the guest's S.add and S.__contains__ were handed id() of each exception in the
    # chain -- the host addresses (0x7f...ac20), not the guest's id() numbers.
    source = textwrap.dedent("""
        import traceback
        got = []
        class S:
            def add(self, x): got.append(x)
            def __contains__(self, x): got.append(x); return False
            def __len__(self): return 0
        try:
            raise ValueError('a') from KeyError('b')
        except ValueError as e:
            err = e
        try:
            CALL
        except TypeError as e:
            got.append(str(e))
        got
    """).replace("CALL", call)
    result = _run(source).check()
    assert len(result.value) == 1 and "_seen" in result.value[0], result.value


#: Private parameters of sandbox host code that are safe, with the reason.
_PRIVATE_OK = {
    ("copy", "deepcopy", "_nil"): "CPython's signature; accepted and ignored",
    # the builtins module's members are the builtin names (so the bare name has it too)
    ("builtins", "compile", "_feature_version"): "CPython's signature; accepted and ignored "
                                                 "(never passed on: the sandbox parses with "
                                                 "the host's grammar, as CPython 3.11's "
                                                 "compile mostly does too)",
    ("fractions", "Fraction", "_normalize"): "CPython's own class (the same in CPython); the "
                                             "sandbox sizes a Fraction from its numerator and "
                                             "denominator as they are",
}


def _signature(fn: Any) -> inspect.Signature | None:
    for candidate in (fn, getattr(fn, "__wrapped__", None)):
        if candidate is None:
            continue
        try:
            return inspect.signature(candidate)
        except (TypeError, ValueError):
            continue
    return None


def test_no_sandbox_host_callable_takes_a_private_parameter() -> None:
    """A census: CPython's stdlib passes its own bookkeeping through private parameters
    (``TracebackException(_seen=)``); the sandbox's host code must not accept any from guest
    code (guest modules' functions may: they are guest code)."""
    session = Sandbox(isolation="inprocess").session()
    session.run_sync("\n".join(f"import {name}" for name in importable())).check()
    modules = session.globals.importer.modules
    found = []
    for name in importable():
        for key, value in vars(modules[name]).items():
            if key.startswith("_") or not callable(value) or type(value) is Function:
                continue
            targets = [(key, value)]
            if isinstance(value, type) and not getattr(value, "__sandbox_guest__", False):
                targets += [(f"{key}.{m}", getattr(value, m)) for m in list(vars(value))
                            if (not m.startswith("_") or m == "__init__")
                            and callable(getattr(value, m, None))]
            for label, fn in targets:
                if type(fn) is Function:
                    continue
                sig = _signature(fn)
                private = [p for p in sig.parameters if p.startswith("_")] if sig else []
                found += [(name, label, p) for p in private
                          if (name, label, p) not in _PRIVATE_OK]
    assert not found, found


# --- 2. builtins handed to host code that calls them back --------------------------------------

_RANGE = "range(3 * 10**7)"  # list() of it: ~1 GB of pointers and ints, in one C call


@pytest.mark.parametrize("source", [
    # class attributes host library code calls: a sunder hook, a cached_property's function,
    # a partialmethod whose __get__ hands CPython a partial for __call__
    f"import enum\nclass E(enum.Enum):\n    A = 1\n    _missing_ = staticmethod(list)\n"
    f"x = E({_RANGE})",
    f"import functools\nclass M:\n    def __iter__(self):\n        return iter({_RANGE})\n"
    "    p = functools.cached_property(list)\nx = M().p",
    f"import functools\nclass M:\n    __call__ = functools.partialmethod(staticmethod(list), "
    f"{_RANGE})\nx = M()()",
    # key= and predicates called by C or by host library code
    f"x = sorted([{_RANGE}], key=list)",
    f"x = max([{_RANGE}, range(1)], key=list)",
    f"xs = [{_RANGE}]\nxs.sort(key=list)",
    f"import heapq\nx = heapq.nsmallest(1, [{_RANGE}, range(1)], key=list)",
    f"import heapq\nx = list(heapq.merge([{_RANGE}], key=list))",
    f"import bisect\nx = bisect.bisect_left([{_RANGE}], [], key=list)",
    f"import itertools\nx = list(itertools.takewhile(list, [{_RANGE}]))",
    f"import itertools\nx = list(itertools.dropwhile(list, [{_RANGE}]))",
    f"import itertools\nx = list(itertools.filterfalse(list, [{_RANGE}]))",
    # callables stored by host objects and called later
    f"import functools\nx = functools.lru_cache(list)({_RANGE})",
    f"import functools\nx = functools.lru_cache(maxsize=8)(list)({_RANGE})",
    f"import functools\nx = functools.cache(list)({_RANGE})",
    f"import functools\nx = functools.singledispatch(list)({_RANGE})",
    f"import collections, functools\nx = collections.defaultdict(functools.partial(list, "
    f"{_RANGE}))[1]",
    f"import collections, functools\nd = collections.defaultdict(list)\n"
    f"d.default_factory = functools.partial(list, {_RANGE})\nx = d[1]",
    f"import contextlib\nwith contextlib.ExitStack() as s:\n    s.callback(list, {_RANGE})",
    f"import json\nx = json.dumps({_RANGE}, default=list)",
    # found by the census of callable parameters (tests/test_costs_declared.py)
    f"import contextlib\nwith contextlib.contextmanager(list)({_RANGE}):\n    pass",
    f"import types\nx = types.MethodType(list, {_RANGE})()",
    f"import functools\nclass C:\n    m = functools.singledispatchmethod(staticmethod(list))\n"
    f"x = C().m({_RANGE})",
    f"import asyncio, functools\nasync def main():\n    c = asyncio.Condition()\n"
    f"    async with c:\n        await c.wait_for(functools.partial(list, {_RANGE}))\n"
    "asyncio.run(main())",
    f"import asyncio, contextlib\nasync def main():\n    async with contextlib.AsyncExitStack()"
    f" as s:\n        s.push_async_callback(list, {_RANGE})\nasyncio.run(main())",
], ids=["enum_missing", "cached_property", "partialmethod_call", "sorted_key", "max_key",
        "list_sort_key", "nsmallest_key", "merge_key", "bisect_key", "takewhile", "dropwhile",
        "filterfalse", "lru_cache", "lru_cache_maxsize", "cache", "singledispatch",
        "defaultdict_partial", "default_factory_set", "exitstack_callback", "json_default",
        "contextmanager", "method_type", "singledispatchmethod", "condition_wait_for",
        "push_async_callback"])
def test_a_builtin_host_code_calls_back_gets_its_call_site_checks(source: str) -> None:
    # Before: each built ~1 GB under a 64 MiB limit in one C call (peak RSS 1.1-1.7 GB) and
    # most runs then succeeded; enum's _missing_ also wrote the result's repr (12 s on a
    # 2 s limit); json.dumps was refused only after default= had built the list (10 s).
    result = _run(source + "\nNone", max_memory_bytes=64 * 2**20, timeout_s=20)
    assert isinstance(result.error, LimitExceeded), (result.value, result.error)
    assert result.error.limit == "max_memory_bytes", result.error


def test_callbacks_held_for_host_code_still_behave_as_themselves() -> None:
    source = textwrap.dedent("""
        import bisect, collections, contextlib, enum, functools, heapq, itertools, json
        class E(enum.Enum):
            A = 1
            @classmethod
            def _missing_(cls, v):
                return cls.A
        class M:
            def __iter__(self):
                return iter('ab')
            p = functools.cached_property(list)
        got = []
        cb = got.append
        with contextlib.ExitStack() as s:
            f = s.callback(cb, 1)
        cached = functools.lru_cache(list)
        d = collections.defaultdict(list)
        d['k'].append(1)
        [E(5), M().p, sorted(['ba', 'a'], key=list), heapq.nsmallest(1, ['b', 'a'], key=list),
         bisect.bisect_left(['a', 'c'], ['b'], key=list),
         list(itertools.takewhile(bool, [1, 0])), cached('xy'), cached.__wrapped__ is list,
         functools.singledispatch(len)('abc'), dict(d), d.default_factory is list,
         json.dumps(range(2), default=list), got, f is cb]
    """)
    value = _run(source).check().value
    assert value == [_E_A := value[0], ["a", "b"], ["a", "ba"], ["a"], 1, [1], ["x", "y"],
                     True, 3, {"k": [1]}, True, "[0, 1]", [1], True], value
    assert repr(_E_A) == "<E.A: 1>"


# --- 3. what the host takes from a process worker's result ---------------------------------------

# The worker's result_message is patched (in the worker, through the test hook): CHANGE is a
# statement on the message ``m``.
_RESULT_PROBE = textwrap.dedent("""
    import sandbox.isolation.remote as r
    original = r.result_message
    def result_message(result):
        m = original(result)
        CHANGE
        return m
    r.result_message = result_message
    result = 1
""")

_RESULT_CHILD = """
import sys
from sandbox import Limits, Sandbox
def wipe(what: str) -> str:
    '''a tool'''
    return 'wiped ' + what
sb = Sandbox(tools=[wipe], isolation="process", _test_hooks=True,
             limits=Limits(timeout_s=10, max_output_bytes=1000, max_output_lines=50),
             pool={"warm": 0, "max_workers": 2})
if not sb.isolation_report().is_in_force("process"):
    print("skip no process isolation")
    raise SystemExit(0)
session = sb.session()
assert session._probe(sys.argv[1])["result"] == 1
r = session.run_sync("print('hi')\\nwipe('a')")
print(type(r.error).__name__ if r.error else [r.output, [c.tool for c in r.tool_calls],
                                             r.stats.tool_calls, r.value])
"""


@pytest.mark.parametrize("change, honest", [
    ("pass", "['hi\\n', ['wipe'], 1, 'wiped a']"),
    ("m['output'] = 'x' * 3_000_000", None),  # past max_output_bytes
    ("m['stderr'] = 'y\\n' * 400", None),  # past max_output_lines
    ("m['calls'] = m['calls'] * 1000", None),  # calls the host never served
    ("m['calls'] = [['wipe', 7, 'ok', 0.1, None], ['rm', 8, 'ok', 0.1, None]]", None),
    ("m['stats'][1] = 99999", None),
    ("m['resumed_at'] = 10**9", None),
])
def test_the_host_checks_a_workers_result(change: str, honest: str | None) -> None:
    # Before: the host returned each as the run's result: 3 MB of output under a 1,000-byte
    # limit, tool call records of calls it never made (an audit log the worker wrote).
    probe = _RESULT_PROBE.replace("CHANGE", change)
    done = subprocess.run([sys.executable, "-c", _RESULT_CHILD, probe], cwd=REPO_DIR,
                          capture_output=True, text=True, timeout=180,
                          env={"PYTHONPATH": REPO_DIR, "PATH": "/usr/bin:/bin"})
    if done.stdout.startswith("skip"):
        pytest.skip(done.stdout.strip())
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert done.stdout.strip() == (honest or "WorkerCrashed"), done.stdout


# --- 4. the objects' numbers across sessions ----------------------------------------------------

@pytest.mark.parametrize("shared", ["int", "str", "typing.List", "re.IGNORECASE", "Exception"])
def test_numbers_are_per_session(shared: str) -> None:
    # Before: a host object two sessions share took its number from the first session that
    # showed it, so in the second session it had the number of one of that session's own
    # objects (id(int) == id(x) for x = C(), True) and told it another session's count.
    first = Sandbox(isolation="inprocess").session()
    first.run_sync(f"import re, typing\nid({shared})").check()
    second = Sandbox(isolation="inprocess").session()
    source = (f"import re, typing\nclass C: pass\nx = C()\nmine = id(x)\n"
              f"[id({shared}) == mine, len({{id({shared}), mine, id(C)}}), hex(id({shared}))]")
    value = second.run_sync(source).check().value
    alone = Sandbox(isolation="inprocess").session().run_sync(source).check().value
    assert value[:2] == [False, 3], value
    assert value == alone  # the same program shows the same numbers, whatever ran before


# --- open: found this round, not fixed (redteam_round8.md, "Open") -------------------------------

@pytest.mark.parametrize("base, wrap", [("Enum", "x"), ("IntEnum", "(x, x)"),
                                        ("Flag", "{'k': x}"), ("StrEnum", "[[x]]")])
def test_enum_error_text_of_a_guest_value_is_estimated(base: str, wrap: str) -> None:
    # Before: enum's host EnumType.__call__ wrote the value it was given with %r into its
    # ValueError: one C repr of aliased nesting, not estimated (2**24 leaves: 10 s on a 2 s
    # limit, 219 MB). The sandbox's EnumType estimates the text before the lookup.
    member = "1" if base != "StrEnum" else "'a'"
    source = (f"import enum\nclass E(enum.{base}):\n    A = {member}\n"
              f"x = []\nfor i in range(22):\n    x = [x, x]\ntry:\n    E({wrap})\n"
              "except (ValueError, TypeError):\n    pass")
    result = _run(source, max_memory_bytes=16 * 2**20)
    assert isinstance(result.error, LimitExceeded), result.error


def test_enum_lookups_of_ordinary_values_still_fail_as_in_cpython() -> None:
    source = ("import enum\nclass E(enum.Enum):\n    A = (1, 2)\n    B = [3]\n"
              "print(E((1, 2)), E([3]))\ntry:\n    E([1, 2, 3])\nexcept ValueError as e:\n"
              "    print(e)")
    assert _run(source).check().output == "E.A E.B\n[1, 2, 3] is not a valid E\n"


def test_enum_missing_result_text_is_estimated() -> None:
    # Before: enum's host Enum.__new__ wrote what a guest _missing_ returned (not None, not a
    # member) with %r into its TypeError (2**25 leaves: 8.6 s on a 2 s limit, 430 MB); a
    # lookup reaching a guest _missing_ is now the sandbox's (enum_extras.guest_missing_lookup)
    source = ("import enum\nx = []\nfor i in range(22):\n    x = [x, x]\n"
              "class E(enum.Enum):\n    A = 1\n    @classmethod\n    def _missing_(cls, v):\n"
              "        return x\ntry:\n    E(5)\nexcept TypeError:\n    pass")
    result = _run(source, max_memory_bytes=16 * 2**20)
    assert isinstance(result.error, LimitExceeded), result.error

