"""``typing`` aliases in a saved state (host value ``["typing", form, [args]]``, format version
6): ``Optional[int]``, ``List[str]``, ``Dict[str, Foo]``, ``Callable[[int], str]``,
``Literal["a", 1]``, ``ClassVar[int]``... as a guest's annotations hold them (a dataclass's
fields, a function's ``__annotations__``).

An alias is saved as the name of its typing form (one of :data:`FORMS`, the guest typing's
subscriptable members) and its arguments, and made again by subscripting CPython's typing form
(what the guest's ``typing`` hands out) at import: host code only. Its arguments must be
classes, None, ``...``, other aliases (a ``Callable``'s parameter list as a list) or, for a
``Literal``, atoms: hashing any of them (``Union`` and ``Literal`` drop duplicates) runs no
guest code. A forward reference (``List["Node"]``) is saved as ``["typing", "ForwardRef",
[text, is_argument, is_class, module|nil]]`` and made again by ``typing.ForwardRef`` (which
compiles the text: at most the guest's own cap of characters); its cached evaluation is not
saved.

Type variables and Generic classes (format version 7: new host value kinds, which an
older importer refuses as unknown): a ``TypeVar`` is saved as ``["typevar", name, module,
bound, [constraints], covariant, contravariant]`` and made again by ``typing.TypeVar`` (its
checks reject a forged combination); it keeps its identity (``Box.__parameters__[0] is T``
after the import). A subscription of ``Generic``, ``Protocol`` or of a guest Generic class
(``Generic[T]`` in ``__orig_bases__``, ``Box[int]`` in an annotation or an instance's
``__orig_class__``) is
``["typing", "[]", [origin, *args]]``, and ``Annotated[X, *metadata]`` is ``["typing",
"Annotated", [X, *metadata]]``: both are made by the alias classes themselves, not by
subscripting, so no ``__class_getitem__`` runs and typing's cache keeps no guest class.
``ParamSpec`` and ``TypeVarTuple`` are not saved (refused by name)."""

from __future__ import annotations

import types
import typing
from typing import Any

from ..modules.typingmods import _PROTOCOL, MAX_FORWARD_REF_CHARS, variable_module
from ..runtime.classes import is_guest_class
from ..runtime.classview import unview
from ..runtime.guestcaches import note_typing_use
from .abcs import plain_class
from .checks import check, corrupt

#: The typing forms an alias may be made again with (the guest typing's subscriptable ones).
FORMS = frozenset("""Optional Union List Dict Tuple Set FrozenSet Callable Iterable Iterator
Generator Sequence Mapping MutableMapping Type Literal Final ClassVar Awaitable Coroutine
AsyncIterator AsyncIterable AsyncGenerator Collection Container Reversible MutableSequence
AbstractSet MutableSet DefaultDict Required NotRequired""".split())
#: The alias classes saved (exact types; ``Annotated``'s is not among them).
TYPES = frozenset({type(typing.List[int]), type(typing.Optional[int]),  # noqa: UP006,UP007,UP045
                   type(typing.Callable[[int], int]), type(typing.Literal[1]), typing.ForwardRef,
                   typing._AnnotatedAlias})  # type: ignore[attr-defined]
_GENERIC_ALIAS: Any = type(typing.List[int])  # noqa: UP006
_ANNOTATED = typing._AnnotatedAlias  # type: ignore[attr-defined]
#: A TypeVar's fields, in the order saved (read from its ``__dict__``: host values only).
_TYPEVAR_FIELDS = ("__name__", "__module__", "__bound__", "__constraints__", "__covariant__",
                   "__contravariant__")
_MAX_NAME_CHARS = 200
_SPECIAL_FORMS = frozenset({type(typing.Union), type(typing.Literal)})
_ATOMS = frozenset({str, int, bool, bytes, type(None)})
#: An ``Annotated``'s metadata inside another alias (see :func:`nested_ok`): host atoms.
_PLAIN_METADATA = _ATOMS | {float}
_ALIASES = TYPES | {types.GenericAlias, types.UnionType, typing.TypeVar}
_REF_FIELDS = ("__forward_arg__", "__forward_is_argument__", "__forward_is_class__",
               "__forward_module__")


def _ref_fields(o: Any) -> list[Any] | None:
    fields = [typing.ForwardRef.__dict__[name].__get__(o) for name in _REF_FIELDS]
    return fields if _ref_ok(fields) else None


def _ref_ok(f: list[Any]) -> bool:
    return (len(f) == 4 and type(f[0]) is str and len(f[0]) <= MAX_FORWARD_REF_CHARS
            and type(f[1]) is bool and type(f[2]) is bool and type(f[3]) in (str, type(None)))


def _form(o: Any) -> str | None:
    d = object.__getattribute__(o, "__dict__")
    name = d.get("_name")
    if name is None:
        origin = d.get("__origin__")
        if type(origin) in _SPECIAL_FORMS:
            name = origin._name
    if name == "Optional":  # Optional[X]'s arguments are X's and NoneType: a Union
        name = "Union"
    return name if name in FORMS else None


