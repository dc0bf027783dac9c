"""A breach is final, and the host's rendering of guest errors is bounded.

1. CPython itself can hand the sandbox's private limit signal to guest code: an exception in
   ``__set_name__`` becomes a ``RuntimeError`` whose ``__cause__`` is the signal, and
   ``contextlib.ExitStack`` passes a callback's exception to the next callback. Whatever the
   route, the run ends with the first ``LimitExceeded``: no guest handler, ``finally``,
   ``__exit__`` or later call runs, and the signal cannot be forged.
2. A guest exception is rendered (message, notes, chain, groups) with bounded host work, and
   nothing a guest ``__str__`` raises (SystemExit, KeyboardInterrupt) leaves the sandbox.
3. Shared classes cannot be changed through host functions reached from guest methods.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.guards import tracetext

from .harness import (
    DosCase,
    case,
    check_dos,
    describe,
    expect_guest_error,
    expect_limit,
    make_sandbox,
    module_available,
    ok,
    run,
)

STEPS = make_sandbox().limits.replace(max_steps=20_000)

# --- 1. the breach is final -----------------------------------------------------------------

SET_NAME = ("class D:\n    def __set_name__(self, owner, name):\n{body}\n"
            "try:\n    class A:\n        d = D()\n"
            "except RuntimeError as e:\n    print('CAUGHT', e.__cause__)\n")

BREACHES = [
    # (body of __set_name__, limit)
    ("        while True:\n            pass", "max_steps"),
    ("        def r():\n            return r()\n        r()", "max_recursion_depth"),
    ("        'a' * 10 ** 10", "max_memory_bytes"),
]


@pytest.mark.parametrize("body, limit", BREACHES)
@pytest.mark.parametrize("after", [
    case("print", "print('AFTER')"),
    case("finally", "try:\n    pass\nfinally:\n    print('AFTER')"),
])
def test_breach_wrapped_by_set_name_ends_the_run(body: str, limit: str, after: str) -> None:
    code = SET_NAME.format(body=body) + after
    result = run(code, sandbox=make_sandbox(limits=STEPS))
    expect_limit(result, limit)
    assert "CAUGHT" not in result.output and "AFTER" not in result.output, describe(result)


@pytest.mark.parametrize("handler", [
    case("except_runtime", "except RuntimeError:\n    print('CAUGHT')"),
    case("except_base", "except BaseException:\n    print('CAUGHT')"),
    case("except_star", "except* RuntimeError:\n    print('CAUGHT')"),
])
def test_no_handler_runs_after_a_wrapped_breach(handler: str) -> None:
    code = ("class D:\n    def __set_name__(self, owner, name):\n        'a' * 10 ** 10\n"
            "try:\n    class A:\n        d = D()\n" + handler)
    result = run(code)
    expect_limit(result, "max_memory_bytes")
    assert "CAUGHT" not in result.output, describe(result)


def test_with_exit_does_not_see_a_wrapped_breach() -> None:
    code = ("class CM:\n    def __enter__(self):\n        return self\n"
            "    def __exit__(self, *exc):\n        print('EXIT')\n        return True\n"
            "class D:\n    def __set_name__(self, owner, name):\n        'a' * 10 ** 10\n"
            "with CM():\n    class A:\n        d = D()\nprint('AFTER')")
    result = run(code)
    expect_limit(result, "max_memory_bytes")
    assert "EXIT" not in result.output and "AFTER" not in result.output, describe(result)


@pytest.mark.skipif(not module_available("contextlib"), reason="contextlib not allowlisted")
@pytest.mark.parametrize("push", [
    case("push_true", "st.push(lambda *exc: print('CB') or True)"),
    case("suppress", "st.enter_context(contextlib.suppress(BaseException))"),
])
def test_exit_stack_does_not_swallow_a_breach(push: str) -> None:
    code = ("import contextlib\ndef rec():\n    return rec()\n"
            f"with contextlib.ExitStack() as st:\n    {push}\n    st.callback(rec)\n"
            "print('AFTER')")
    result = run(code)
    expect_limit(result, "max_recursion_depth")
    assert "CB" not in result.output and "AFTER" not in result.output, describe(result)


@pytest.mark.parametrize("after", ["print('AFTER')", "probe()", "x = [1]\nfor i in x:\n    pass"])
def test_nothing_runs_after_a_swallowed_breach(after: str) -> None:
    """If C code swallowed the signal entirely, guest code goes on: its next output, tool call
    or step checkpoint re-raises the run's breach. Simulated by a cheap tool (it runs in the
    run's thread) that builds the signal, which records the breach, and swallows it."""
    from sandbox import LimitExceeded, Tool
    from sandbox.errors import Abort

    calls: list[str] = []

    def swallow() -> None:
        try:
            raise Abort(LimitExceeded("max_memory_bytes", 2, 1, "simulated"))
        except Abort:
            calls.append("swallow")

    sandbox = make_sandbox(tools={"swallow": Tool(swallow, cheap=True),
                                  "probe": Tool(lambda: calls.append("probe"), name="probe",
                                                cheap=True)})
    session = sandbox.session()
    ok("x = 1", session=session)
    result = run("swallow()\nx = 2\n" + after, session=session)
    expect_limit(result, "max_memory_bytes")
    assert "AFTER" not in result.output and calls == ["swallow"], describe(result)
    assert ok("x", session=session).value == 1


