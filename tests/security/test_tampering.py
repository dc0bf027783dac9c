"""Host tampering: rebinding builtins, mutating shared host objects (builtin types, module
wrappers, classes the modules hand out, module-level constants and contexts), poisoning state
between sessions and between runs, and guest objects that act when the host touches them.

Every mutation attempt must be refused with the exact error, and a fresh session of the same
sandbox (and the host itself) must see the original behaviour afterwards.
"""

from __future__ import annotations

import decimal
import random as _random
import time
from typing import Any

import pytest

from sandbox import Sandbox

from .harness import case, describe, expect_guest_error, expect_limit, make_sandbox, ok, run

# --- 1. mutations of shared objects: refused, and no other session sees a change ---------------

MUTATIONS = [
    # (attempt, expected error type, key word, probe, expected probe value)
    case("str_method", "str.upper = len", "AttributeError", "upper", "'a'.upper()", "A"),
    case("str_new_attr", "str.x = 1", "AttributeError", "x", "hasattr(str, 'x')", False),
    case("list_method_setattr", "setattr(list, 'append', 1)", "AttributeError", "append",
         "l = []\nl.append(1)\nl", [1]),
    case("dict_method_object_setattr", "object.__setattr__(dict, 'get', len)",
         "AttributeError", "get", "{1: 2}.get(1)", 2),
    case("int_delattr", "del int.bit_length", "AttributeError", "bit_length",
         "(5).bit_length()", 3),
    case("object_init", "object.__init__ = None", "AttributeError", "__init__",
         "class A:\n    pass\ntype(A()).__name__", "A"),
    case("exception_str", "ValueError.__str__ = lambda s: 'pwned'", "AttributeError",
         "__str__", "str(ValueError('a'))", "a"),
    case("exception_class_attr", "ZeroDivisionError.x = 1", "AttributeError", "x",
         "hasattr(ZeroDivisionError, 'x')", False),
    case("builtin_function_attr", "print.x = 1", "AttributeError", "x",
         "hasattr(print, 'x')", False),
    case("shared_builtin_pow_attr", "pow.__name__ = 'x'", "AttributeError", "__name__",
         "pow.__name__", "pow"),
    case("builtin_type_slot", "type(print).__call__ = len", "AttributeError", "__call__",
         "print('ok')", None),
    case("module_function", "import json\njson.dumps = len", "AttributeError", "dumps",
         "import json\njson.dumps([1])", "[1]", needs="json"),
    case("module_new_attr", "import json\njson.pwned = 1", "AttributeError", "pwned",
         "import json\nhasattr(json, 'pwned')", False, needs="json"),
    case("module_delattr", "import json\ndel json.loads", "AttributeError", "loads",
         "import json\njson.loads('1')", 1, needs="json"),
    case("module_constant", "import math\nmath.pi = 3", "AttributeError", "pi",
         "import math\nmath.pi", 3.141592653589793, needs="math"),
    case("string_constant", "import string\nstring.ascii_letters = 'x'", "AttributeError",
         "ascii_letters", "import string\nlen(string.ascii_letters)", 52, needs="string"),
    case("collections_class_method",
         "import collections\ncollections.Counter.most_common = len", "AttributeError",
         "most_common", "import collections\ncollections.Counter('aab').most_common(1)",
         [("a", 2)], needs="collections"),
    case("ordereddict_method",
         "import collections\ncollections.OrderedDict.popitem = len", "AttributeError",
         "popitem", "import collections\ncollections.OrderedDict(a=1).popitem()", ("a", 1),
         needs="collections"),
    case("template_delimiter", "import string\nstring.Template.delimiter = '#'",
         "AttributeError", "delimiter", "import string\nstring.Template('$a').substitute(a=1)",
         "1", needs="string"),
    case("datetime_classmethod", "import datetime\ndatetime.date.today = lambda: 1",
         "AttributeError", "today",
         "import datetime\ntype(datetime.date(2020, 1, 1)).__name__", "date",
         needs="datetime"),
    case("timezone_singleton", "import datetime\ndatetime.timezone.utc.x = 1",
         "AttributeError", "x", "import datetime\nhasattr(datetime.timezone.utc, 'x')", False,
         needs="datetime"),
    case("zoneinfo_cached_instance", "import zoneinfo\nzoneinfo.ZoneInfo('UTC').key = 'x'",
         "AttributeError", "readonly", "import zoneinfo\nzoneinfo.ZoneInfo('UTC').key", "UTC",
         needs="zoneinfo"),
    case("uuid_namespace", "import uuid\nuuid.NAMESPACE_DNS.x = 1", "TypeError", "immutable",
         "import uuid\nhasattr(uuid.NAMESPACE_DNS, 'x')", False, needs="uuid"),
    case("calendar_month_names", "import calendar\ncalendar.month_name[1] = 'X'",
         "TypeError", "assignment", "import calendar\ncalendar.month_name[1]", "January",
         needs="calendar"),
    case("hashlib_algorithms", "import hashlib\nhashlib.algorithms_available.add('x')",
         "AttributeError", "add", "import hashlib\n'x' in hashlib.algorithms_available", False,
         needs="hashlib"),
    case("re_cached_pattern", "import re\nre.compile('abc').search = len", "AttributeError",
         "search", "import re\nre.compile('abc').search('abc').group()", "abc", needs="re"),
    case("types_class", "import types\ntypes.SimpleNamespace.x = 1", "AttributeError", "x",
         "import types\nhasattr(types.SimpleNamespace, 'x')", False, needs="types"),
    case("fractions_class", "import fractions\nfractions.Fraction.x = 1", "AttributeError",
         "x", "import fractions\nhasattr(fractions.Fraction, 'x')", False, needs="fractions"),
    case("typing_alias", "import typing\ntyping.List[int].x = 1", "AttributeError", "x",
         "import typing\nhasattr(typing.List[int], 'x')", False, needs="typing"),
    case("copier_env", "import copy\ncopy.copy.__call__.__self__.env = None",
         "AttributeError", ("env", "__self__", "__call__"), "import copy\ncopy.deepcopy([1])",
         [1], needs="copy"),
    case("guest_class_flag", "class A:\n    pass\nA.__sandbox_guest__ = False",
         "AttributeError", "__sandbox_guest__", "1", 1),
    case("instance_class_to_host_type",
         "class A:\n    pass\na = A()\na.__class__ = type(print)", "AttributeError",
         "__class__", "1", 1),
]

