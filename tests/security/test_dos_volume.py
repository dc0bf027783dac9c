"""Denial of service by volume: infinite loops, deep recursion, output floods, tool-call floods,
accumulating or exponential structures, guest code that tries to survive a breach (``except``,
``finally``, ``__exit__``, ``__del__``) and C-level recursion.

Each case runs in a child process (``harness.run_isolated``, 1 GiB address-space cap, memory
limit 64 MiB) and must end with the named ``LimitExceeded`` (or, for output floods, succeed with
its output cut and marked) within the time allowed, with the child alive and its peak RSS within
the limit + 64 MiB. Cases that try to run guest code after the breach assert that its output
never appears.
"""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.limits import INPROCESS_RECURSION_DEPTH_CEILING, MAX_RECURSION_DEPTH_CEILING

from .harness import DosCase, case, check_dos

STEPS = {"max_steps": 300_000}
FAST = {"timeout_s": 1.0, "max_steps": 10 ** 9}
#: Nesting deeper than the host can recurse.
DEPTH = ("max_recursion_depth", "max_memory_bytes")


def _c(case_id: str, code: str, limit: str | tuple[str, ...], *, xfail: str | None = None,
       needs: Any = None, max_elapsed: float = 4.0, **kwargs: Any) -> Any:
    limits = (limit,) if isinstance(limit, str) else limit
    return case(case_id, DosCase(case_id, code, limits=limits, max_elapsed=max_elapsed,
                                 **kwargs), xfail=xfail, needs=needs)


SLEEP = "asyncio.sleep(huge) blocks past the run's deadline (the loop waits the full delay)"
#: Accumulating structures: refused by memory (or steps), or by a 3 s timeout when the
#: reachable-memory checks slow the loop down.
ACCUM = ("max_memory_bytes", "max_steps", "timeout_s")
ACCUM_LIMITS = {**STEPS, "timeout_s": 3.0}
OUTPUT_FLOOD = {**STEPS, "timeout_s": 2.0, "max_output_bytes": 100_000}
OUTPUT_LINES = ("Output._trim_tail cuts a single multi-line write one line at a time (O(n**2) "
                "slicing): a write of 10**7 newlines hangs the host")