def test_breach_signal_cannot_be_forged() -> None:
    from sandbox.errors import Abort

    class Fake:
        message = "all good"
    with pytest.raises(TypeError, match="cannot create"):
        Abort(Fake())  # type: ignore[arg-type]


def test_session_and_next_run_are_unaffected_by_a_wrapped_breach() -> None:
    session = make_sandbox().session()
    ok("x = 1", session=session)
    result = run(SET_NAME.format(body="        'a' * 10 ** 10") + "x = 2", session=session)
    expect_limit(result, "max_memory_bytes")
    assert ok("x", session=session).value == 1


# --- 2. rendering guest errors ------------------------------------------------------------------

@pytest.mark.parametrize("signal", ["SystemExit", "KeyboardInterrupt", "GeneratorExit"])
@pytest.mark.parametrize("method", ["__str__", "__repr__"])
def test_str_raising_a_base_exception_stays_inside(signal: str, method: str) -> None:
    code = (f"class E(Exception):\n    def {method}(self):\n        raise {signal}\n"
            "raise E()")
    result = run(code)  # must return, not raise SystemExit into the host
    err = expect_guest_error(result, "E")
    if method == "__str__":
        assert err.message == "<exception str() failed>", describe(result)
        assert result.error.traceback.endswith("E: <exception str() failed>\n")


def test_str_breaching_a_limit_ends_the_run() -> None:
    result = run("class E(Exception):\n    def __str__(self):\n        return 'a' * 10 ** 10\n"
                 "raise E()")
    expect_limit(result, "max_memory_bytes")


def test_aliased_exception_group_renders_quickly() -> None:
    result = run("eg = ValueError('x')\nfor i in range(40):\n"
                 "    eg = ExceptionGroup('g', [eg, eg])\nraise eg")
    err = expect_guest_error(result, "ExceptionGroup")
    assert err.message == "g (2 sub-exceptions)"


def test_aliased_notes_are_cut() -> None:
    result = run("e = ValueError('a')\ne.__notes__ = ['n' * 100_000] * 10_000\nraise e")
    err = expect_guest_error(result, "ValueError")
    assert len(err.traceback) < 3 * tracetext.MESSAGE_CHARS
    assert "more notes cut]" in err.traceback


def test_huge_message_is_cut_with_a_marker() -> None:
    result = run("raise ValueError('v' * 5_000_000)")
    err = expect_guest_error(result, "ValueError")
    assert len(err.message) <= tracetext.MESSAGE_CHARS + 100
    assert "characters cut]" in err.message and "characters cut]" in err.traceback
    assert len(err.traceback) < 2 * tracetext.MESSAGE_CHARS


def test_notes_render_as_cpython_does() -> None:
    code = "e = KeyError('k')\ne.add_note('first\\nsecond')\ne.add_note('third')\nraise e"
    result = run(code)
    err = expect_guest_error(result, "KeyError")
    assert err.traceback.endswith("KeyError: 'k'\nfirst\nsecond\nthird\n"), err.traceback


