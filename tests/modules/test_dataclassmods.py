"""dataclasses as guest code (sandbox/modules/dataclassmods.py, guest/dataclasses.py): every
method a dataclass holds is a guest function, field names are data (never source text), and
the work of building and using a dataclass is guest work under the run's limits."""

from __future__ import annotations

import types

import pytest

from sandbox import Limits, Sandbox
from sandbox.errors import LimitExceeded
from sandbox.runtime import classes
from sandbox.runtime.objects import Function

from .differential import guest_error as _guest_error
from .differential import sandbox_output


def cpython_output(src: str) -> str:
    """What CPython prints for ``src`` (compiled without this file's __future__ flags)."""
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        exec(compile(src, "<cpython>", "exec", dont_inherit=True),  # noqa: S102
             {"__name__": "__main__"})
    return buf.getvalue()


def guest_error(src: str, *kinds: str) -> str:
    """The last traceback line of the guest error ``src`` ends with (one of ``kinds``)."""
    line = _guest_error(src).traceback.splitlines()[-1]
    assert line.split(":")[0] in kinds, line
    return line

KINDS = ["", "(frozen=True)", "(order=True)", "(slots=True)", "(frozen=True, slots=True)",
         "(unsafe_hash=True, kw_only=True)", "(eq=False)"]


def _host_functions(cls: type) -> list[str]:
    """Names in the namespaces of the guest classes of the MRO that hold a host function
    (plain or bound); builtin bases (object, tuple) keep their own C methods."""
    found = []
    for klass in cls.__mro__:
        if vars(klass).get("__sandbox_guest__") is not True:
            continue
        for name, value in vars(klass).items():
            value = getattr(value, "__func__", value)
            if classes.is_hook(value):  # the sandbox's object.__repr__/__hash__ (no address)
                continue
            if isinstance(value, (types.FunctionType, types.BuiltinFunctionType)):
                found.append(f"{klass.__name__}.{name}")
    return found


@pytest.mark.parametrize("kind", KINDS)
def test_generated_methods_are_guest_functions(kind: str) -> None:
    session = Sandbox().session()
    result = session.run_sync(f"""from dataclasses import dataclass, field, InitVar
@dataclass{kind}
class P:
    x: int
    y: list = field(default_factory=list)
    z: InitVar[int] = 0
    def __post_init__(self, z):
        pass
P(x=1)
""")
    assert result.ok, result.error
    cls = session.globals["P"]
    assert _host_functions(cls) == []
    generated = [v for v in vars(cls).values() if type(v) is Function]
    assert len(generated) >= 3  # __init__, __repr__ (and the others the options ask for)


def test_the_reported_escape_is_guest_code_only() -> None:
    # The red team's path to the host's __builtins__: vars(S)['__getstate__'] of a frozen,
    # slotted dataclass, through a frozen __init__ with a field named __globals__.
    prefix = """from dataclasses import dataclass
@dataclass(frozen=True, slots=True)
class S:
    a: int
getstate = vars(S)['__getstate__']
"""
    assert sandbox_output(prefix + "print(type(getstate).__name__, getstate(S(5)))") == \
        "function [5]\n"
    error = guest_error(prefix + "print(getstate.__globals__)", "AttributeError")
    assert "cannot be read" in error
    error = guest_error(prefix + """@dataclass(frozen=True)
class G:
    __globals__: object
G(getstate)
""", "AttributeError")
    assert "'__globals__' cannot be set" in error


@pytest.mark.parametrize("name", ["'x=1;print(\"ran\")'", "'x):\\n  print(1)\\n def y(self'",
                                  "'if'", "'a b'"])
def test_odd_field_names_stay_data(name: str) -> None:
    # Names are never written into source text: a strange name is just an attribute name.
    src = f"""from dataclasses import dataclass, fields
class P:
    a: int
P.__annotations__[{name}] = int
P = dataclass(P)
p = P(1, 2)
print([f.name for f in fields(P)] == ['a', {name}], getattr(p, {name}))
"""
    assert sandbox_output(src) == "True 2\n"


def test_fields_are_ordinary_guest_objects() -> None:
    # As in CPython, Field attributes can be written; doing so changes only guest data.
    src = """from dataclasses import dataclass, fields, Field
@dataclass
class P:
    x: int = 1
f = fields(P)[0]
f.name = 'q=1;import os'
print(type(f) is Field, f.name, P())
"""
    assert sandbox_output(src) == "True q=1;import os P(x=1)\n"


def test_tampered_bases_are_guest_behaviour() -> None:
    src = """from dataclasses import dataclass, field
@dataclass
class B:
    x: int
class Fake:
    name = 'x=1;import os'
    _field_type = None
B.__dataclass_fields__['z'] = Fake()
@dataclass
class C(B):
    y: int = 0
print(C(1, 2))
"""
    out = sandbox_output(src)
    assert out == "C(x=1, y=2)\n"


