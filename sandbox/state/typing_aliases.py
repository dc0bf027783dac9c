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
saved. ``Annotated``, ``TypeVar`` and ``Generic`` are not saved (refused by name)."""

from __future__ import annotations

import types
import typing
from typing import Any

from ..modules.typingmods import MAX_FORWARD_REF_CHARS
from ..runtime.guestcaches import note_typing_use
from .checks import check, corrupt

#: The typing forms an alias may be made again with (the guest typing's subscriptable ones).
FORMS = frozenset("""Optional Union List Dict Tuple Set FrozenSet Callable Iterable Iterator
Generator Sequence Mapping MutableMapping Type Literal Final ClassVar Awaitable Coroutine
AsyncIterator AsyncIterable AsyncGenerator Collection Container Reversible MutableSequence
AbstractSet MutableSet DefaultDict Required NotRequired""".split())
#: The alias classes saved (exact types; ``Annotated``'s is not among them).
TYPES = frozenset({type(typing.List[int]), type(typing.Optional[int]),  # noqa: UP006,UP007,UP045
                   type(typing.Callable[[int], int]), type(typing.Literal[1]), typing.ForwardRef})
_SPECIAL_FORMS = frozenset({type(typing.Union), type(typing.Literal)})
_ATOMS = frozenset({str, int, bool, bytes, type(None)})
_ALIASES = TYPES | {types.GenericAlias, types.UnionType}
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
    name = _form(o)
    if name is None:
        return None
    args = list(object.__getattribute__(o, "__dict__")["__args__"])
    if name == "Literal" and not all(type(a) in _ATOMS for a in args):
        return None
    return args


def encode(o: Any, lower: Any) -> list[Any]:
    if type(o) is typing.ForwardRef:
        return ["typing", "ForwardRef", _ref_fields(o)]
    name = _form(o)
    args = list(object.__getattribute__(o, "__dict__")["__args__"])
    if name == "Callable" and args and args[0] is not Ellipsis:
        args = [list(args[:-1]), args[-1]]  # (the alias keeps its parameters flattened)
    return ["typing", name, [[lower(x) for x in a] if type(a) is list else lower(a)
                             for a in args]]


def _arg_ok(a: Any, literal: bool) -> bool:
    if literal:
        return type(a) in _ATOMS
    return a is None or a is Ellipsis or type(a) is type or type(a) in _ALIASES


def decode(v: Any) -> Any:
    if len(v) == 3 and v[1] == "ForwardRef":
        check(type(v[2]) is list and _ref_ok(v[2]), "bad typing alias")
        text, is_argument, is_class, module = v[2]
        try:
            return typing.ForwardRef(text, is_argument, module, is_class=is_class)
        except (SyntaxError, TypeError, ValueError) as exc:
            raise corrupt(f"bad typing alias ({type(exc).__name__})") from None
    check(len(v) == 3 and v[1] in FORMS and type(v[2]) is list and v[2], "bad typing alias")
    name, args = v[1], v[2]
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


def problem(o: Any) -> str | None:
    """Why the typing value ``o`` cannot be saved, with what to do; None if it is not one."""
    t = type(o)
    if t is typing.TypeVar:
        return ("a typing.TypeVar (type variables and Generic classes "
                "cannot be saved: define them again after the import)")
    if t in TYPES or t.__module__ == "typing" and t.__name__.endswith("Alias"):
        return (f"a typing alias ({t.__name__}: an alias is saved when its arguments are classes, "
                "None, ..., other aliases or a Literal's atoms, and not Annotated or "
                "Generic: use plainer annotations, or strings with "
                "'from __future__ import annotations')")
    return None