def test_guest_syntax_error_renders_its_caret() -> None:
    result = run("raise SyntaxError('bad', ('<sandbox>', 3, 5, 'x = (1 +', 3, 9))")
    err = expect_guest_error(result, "SyntaxError")
    assert err.traceback.endswith('  File "<sandbox>", line 3\n    x = (1 +\n        ^^^^\n'
                                  "SyntaxError: bad\n"), err.traceback


def test_long_exception_chain_is_rendered_without_host_recursion() -> None:
    code = ("e = None\nfor i in range(5000):\n    try:\n        raise ValueError(i) from e\n"
            "    except ValueError as x:\n        e = x\nraise e")
    result = run(code)
    err = expect_guest_error(result, "ValueError")
    assert err.message == "4999"
    assert "earlier exceptions of the chain cut" in err.traceback
    assert len(err.traceback) <= tracetext.TRACEBACK_CHARS + 200


def test_documented_bounds_are_the_code_s() -> None:
    """THREAT_MODEL.md and CONFORMANCE.md state the rendering and compile bounds in words."""
    from sandbox.modules import sourcemods, typingmods

    root = Path(__file__).resolve().parents[2]
    threat = " ".join((root / "THREAT_MODEL.md").read_text().split())
    conformance = " ".join((root / "CONFORMANCE.md").read_text().split())
    assert (f"messages, notes and type names are cut to {tracetext.MESSAGE_CHARS:,} characters, "
            f"chains to {tracetext.CHAIN_LINKS:,} exceptions") in threat
    assert (f"forward references over {typingmods.MAX_FORWARD_REF_CHARS:,} characters and "
            f"field names over {sourcemods.MAX_NAME_CHARS:,} characters in all") in threat
    assert f"longer than {tracetext.MESSAGE_CHARS:,} characters" in conformance
    assert (f"notes stop after {tracetext.MESSAGE_CHARS:,} characters in all, a chain of more "
            f"than {tracetext.CHAIN_LINKS:,} chained exceptions keeps its latest "
            f"{tracetext.CHAIN_LINKS:,}") in conformance


# --- 3. shared classes through host functions of guest methods ---------------------------------

@pytest.mark.skipif(not module_available("abc"), reason="abc not allowlisted")
def test_metaclass_method_function_is_not_reachable() -> None:
    code = ("import abc, contextlib\nclass X(abc.ABC):\n    pass\n"
            "X.register.__func__(contextlib.AbstractContextManager, dict)")
    expect_guest_error(run(code), "AttributeError")
    probe = ok("import contextlib, abc\n"
               "(isinstance({}, contextlib.AbstractContextManager), isinstance(1, abc.ABC))",
               sandbox=make_sandbox())
    assert probe.value == (False, False)


def test_guest_method_function_is_still_reachable() -> None:
    result = ok("class A:\n    def f(self):\n        return 1\nA().f.__func__(None)")
    assert result.value == 1


# --- 4. single operations found by review (each in a child process) ----------------------------

