"""Hostile guest metaclasses (``sandbox/runtime/metaclasses.py``).

A guest metaclass is a real CPython metaclass whose methods are guest functions: CPython calls
its ``__call__``, ``__instancecheck__``, ``__getattr__``... and each runs as guest code under
the run's limits (a breach is uncatchable), never outside a run. What it reaches of ``type``
is an allowlist bound to guest classes; every class it builds passes a class statement's
checks and is guest-owned.
"""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import LimitExceeded, Limits, Sandbox, SandboxError
from sandbox.runtime.classes import has_finalizer, is_guest_class

from .harness import case, expect_limit, ok, refused, run

LOOPS = Limits(timeout_s=30.0, max_steps=200_000)
MEMORY = Limits(timeout_s=30.0, max_memory_bytes=48 * 1024 * 1024, max_steps=50_000_000)

META = "class M(type):\n    pass\n"


# --- limits: CPython calls the metaclass's methods, the run's limits hold ---------------------

@pytest.mark.parametrize("code", [
    "class M(type):\n    def __call__(cls, *a):\n        while True:\n            pass\n"
    "class A(metaclass=M):\n    pass\nA()",
    "class M(type):\n    def __instancecheck__(cls, obj):\n        while True:\n            pass\n"
    "class A(metaclass=M):\n    pass\nisinstance(1, A)",
    "class M(type):\n    def __subclasscheck__(cls, sub):\n        while True:\n            pass\n"
    "class A(metaclass=M):\n    pass\nissubclass(int, A)",
    "class M(type):\n    def __getattr__(cls, name):\n        while True:\n            pass\n"
    "class A(metaclass=M):\n    pass\nA.missing",
    "class M(type):\n    def __iter__(cls):\n        while True:\n            yield 1\n"
    "class A(metaclass=M):\n    pass\nlist(A)",
    "class M(type):\n    def __new__(mcs, name, bases, ns):\n        while True:\n"
    "            pass\nclass A(metaclass=M):\n    pass",
    "class M(type):\n    @classmethod\n    def __prepare__(mcs, name, bases):\n"
    "        while True:\n            pass\nclass A(metaclass=M):\n    pass",
    "def m(name, bases, ns):\n    while True:\n        pass\nclass A(metaclass=m):\n    pass",
], ids=["call", "instancecheck", "subclasscheck", "getattr", "iter", "new", "prepare",
        "function"])
def test_a_looping_metaclass_hits_the_step_limit(code: str) -> None:
    result = run("try:\n" + "".join("    " + line + "\n" for line in code.splitlines())
                 + "except BaseException:\n    print('caught')\n", limits=LOOPS)
    expect_limit(result, "max_steps")
    assert "caught" not in result.output  # a limit breach is not catchable


@pytest.mark.parametrize("code", [
    "class M(type):\n    def __call__(cls):\n        x = []\n        while True:\n"
    "            x.append('a' * 100_000)\nclass A(metaclass=M):\n    pass\nA()",
    "class M(type):\n    def __instancecheck__(cls, obj):\n        return [0] * 10**9\n"
    "class A(metaclass=M):\n    pass\nisinstance(1, A)",
], ids=["call_grows", "instancecheck_allocates"])
def test_an_allocating_metaclass_hits_the_memory_limit(code: str) -> None:
    expect_limit(run(code, limits=MEMORY), "max_memory_bytes")


def test_recursion_through_instancecheck_is_bounded() -> None:
    result = run("class M(type):\n    def __instancecheck__(cls, obj):\n"
                 "        return isinstance(obj, cls)\nclass A(metaclass=M):\n    pass\n"
                 "isinstance(1, A)", limits=LOOPS)
    assert isinstance(result.error, LimitExceeded)


def test_host_code_never_runs_a_metaclass_method_outside_a_run() -> None:
    session = Sandbox().session()
    session.run_sync("class M(type):\n    def __repr__(cls):\n        return 'guest'\n"
                     "    def __instancecheck__(cls, obj):\n        return True\n"
                     "    def __call__(cls):\n        return 1\n"
                     "class A(metaclass=M):\n    pass\n").check()
    cls = session.globals["A"]
    for host_call in (lambda: repr(cls), lambda: isinstance(1, cls), lambda: cls()):
        with pytest.raises(SandboxError, match="inside a run"):
            host_call()


# --- type's methods: only the allowlist, only over guest classes -------------------------------

