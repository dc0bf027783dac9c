"""Why a value cannot be exported, in words for the person who wrote the program (for
:mod:`sandbox.state.codec`). Reads types and class namespaces only: no guest code runs."""

from __future__ import annotations

import collections
import types
from typing import Any

from ..runtime.classes import is_guest_class
from ..runtime.objects import ExecGlobals, Function

_GENERATOR_NAMES = frozenset({"generator", "coroutine", "async_generator", "Task", "Future",
                              "coroutine_wrapper"})
_ITERATOR_HINT = ("iterator", "_iterator", "reverse", "enumerate", "zip", "map", "filter",
                  "callable_iterator")


_GETTER_HINT = ("an operator.{} (save the names or keys it reads and make it again after "
                "the import, or use a def or lambda, which can be saved)")
#: What to keep instead of a host object of (module, type name) that a state cannot hold.
_HOST_HINTS = {
    ("array", "array"): ("an array.array (keep a.typecode and a.tolist(), or a.tobytes(), and "
                         "make it again after the import)"),
    ("builtins", "memoryview"): ("a memoryview (a view shares the buffer of the object it is "
                                 "over, and a saved state cannot keep that sharing: save "
                                 "bytes(mv), or the bytearray it views, and make the view again "
                                 "after the import)"),
    ("_struct", "Struct"): "a struct.Struct (keep its format string, s.format, and make it again)",
    # (a TextWrapper is saved, unless the guest deleted one of its options)
    ("textwrap", "TextWrapper"): ("a textwrap.TextWrapper (keep its settings, e.g. width, and "
                                  "make it again after the import)"),
    ("_hashlib", "HASH"): ("a hashlib hash object (its running state cannot be saved: keep "
                           "h.hexdigest(), or the data hashed so far, and hash it again)"),
    ("_blake2", "blake2b"): "a hashlib.blake2b object (keep h.hexdigest() or the data hashed)",
    ("_blake2", "blake2s"): "a hashlib.blake2s object (keep h.hexdigest() or the data hashed)",
    ("hmac", "HMAC"): "an hmac.HMAC object (keep h.hexdigest() or the data and the key)",
    **{("operator", name): _GETTER_HINT.format(name)
       for name in ("itemgetter", "attrgetter", "methodcaller")},
    ("sandbox.runtime.weakrefs", "Handle"): (
        "a weakref.ref (or a WeakValueDictionary, WeakKeyDictionary, WeakSet, WeakMethod or "
        "finalize, all made of them): weak references cannot be saved; keep the objects "
        "themselves (or a dict of them) and make the weak references again after the "
        "import"),
    ("builtins", "super"): ("a super() object (keep the instance and call super() again "
                            "where it is needed)"),
}


def slots_ok(slots: Any) -> bool:
    return type(slots) is str or (type(slots) in (tuple, list)
                                  and all(type(s) is str for s in slots))