CASES = [
    case("typing_forward_ref_huge", DosCase(
        "typing_forward_ref_huge", "import typing\ntyping.List['[' + '1,' * 3_000_000 + ']']",
        limits=(), guest_refusals=(("ValueError", "forward reference"),)), needs="typing"),
    case("typing_optional_forward_ref", DosCase(
        "typing_optional_forward_ref",
        "import typing\ntyping.Optional['(' + 'a,' * 3_000_000 + ')']",
        limits=(), guest_refusals=(("ValueError", "forward reference"),)), needs="typing"),
    case("make_dataclass_long_names", DosCase(
        "make_dataclass_long_names", "import dataclasses\n"
        "dataclasses.make_dataclass('D', ['a' * 5_000_000 + str(i) for i in range(10)])",
        limits=(), guest_refusals=(("ValueError", "field names"),), max_elapsed=5.0),
        needs="dataclasses"),
    *[case(f"fraction_{name}", DosCase(f"fraction_{name}", "import fractions\n" + code),
           needs="fractions") for name, code in [
        ("string_exponent", "fractions.Fraction('1e999999999')"),
        ("string_negative_exponent", "fractions.Fraction('1.5e-300000000')"),
        ("string_exponent_digits", "fractions.Fraction('1e' + '9' * 5000)"),
        ("power", "fractions.Fraction(2, 1) ** (4 * 10 ** 9)"),
        ("negative_power", "fractions.Fraction(3, 2) ** -(10 ** 9)"),
        ("int_to_fraction_power", "2 ** fractions.Fraction(4 * 10 ** 9)"),
        ("round", "round(fractions.Fraction(1, 3), 10 ** 9)"),
    ]],
    *[case(f"deep_tuple_{name}", DosCase(
        f"deep_tuple_{name}", "t = ()\nfor i in range(1_000_000):\n    t = (t,)\n" + code,
        limits=("max_recursion_depth",), max_elapsed=6.0)) for name, code in [
        ("hash", "hash(t)"), ("set_of_list", "set([t])"), ("frozenset", "frozenset((t,))"),
        ("dict_key", "d = {}\nd[t] = 1"), ("set_display", "{t}"), ("in_set", "t in {1}"),
        ("set_of_generator", "set(x for x in [t])"), ("dict_of_pairs", "dict([(t, 1)])"),
        ("star_set", "{*[t]}"), ("dict_fromkeys", "dict.fromkeys([t])"),
        ("set_update", "s = set()\ns.update([t])"),
        ("set_union", "set().union([t])"),
        # lazy iterators (zip, map, filter...) reach C as the list's items do
        ("dict_of_zip", "dict(zip([t], [1]))"), ("set_of_zip", "set(zip([t]))"),
        ("dict_of_map", "dict(map(lambda a: (a, 1), [t]))"),
        ("frozenset_of_filter", "frozenset(filter(None, [t]))"),
        ("dict_of_zip_and_keywords", "dict(zip([t], [1]), a=1)"),
        ("set_update_of_zip", "s = set()\ns.update(zip([t]))"),
        ("fromkeys_of_enumerate", "dict.fromkeys(enumerate([t]))"),
        # the views and proxies that look up in a dict hash as the dict does
        ("in_dict_keys", "t in {1: 2}.keys()"), ("in_dict_items", "(t, 1) in {1: 2}.items()"),
        # other iterables reach C as they are iterated (dict values and items, guest classes)
        ("set_of_dict_values", "set({1: t}.values())"),
        ("frozenset_of_dict_items", "frozenset({1: t}.items())"),
        ("set_of_guest_iterable", "class A:\n    def __iter__(self):\n        yield t\nset(A())"),
        ("set_of_guest_sequence", "class A:\n    def __getitem__(self, i):\n"
         "        if i:\n            raise IndexError\n        return t\nset(A())"),
        ("dict_of_list_pairs", "dict([[t, 1]])"),
        ("del_dict_key", "d = {1: 2}\ndel d[t]"),
        # lookup methods read as values and called by C code or a plain call
        ("dict_get_as_value", "g = {1: 2}.get\ng(t)"),
        ("set_add_in_map", "s = set()\nlist(map(s.add, [t]))"),
        ("dict_get_as_key_of_sorted", "sorted([t, 1], key={1: 2}.get)"),
        ("unbound_dict_get", "dict.get({1: 2}, t)"),
        ("dict_keys_isdisjoint", "{1: 2}.keys().isdisjoint([t])"),
    ]],
    *[case(f"deep_tuple_{name}", DosCase(
        f"deep_tuple_{name}", "import types\nt = ()\nfor i in range(1_000_000):\n"
        "    t = (t,)\n" + code, limits=("max_recursion_depth",), max_elapsed=6.0),
        needs="types") for name, code in [
        ("mappingproxy_get", "types.MappingProxyType({1: 2}).get(t)"),
        ("in_mappingproxy", "t in types.MappingProxyType({1: 2})"),
    ]],
    *[case(f"deep_tuple_{name}", DosCase(
        f"deep_tuple_{name}", "import collections\nt = ()\nfor i in range(1_000_000):\n"
        "    t = (t,)\n" + code, limits=("max_recursion_depth",), max_elapsed=6.0),
        needs="collections") for name, code in [
        ("counter_attribute", "collections.Counter([t])"),
        ("counter_generator", "collections.Counter(x for x in [t])"),
        ("ordered_dict_pairs", "collections.OrderedDict([(t, 1)])"),
        # a class the site checks (Counter: its size) still gets the hashing check
        ("counter_of_map", "collections.Counter(map(lambda a: a, [t]))"),
        ("ordered_dict_of_zip", "collections.OrderedDict(zip([t], [1]))"),
        ("defaultdict_of_zip", "collections.defaultdict(int, zip([t], [1]))"),
        ("counter_update_of_zip", "c = collections.Counter()\nc.update(zip([t]))"),
        ("set_of_deque", "set(collections.deque([t]))"),
        ("counter_pop_in_map", "list(map(collections.Counter().pop, [t], [0]))"),
    ]],
    *[case(f"deep_tuple_{name}", DosCase(
        f"deep_tuple_{name}", f"import {mod}\nt = ()\nfor i in range(1_000_000):\n"
        "    t = (t,)\n" + code, limits=("max_recursion_depth",), max_elapsed=6.0),
        needs=mod) for name, mod, code in [
        # keys hashed later by C (itemgetter) or by host Python code (graphlib's node table)
        ("itemgetter_key", "operator", "operator.itemgetter(t)({1: 2})"),
        ("methodcaller_get", "operator", "operator.methodcaller('get', t)({1: 2})"),
        ("topological_sorter_node", "graphlib", "graphlib.TopologicalSorter().add(t)"),
        ("topological_sorter_predecessor", "graphlib",
         "graphlib.TopologicalSorter().add(1, t)"),
    ]],
    # the guest's hash() checks a nested tuple whoever calls it (here heapq's C code)
    case("deep_tuple_hash_as_key_of_heapq", DosCase(
        "deep_tuple_hash_as_key_of_heapq", "t = ()\nfor i in range(1_000_000):\n    t = (t,)\n"
        "import heapq\nheapq.nlargest(1, [t], key=hash)", limits=("max_recursion_depth",),
        max_elapsed=6.0), needs="heapq"),
    *[case(f"deep_tuple_{name}", DosCase(
        f"deep_tuple_{name}", "t = ()\nfor i in range(1_000_000):\n    t = (t,)\n" + code,
        limits=("max_recursion_depth",), max_elapsed=6.0)) for name, code in [
        ("hash_as_key_of_sorted", "sorted([t, 1], key=hash)"),
        ("hash_as_key_of_max", "max([t, 1], key=hash)"),
        ("hash_as_key_of_list_sort", "x = [t, 1]\nx.sort(key=hash)"),
    ]],
    *[case(f"deep_tuple_{name}", DosCase(
        f"deep_tuple_{name}", "import functools\nt = ()\nfor i in range(1_000_000):\n"
        "    t = (t,)\n" + code, limits=("max_recursion_depth",), max_elapsed=6.0),
        needs="functools") for name, code in [
        ("lru_cache_argument", "@functools.lru_cache\ndef f(x):\n    return 1\nf(t)"),
        ("lru_cache_keyword", "@functools.cache\ndef f(x, y=0):\n    return 1\nf(1, y=t)"),
        ("lru_cache_method", "class A:\n    @functools.lru_cache\n    def f(self, x):\n"
         "        return 1\nA().f(t)"),
        ("dict_get_in_reduce", "functools.reduce({1: 2}.get, [t, 0])"),
    ]],
    case("starmap_list_of_long_str", DosCase(
        "starmap_list_of_long_str", "import itertools\n"
        "x = list(itertools.starmap(list, [('a' * 60_000_000,)]))"), needs="itertools"),
    # builtins handed to map/filter get their compiled call sites' checks
    *[case(f"map_{name}", DosCase(f"map_{name}", code, limits=limits, max_elapsed=6.0),
           needs=needs)
      for name, code, limits, needs in [
        ("list_of_long_str", "x = list(map(list, ['a' * 60_000_000]))",
         ("max_memory_bytes",), None),
        ("set_of_long_bytes", "x = list(map(set, [range(9_000_000)]))",
         ("max_memory_bytes",), None),
        ("repr_of_aliased", "x = []\nfor i in range(30):\n    x = [x, x]\n"
         "list(map(repr, [x]))", ("max_memory_bytes",), None),
        ("hash_of_deep_tuple", "t = ()\nfor i in range(1_000_000):\n    t = (t,)\n"
         "list(map(hash, [t]))", ("max_recursion_depth",), None),
        ("filter_hash_of_deep_tuple", "t = ()\nfor i in range(1_000_000):\n    t = (t,)\n"
         "list(filter(hash, iter([t])))", ("max_recursion_depth",), None),
    ]],
    case("named_tuple_long_names", DosCase(
        "named_tuple_long_names", "import typing\n"
        "typing.NamedTuple('P', [('a' * 5_000_000 + str(i), int) for i in range(10)])",
        limits=(), guest_refusals=(("ValueError", "field names"),)), needs="typing"),
]


