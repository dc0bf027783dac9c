"""The fused fast paths of the hot loops (issue 20) keep every check and CPython's results:
a guest sort key still charges steps and recursion levels per key, fused arithmetic and
f-strings give CPython's values and errors for operands off the fast path."""

from __future__ import annotations

import pytest

from sandbox import LimitExceeded, Limits, Sandbox


def run(code: str, **limits: object):  # type: ignore[no-untyped-def]
    return Sandbox(limits=Limits().replace(**limits), isolation="inprocess").run_sync(code)


def cpython_output(code: str) -> str:
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        try:
            exec(code, {})
        except Exception as e:  # noqa: BLE001 - compared with the sandbox's final error
            print(type(e).__name__, e)
    return buf.getvalue()


def sandbox_output(code: str) -> str:
    result = run(code)
    out = result.output
    if result.error is not None:
        out += f"{type(result.error).__name__} {result.error}\n"
    return out


def assert_limit(result, limit: str) -> None:  # type: ignore[no-untyped-def]
    assert isinstance(result.error, LimitExceeded), result.error
    assert result.error.limit == limit


def test_sort_key_charges_a_step_per_key() -> None:
    few = run("s = sorted(range(100), key=lambda x: -x)").stats.steps
    many = run("s = sorted(range(1100), key=lambda x: -x)").stats.steps
    assert many - few >= 1000  # at least one step per key call
    assert_limit(run("sorted(range(10**6), key=lambda x: -x)", max_steps=50_000), "max_steps")


def test_sort_key_holds_a_recursion_level() -> None:
    code = ("def f(n):\n    return n if n == 0 else f(n - 1)\n"
            "sorted([1, 2], key=lambda x: f(40))\n")
    assert run(code, max_recursion_depth=100).error is None
    assert_limit(run(code, max_recursion_depth=40), "max_recursion_depth")


def test_sort_key_errors_and_results() -> None:
    code = ("print(sorted([3, 1, 2], key=lambda v: -v))\n"
            "print(sorted(['b', 'a'], key=lambda v: (v, len(v))))\n"
            "print(sorted([1.5, -2.0], key=lambda v: v))\n"
            "try:\n    sorted([1, 0], key=lambda v: 1 // v)\n"
            "except ZeroDivisionError as e:\n    print('caught', e)\n")
    assert sandbox_output(code) == cpython_output(code)


@pytest.mark.parametrize("expr", [
    "-x", "(x * 7919) % 200003", "(x + 3) % 7", "(x - 3) % -7", "x % 2 == 0", "x % 3 != 1",
    "x % 7", "{x}:{x * 2}",
])
@pytest.mark.parametrize("value", ["5", "-5", "2.5", "True", "'ab'", "10**5000", "[1]", "None"])
def test_fused_operations_match_cpython(expr: str, value: str) -> None:
    body = f"f'{expr}'" if expr.startswith("{") else expr
    code = (f"def f(x):\n    return {body}\n"
            f"try:\n    print(repr(f({value})))\nexcept Exception as e:\n"
            f"    print(type(e).__name__, e)\n"
            f"x = {value}\n"
            f"try:\n    print(repr({body}))\nexcept Exception as e:\n"
            f"    print(type(e).__name__, e)\n")
    assert sandbox_output(code) == cpython_output(code)


def test_unbound_local_in_fused_operations() -> None:
    code = ("def f():\n    y = -x\n    x = 1\ntry:\n    f()\nexcept UnboundLocalError as e:\n"
            "    print(e)\n"
            "def g():\n    s = f'{x}!'\n    x = 1\ntry:\n    g()\nexcept UnboundLocalError as e:\n"
            "    print(e)\n")
    assert sandbox_output(code) == cpython_output(code)


def test_f_string_error_points_at_its_line() -> None:
    result = run("a = 1\nb = f'{a}:{missing}'\n")
    assert "missing" in result.error.message
    assert "line 2" in result.error.traceback


def test_f_string_of_a_host_object_shows_its_guest_id() -> None:
    code = ("class A:\n    pass\na = A()\no = object()\n"
            "print(f'{a}|{o}' == repr(a) + '|' + repr(o), hex(id(a)) in f'{a}',"
            " hex(id(o)) in f'<{o}>')\n")
    result = run(code)
    assert result.error is None
    assert result.output == "True True True\n"


# --- a callee's base case answered at an f(a) + g(b) call site (Code.set_leaf) ------------------