CONTEXTS = [
    # (attempt, probe, expected probe value) -- the attempt itself is allowed
    # the session's ABCs are its own guest classes: register changes them, never the host's
    case("abc_register", "import collections.abc as abc\nabc.Mapping.register(int)",
         "import collections.abc as abc\nisinstance(1, abc.Mapping)", False,
         needs="collections.abc"),
    case("decimal_getcontext_prec", "import decimal\ndecimal.getcontext().prec = 5",
         "import decimal\nstr(decimal.Decimal(1) / decimal.Decimal(3))",
         "0.3333333333333333333333333333", needs="decimal"),
    case("decimal_traps",
         "import decimal\ndecimal.getcontext().traps[decimal.DivisionByZero] = False",
         "import decimal\ntry:\n    decimal.Decimal(1) / decimal.Decimal(0)\n"
         "except decimal.DivisionByZero:\n    r = 'raised'\nelse:\n    r = 'no error'\nr",
         "raised", needs="decimal"),
    case("decimal_setcontext", "import decimal\ndecimal.setcontext(decimal.Context(prec=3))",
         "import decimal\nstr(decimal.Decimal(2) / decimal.Decimal(3))",
         "0.6666666666666666666666666667", needs="decimal"),
    case("decimal_default_context", "import decimal\ndecimal.DefaultContext.prec = 4",
         "import decimal\nstr(decimal.Decimal(1) / decimal.Decimal(7))",
         "0.1428571428571428571428571429", needs="decimal"),
    case("random_seed", "import random\nrandom.seed(1)\nrandom.random()",
         "import random\nrandom.seed(2)\nround(random.random(), 6)",
         round(_random.Random(2).random(), 6),
         needs="random"),
    case("rebind_builtin_print", "print = None", "print('x')", None),
    case("rebind_builtin_len", "len = lambda x: 0", "len([1, 2])", 2),
    case("rebind_exception", "ValueError = KeyError",
         "try:\n    int('x')\nexcept ValueError:\n    r = 'caught'\nr", "caught"),
    case("shadow_tool_error", "ToolError = None", "ToolError.__name__", "ToolError"),
    case("module_global_name", "__name__ = 'pwned'", "__name__", "__main__"),
    case("enum_class", "import enum\nclass E(enum.Enum):\n    A = 1",
         "import enum\nlen([n for n in dir(enum) if n == 'E'])", 0, needs="enum"),
    case("functools_cache", "import functools\n@functools.lru_cache(None)\n"
         "def f(x):\n    return 'pwned'\nf(1)", "1 + 1", 2, needs="functools"),
]