@pytest.mark.parametrize("dos", CASES)
def test_reviewed_single_operation(dos: DosCase, dos_outcomes: dict) -> None:
    check_dos(dos, dos_outcomes.get(dos.id))


@pytest.mark.skipif(not module_available("fractions"), reason="fractions not allowlisted")
def test_ordinary_fractions_still_work() -> None:
    result = ok("import fractions\nF = fractions.Fraction\n"
                "[str(F('1.5e3')), str(F(' -2.5E-2 ')), str(F('3/4') ** 3), str(2 ** F(10)),"
                " str(round(F(1, 3), 4))]")
    assert result.value == ["1500", "-1/40", "27/64", "1024", "3333/10000"]


def test_short_forward_references_still_work() -> None:
    result = ok("import typing\nstr(typing.List['int']), str(typing.Optional['Foo'])")
    assert result.value == ("typing.List[ForwardRef('int')]",
                            "typing.Optional[ForwardRef('Foo')]")


def test_cases_run_in_the_tests_isolation(isolation: str) -> None:
    """The parametrisation is real: this suite's cases run in a worker in process mode."""
    sandbox = make_sandbox()
    assert sandbox.isolation == isolation
    layers = ok("1 + 1", sandbox=sandbox).stats.isolation
    assert ("process" in layers) == (isolation == "process"), layers