TYPE_REACH = [
    case("super_getattribute", "class M(type):\n    def f(cls):\n"
         "        return super().__getattribute__\nclass A(metaclass=M):\n    pass\nA.f()",
         "AttributeError", "__getattribute__"),
    case("super_subclasses", "class M(type):\n    def f(cls):\n"
         "        return super().__subclasses__\nclass A(metaclass=M):\n    pass\nA.f()",
         "AttributeError", "__subclasses__"),
    case("super_dir", "class M(type):\n    def f(cls):\n        return super().__dir__\n"
         "class A(metaclass=M):\n    pass\nA.f()", "AttributeError", "__dir__"),
    case("super_sizeof", "class M(type):\n    def f(cls):\n        return super().__sizeof__\n"
         "class A(metaclass=M):\n    pass\nA.f()", "AttributeError", "__sizeof__"),
    case("super_reduce", "class M(type):\n    def f(cls):\n        return super().__reduce_ex__\n"
         "class A(metaclass=M):\n    pass\nA.f()", "AttributeError", "__reduce_ex__"),
    case("unbound_call_host_class", META + "M.__call__(type(print))", "TypeError",
         "not allowed"),
    case("super_unbound_call_host_class", META + "super(M, M).__call__(type(print))",
         "TypeError", "not allowed"),
    case("type_call_host_class", "type.__call__(type(print))", "TypeError", "not allowed"),
    case("unbound_init_host_class", META + "M.__init__(int, 'x', (), {})", "TypeError",
         "not allowed"),
    case("unbound_instancecheck_host", META + "M.__instancecheck__(int, 1)", "TypeError",
         "not allowed"),
    case("unbound_mro_host", META + "M.mro(int)", "TypeError", "not allowed"),
    case("setattr_host_class", META + "M.__setattr__(int, 'x', 1)", "AttributeError",
         "cannot be set"),
    case("super_setattr_host_class", META + "super(M, M).__setattr__(int, 'x', 1)",
         "AttributeError", "cannot be set"),
    case("type_setattr_host_class", "type.__setattr__(int, 'x', 1)", "AttributeError",
         "cannot be set"),
    case("delattr_host_class", META + "M.__delattr__(int, 'real')", "AttributeError",
         "cannot be deleted"),
    case("setattr_guest_flag", META + "class A(metaclass=M):\n    pass\n"
         "M.__setattr__(A, '__sandbox_guest__', False)", "AttributeError", "__sandbox_guest__"),
    case("meta_setattr_guest_flag", "class M(type):\n    def __setattr__(cls, k, v):\n"
         "        super().__setattr__(k, v)\nclass A(metaclass=M):\n    pass\n"
         "A.__sandbox_guest__ = False", "AttributeError", "__sandbox_guest__"),
    case("new_host_metaclass", META + "M.__new__(type(print), 'X', (), {})", "TypeError",
         "not a subtype"),
    case("type_new_host_metaclass", "type.__new__(type(print), 'X', (), {})", "TypeError",
         "not a subtype"),
]


@pytest.mark.parametrize(("code", "type_name", "word"), TYPE_REACH)
def test_types_methods_stay_within_the_allowlist(code: str, type_name: str, word: str) -> None:
    refused(code, type_name, word)


# --- every class a guest metaclass builds is checked ---------------------------------------

