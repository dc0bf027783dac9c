"""Every deliberate divergence from CPython listed in CONFORMANCE.md, each shown to hold.

Each test is named ``test_divergence_<slug>``; tests/test_docs.py checks that CONFORMANCE.md
lists exactly these slugs.
"""

from __future__ import annotations

from sandbox import GuestError, LimitExceeded, Limits, Sandbox


def run(code: str, **limits: object):  # type: ignore[no-untyped-def]
    return Sandbox(limits=Limits().replace(**limits) if limits else None).run_sync(code)


def test_divergence_limits_are_uncatchable() -> None:
    result = run("try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n"
                 "finally:\n    print('finally')", max_steps=1000)
    assert isinstance(result.error, LimitExceeded) and result.output == ""
    # CPython wraps an exception of __set_name__ in a RuntimeError: the breach stays final
    result = run("class D:\n    def __set_name__(self, owner, name):\n        while True:\n"
                 "            pass\ntry:\n    class A:\n        d = D()\n"
                 "except RuntimeError:\n    print('caught')\nprint('after')", max_steps=1000)
    assert isinstance(result.error, LimitExceeded) and result.output == ""


def test_divergence_recursion_limit_is_a_limit() -> None:
    result = run("def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError:\n"
                 "    print('caught')", max_recursion_depth=50)
    assert isinstance(result.error, LimitExceeded)
    assert result.error.limit == "max_recursion_depth" and result.output == ""


def test_divergence_withheld_builtins() -> None:
    for name in ("open", "eval", "exec", "compile", "globals", "locals", "id", "input",
                 "__import__", "breakpoint", "memoryview"):
        result = run(f"{name}")
        assert isinstance(result.error, GuestError) and result.error.type_name == "NameError"
        assert "in the sandbox" in result.error.message


def test_divergence_vars_and_dir_need_an_argument() -> None:
    assert run("vars()").error.type_name == "TypeError"  # type: ignore[union-attr]
    assert run("dir()").error.type_name == "TypeError"  # type: ignore[union-attr]
    assert run("class A:\n    x = 1\n'x' in dir(A)").value is True


def test_divergence_only_allowlisted_modules() -> None:
    result = run("import os")
    assert isinstance(result.error, GuestError)
    assert result.error.type_name == "ModuleNotFoundError"
    assert result.error.message.startswith("No module named 'os' (the sandbox allows only: ")


def test_divergence_refused_attributes() -> None:
    result = run("try:\n    (1).__class__\nexcept AttributeError as e:\n    print(e)")
    assert result.output == "'int' object attribute '__class__' cannot be read in the sandbox\n"


def test_divergence_no_metaclasses() -> None:
    result = run("class M(type):\n    pass")
    assert isinstance(result.error, GuestError) and result.error.type_name == "TypeError"


def test_divergence_traceback_objects() -> None:
    result = run("try:\n    1/0\nexcept Exception as e:\n    tb = e.__traceback__\n"
                 "    print(type(tb).__name__, tb.tb_lineno, tb.tb_next)")
    assert result.output == "traceback 2 None\n"
    assert run("try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_frame"
               ).error.type_name == "AttributeError"  # type: ignore[union-attr]


def test_divergence_collected_generators_skip_finally() -> None:
    code = ("def g():\n    try:\n        yield 1\n    finally:\n        print('cleanup')\n"
            "for x in g():\n    break\nprint('after')\nit = g()\nnext(it)\nit.close()")
    assert run(code).output == "after\ncleanup\n"


def test_divergence_finalizers_run_inside_runs() -> None:
    cls = "class A:\n    def __init__(self, n):\n        self.n = n\n" \
          "    def __del__(self):\n        print('del', self.n)\n"
    # run as CPython would while the run goes on (before the next output)
    assert run(cls + "a = A(1)\na = None\nprint('next')").output == "del 1\nnext\n"
    # an exception in __del__ is ignored (CPython prints it to stderr)
    assert run("class E:\n    def __del__(self):\n        1 / 0\nE()\nprint('ok')"
               ).output == "ok\n"
    # a breach inside __del__ ends the run
    result = run("class L:\n    def __del__(self):\n        while True:\n            pass\n"
                 "L()\nprint('after')", max_steps=1000)
    assert isinstance(result.error, LimitExceeded) and result.output == ""
    # collected when no run of its session is in progress (here: after the run): not run
    session = Sandbox().session()
    session.run_sync(cls + "a = A(2)\na.me = a\ndel a")
    import gc
    gc.collect()
    assert session.run_sync("print('later')").output == "later\n"
    # only a function defined in the sandbox can be __del__
    assert run("class F:\n    __del__ = print").error.type_name == "TypeError"  # type: ignore[union-attr]


def test_divergence_no_name_suggestions() -> None:
    result = run("value = 1\nprint(valeu)")
    assert result.error.traceback.endswith("NameError: name 'valeu' is not defined\n")  # type: ignore[union-attr]


def test_divergence_long_error_text_is_cut() -> None:
    result = run("raise ValueError('ab' * 100_000)")
    assert isinstance(result.error, GuestError)
    assert "... [100000 characters cut] ..." in result.error.message
    assert result.error.message.startswith("abab") and result.error.message.endswith("abab")
    group = run("raise ExceptionGroup('g', [ValueError(1), TypeError(2)])")
    assert group.error.traceback.endswith(  # type: ignore[union-attr]
        "ExceptionGroup: g (2 sub-exceptions)\n")
    failing = run("class E(Exception):\n    def __str__(self):\n        raise SystemExit\n"
                  "raise E()")
    assert failing.error.message == "<exception str() failed>"  # type: ignore[union-attr]


def test_divergence_guest_coroutines_have_no_send() -> None:
    result = run("async def f():\n    return 1\nc = f()\nc.send(None)")
    assert result.error.type_name == "RuntimeError"  # type: ignore[union-attr]


def test_divergence_asyncio_loop_is_the_sandbox_s() -> None:
    result = run("import asyncio\nasyncio.get_event_loop")
    assert result.error.type_name == "AttributeError"  # type: ignore[union-attr]


def test_divergence_withheld_module_members() -> None:
    for code in ("from string import Formatter", "from textwrap import TextWrapper",
                 "from functools import singledispatch", "from random import Random",
                 "from uuid import uuid1", "from time import sleep"):
        result = run(code)
        assert result.error.type_name == "ImportError", code  # type: ignore[union-attr]
    subclass = run("import string\nclass T(string.Template):\n    delimiter = '#'")
    assert subclass.error.type_name == "TypeError"  # type: ignore[union-attr]


def test_divergence_generated_methods_are_guest_code() -> None:
    result = run("from dataclasses import dataclass\n@dataclass\nclass P:\n    x: int\n"
                 "    def __init__(self, a):\n        self.x = a\nprint(P.__doc__)\n"
                 "from collections import namedtuple\nT = namedtuple('T', 'a b')\n"
                 "print(T.__new__.__qualname__, type(T.__new__).__name__)\n"
                 "namedtuple('L', ['a' * 60_000, 'b' * 60_000])")
    assert result.output == "P(...)\nT.__new__ function\n"
    assert isinstance(result.error, GuestError) and result.error.type_name == "ValueError"
    assert 'File "<sandbox collections>"' in result.error.traceback