def children(o: Any) -> list[Any] | None:
    """What the alias ``o`` refers to (its arguments), or None if it cannot be saved."""
    if type(o) is typing.ForwardRef:
        return [] if _ref_fields(o) is not None else None
    if type(o) is _ANNOTATED or _generic_origin(o) is not None:
        d = object.__getattribute__(o, "__dict__")
        rest = d.get("__metadata__" if type(o) is _ANNOTATED else "__args__")
        args = [d.get("__origin__"), *rest] if type(rest) is tuple else []
        # (what the import accepts: a forged alias the guest made from the class is refused)
        ok = _annotated_ok if type(o) is _ANNOTATED else _subscription_ok
        return args if ok(args) else None
    name = _form(o)
    if name is None:
        return None
    args = list(object.__getattribute__(o, "__dict__")["__args__"])
    if name == "Literal" and not all(type(a) in _ATOMS for a in args):
        return None
    return args if all(map(nested_ok, args)) else None


def _generic_origin(o: Any) -> type | None:
    """The class ``o`` subscribes if ``o`` is ``Generic[...]`` or ``GuestClass[...]`` (a
    Generic guest class), else None."""
    if type(o) is not _GENERIC_ALIAS:
        return None
    d = object.__getattribute__(o, "__dict__")
    origin = d.get("__origin__")
    if d.get("_name") is not None or not plain_class(origin):
        return None
    if origin is typing.Generic or origin is _PROTOCOL or (
            is_guest_class(origin) and typing.Generic in type.__dict__["__mro__"].__get__(origin)):
        return origin
    return None



def typevar_fields(o: Any) -> list[Any] | None:
    """The saved fields of the TypeVar ``o`` (see :data:`_TYPEVAR_FIELDS`), or None if one is
    not what ``typing.TypeVar`` makes."""
    d = object.__getattribute__(o, "__dict__")
    fields = [d.get(name) for name in _TYPEVAR_FIELDS]
    fields[1] = variable_module(o)  # the guest's view: never a module of the sandbox's own
    fields[3] = list(fields[3]) if type(fields[3]) is tuple else None
    return fields if _typevar_ok(fields, nested_ok) else None


def _typevar_ok(f: list[Any], arg_ok: Any) -> bool:
    return (len(f) == 6 and type(f[0]) is str and 0 < len(f[0]) <= _MAX_NAME_CHARS
            and type(f[1]) in (str, type(None)) and (f[1] is None or len(f[1]) <= _MAX_NAME_CHARS)
            and (f[2] is None or arg_ok(f[2])) and type(f[3]) is list and len(f[3]) <= 100
            and all(map(arg_ok, f[3])) and type(f[4]) is bool and type(f[5]) is bool)


def typevar_children(o: Any) -> list[Any] | None:
    """What the TypeVar ``o`` refers to (its bound and constraints), or None."""
    f = typevar_fields(o)
    return None if f is None else [*([] if f[2] is None else [f[2]]), *f[3]]


def encode_typevar(o: Any, lower: Any) -> list[Any]:
    name, module, bound, constraints, covariant, contravariant = typevar_fields(o)  # type: ignore[misc]
    return ["typevar", name, module, lower(bound), [lower(c) for c in constraints], covariant,
            contravariant]


def decode_typevar(v: Any) -> Any:
    check(type(v) is list and _typevar_ok(v[1:], lambda a: _arg_ok(a, False)), "bad TypeVar")
    name, module, bound, constraints, covariant, contravariant = v[1:]
    try:
        tv = typing.TypeVar(name, *constraints, bound=bound,  # type: ignore[misc]
                            covariant=covariant, contravariant=contravariant)
    except (TypeError, ValueError) as exc:
        raise corrupt(f"bad TypeVar ({exc})") from None
    object.__getattribute__(tv, "__dict__")["__module__"] = module
    return tv


def encode(o: Any, lower: Any) -> list[Any]:
    if type(o) is typing.ForwardRef:
        return ["typing", "ForwardRef", _ref_fields(o)]
    if type(o) is _ANNOTATED or _generic_origin(o) is not None:
        return ["typing", "Annotated" if type(o) is _ANNOTATED else "[]",
                [lower(x) for x in children(o)]]  # type: ignore[union-attr]
    name = _form(o)
    args = list(object.__getattribute__(o, "__dict__")["__args__"])
    if name == "Callable" and args and args[0] is not Ellipsis:
        args = [list(args[:-1]), args[-1]]  # (the alias keeps its parameters flattened)
    return ["typing", name, [[lower(x) for x in a] if type(a) is list else lower(a)
                             for a in args]]


def _arg_ok(a: Any, literal: bool) -> bool:
    if literal:
        return type(a) in _ATOMS
    return a is None or a is Ellipsis or plain_class(a) or (type(a) in _ALIASES
                                                             and nested_ok(a))