HOST_BASES = [
    case("super_new_host_base", "class M(type):\n    def __new__(mcs, name, bases, ns):\n"
         "        return super().__new__(mcs, name, (type(print),), ns)\n"
         "class A(metaclass=M):\n    pass", "TypeError", "cannot be subclassed"),
    case("type_new_host_base", "class M(type):\n    def __new__(mcs, name, bases, ns):\n"
         "        return type.__new__(mcs, name, (type(lambda: 0),), ns)\n"
         "class A(metaclass=M):\n    pass", "TypeError", "cannot be subclassed"),
    case("direct_call_host_base", META + "M('X', (type(print),), {})", "TypeError",
         "cannot be subclassed"),
    case("mro_view_call_host_base", META + "M.__mro__[1]('X', (type(print),), {})",
         "TypeError", "cannot be subclassed"),
    case("abcmeta_sub_host_base", "import abc\nclass M(abc.ABCMeta):\n    pass\n"
         "M('X', (type(print),), {})", "TypeError", "cannot be subclassed"),
    case("meta_of_host_base_via_function", "def m(name, bases, ns):\n"
         "    return type(name, (type(print),), ns)\nclass A(metaclass=m):\n    pass",
         "TypeError", "cannot be subclassed"),
    case("enum_type_base", "import enum\nclass M(enum.EnumType):\n    pass", "TypeError",
         "cannot be subclassed"),
    case("mro_entries_in_type_new", "class E:\n    def __mro_entries__(self, b):\n"
         "        return (type(print),)\n" + META + "M('X', (E(),), {})", "TypeError",
         "MRO entry"),
    case("namespace_forged_flag", META + "M('X', (type(print),), {'__sandbox_guest__': True})",
         "TypeError", "cannot be subclassed"),
    case("metaclass_getattribute", "class M(type):\n    def __getattribute__(cls, name):\n"
         "        return True\n", "TypeError", "__getattr__"),
    case("metaclass_getattribute_by_call", META + "N = type('N', (M,), "
         "{'__getattribute__': lambda c, n: True})", "TypeError", "__getattribute__"),
    case("metaclass_getattribute_later", META + "M.__getattribute__ = lambda c, n: True",
         "AttributeError", "__getattribute__"),
    case("host_callable_metaclass", "class A(metaclass=type(print)):\n    pass", "TypeError",
         "metaclass"),
]


@pytest.mark.parametrize(("code", "type_name", "word"), HOST_BASES)
def test_a_guest_metaclass_cannot_build_an_unchecked_class(code: str, type_name: Any,
                                                           word: str) -> None:
    refused(code, type_name, *((word,) if word else ()))


def test_classes_built_by_a_guest_metaclass_are_guest_owned_and_hooked() -> None:
    session = Sandbox().session()
    session.run_sync(
        "def fin(self):\n    pass\n"
        "class M(type):\n    def __new__(mcs, name, bases, ns):\n"
        "        ns = dict(ns)\n        ns['__del__'] = fin\n        ns['__iter__'] = list\n"
        "        return super().__new__(mcs, name, bases, ns)\n"
        "class A(metaclass=M):\n    pass\n"
        "B = M('B', (A,), {})\nC = type.__new__(M, 'C', (), {'__del__': fin})\n"
        "class N(M):\n    pass\nD = N('D', (), {})\n").check()
    for name in ("M", "A", "B", "C", "N", "D"):
        assert is_guest_class(session.globals[name]), name
    for name in ("A", "B", "C"):
        assert has_finalizer(session.globals[name])  # the queued hook, never the raw function
    from sandbox.runtime.classes import LateChecked
    assert type(session.globals["A"].__dict__["__iter__"]) is LateChecked  # a host builtin
    assert session.globals["A"].__module__ == "__main__"  # that CPython calls: checked


def test_the_class_of_a_class_is_the_guest_metaclass_never_a_host_one() -> None:
    result = ok(META + "import abc\nclass A(metaclass=M):\n    pass\n"
                "class P(abc.ABCMeta):\n    pass\nclass B(metaclass=P):\n    pass\n"
                "print(type(A) is M, A.__class__ is M, type(M) is type, type(P) is type,\n"
                "      M.__mro__[1] is type, [k.__name__ for k in P.__mro__],\n"
                "      M.__base__ is type, M.__bases__ == (type,), type(B) is P)")
    assert result.output == "True True True True True ['P', 'ABCMeta', 'type', 'object'] " \
        "True True True\n"


def test_no_view_of_a_guest_metaclass_hands_out_the_real_type() -> None:
    session = Sandbox().session()
    session.run_sync(META + "import abc\nclass P(abc.ABCMeta):\n    pass\n"
                     "values = [*M.__mro__, *M.__bases__, M.__base__, *P.__mro__, *P.__bases__,"
                     " type(M), M.__class__, super(M, M).__thisclass__]\n").check()
    import abc as _abc
    values = session.globals["values"]
    assert type not in values and _abc.ABCMeta not in values
    from sandbox.runtime.metaclasses import GuestType
    assert GuestType not in values


def test_except_never_calls_a_metaclass_hook() -> None:
    result = ok("class M(type):\n    def __instancecheck__(cls, obj):\n"
                "        raise RuntimeError('called')\n"
                "class E(Exception, metaclass=M):\n    pass\n"
                "try:\n    raise KeyError(1)\nexcept E:\n    print('wrong')\n"
                "except KeyError:\n    print('right')\n"
                "try:\n    raise E(2)\nexcept (KeyError, E):\n    print('caught E')")
    assert result.output == "right\ncaught E\n"