# --- 4. the deadline holds when the run ends ------------------------------------------------
# The clock is read every 2,000 steps and around host waits; a host call that crosses the
# deadline in the run's last steps (a plain tool here; a long C call the same way) used to
# let the run end as a success.

OVERRUN_S, DEADLINE_S = 0.3, 0.1


def slow() -> int:
    """A plain tool that runs past the run's deadline on the host."""
    import time
    time.sleep(OVERRUN_S)
    return 5


@pytest.mark.parametrize("code", [
    case("value", "slow()"),
    case("binding", "x = slow()\nx + 1"),
    case("guest_error", "slow()\n1 / 0"),
    case("caught", "try:\n    slow()\nexcept BaseException:\n    pass\n3"),
])
def test_a_run_that_ends_after_its_deadline_is_a_time_breach(code: str) -> None:
    sandbox = make_sandbox(tools=[slow], limits=STEPS.replace(timeout_s=DEADLINE_S))
    session = sandbox.session()
    err = expect_limit(run(code, session=session), "timeout_s")
    assert err.used >= OVERRUN_S and err.allowed == DEADLINE_S, err
    assert "when the run ended" in err.message
    after = session.run_sync("try:\n    x\nexcept NameError:\n    x = 'unbound'\nx")
    assert after.value == "unbound", describe(after)  # the run's bindings are undone


@pytest.mark.anyio
async def test_an_async_run_that_ends_after_its_deadline_is_a_time_breach(
        anyio_backend: str) -> None:
    sandbox = make_sandbox(tools=[slow], limits=STEPS.replace(timeout_s=DEADLINE_S))
    result = await sandbox.session().run("x = slow()\nx")
    expect_limit(result, "timeout_s")


def test_a_run_within_its_deadline_still_succeeds() -> None:
    sandbox = make_sandbox(tools=[slow], limits=STEPS.replace(timeout_s=OVERRUN_S + 5))
    assert ok("slow() + 1", sandbox=sandbox).value == 6
