"""Holes the reachability census (``test_census.py``) found beyond the issue's list, each with
its structural fix (issue 13):

1. the real metaclass of a class (``C.__class__``: ``type``, ``abc.ABCMeta``...) built classes
   outside ``classes.create_class``; the class of a class now always reads as the guest's
   ``type`` (``runtime/classview.py``), on every path;
2. a *refused* read of ``X.__annotations__`` on a shared host class created an empty
   ``__annotations__`` dict in it (the gate asked ``hasattr``, which CPython answers by
   creating one); the gate now asks classes without running getters (``runtime/presence.py``);
3. ``super(C, C).__init__`` (and the other mutator dunders) of a host base came back unbound,
   taking any object as ``self``; it is now behind ``ownership.owned_only`` as the same read
   on the class is; a super object offers its own fields, never its class's namespace.
"""

from __future__ import annotations

import collections
import re
import types

import pytest

from sandbox import Sandbox

from .harness import ok, refused

CLASSES = {
    "plain": "class C:\n    pass\n",
    "abc": "import abc\nclass C(abc.ABC):\n    pass\n",
    "abcmeta": "import abc\nclass C(metaclass=abc.ABCMeta):\n    pass\n",
    "enum": "import enum\nclass C(enum.Enum):\n    A = 1\n",
    "host_abc_base": "import abc, collections\nclass C(collections.ChainMap):\n    pass\n",
    "typed_dict": "import typing\nclass C(typing.TypedDict):\n    a: int\n",
    "named_tuple": "import typing\nclass C(typing.NamedTuple):\n    a: int = 0\n",
}

#: Every way guest code reads the class of a class.
CLASS_OF_CLASS = ["C.__class__", "getattr(C, '__class__')", "type(C)",
                  "object.__getattribute__(C, '__class__')", "C().__class__.__class__"]


@pytest.mark.parametrize("path", CLASS_OF_CLASS)
@pytest.mark.parametrize("kind", list(CLASSES), ids=list(CLASSES))
def test_the_class_of_a_class_is_the_guests_type(kind: str, path: str) -> None:
    if kind in ("enum", "typed_dict") and "C()" in path:
        pytest.skip("no instance made this way")
    # the session's `type` is the guest's builtin: `M is type` compares with it; an ABC's is
    # the sandbox's abc.ABCMeta (which checks what it builds), as in CPython
    result = ok(CLASSES[kind] + f"M = {path}\nprint(M is type, isinstance(C, M), M.__name__)")
    assert result.output == ("False True ABCMeta\n" if kind in ("abc", "abcmeta")
                             else "True True type\n")


@pytest.mark.parametrize("kind", list(CLASSES), ids=list(CLASSES))
def test_no_path_hands_out_a_real_metaclass(kind: str) -> None:
    session = Sandbox().session()
    session.run_sync(CLASSES[kind] + "".join(
        f"m{i} = {path}\n" for i, path in enumerate(CLASS_OF_CLASS)
        if not (kind in ("enum", "typed_dict") and "C()" in path))).check()
    guest_type = session.globals.builtins["type"]
    values = [v for k, v in session.globals.items() if k.startswith("m")]
    from sandbox.modules.sourcemods import ABCMeta  # the sandbox's, which checks what it builds
    assert values and all(v is guest_type or v is ABCMeta for v in values)


@pytest.mark.parametrize("kind", ["plain", "abc", "host_abc_base", "abcmeta"])
def test_the_class_of_a_class_builds_only_checked_classes(kind: str) -> None:
    refused(CLASSES[kind] + "C.__class__('X', (type(print),), {})", "TypeError",
            "cannot be subclassed in the sandbox")


def test_the_class_of_a_class_builds_guest_classes() -> None:
    result = ok("class C:\n    pass\nD = C.__class__('D', (C,), {'a': 1})\n"
                "print(D.__name__, D.a, issubclass(D, C), type(D) is type, D.__class__ is type)")
    assert result.output == "D 1 True True True\n"


# --- 2. a refused read leaves a shared class as it was -----------------------------------------

HOST_CLASS_READS = [
    pytest.param("import collections\nX = collections.Counter", collections.Counter,
                 id="counter"),
    pytest.param("import collections\nX = collections.ChainMap", collections.ChainMap,
                 id="chainmap"),
    pytest.param("class A:\n    pass\nX = type(super(A, A()))", None, id="guest_super_class"),
    pytest.param("X = type(print)", None, id="builtin_class"),
]