def nested_ok(a: Any) -> bool:
    """Whether ``a`` may be an argument of another alias or a TypeVar's bound: anything but an
    ``Annotated`` whose metadata is not :data:`_PLAIN_METADATA`.

    typing's constructors hash their arguments (its ``lru_cache``, ``Union``'s duplicates),
    compare them and print them in their errors, and an ``Annotated`` hashes, compares and
    prints its metadata: a guest object there would have the import call guest methods
    outside any run (or, made by a forged blob, print one from a TypeError). Every alias
    the import builds takes its arguments through this rule, so by induction only an
    ``Annotated`` at the top of a value (what nothing hashes: a field's annotation, a
    global) holds guest metadata."""
    if type(a) is not _ANNOTATED:
        return True
    meta = object.__getattribute__(a, "__dict__").get("__metadata__")
    return type(meta) is tuple and all(type(m) in _PLAIN_METADATA for m in meta)


def decode(v: Any) -> Any:
    if len(v) == 3 and v[1] == "ForwardRef":
        check(type(v[2]) is list and _ref_ok(v[2]), "bad typing alias")
        text, is_argument, is_class, module = v[2]
        try:
            return typing.ForwardRef(text, is_argument, module, is_class=is_class)
        except (SyntaxError, TypeError, ValueError) as exc:
            raise corrupt(f"bad typing alias ({type(exc).__name__})") from None
    check(len(v) == 3 and type(v[2]) is list and v[2], "bad typing alias")
    if v[1] == "Annotated":
        return _annotated(v[2])
    if v[1] == "[]":
        return _subscription(v[2])
    check(v[1] in FORMS, "bad typing alias")
    # (the name ``type`` is the guest's type builtin: read back as the class)
    name, args = v[1], [[*map(unview, a)] if type(a) is list else unview(a) for a in v[2]]
    literal = name == "Literal"
    for j, a in enumerate(args):
        if type(a) is list:  # a Callable's parameters
            check(name == "Callable" and j == 0 and len(args) == 2
                  and all(_arg_ok(x, False) for x in a), "bad typing alias")
        else:
            check(_arg_ok(a, literal), "bad typing alias")
    try:
        alias = getattr(typing, name)[args[0] if len(args) == 1 else tuple(args)]
    except TypeError as exc:
        raise corrupt(f"bad typing alias ({exc})") from None
    finally:  # typing's cache may now hold a guest class: the next run end clears it
        note_typing_use()
    return alias


def _annotated_ok(args: list[Any]) -> bool:
    return len(args) >= 2 and _arg_ok(args[0], False)


def _subscription_ok(args: list[Any]) -> bool:
    if len(args) < 2 or not plain_class(args[0]):
        return False
    origin, params = args[0], args[1:]
    if origin is typing.Generic or origin is _PROTOCOL:
        return (all(type(p) is typing.TypeVar for p in params)
                and len(set(map(id, params))) == len(params))
    return (is_guest_class(origin) and typing.Generic in type.__dict__["__mro__"].__get__(origin)
            and all(_arg_ok(p, False) for p in params))


def _annotated(args: list[Any]) -> Any:
    """``Annotated[args[0], *args[1:]]``, made by its alias class (no metadata is hashed)."""
    check(_annotated_ok(args), "bad typing alias (Annotated)")
    return _ANNOTATED(args[0], tuple(args[1:]))


def _subscription(args: list[Any]) -> Any:
    """``Generic[*args[1:]]`` or ``GuestClass[*args[1:]]``, made by the alias class (neither
    ``__class_getitem__`` nor typing's cache is involved)."""
    check(_subscription_ok(args), "bad typing alias (Generic)")
    return _GENERIC_ALIAS(args[0], tuple(args[1:]), _paramspec_tvars=True)


def problem(o: Any) -> str | None:
    """Why the typing value ``o`` cannot be saved, with what to do; None if it is not one."""
    t = type(o)
    if t in (typing.ParamSpec, typing.TypeVarTuple):
        return (f"a typing.{t.__name__} (ParamSpec and TypeVarTuple cannot be saved: define "
                "it again after the import, or use a TypeVar)")
    if t is typing.TypeVar:
        return ("a typing.TypeVar whose bound or constraints cannot be saved (they must be "
                "classes or typing aliases" + _NESTED_HINT + ")")
    if t in TYPES or t.__module__ == "typing" and t.__name__.endswith("Alias"):
        return (f"a typing alias ({t.__name__}: an alias is saved when its arguments are classes, "
                "None, ..., type variables, other aliases or a Literal's atoms" + _NESTED_HINT
                + ": use plainer annotations, or strings with 'from __future__ import "
                "annotations')")
    if t is types.GenericAlias:  # (the codec saves one whose arguments pass nested_ok)
        return "a generic alias (list[...]) whose arguments cannot be saved (" + \
            _NESTED_HINT[2:] + ")"
    return None


_NESTED_HINT = ("; an Annotated inside another hint may hold only str, int, float, bool, "
                "bytes or None metadata, which typing hashes and prints")