@pytest.mark.parametrize(("attempt", "type_name", "word", "probe", "expected"), MUTATIONS)
def test_shared_object_mutation_refused(attempt: str, type_name: str, word: str, probe: str,
                                        expected: Any) -> None:
    sb = make_sandbox()
    session = sb.session()
    result = run(attempt + "\nSECURITY_CASE_REACHED = True", session=session)
    expect_guest_error(result, type_name, word)
    assert "SECURITY_CASE_REACHED" not in session.globals
    for probe_session in (session, sb.session(), Sandbox().session()):
        assert ok(probe, session=probe_session).value == expected


@pytest.mark.parametrize(("attempt", "probe", "expected"), CONTEXTS)
def test_state_does_not_cross_sessions(attempt: str, probe: str, expected: Any) -> None:
    sb = make_sandbox()
    ok(attempt, session=sb.session())
    result = ok(probe, session=sb.session())
    value = result.value
    assert value == expected, describe(result)


def test_host_abcs_untouched_by_a_guest_register() -> None:
    import collections.abc
    ok("import collections.abc as abc\nabc.Mapping.register(int)\n"
       "assert isinstance(1, abc.Mapping)", session=make_sandbox().session())
    assert not isinstance(1, collections.abc.Mapping)


def test_host_decimal_context_untouched() -> None:
    before = (decimal.getcontext().prec, decimal.DefaultContext.prec)
    run("import decimal\ndecimal.getcontext().prec = 3\ndecimal.DefaultContext.prec = 3\n"
        "decimal.setcontext(decimal.Context(prec=2))")
    assert (decimal.getcontext().prec, decimal.DefaultContext.prec) == before


# --- 2. between runs of one session ---------------------------------------------------------------

def test_limit_breach_restores_bindings() -> None:
    session = make_sandbox(limits=make_sandbox().limits.replace(max_steps=10_000)).session()
    ok("x = 1\nprint = print", session=session)
    result = run("x = 2\nprint = None\ny = 3\nwhile True:\n    pass", session=session)
    expect_limit(result, "max_steps")
    assert ok("(x, print is not None)", session=session).value == (1, True)
    assert "y" not in session.globals


def test_guest_error_keeps_the_bindings_made_before_it() -> None:
    session = make_sandbox().session()
    run("x = 1\n1 / 0", session=session)
    assert ok("x", session=session).value == 1


def test_tool_results_and_inputs_are_copies() -> None:
    host_list = [1, 2]
    host_dict = {"k": [1]}
    sb = make_sandbox(tools={"get": lambda: host_list})
    session = sb.session()
    result = session.run_sync("x = get()\nx.append(3)\ninp['k'].append(2)\nx",
                              inputs={"inp": host_dict})
    assert result.error is None, describe(result)
    assert host_list == [1, 2] and host_dict == {"k": [1]}
    assert result.value == [1, 2, 3]


def test_tool_arguments_are_copies() -> None:
    seen: list[Any] = []

    def keep(x: Any) -> None:
        seen.append(x)
        x.append("tool")

    result = ok("l = [1]\nkeep(l)\nl", tools={"keep": keep})
    assert result.value == [1]


def test_session_builtins_are_private() -> None:
    sb = make_sandbox()
    a, b = sb.session(), sb.session()
    ok("def print(*args):\n    return 'mine'", session=a)
    assert ok("print('x')", session=b).value is None
    assert a.globals.builtins is not b.globals.builtins  # shared builtin objects are immutable


# --- 3. guest objects that act when the host touches them -----------------------------------------

HOSTILE_VALUES = [
    case("repr_loops", "class A:\n    def __repr__(self):\n        while True:\n            pass"),
    case("eq_loops", "class A:\n    def __eq__(self, o):\n        while True:\n            pass"),
    case("hash_loops",
         "class A:\n    def __hash__(self):\n        while True:\n            pass"),
    case("str_raises", "class A:\n    def __str__(self):\n        raise SystemExit(1)"),
    case("bool_exits", "class A:\n    def __bool__(self):\n        raise KeyboardInterrupt"),
]