def describe_problem(o: Any, g: Any, source_globals: dict[int, Any],
                     named: dict[int, Any] | None = None) -> str:
    t = type(o)
    tname = getattr(t, "__name__", "?")
    if t is frozenset or (is_guest_class(t) and issubclass(t, frozenset)):
        return ("a frozenset whose members hash with guest code (a class that defines "
                "__hash__ or __eq__): an import never runs guest code to build a value "
                "(save a set or a tuple instead)")
    if issubclass(t, collections.OrderedDict):
        return ("an OrderedDict whose keys hash with guest code (reading its order runs "
                "their __hash__, which export never does; save a dict or a list of pairs)")
    if t in (classmethod, staticmethod, property):
        return (f"a {tname} of an object that is not a function (save the function "
                "itself)")
    if tname == "Match" and t.__module__ == "re":
        return ("a re.Match object (matches cannot be saved: keep match.group(), .groups() "
                "or .span(), or the pattern and the string to match again)")
    from .remade import problem
    from .typing_aliases import problem as typing_problem
    found = problem(o) or typing_problem(o)  # (a csv writer, an asyncio primitive, a hint)
    if found is not None:
        return found
    if tname == "_lru_cache_wrapper":
        return ("an lru_cache/cache wrapper of something that is not a guest function "
                "(save the function and wrap it again after the import)")
    # every check on type(o): isinstance reads __class__, which guest code can define
    if tname in _GENERATOR_NAMES or issubclass(t, (types.GeneratorType, types.CoroutineType,
                                                   types.AsyncGeneratorType)):
        return (f"a {tname} object (live generators, coroutines and tasks cannot be "
                "saved: keep what they produce, e.g. list(...), or the function that makes "
                "them, and call it again after the import)")
    if tname.endswith(_ITERATOR_HINT) or (not is_guest_class(t) and hasattr(t, "__next__")
                                           and hasattr(t, "__iter__")):
        return (f"an iterator of type {tname} (iterators cannot be saved; save the "
                "data instead)")
    from .enums import enum_problem, is_enum_class, is_enum_member
    if is_enum_class(o) or is_enum_member(o):
        cls = o if is_enum_class(o) else t
        return enum_problem(cls, named or {}) or f"enum class {cls.__qualname__!r}"
    from .typeddicts import is_typeddict_class, typeddict_problem
    if is_typeddict_class(o):
        return typeddict_problem(o) or f"TypedDict {o.__qualname__!r}"
    from .abcs import abc_problem, is_abc_class
    if is_abc_class(o) or is_abc_class(t):
        cls = o if is_abc_class(o) else t
        found = abc_problem(cls, named or {})
        if found is not None:
            return found if cls is o else f"an instance of {t.__qualname__!r}: {found}"
    if issubclass(t, type) and t is not type and not is_abc_class(o):
        return (f"class {o.__qualname__!r} with metaclass {type(o).__name__} (classes with "
                "a guest metaclass or a host one other than abc.ABCMeta, typing's and "
                "enum's cannot be saved: define the class again after the import)")
    if type(t) is not type and is_guest_class(t) and not is_abc_class(t):
        return (f"an instance of {t.__qualname__!r}, whose class has metaclass "
                f"{type(t).__name__} (classes with a guest metaclass or a host one other "
                "than abc.ABCMeta, typing's and enum's cannot be saved: keep plain values "
                "and make the objects again after the import)")
    if t is types.FunctionType:
        return (f"function {getattr(o, '__qualname__', '?')!r} made by a module helper "
                "(such as contextlib.contextmanager or functools.lru_cache; these "
                "wrappers cannot be saved)")
    if type(o) is Function:
        if o._globals is not g and id(o._globals) not in source_globals:
            name = o.__dict__.get("__qualname__")
            if type(o._globals) is ExecGlobals and o._globals.base is g:
                return (f"function {name!r}, defined by code that exec() or eval() ran in a "
                        "namespace dict of its own (its globals are that dict, which a state "
                        "cannot hold): run that code with exec(source) in the session's "
                        "globals, or keep the source text and exec it again after the import")
            return f"function {name!r} of another session"
        return f"function {o.__dict__.get('__qualname__')!r} (its source is not known)"
    if t is type and is_guest_class(o) and not slots_ok(o.__dict__.get("__slots__", ())):
        return f"class {o.__qualname__!r} (its __slots__ is not a str, tuple or list of str)"
    if t is type and is_guest_class(o):
        return f"class {o.__qualname__!r} (metaclasses or a custom __dict__ cannot be saved)"
    if is_guest_class(t):
        return f"an instance of {t.__qualname__!r} (its base class cannot be saved)"
    if t is type:
        return f"class {getattr(o, '__qualname__', '?')!r} (not available by name)"
    hint = _HOST_HINTS.get((str(getattr(t, "__module__", "")), tname))
    if hint is not None:
        return hint
    from ..runtime.globalsview import ModuleNamespace
    if t is ModuleNamespace:
        return ("a globals() dict (it writes to its module: keep dict(globals()), or call "
                "globals() again after the import)")
    return (f"an object of type {tname} (this type cannot be saved: keep the data it holds "
            "in plain values and make it again after the import)")


def self_cycle(o: Any, where: str) -> str:
    """Why ``o`` (met again while it is being written) cannot be exported from ``where``."""
    t = type(o)
    what = t.__qualname__ if t.__module__ in ("builtins", "__main__") else \
        f"{t.__module__}.{t.__qualname__}"
    article = "an" if what[:1].lower() in "aeiou" else "a"
    return (f"cannot export {where}: it holds {article} {what} that refers back to itself only "
            "through values an import makes in one piece (the object itself, tuples, "
            "frozensets, host values), so it cannot be rebuilt: break the cycle before "
            "exporting (e.g. a csv.DictWriter's restval or fieldnames that hold the "
            "DictWriter: make them plain values, or a list), or make the object again after "
            "the import")