@pytest.mark.parametrize(("setup", "cls"), HOST_CLASS_READS)
def test_a_refused_annotations_read_creates_nothing(setup: str, cls: type | None) -> None:
    session = Sandbox().session()
    session.run_sync(setup).check()
    target = session.globals["X"] if cls is None else cls
    before = "__annotations__" in type.__dict__["__dict__"].__get__(target)
    result = session.run_sync("try:\n    X.__annotations__\nexcept AttributeError as e:\n"
                              "    print(type(e).__name__)\n")
    assert result.error is None and result.output == "AttributeError\n"
    assert ("__annotations__" in type.__dict__["__dict__"].__get__(target)) == before
    if not before:  # and the sandbox still says it has none (nothing was made on the way)
        again = session.run_sync("print(hasattr(X, '__annotations__'))")
        assert again.output == "False\n"
        assert "__annotations__" not in type.__dict__["__dict__"].__get__(target)


def test_an_absent_class_attribute_reads_as_cpythons_error() -> None:
    refused("import collections\ncollections.Counter.no_such_name", "AttributeError",
            "type object 'Counter' has no attribute 'no_such_name'")


# --- 3. super() of a guest class over a host base -------------------------------------------------

def test_super_of_a_class_hands_out_host_mutators_only_for_guest_objects() -> None:
    session = Sandbox().session()
    refused("import collections, re\nclass M(collections.ChainMap):\n    pass\n"
            "super(M, M).__init__(re.IGNORECASE, {})", "TypeError", "not allowed",
            session=session)
    assert not hasattr(re.IGNORECASE, "maps")
    result = ok("import collections\nclass M(collections.ChainMap):\n    pass\n"
                "m = M.__new__(M)\nsuper(M, M).__init__(m, {'a': 1})\nprint(m['a'])")
    assert result.output == "1\n"


@pytest.mark.parametrize("name", ["__slots__", "__module__", "__annotations__"])
def test_a_super_object_offers_no_name_of_its_class(name: str) -> None:
    refused(f"class A:\n    pass\nsuper(A, A()).{name}", "AttributeError",
            f"'super' object has no attribute '{name}'")


def test_a_super_object_keeps_its_own_fields() -> None:
    result = ok("class A:\n    pass\nclass B(A):\n    pass\ns = super(A, B())\n"
                "print(s.__thisclass__ is A, type(s.__self__).__name__, s.__self_class__ is B)")
    assert result.output == "True B True\n"


def test_the_real_super_and_type_are_not_vetted() -> None:
    from sandbox.runtime.guestsuper import GuestSuper
    from sandbox.runtime.vetted import vetted_reason

    def judge(_obj: object) -> bool:
        return True
    assert vetted_reason(super, judge) is None and vetted_reason(type, judge) is None
    assert vetted_reason(GuestSuper, judge) is not None
    assert isinstance(vetted_reason(types.SimpleNamespace, judge), str)


# --- 4. a registration with a guest ABC stays in its session ------------------------------------

def test_a_virtual_subclass_registered_in_one_session_is_not_seen_by_another() -> None:
    first, second = Sandbox().session(), Sandbox().session()
    probe = "import abc\nprint(issubclass(int, abc.ABC), isinstance(1, abc.ABC))"
    assert second.run_sync(probe).output == "False False\n"
    done = first.run_sync("import abc\nclass Base(abc.ABC):\n    pass\nBase.register(int)\n"
                          "print(issubclass(int, Base), issubclass(int, abc.ABC))")
    assert done.output == "True True\n"  # as CPython answers within the session
    assert second.run_sync(probe).output == "False False\n"
    assert Sandbox().session().run_sync(probe).output == "False False\n"


def test_each_session_has_its_own_abc_base() -> None:
    first, second = Sandbox().session(), Sandbox().session()
    for session in (first, second):
        session.run_sync("import abc\nA = abc.ABC\nclass K(abc.ABC):\n    pass").check()
    assert first.globals["A"] is not second.globals["A"]
    assert first.globals["A"].__name__ == "ABC" and first.globals["A"].__module__ == "abc"


# --- 5. a metaclass called directly cannot skip create_class ------------------------------------

def test_a_forged_guest_flag_does_not_skip_create_class() -> None:
    """The sandbox's metaclasses build a class themselves only for a namespace that
    ``classes.create_class`` is passing them; a guest putting ``__sandbox_guest__`` in its
    own dict (which once made ``abc.ABCMeta`` skip it, leaving a raw guest ``__del__`` for
    CPython to call at any time) gets the class statement's treatment."""
    from sandbox.runtime.classes import has_finalizer
    session = Sandbox().session()
    session.run_sync("import abc\ndef d(self):\n    pass\n"
                     "X = abc.ABCMeta('X', (), {'__sandbox_guest__': True, '__del__': d})"
                     ).check()
    assert has_finalizer(session.globals["X"])  # the queued hook, not the raw function
    refused("import abc\nabc.ABCMeta('X', (type(print),), {'__sandbox_guest__': True})",
            "TypeError", "cannot be subclassed in the sandbox")