@pytest.mark.parametrize("cls", HOSTILE_VALUES)
def test_hostile_result_value_cannot_hang_the_host(cls: str) -> None:
    result = ok(cls + "\nA()")
    started = time.monotonic()
    summary = result.to_dict()
    assert summary["ok"] is True and summary["value"] is not None
    for probe in (repr, str, hash, bool, lambda v: v == 1):
        try:
            probe(result.value)
        except (Exception, SystemExit, KeyboardInterrupt):  # noqa: BLE001 - must just not hang
            pass
    assert time.monotonic() - started < 5.0


#: Values whose plain repr on the host would hang it, exhaust its memory, overflow its stack or
#: run guest code outside a run. (setup, a word the bounded text must start with)
HOST_DISPLAY_VALUES = [
    case("shared_nesting", "x = []\nfor i in range(40):\n    x = [x, x]\nx", "[[[["),
    case("shared_dict_values", "v = {'a': list(range(1000))}\n{i: v for i in range(10 ** 5)}",
         "{0: {'a': [0, 1,"),
    case("shared_tuples", "x = ()\nfor i in range(40):\n    x = (x, x)\n[x]", "[(((("),
    case("deep_nesting", "d = []\nfor i in range(100000):\n    d = [d]\nd", "[[[["),
    case("huge_string", "'s' * 100_000_000", "'sss"),
    case("huge_list", "[0] * 10 ** 7", "[0, 0,"),
    case("guest_repr_in_container",
         "log = []\nclass A:\n    def __repr__(self):\n        log.append(1)\n"
         "        while True:\n            pass\n[A()] * 10", "[<A object>, "),
]


@pytest.mark.parametrize(("code", "start"), HOST_DISPLAY_VALUES)
def test_result_value_display_is_bounded(code: str, start: str) -> None:
    session = make_sandbox(limits=make_sandbox().limits.replace(
        max_memory_bytes=300_000_000)).session()
    result = ok(code, session=session)
    texts = [result.to_dict()["value"], repr(result), result._repr_html_()]
    assert texts[0].startswith(start), texts[0][:200]
    for text in texts:
        assert len(text) < 50_000
    if "log" in session.globals:
        assert ok("len(log)", session=session).value == 0  # no guest __repr__ ran


def test_concurrent_sessions_do_not_share_run_state() -> None:
    sb = make_sandbox(limits=make_sandbox().limits.replace(max_steps=50_000))
    a, b = sb.session(), sb.session()
    expect_limit(run("while True:\n    pass", session=a), "max_steps")
    assert ok("sum(range(1000))", session=b).value == 499500
    assert ok("sum(range(1000))", session=a).value == 499500
    assert a.globals.ctx is None and b.globals.ctx is None


# --- 7. the sandbox's tool objects cannot be made by guest code -------------------------------

def _echo(x: int) -> int:
    return x


async def _later(x: int) -> int:
    return x


@pytest.mark.parametrize("make, message", [
    ("type(echo)(FakeTool(), G())", "cannot create 'BoundTool' instances"),
    ("type(echo)(FakeTool(), {})", "cannot create 'BoundTool' instances"),
    ("p = later(1)\np.close()\ntype(p)(FakeTool(), (1,), {})",
     "cannot create 'coroutine' instances"),
    ("type(missing)('print')", "cannot create 'function' instances"),
])
def test_tool_objects_cannot_be_forged(make: str, message: str) -> None:
    """A guest-made tool object would hand host code a guest object as its tool (its ``fn``
    called with no call-site check) and as the run's context (limits it would count)."""
    from sandbox import Tool
    from sandbox.state.kinds import MISSING_TOOL_TOKEN, MissingTool

    sandbox = Sandbox(tools=[_echo, Tool(_later, name="later")])
    session = sandbox.session()
    session.globals.builtins["missing"] = MissingTool("gone", _token=MISSING_TOOL_TOKEN)
    session.globals.builtins["echo"] = session.globals.builtins.pop("_echo")
    code = ("class G:\n    ctx = None\nclass FakeTool:\n    name = 'x'\n    fn = bytes\n"
            "try:\n" + "".join(f"    {line}\n" for line in make.splitlines())
            + "except TypeError as e:\n    print(e)\n")
    result = session.run_sync(code)
    assert result.ok, result.error
    assert result.output.strip() == message
