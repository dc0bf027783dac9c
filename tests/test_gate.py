"""The access gate: what guest code can and cannot reach on host objects."""

from __future__ import annotations

import pytest

from sandbox import Sandbox

REFUSED = [
    "(1).__reduce_ex__",
    "''.__class__.__subclasses__",
    "[].__class__.__base__.__subclasses__()",
    "object.__subclasses__()",
    "print.__self__",
    "len.__self__",
    "(lambda: 0).__globals__",
    "(lambda: 0).__code__",
    "(lambda: 0).__closure__",
    "type(1).__subclasses__",
    "def g():\n    yield 1\ng().gi_frame",
    "def g():\n    yield 1\ng().gi_code",
    "try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_frame",
    "getattr(1, '__reduce_ex__')",
    "import math\nmath.__loader__",
    "import math\nmath.__spec__",
    "{}.__reduce__",
    "str.__dict__",
    "(1).__reduce_ex__(2)",
    "class A:\n    pass\nA().__reduce_ex__(2)",
    "object.__getattribute__(print, '__self__')",
    "[0].__imul__",  # in-place operators change host objects: not handed out
    "bytearray().__iadd__",
    "import operator\noperator.__mul__",
]


@pytest.mark.parametrize("code", REFUSED)
def test_refused(code: str) -> None:
    result = Sandbox().run_sync(code)
    assert result.error is not None, f"reached: {result.value!r}"
    assert result.error.type_name in ("AttributeError", "ModuleNotFoundError",  # type: ignore[union-attr]
                                      "TypeError"), result.error.traceback


FORMAT_ESCAPES = [
    "'{0.__reduce_ex__}'.format(1)",
    "'{0.__class__.__subclasses__}'.format('')",
    "'{x.__globals__}'.format(x=lambda: 0)",
    "'{0.__init__.__globals__}'.format_map({0: 1})" if False else
    "'{a.__reduce__}'.format_map({'a': 1})",
    "str.format('{0.__reduce_ex__}', 1)",
    "'{0:{1.__reduce_ex__}}'.format(1, 2)",
]


@pytest.mark.parametrize("code", FORMAT_ESCAPES)
def test_format_strings_go_through_the_gate(code: str) -> None:
    result = Sandbox().run_sync(code)
    assert result.error is not None and result.error.type_name == "AttributeError"  # type: ignore[union-attr]


ALLOWED = [
    ("'abc'.upper()", "ABC"),
    ("type(3).__name__", "int"),
    ("[1, 2].count(1)", 1),
    ("(5).bit_length()", 3),
    ("class A:\n    x = 1\nA().x", 1),
    ("class A:\n    def __repr__(self):\n        return 'a'\nrepr(A())", "a"),
    ("class A:\n    pass\nA().__class__.__name__", "A"),
    # __class__ of any object is what the guest's type() answers, no more
    ("(1).__class__ is type(1) and {}.__class__ is dict", True),
    ("try:\n    1/0\nexcept Exception as e:\n    err = e\nerr.__class__.__name__",
     "ZeroDivisionError"),
    ("print.__class__ is type(print) and int.__class__ is type", True),
    ("'{0.__class__.__name__}'.format(1.5) + f'{[].__class__.__name__}'", "floatlist"),
    ("def f():\n    'doc'\nf.__name__ + f.__doc__", "fdoc"),
    ("'{0[1]}-{x}'.format([1, 2], x=3)", "2-3"),
    ("object.__setattr__ is not None", True),
    ("class A:\n    def __setattr__(self, k, v):\n        object.__setattr__(self, k, v * 2)\n"
     "a = A()\na.x = 2\na.x", 4),
    # operator dunders of host values come back size-checked, with CPython's behaviour
    ("'ab'.__mul__(3)", "ababab"),
    ("(3).__mul__('a')", NotImplemented),
    ("(10).__pow__(3, 7)", 6),
    ("str.__mul__('a', 2) + bytes.__add__(b'x', b'y').decode()", "aaxy"),
    ("'%s-%d'.__mod__(('a', 3))", "a-3"),
    ("(255).__format__('x') + float.__format__(0.5, '.2f')", "ff0.50"),
    ("repr(str.__mul__)", "<slot wrapper '__mul__' of 'str' objects>"),
    ("class S(str):\n    def __mul__(self, n):\n        return 'S' + super().__mul__(n)\n"
     "S('ab') * 2", "Sabab"),
    ("class S(str):\n    def __format__(self, spec):\n"
     "        return super().__format__(spec) + '!'\nf'{S(\"a\"):>3}'", "  a!"),
    ("class S(str):\n    __rmul__ = str.__mul__\n2 * S('ab')", "abab"),
    ("class N:\n    def __index__(self):\n        return 2\n'ab' * N()", "abab"),
    ("divmod(7, -2)", (-4, -1)),
    ("class S(str):\n    def __mod__(self, o):\n        return 'S:' + super().__mod__(o)\n"
     "class R(str):\n    def __rmod__(self, o):\n        return 'R:' + super().__rmod__(o)\n"
     "class P(str):\n    pass\n"
     "S('%s-%d') % ('a', 3), '%s' % R('x'), '%(a)s'.__mod__({'a': 1}), P('%s') % R('z')",
     ("S:a-3", "R:x", "1", "z")),
    ("round(1234, -2), round(15, ndigits=-1), (15).__round__(-1), round(2.675, 2)",
     (1200, 20, 20, 2.67)),
    # __module__ of a host class is CPython's text (serialisers print module.qualname)
    ("import typing, decimal, collections, datetime\n"
     "[t.__module__ for t in (int, typing.Any, decimal.Decimal, collections.OrderedDict,"
     " datetime.date, type(iter([])), ValueError)]",
     ["builtins", "typing", "decimal", "collections", "datetime", "builtins", "builtins"]),
]