def test_dataclass_of_a_host_class_is_refused() -> None:
    guest_error("from dataclasses import dataclass\ndataclass(int)", "AttributeError",
                "TypeError")


def test_many_fields_cost_steps_not_a_cap() -> None:
    src = """from dataclasses import make_dataclass
C = make_dataclass('C', [f'a{i}' for i in range(300)])
print(len(repr(C(*range(300)))))
"""
    assert sandbox_output(src) == cpython_output(src)
    r = Sandbox(limits=Limits(max_steps=5_000)).run_sync(src)
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_steps"


def test_recursive_repr_guard_and_qualnames_match_cpython() -> None:
    src = """from dataclasses import dataclass, field
@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)
    class Inner:
        pass
n = Node('a')
n.children.append(n)
n.children.append(Node('b', [n]))
print(n, Node.__repr__.__qualname__, Node.__repr__.__wrapped__.__qualname__)
print(Node.__init__.__qualname__, Node.__eq__.__qualname__, Node.__doc__)
@dataclass
class Outer:
    @dataclass
    class In:
        v: int
    w: int = 0
print(Outer.In(3), Outer())
"""
    assert sandbox_output(src) == cpython_output(src)


INIT_CALLS = ["P()", "P(1, 2, 3, 4, 5)", "P(1, x=2)", "P(1, q=3)", "P(1, self=3)",
              "P(1, 2, 3, k=1, j=2, q=9)", "P(1, 2, 3, 4, k=1)", "P(k=1)", "P(1)",
              "P(1, j=2)", "P(y=1, x=0, k=2)"]


@pytest.mark.parametrize("call", INIT_CALLS)
def test_init_binds_like_cpython(call: str) -> None:
    src = f"""from dataclasses import dataclass, field, KW_ONLY
@dataclass
class P:
    x: int
    y: int = 1
    z: list = field(default_factory=list)
    _: KW_ONLY
    k: int
    j: int = 7
try:
    print({call})
except TypeError as e:
    print('TypeError', e)
"""
    assert sandbox_output(src) == cpython_output(src)


@pytest.mark.parametrize("src", [
    "import collections\nC = collections.namedtuple('C', 'a b', defaults=[1])\nC(0)",
    "from typing import NamedTuple\nclass C(NamedTuple):\n    a: int\n    b: str = ''\n"
    "    def m(self):\n        return self.a\nC(1).m()",
    "from typing import NamedTuple\nC = NamedTuple('C', [('a', int)])\nC(1)",
    "import functools\n@functools.total_ordering\nclass C:\n    def __init__(self, v):\n"
    "        self.v = v\n    def __lt__(self, o):\n        return self.v < o.v\n"
    "    def __eq__(self, o):\n        return self.v == o.v\nC(1) >= C(0)",
])
def test_namedtuple_and_total_ordering_classes_hold_guest_functions(src: str) -> None:
    session = Sandbox().session()
    result = session.run_sync(src)
    assert result.ok, result.error
    cls = session.globals["C"]
    assert _host_functions(cls) == []
    own = [name for name, v in vars(cls).items()
           if type(getattr(v, "__func__", v)) is Function]
    assert own  # the methods namedtuple/total_ordering made are there, as guest functions


def test_closures_bind_positional_arguments_like_cpython() -> None:
    # Function._positional_frame: closures called with exactly their positional parameters
    src = """def outer():
    seen = []
    def inner(a, b):
        seen.append(a)
        def deeper():
            return a + b
        return deeper()
    return inner, seen
f, seen = outer()
print(f(1, 2), f(b=3, a=4), seen, sorted([3, 1, 2], key=lambda x, k=outer: -x))
try:
    f(1)
except TypeError as e:
    print(e)
"""
    assert sandbox_output(src) == cpython_output(src)


def test_starred_functions_bind_like_cpython() -> None:
    # Function._starred_frame: f(a, *args[, **kwargs]) called with positional arguments
    src = """def f(a, *args, **kw):
    return a, args, kw
def g(*args):
    def h():
        return args
    return h()
def k(a, b, /, *rest):
    x = 1
    def inner():
        return a + b + x + len(rest)
    return inner()
print(f(1), f(1, 2, 3), f(1, 2, z=3), g(), g(1, 2), k(1, 2), k(1, 2, 3, 4))
print(list(map(g, [1, 2])), sorted([3, 1], key=lambda *a: -a[0]))
for call in (lambda: f(), lambda: k(1)):
    try:
        call()
    except TypeError as e:
        print(e)
"""
    assert sandbox_output(src) == cpython_output(src)