CASES = [
    # --- loops ---
    _c("while_true_steps", "while True:\n    pass", "max_steps", sandbox_limits=STEPS),
    _c("while_true_timeout", "while True:\n    pass", "timeout_s", sandbox_limits=FAST),
    _c("counting_loop_steps", "i = 0\nwhile True:\n    i += 1", "max_steps",
       sandbox_limits=STEPS),
    _c("for_over_infinite_generator",
       "def g():\n    while True:\n        yield 1\nfor x in g():\n    pass", "max_steps",
       sandbox_limits=STEPS),
    _c("comprehension_over_infinite_generator",
       "def g():\n    while True:\n        yield 1\n[x for x in g()]",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("nested_comprehension", "[[i * j for i in range(10 ** 4)] for j in range(10 ** 4)]",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("iter_callable_guest_sentinel", "list(iter(lambda: 0, 1))",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("sorted_with_guest_key", "sorted(range(10 ** 7), key=lambda x: -x)",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("map_guest_function", "for x in map(lambda x: x, iter(int, 1)):\n    pass",
       "max_steps", sandbox_limits=STEPS),
    _c("async_busy_loop",
       "import asyncio\nasync def f():\n    while True:\n        await asyncio.sleep(0)\n"
       "await f()", ("max_steps", "timeout_s"), sandbox_limits=FAST, needs="asyncio"),
    _c("tasks_spinning",
       "import asyncio\nasync def spin():\n    while True:\n        await asyncio.sleep(0)\n"
       "await asyncio.gather(*[spin() for _ in range(100)])", ("max_steps", "timeout_s"),
       sandbox_limits=FAST, needs="asyncio"),
    _c("sleep_forever", "import asyncio\nawait asyncio.sleep(10 ** 6)", "timeout_s",
       sandbox_limits={"timeout_s": 1.0}, needs="asyncio", max_elapsed=2.0),
    _c("wait_forever", "import asyncio\nawait asyncio.Event().wait()", "timeout_s",
       sandbox_limits={"timeout_s": 1.0}, needs="asyncio", max_elapsed=2.0),
    # --- breaches guest code cannot survive ---
    _c("finally_does_not_run",
       "try:\n    while True:\n        pass\nfinally:\n    print('FINALLY RAN')", "max_steps",
       sandbox_limits=STEPS, forbidden_output="FINALLY RAN"),
    _c("except_baseexception_does_not_catch",
       "while True:\n    try:\n        while True:\n            pass\n"
       "    except BaseException:\n        print('CAUGHT')", "max_steps",
       sandbox_limits=STEPS, forbidden_output="CAUGHT"),
    _c("exit_does_not_swallow",
       "class C:\n    def __enter__(self):\n        return self\n"
       "    def __exit__(self, *a):\n        print('EXIT RAN')\n        return True\n"
       "with C():\n    while True:\n        pass", "max_steps", sandbox_limits=STEPS,
       forbidden_output="EXIT RAN"),
    _c("generator_finally_does_not_run",
       "def g():\n    try:\n        while True:\n            yield 1\n"
       "    finally:\n        print('GEN FINALLY')\nfor x in g():\n    pass", "max_steps",
       sandbox_limits=STEPS, forbidden_output="GEN FINALLY"),
    _c("recursion_error_not_catchable",
       "def f():\n    try:\n        return f()\n    except RecursionError:\n"
       "        print('CAUGHT')\n        return 0\nf()", "max_recursion_depth",
       forbidden_output="CAUGHT"),
    _c("memory_error_not_catchable",
       "try:\n    x = 'a' * 10 ** 10\nexcept MemoryError:\n    print('CAUGHT')",
       "max_memory_bytes", forbidden_output="CAUGHT"),
    _c("loop_in_del_after_breach",
       "class A:\n    def __del__(self):\n        while True:\n            pass\n"
       "a = A()\ndel a\nprint('AFTER')", "max_steps", sandbox_limits=STEPS,
       forbidden_output="AFTER"),
    _c("loop_in_del_of_cleared_container",
       "class A(list):\n    def __del__(self):\n        while True:\n            pass\n"
       "x = {1: A()}\nx.clear()\nprint('AFTER')", "max_steps", sandbox_limits=STEPS,
       forbidden_output="AFTER"),
    _c("del_that_makes_more_garbage",
       "class A:\n    def __del__(self):\n        A()\nA()\nprint('AFTER')", "max_steps",
       sandbox_limits={"max_steps": 50_000}, forbidden_output="AFTER"),
    _c("del_during_breach_unwinding",
       "class A:\n    def __del__(self):\n        print('DEL RAN')\n"
       "x = [A(), A(), 'a' * 10 ** 10]", "max_memory_bytes", forbidden_output="DEL RAN"),
    _c("task_catches_cancellation_and_spins",
       "import asyncio\nasync def f():\n    while True:\n        try:\n"
       "            await asyncio.sleep(0)\n        except BaseException:\n"
       "            print('CAUGHT')\nawait f()", ("max_steps", "timeout_s"),
       sandbox_limits=FAST, forbidden_output="CAUGHT", needs="asyncio"),
    # --- recursion ---
    _c("plain_recursion", "def f():\n    return f()\nf()", "max_recursion_depth"),
    _c("mutual_recursion", "def f():\n    return g()\ndef g():\n    return f()\nf()",
       "max_recursion_depth"),
    _c("repr_recursion", "class A:\n    def __repr__(self):\n        return repr(self)\nrepr(A())",
       "max_recursion_depth"),
    _c("getattr_recursion",
       "class A:\n    def __getattr__(self, n):\n        return self.x\nA().y",
       "max_recursion_depth"),
    _c("generator_recursion", "def g(n):\n    yield from g(n + 1)\nnext(g(0))",
       "max_recursion_depth"),
    _c("coroutine_recursion", "async def f():\n    await f()\nawait f()",
       "max_recursion_depth"),
    _c("comprehension_recursion", "def f():\n    return [f() for _ in [1]]\nf()",
       "max_recursion_depth"),
    _c("sorted_key_recursion", "def k(x):\n    return sorted([1, 2], key=k)\nk(0)",
       "max_recursion_depth"),
    _c("json_default_recursion",
       "import json\nclass A:\n    pass\ndef d(o):\n    return json.dumps(o, default=d)\n"
       "json.dumps(A(), default=d)", "max_recursion_depth", needs="json"),
    # at the deepest recursion a host may allow, every form ends cleanly (deeper, resumed
    # generator chains and C-level recursion exhausted the host's stack: sandbox/limits.py),
    # in both modes: a worker grants the full 1,000, in-process runs get 500 of it
    *[_c(f"{name}_at_the_ceiling{suffix}",
         code.replace("DEPTH", str(MAX_RECURSION_DEPTH_CEILING - 10)).replace(
             "CHAIN", "3000" if mode == "inprocess" else "20000"),
         "max_recursion_depth", may_succeed=succeeds, max_elapsed=elapsed, isolation=mode,
         sandbox_limits={"max_recursion_depth": MAX_RECURSION_DEPTH_CEILING})
      for mode, suffix, elapsed in (("inprocess", "", 8.0), ("process", "_process", 15.0))
      for name, code, succeeds in [
          ("recursion", "def f(n):\n    return f(n + 1)\nf(0)", False),
          ("sorted_key_recursion", "def k(x):\n    return sorted([1, 2], key=k)\nk(0)", False),
          # sorts nested in C between guest levels (two, then three C sorts a level)
          ("lt_sorting_with_sorted_keys", "class A:\n    def __lt__(self, o):\n"
           "        return sorted([[A(), A()], [A(), A()]], key=sorted)\nsorted([A(), A()])",
           False),
          ("lt_sorting_with_partial_keys", "import functools\nclass A:\n"
           "    def __lt__(self, o):\n        return sorted([[[A(), A()]], [[A(), A()]]], "
           "key=functools.partial(sorted, key=sorted))\nsorted([A(), A()])", False),
          # C sorts nested deeper than the host recursion limit (3,000 in-process, 20,000 in
          # a worker, whose limit is 16,500 frames) with no guest frame between them
          ("partial_sort_chain", "import functools\nk = sorted\nx = [1]\n"
           "for i in range(CHAIN):\n    k = functools.partial(sorted, key=k)\n    x = [x]\n"
           "sorted([x], key=k)", False),
          ("repr_recursion", "class A:\n    def __repr__(self):\n        return repr([self])\n"
           "repr(A())", False),
          ("json_default_recursion", "import json\nclass A:\n    pass\ndef d(o):\n"
           "    return json.dumps(o, default=d)\njson.dumps(A(), default=d)", False),
          ("yield_from_chain", "def g(n):\n    if n:\n        yield from g(n - 1)\n"
           "    yield n\nprint(sum(g(DEPTH)))", True),
          ("yield_from_chain_in_try", "def g(n):\n    try:\n        if n:\n"
           "            yield from g(n - 1)\n        yield n\n    finally:\n        pass\n"
           "print(sum(g(DEPTH)))", True),
          ("yield_from_chain_in_with", "import contextlib\n@contextlib.contextmanager\n"
           "def c():\n    yield\ndef g(n):\n    with c():\n        if n:\n"
           "            yield from g(n - 1)\n        yield n\nprint(sum(g(DEPTH)))", True),
          ("async_for_chain", "async def ag(n):\n    if n:\n        async for x in ag(n - 1):\n"
           "            yield x\n    yield n\nasync def main():\n"
           "    return sum([x async for x in ag(DEPTH)])\nprint(await main())", True),
      ]],
    _c("deep_nested_list_repr", "x = []\nfor i in range(100000):\n    x = [x]\nrepr(x)",
       ("max_recursion_depth", "max_memory_bytes")),
    _c("nested_map", "x = iter([1])\nfor i in range(200000):\n    x = map(abs, x)\nlist(x)",
       ("max_recursion_depth", "max_memory_bytes"), max_elapsed=8.0),
    _c("nested_filter", "x = iter([1])\nfor i in range(200000):\n    x = filter(None, x)\n"
       "list(x)", ("max_recursion_depth", "max_memory_bytes"), max_elapsed=8.0),
    _c("nested_zip", "x = [1]\nfor i in range(200000):\n    x = zip(x)\nnext(x)",
       ("max_recursion_depth", "max_memory_bytes"), max_elapsed=8.0),
    # every lazy wrapper of a lazy iterator goes through a Python-level counted iterator: a
    # chain of them ends at the host's recursion limit (or the memory limit), never in C
    # (30,000 levels: several times the host recursion limit of the default limits)
    *[_c(f"nested_{name}", f"{imports}x = iter([1])\nfor i in range(30000):\n    x = {expr}\n"
         "list(x)", DEPTH, max_elapsed=8.0, needs=needs)
      for name, imports, expr, needs in [
          ("map_two_iterables", "", "map(max, x, x)", None),
          ("filter_map", "", "filter(None, map(abs, x))", None),
          ("generator_expression", "", "(v for v in x)", None),
          ("zip_pair", "", "zip(x, x)", None),
          ("map_next", "", "map(next, [x])", None),
          ("iter_partial_next", "import functools\n", "iter(functools.partial(next, x), None)",
           "functools"),
          ("chain", "import itertools\n", "itertools.chain(x)", "itertools"),
          ("chain_from_iterable", "import itertools\n", "itertools.chain.from_iterable([x])",
           "itertools"),
          ("islice", "import itertools\n", "itertools.islice(x, 10)", "itertools"),
          ("accumulate", "import itertools\n", "itertools.accumulate(x)", "itertools"),
          ("dropwhile", "import itertools\n", "itertools.dropwhile(bool, x)", "itertools"),
          ("compress", "import itertools\n", "itertools.compress(x, itertools.repeat(1))",
           "itertools"),
          ("zip_longest", "import itertools\n", "itertools.zip_longest(x)", "itertools"),
          ("tee", "import itertools\n", "itertools.tee(x)[0]", "itertools"),
          ("heapq_merge", "import heapq\n", "heapq.merge(x)", "heapq"),
      ]],
    _c("nested_enumerate", "x = [1]\nfor i in range(200000):\n    x = enumerate(x)\nnext(x)",
       ("max_recursion_depth", "max_memory_bytes"), max_elapsed=8.0),
    # --- output floods ---
    _c("print_loop_flood", "while True:\n    print('x' * 100)",
       ("max_steps", "timeout_s"), sandbox_limits=OUTPUT_FLOOD, truncated=True),
    _c("print_no_newline_flood", "for i in range(10 ** 9):\n    print(i, end='')",
       ("max_steps", "timeout_s"), sandbox_limits=OUTPUT_FLOOD, truncated=True),
    _c("one_huge_print", "print('x' * 10 ** 7)", (), succeeds=True),
    _c("many_lines_one_write", "print('\\n' * 10 ** 7)", (), succeeds=True, max_elapsed=2.0),
    _c("many_small_lines", "for i in range(50000):\n    print(i)", (), succeeds=True),
    _c("print_many_arguments", "print(*range(10 ** 6))", (), succeeds=True),
    _c("print_many_arguments_sep", "print(*range(10 ** 6), sep=', ')", (), succeeds=True),
    _c("print_many_str_arguments", "print(*['x' * 10] * 10 ** 6)", (), succeeds=True),
    _c("print_same_big_argument", "print(*['x' * 10 ** 6] * 300)", (), succeeds=True),
    _c("print_long_separator", "print(*range(10 ** 5), sep='x' * 10 ** 6)",
       ("max_steps", "timeout_s"), sandbox_limits=OUTPUT_FLOOD, truncated=True),
    _c("print_flood_long_lines", "s = 'x' * 100000\nwhile True:\n    print(s)", "timeout_s",
       sandbox_limits={"timeout_s": 1.0}, max_elapsed=2.0),
    # --- values the host shows after the run (to_dict() is timed with the run) ---
    _c("shared_nesting_value", "x = []\nfor i in range(40):\n    x = [x, x]\nx", (),
       may_succeed=True),
    _c("deep_nesting_value", "d = []\nfor i in range(100000):\n    d = [d]\nd", (),
       may_succeed=True),
    _c("huge_string_value", "'s' * 50_000_000", (), may_succeed=True),
    # --- tool-call floods ---
    _c("tool_call_flood", "while True:\n    noop()", "max_tool_calls"),
    _c("async_tool_call_flood",
       "import asyncio\nawait asyncio.gather(*[anoop() for _ in range(5000)])",
       "max_tool_calls", needs="asyncio"),
    _c("unawaited_tool_calls", "for i in range(5000):\n    anoop()", "max_tool_calls"),
    # --- accumulating and exponential structures ---
    _c("string_doubling", "s = 'abc'\nwhile True:\n    s = s + s", "max_memory_bytes"),
    _c("list_doubling_concat", "x = [0, 0, 0]\nwhile True:\n    x = x + x",
       "max_memory_bytes"),
    _c("list_doubling_repeat", "x = [0, 0, 0]\nwhile True:\n    x = x * 2",
       "max_memory_bytes"),
    _c("list_doubling_extend", "x = [0, 0, 0]\nwhile True:\n    x.extend(x)",
       "max_memory_bytes"),
    _c("aliased_nesting_growth", "x = []\nwhile True:\n    x = [x, x]",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("dict_accumulation", "d = {}\ni = 0\nwhile True:\n    d[i] = 'x' * 1000\n    i += 1",
       ACCUM, sandbox_limits=ACCUM_LIMITS, max_elapsed=4.5),
    _c("bytearray_accumulation", "l = []\nwhile True:\n    l.append(bytearray(10 ** 6))",
       ACCUM, sandbox_limits=ACCUM_LIMITS, max_elapsed=4.5),
    _c("string_accumulation", "l = []\nwhile True:\n    l.append('y' * 100000)",
       ACCUM, sandbox_limits=ACCUM_LIMITS, max_elapsed=4.5),
    _c("started_generators_accumulate",
       "def gen():\n    yield 1\n    yield 2\ngens = []\nwhile True:\n    g = gen()\n"
       "    next(g)\n    gens.append(g)", ACCUM, sandbox_limits=ACCUM_LIMITS, max_elapsed=4.5),
    _c("pending_tasks_accumulate",
       "import asyncio\nasync def f():\n    await asyncio.sleep(100)\nwhile True:\n"
       "    asyncio.create_task(f())", ACCUM, needs="asyncio", sandbox_limits=ACCUM_LIMITS,
       max_elapsed=4.5),
    _c("class_creation_accumulates",
       "l = []\nwhile True:\n    class A:\n        pass\n    l.append(A)",
       ACCUM, sandbox_limits=ACCUM_LIMITS, max_elapsed=4.5),
    _c("closures_accumulate", "l = []\nwhile True:\n    l.append(lambda: l)",
       ACCUM, sandbox_limits=ACCUM_LIMITS, max_elapsed=4.5),
    # --- copies of an object that fits (round 4): no size check before them, and only a
    # handful of steps, so the memory sample and the deadline came every 2,000 copies ---
    _c("copy_method_accumulates", "l = [0] * 10 ** 6\nm = [l.copy() for _ in range(50)]",
       "max_memory_bytes"),
    # (round 5: the session's array class is not one of the metered types: ~1 GB each)
    _c("array_copies_accumulate", "import array\nb = bytes(8_000_000)\n"
       "m = [array.array('b', b) for _ in range(50)]", "max_memory_bytes"),
    _c("array_slice_copies_accumulate", "import array\na = array.array('b', bytes(8_000_000))\n"
       "m = [a[:] for _ in range(50)]", "max_memory_bytes"),
    _c("deque_copies_accumulate", "import collections\nd = collections.deque(range(300_000))\n"
       "m = [collections.deque(d) for _ in range(100)]", "max_memory_bytes"),
    _c("ordereddict_copies_accumulate", "import collections\n"
       "d = collections.OrderedDict.fromkeys(range(100_000))\nm = [d.copy() for _ in range(100)]",
       "max_memory_bytes"),
    _c("counter_copies_accumulate", "import collections\n"
       "c = collections.Counter(range(100_000))\nm = [c.copy() for _ in range(100)]",
       "max_memory_bytes"),
    # a guest subclass of a builtin container, made from one: list.__init__ copies in C and
    # the result's type is the guest class, not a metered type (441 MB under 64 MiB)
    _c("guest_list_subclass_copies_accumulate", "class L(list):\n    pass\n"
       "l = [0] * 1_000_000\nm = [L(l) for _ in range(50)]", "max_memory_bytes",
       xfail="a guest class deriving from a builtin container is not a metered type: its "
             "instances made by copying in C (L(l), T(l), D(d)) are not metered (round 5; "
             "a cheap exact-type test keeps the meter off the call hot path)"),
    _c("array_repeat_copies_accumulate", "import array\na = array.array('b', bytes(8_000_000))\n"
       "m = [a * 1 for _ in range(50)]", "max_memory_bytes"),
    _c("slice_copies_accumulate", "s = 'ab' * 4_000_000\nm = [s[::-1] for _ in range(50)]",
       "max_memory_bytes"),
    _c("sorted_copies_accumulate", "l = [0] * 10 ** 6\nm = [sorted(l) for _ in range(50)]",
       "max_memory_bytes"),
    _c("set_union_copies_accumulate",
       "s = set(range(300_000))\nm = [s | set() for _ in range(50)]", "max_memory_bytes"),
    _c("map_copies_accumulate", "l = [0] * 10 ** 6\nm = list(map(list.copy, [l] * 50))",
       "max_memory_bytes"),
    _c("slice_copy_loop_deadline", "s = 'ab' * 5_000_000\nfor _ in range(1999):\n    s[::-1]",
       "timeout_s", sandbox_limits=FAST),
    _c("copy_loop_deadline", "l = [0] * 2_000_000\nfor _ in range(1999):\n    l.copy()",
       "timeout_s", sandbox_limits=FAST),
    _c("exception_chain_growth",
       "e = None\nwhile True:\n    try:\n        raise ValueError('x' * 1000) from e\n"
       "    except ValueError as err:\n        e = err", ACCUM, sandbox_limits=ACCUM_LIMITS,
       max_elapsed=6.0),
]


@pytest.mark.parametrize("dos", CASES)
def test_volume(dos: DosCase, dos_outcomes: dict[str, dict[str, Any]]) -> None:
    check_dos(dos, dos_outcomes.get(dos.id))
    if dos.id.endswith("_at_the_ceiling_process"):  # the worker grants the full depth
        assert dos_outcomes[dos.id]["depth_in_force"] == MAX_RECURSION_DEPTH_CEILING
    elif dos.id.endswith("_at_the_ceiling"):  # the host's own thread: the in-process ceiling
        assert dos_outcomes[dos.id]["depth_in_force"] == INPROCESS_RECURSION_DEPTH_CEILING