@pytest.mark.parametrize(("code", "expected"), ALLOWED)
def test_allowed(code: str, expected: object) -> None:
    result = Sandbox().run_sync(code)
    assert result.error is None, result.error.traceback  # type: ignore[union-attr]
    assert result.value == expected


def test_object_setattr_on_host_objects_still_gated() -> None:
    result = Sandbox().run_sync("def f():\n    pass\nobject.__setattr__(f, '_code', 1)")
    assert result.error is not None and result.error.type_name == "AttributeError"  # type: ignore[union-attr]


def test_builtins_rebinding_is_local_to_the_session() -> None:
    sb = Sandbox()
    first = sb.session()
    first.run_sync("len = lambda x: 0\nprint = None").check()
    assert first.run_sync("len([1, 2])").value == 0
    assert sb.session().run_sync("len([1, 2])").value == 2


# --- ownership, views and registries (sandbox/runtime/ownership.py, views.py, classes.py) ------

def test_guest_owned_separates_guest_made_objects_from_host_ones() -> None:
    import collections

    from sandbox.runtime.ownership import guest_owned
    session = Sandbox().session()
    session.run_sync("import collections\nclass C:\n    pass\nc = C()\n"
                     "p = property(lambda self: 1)\ns = staticmethod(lambda: 1)").check()
    g = session.globals
    for obj in (g["C"], g["c"], g["p"], g["s"], [], {}, bytearray(), collections.deque()):
        assert guest_owned(obj), obj
    for obj in (collections.ChainMap.parents, property(len), print, int, ValueError("x")):
        assert not guest_owned(obj), obj


def test_shared_abc_above_names_host_abcs_only() -> None:
    import collections
    import collections.abc

    from sandbox.runtime.classes import shared_abc_above
    assert shared_abc_above(collections.ChainMap.__mro__) is collections.ChainMap
    assert shared_abc_above(dict.__mro__) is None
    session = Sandbox().session()
    session.run_sync("from abc import ABC\nclass S(ABC):\n    pass").check()
    assert shared_abc_above(session.globals["S"].__mro__) is None


def test_class_dict_view_is_live_and_filtered() -> None:
    from sandbox.runtime.views import class_dict
    session = Sandbox().session()
    session.run_sync("class C:\n    a = 1").check()
    cls = session.globals["C"]
    view = class_dict(cls)
    assert "__sandbox_guest__" in cls.__dict__ and "__sandbox_guest__" not in view
    type.__setattr__(cls, "b", 2)
    type.__setattr__(cls, "host", lambda self: None)
    assert view["b"] == 2 and "host" not in view and "b" in list(view)
    with pytest.raises(TypeError):
        view["c"] = 3  # type: ignore[index]


def test_module_name_of_a_sandbox_class_is_refused() -> None:
    from sandbox.runtime.lineage import host_module_name

    class Internal:
        pass
    Internal.__module__ = "sandbox.runtime.somewhere"

    def refuse(obj: object, name: str) -> AttributeError:
        return AttributeError(f"refused {name}")
    with pytest.raises(AttributeError, match="refused __module__"):
        host_module_name(Internal, refuse)
    Internal.__module__ = "collections"
    assert host_module_name(Internal, refuse) == "collections"
