"""``globals()`` and ``exec``/``eval`` with namespaces of the guest's own (issue 13's pass on
the newest surface).

``exec`` of code compiled in ``'single'`` mode shows an expression's value as CPython's
``sys.displayhook`` does: the checked ``repr`` and the session's ``print``, never whatever the
namespace's ``__builtins__`` holds (the sandbox called ``__builtins__['repr']`` and
``['print']`` from host code, so any host callable the guest could name ran on a guest value
with none of its call site's checks: ``bytes(10**9)``, a repr of aliased nesting, a deep
tuple's hash).
"""

from __future__ import annotations

import pytest

from sandbox import Sandbox

from .harness import DosCase, check_dos

_LISTING = ("class D(dict):\n    def __iter__(self):\n        yield t\n"
            "    def keys(self):\n        return ['a', t]\n")
_DEEP = "t = ()\nfor i in range(1_000_000):\n    t = (t,)\n"
CASES = [
    pytest.param(DosCase(f"single_{name}", code, limits=limits, max_elapsed=8.0),
                 id=f"single_{name}") for name, code, limits in [
        ("repr_of_aliased_nesting", "x = []\nfor i in range(26):\n    x = [x, x]\n"
         "exec(compile('x', '<s>', 'single'))", ("max_memory_bytes",)),
        ("aliased_nesting_in_a_namespace", "x = []\nfor i in range(26):\n    x = [x, x]\n"
         "exec(compile('x', '<s>', 'single'), {'x': x})", ("max_memory_bytes",)),
    ]
] + [
    # a namespace of the guest's is copied by its names (exact str keys), never by
    # dict.update of a dict subclass with its own __iter__, which hashed whatever keys its
    # keys() listed (CPython reads a namespace's names only, and never lists a locals
    # mapping's keys: the runs succeed; with no limit accepted, a refusal fails the case)
    pytest.param(DosCase(f"namespace_{name}", _DEEP + _LISTING + code, limits=(),
                         may_succeed=True, max_elapsed=8.0), id=f"namespace_{name}")
    for name, code in [
        ("exec_globals", "exec('b = a', D(a=1))"),
        ("eval_globals", "eval('a', D(a=1))"),
        ("eval_locals", "eval('a', {}, D(a=1))"),
        ("exec_locals", "exec('b = a', {}, D(a=1))"),
        ("exec_both", "exec('b = a', D(a=1), D(c=2))"),
    ]
]


@pytest.mark.parametrize("dos", CASES)
def test_exec_namespaces_are_checked(dos: DosCase, dos_outcomes: dict) -> None:
    check_dos(dos, dos_outcomes.get(dos.id))


def _run(code: str) -> object:
    result = Sandbox(isolation="inprocess").run_sync(code)
    assert result.error is None, result.error
    return result


def test_single_mode_shows_values_as_displayhook() -> None:
    # CPython's displayhook ignores the namespace's builtins: the value is shown with repr
    result = _run("exec(compile('1 + 1', '<s>', 'single'), {'__builtins__': {}})\n"
                  "exec(compile('[1, \"a\"]', '<s>', 'single'), "
                  "{'__builtins__': {'print': len, 'repr': len}})\n"
                  "exec(compile('None', '<s>', 'single'))\n"
                  "class A:\n    def __repr__(self):\n        return 'A!'\n"
                  "exec(compile('A()', '<s>', 'single'))\n"
                  # the builtins host code called (bytes(10**9) was built unchecked)
                  "exec(compile('10**9', '<s>', 'single'), "
                  "{'__builtins__': {'print': print, 'repr': bytes}})\n"
                  "exec(compile('10**9', '<s>', 'single'), "
                  "{'__builtins__': {'print': bytearray, 'repr': int}})\n")
    assert result.output == "2\n[1, 'a']\nA!\n1000000000\n1000000000\n"


def test_a_dropped_exec_namespace_is_not_kept_by_the_session() -> None:
    # the session kept every dict given to exec (up to 64, each up to the memory limit) for
    # good, with its namespace's copy: 40 MB a run, retained run after run
    session = Sandbox(isolation="inprocess").session()
    for _ in range(3):
        result = session.run_sync("d = {'x': b'a' * 1000}\nexec('y = 1', d)\ndel d")
        assert result.error is None, result.error
    assert len(session.importer.exec_namespaces) == 0
    # a dict the guest still holds keeps its namespace: a function defined by one exec sees
    # what a later one binds, in a later run too (as in CPython)
    result = session.run_sync("k = {}\nexec('def f():\\n    return x', k)")
    assert result.error is None, result.error
    result = session.run_sync("exec('x = 7', k)\nk['f']()")
    assert result.error is None and result.value == 7, result.error