_BASE_CASES = {
    "fib": "def f(n):\n    if n < 2:\n        return n\n    return f(n - 1) + f(n - 2)\n",
    "fib1": "def f(n):\n    if n <= 1:\n        return 1\n    return f(n - 1) + f(n - 2)\n",
    "fact": "def f(n):\n    if n <= 1:\n        return 1\n    return n * f(n - 1)\n",
    "text": "def f(n):\n    if n < 1:\n        return 'done'\n    return f(n - 1)\n",
}


@pytest.mark.parametrize("shape", sorted(_BASE_CASES))
@pytest.mark.parametrize("value", ["0", "1", "2", "7", "-3", "2.5", "True", "False", "-10**30",
                                   "Int(1)", "Int(4)", "'a'", "None"])
def test_base_case_calls_match_cpython(shape: str, value: str) -> None:
    code = ("class Int(int):\n    pass\n" + _BASE_CASES[shape] +
            f"try:\n    print(repr(f({value})))\nexcept Exception as e:\n"
            f"    print(type(e).__name__, e)\n")
    assert sandbox_output(code) == cpython_output(code)


@pytest.mark.parametrize("shape", sorted(_BASE_CASES))
def test_base_case_calls_keep_steps_and_depth(shape: str) -> None:
    # the same function with its guard written "2 > n" has no fast base case: every call
    # enters the body; both charge the same steps and hit the depth limit on the same call
    fast = _BASE_CASES[shape]
    slow = fast.replace("if n < 2", "if 2 > n").replace("if n <= 1", "if 1 >= n").replace(
        "if n < 1", "if 1 > n")
    assert slow != fast
    for depth in (5, 6, 7):
        outcomes = []
        for source in (fast, slow):
            result = run(source + "print(f(6))\n", max_recursion_depth=depth)
            error = result.error
            outcomes.append((result.output, result.stats.steps,
                             None if error is None else (error.limit, str(error),
                                                         error.traceback)))
        assert outcomes[0] == outcomes[1], depth
    assert outcomes[0][2] is None  # 7 levels: f(6) down to its base case f(0) or f(1)


@pytest.mark.parametrize("value", ["17", "-17", "2.5", "-0.0", "True", "10**30", "'x%s'",
                                   "[1]", "None"])
def test_global_operands_read_in_place_match_cpython(value: str) -> None:
    """``i % c``, ``i + c``, ``i - c`` of a module-level name (computed in place for an
    int), ``i % c == d``, ``i < c``, ``total += i`` and a builtin callee read at the call
    site: CPython's values and errors for every operand type, and NameError's text for a
    missing global."""
    code = (f"i = {value}\n"
            "for e in ('i % 10', 'i % -3', 'i + 5', 'i - 5', 'i < 3', 'i * 2 % 7',\n"
            "          'abs(i)', 'len(i)', 'str(i)'):\n"
            "    try:\n        print(e, repr(eval(e)))\n"
            "    except Exception as x:\n        print(e, type(x).__name__, x)\n"
            "def f():\n    global total\n    total += i\n    return total\n"
            "try:\n    f()\nexcept NameError as x:\n    print(x)\n"
            "total = 0\n"
            "try:\n    print(f())\nexcept TypeError as x:\n    print(x)\n"
            "a = i % 10 if type(i) is int else 0\nb = i + 1 if type(i) is int else 0\n"
            "print(a, b)\n"
            "del i\n"
            "try:\n    print(i % 10)\nexcept NameError as x:\n    print(x)\n"
            "try:\n    print(i + 1)\nexcept NameError as x:\n    print(x)\n")
    assert sandbox_output(code) == cpython_output(code)


def test_builtin_callee_in_a_class_body_reads_the_namespace_first() -> None:
    """A call site reads a builtin callee itself, except in a class body, whose namespace
    (a ``__prepare__`` mapping here) comes before the builtins, as CPython's LOAD_NAME."""
    code = ("class Meta(type):\n"
            "    @classmethod\n"
            "    def __prepare__(mcs, name, bases):\n"
            "        return {'len': lambda x: 'ns-len', 'abs': lambda x, y: 'ns-abs'}\n"
            "class C(metaclass=Meta):\n"
            "    a = len([1])\n"
            "    b = abs(1, 2)\n"
            "print(C.a, C.b, len([1]), abs(-1))\n")
    assert sandbox_output(code) == cpython_output(code)
