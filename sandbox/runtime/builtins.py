"""The guest's builtins: an explicit table, each entry allowed on purpose.

Real CPython builtins are used where they cannot reach anything the gate forbids and cannot
build a huge object in one call; the rest are small wrappers (:class:`Builtin`) that print as
``<built-in function NAME>``. ``print``, ``getattr`` and friends need the run's context, so
:func:`session_builtins` builds them per session around the session's :class:`Globals`.
"""

from __future__ import annotations

import builtins as _b
import sys
from collections.abc import Callable
from typing import Any

from . import gate
from .classes import ALLOWED_METACLASSES, create_class, prepare_class
from .context import current_ctx
from .costs import check_time, div_seconds, mul_seconds
from .formatting import safe_format, safe_format_map
from .objects import Function, Globals

_MISSING: Any = object()


class Builtin:
    """Base of the sandbox's own builtin functions. Each is an instance of a one-off subclass
    whose ``__call__`` is the implementation itself (no extra Python frame per call). Guest
    code cannot make new ones (``type(print)()`` is refused)."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(f"cannot create '{cls.__name__}' instances")

    __slots__ = ("__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__", "__doc__"})
    __name__: str
    __qualname__: str

    def __repr__(self) -> str:
        return f"<built-in function {self.__name__}>"


def make_builtin(name: str, impl: Callable[..., Any], doc: str | None = None) -> Builtin:
    """Wrap ``impl`` as a guest builtin called ``name`` (its errors name ``name()``, never
    the host implementation)."""
    try:
        impl.__name__ = impl.__qualname__ = name
    except (AttributeError, TypeError):
        pass
    cls = type("builtin_function_or_method", (Builtin,), {
        "__slots__": (), "__call__": staticmethod(impl), "__module__": "builtins",
        "__doc__": doc if doc is not None else impl.__doc__})
    obj = object.__new__(cls)
    obj.__name__ = obj.__qualname__ = name
    return obj


class BoundCheck:
    """A size-checked method bound to its object (what the gate hands out instead of some
    builtin methods): calling it calls ``fn(obj, *args)``."""

    __slots__ = ("_fn", "_obj", "__name__")
    __sandbox_attrs__ = frozenset({"__name__"})

    def __init__(self, fn: Callable[..., Any], obj: Any, name: str) -> None:
        self._fn = fn
        self._obj = obj
        self.__name__ = name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._fn(self._obj, *args, **kwargs)

    def __repr__(self) -> str:
        return f"<built-in method {self.__name__} of {type(self._obj).__name__} object>"


BoundCheck.__name__ = BoundCheck.__qualname__ = "builtin_function_or_method"
BoundCheck.__module__ = "builtins"




# --- format: widths are checked before CPython pads ------------------------------------------

def _spec_width(spec: str) -> int:
    """The largest run of digits in a format spec (an upper bound of width and precision)."""
    best = run = 0
    for ch in spec:
        if "0" <= ch <= "9":
            run = run * 10 + (ord(ch) - 48)
            if run > best:
                best = run
        else:
            run = 0
    return best


def checked_format(ctx: Any, value: Any, spec: str = "") -> str:
    """``format(value, spec)`` with the width checked against the memory limit first."""
    if spec and len(spec) > 1:
        width = _spec_width(spec)
        if width > 4096:
            ctx.check_alloc(width, "format width")
    return format(value, spec)


# --- the table --------------------------------------------------------------------------------

_REAL = ["abs", "all", "any", "ascii", "bin", "bool", "callable", "chr", "complex", "dict",
         "divmod", "enumerate", "filter", "float", "frozenset", "hash", "hex", "int",
         "isinstance", "issubclass", "iter", "len", "list", "map", "max", "min", "next", "oct",
         "ord", "range", "repr", "reversed", "round", "set", "slice", "sorted", "str", "sum",
         "tuple", "zip", "object", "bytes", "bytearray", "property", "classmethod",
         "staticmethod", "super"]

_EXCEPTIONS = [name for name in dir(_b)
               if isinstance(getattr(_b, name), type) and issubclass(getattr(_b, name),
                                                                     BaseException)
               and name not in ("EncodingWarning",)]

#: Builtin names that exist in CPython but not here, with the reason shown in the NameError.
UNAVAILABLE = {
    "open": "no file access", "eval": "no dynamic code", "exec": "no dynamic code",
    "compile": "no dynamic code", "__import__": "use the import statement",
    "input": "no standard input", "globals": "no frame introspection",
    "locals": "no frame introspection", "id": "no object addresses", "breakpoint": "no debugger",
    "help": "no interactive help", "memoryview": "not allowed", "exit": "no process control",
    "quit": "no process control",
}


def base_table() -> dict[str, Any]:
    """Builtins that need no session: the same objects for every session."""
    table: dict[str, Any] = {name: getattr(_b, name) for name in _REAL}
    for name in _EXCEPTIONS:
        table[name] = getattr(_b, name)
    table["Ellipsis"] = ...
    table["NotImplemented"] = NotImplemented
    table["pow"] = make_builtin("pow", _pow)
    table["callable"] = make_builtin("callable", _callable)
    return table


def _callable(obj: Any) -> bool:
    """Return whether the object is callable."""
    return callable(obj)


def _pow(base: Any, exp: Any, mod: Any = None) -> Any:
    """Equivalent to base**exp with 2 arguments or base**exp % mod with 3 arguments."""
    return pow(base, exp, mod)


_BASE = base_table()


def _context_builtins() -> dict[str, Any]:
    """Builtins that need the run in progress: they find it with ``current_ctx()`` (the run
    whose guest code this thread is executing), so one table serves every session."""
    table: dict[str, Any] = {}

    def print_(*args: Any, sep: Any = " ", end: Any = "\n", file: Any = None,
               flush: bool = False) -> None:
        """Prints the values to the captured output."""
        if sep is None:
            sep = " "
        elif type(sep) is not str:
            raise TypeError(f"sep must be None or a string, not {type(sep).__name__}")
        if end is None:
            end = "\n"
        elif type(end) is not str:
            raise TypeError(f"end must be None or a string, not {type(end).__name__}")
        if file is not None:
            try:
                write = gate.get_attr(file, "write")
            except AttributeError:
                raise AttributeError(
                    f"'{type(file).__name__}' object has no attribute 'write'") from None
            write(sep.join([a if type(a) is str else str(a) for a in args]) + end)
            return
        ctx = current_ctx()
        text = sep.join([a if type(a) is str else str(a) for a in args]) + end
        if ctx.redirects:  # inside contextlib.redirect_stdout
            gate.get_attr(ctx.redirects[-1], "write")(text)
            return
        ctx.out.write(text)

    def pow_(base: Any, exp: Any, mod: Any = None) -> Any:
        """Equivalent to base**exp with 2 arguments or base**exp % mod with 3 arguments."""
        if mod is None:
            check_pow(current_ctx(), base, exp)
        return pow(base, exp, mod)

    def getattr_(obj: Any, name: Any, default: Any = _MISSING) -> Any:
        """Get a named attribute from an object (through the sandbox's access gate)."""
        if type(name) is not str:
            raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
        if default is _MISSING:
            return gate.get_attr(obj, name)
        try:
            return gate.get_attr(obj, name)
        except AttributeError:
            return default

    def hasattr_(obj: Any, name: Any) -> bool:
        """Return whether the object has an attribute with the given name."""
        if type(name) is not str:
            raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
        try:
            gate.get_attr(obj, name)
        except AttributeError:
            return False
        return True

    def setattr_(obj: Any, name: Any, value: Any) -> None:
        """Sets the named attribute on the given object to the specified value."""
        if type(name) is not str:
            raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
        gate.set_attr(obj, name, value)

    def delattr_(obj: Any, name: Any) -> None:
        """Deletes the named attribute from the given object."""
        if type(name) is not str:
            raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
        gate.del_attr(obj, name)

    def type_(*args: Any, **kwargs: Any) -> Any:
        """type(object) -> the object's type; type(name, bases, dict) -> a new class."""
        if len(args) == 3:
            name, bases, namespace = args
            if type(name) is not str or type(bases) is not tuple or not isinstance(
                    namespace, dict):
                raise TypeError("type.__new__() argument types must be (str, tuple, dict)")
            meta, ns, kw = prepare_class(name, bases, kwargs)
            ns.update(namespace)
            ns.setdefault("__module__", "__main__")
            ns.setdefault("__qualname__", name)
            return create_class(meta, name, bases, ns, kw)
        if len(args) != 1 or kwargs:
            raise TypeError("type() takes 1 or 3 arguments")
        t = type(args[0])
        return type_builtin if t in ALLOWED_METACLASSES else t

    def vars_(*args: Any) -> Any:
        """vars(object) -> the object's __dict__ (guest objects); no-argument form refused."""
        if len(args) != 1:
            raise TypeError("vars() without an argument is not available in the sandbox"
                            if not args else f"vars expected at most 1 argument, got {len(args)}")
        try:
            return gate.get_attr(args[0], "__dict__")
        except AttributeError:
            raise TypeError("vars() argument must have __dict__ attribute") from None

    def dir_(*args: Any) -> list[str]:
        """dir(object) -> sorted attribute names (names only); no-argument form refused."""
        if len(args) != 1:
            raise TypeError("dir() without an argument is not available in the sandbox"
                            if not args else f"dir expected at most 1 argument, got {len(args)}")
        return dir(args[0])

    def format_(value: Any, format_spec: Any = "") -> str:
        """Return value.__format__(format_spec)."""
        if type(format_spec) is not str:
            return format(value, format_spec)
        return checked_format(current_ctx(), value, format_spec)

    def aiter_(obj: Any) -> Any:
        """aiter(async_iterable) -> an async iterator."""
        method = getattr(type(obj), "__aiter__", None)
        if method is None:
            raise TypeError(f"'{type(obj).__name__}' object is not an async iterable")
        return method(obj)

    def anext_(iterator: Any, *default: Any) -> Any:
        """anext(async_iterator[, default]) -> an awaitable of the next item."""
        method = getattr(type(iterator), "__anext__", None)
        if method is None:
            raise TypeError(f"'{type(iterator).__name__}' object is not an async iterator")
        step = method(iterator)
        if not default:
            return step
        from .awaiting import Awaitable_, await_value

        class _WithDefault(Awaitable_):
            __slots__ = ()

            def sandbox_await(self, ctx: Any) -> Any:
                try:
                    return await_value(ctx, step)
                except StopAsyncIteration:
                    return default[0]
        _WithDefault.__name__ = _WithDefault.__qualname__ = "coroutine"
        return _WithDefault()

    type_builtin = make_builtin("type", type_)
    # isinstance(x, type) / issubclass(C, type) with the guest's type():
    type_builtin_cls: Any = type(type_builtin)
    type_builtin_cls.__instancecheck__ = lambda self, obj: isinstance(obj, type)
    type_builtin_cls.__subclasscheck__ = lambda self, cls: issubclass(cls, type)
    table.update({
        "print": make_builtin("print", print_),
        "pow": make_builtin("pow", pow_),
        "getattr": make_builtin("getattr", getattr_),
        "hasattr": make_builtin("hasattr", hasattr_),
        "setattr": make_builtin("setattr", setattr_),
        "delattr": make_builtin("delattr", delattr_),
        "type": type_builtin,
        "vars": make_builtin("vars", vars_),
        "aiter": make_builtin("aiter", aiter_),
        "anext": make_builtin("anext", anext_),
        "dir": make_builtin("dir", dir_),
        "format": make_builtin("format", format_),
    })
    return table


_SHARED = {**_BASE, **_context_builtins()}


def session_builtins(globals_: Globals | None = None) -> dict[str, Any]:
    """A fresh builtins table for one session (a copy, so per-session tools can be added)."""
    return dict(_SHARED)


class GuestStream:
    """A write-only stream into the captured output (``sys.stdout``/``sys.stderr`` in the
    guest)."""

    __slots__ = ("_globals", "name")
    __sandbox_attrs__ = frozenset({"write", "flush", "name"})

    def __init__(self, globals_: Globals, name: str) -> None:
        self._globals = globals_
        self.name = name

    def write(self, text: str) -> int:
        if type(text) is not str:
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        self._globals.ctx.out.write(text)
        return len(text)

    def flush(self) -> None:
        return None


# --- size checks shared with the compiled operators -------------------------------------------

_SEQ_TYPES = (str, bytes, bytearray, list, tuple)
_MAXSIZE = sys.maxsize


def check_pow(ctx: Any, base: Any, exp: Any) -> None:
    """Refuse ``base ** exp`` for ints when the result would exceed the memory limit."""
    if type(base) is int and type(exp) is int and exp > 64:
        bits = base.bit_length()
        if bits > 1:
            ctx.check_alloc((bits - 1) * exp // 8, "integer power")


def check_mul(ctx: Any, a: Any, b: Any) -> None:
    """Refuse sequence repetition or int products larger than the memory limit (a count
    beyond ``sys.maxsize`` is left to CPython, which raises OverflowError at once)."""
    ta = type(a)
    tb = type(b)
    if ta is int:
        if tb is int:
            a_bits, b_bits = a.bit_length(), b.bit_length()
            size = (a_bits + b_bits) // 8
            if size > 4096:
                ctx.check_alloc(size, "integer product")
                check_time(ctx, mul_seconds(a_bits, b_bits), "an integer product")
        elif 1 < a <= _MAXSIZE and (isinstance(b, _SEQ_TYPES) or (
                hasattr(tb, "__len__") and hasattr(tb, "__mul__"))):
            ctx.check_alloc(len(b) * a * (1 if tb in (str, bytes, bytearray) else 8),
                            "sequence repetition")
    elif tb is int and 1 < b <= _MAXSIZE and (isinstance(a, _SEQ_TYPES) or (
            hasattr(ta, "__len__") and hasattr(ta, "__mul__") and ta not in (int, float, bool,
                                                                             complex))):
        ctx.check_alloc(len(a) * b * (1 if ta in (str, bytes, bytearray) else 8),
                        "sequence repetition")


def check_division(ctx: Any, a: Any, b: Any) -> None:
    """Refuse ``//``, ``%``, ``divmod`` of huge ints that would run past the deadline."""
    if type(a) is int and type(b) is int:
        check_time(ctx, div_seconds(a.bit_length(), b.bit_length()), "an integer division")


def check_lshift(ctx: Any, a: Any, b: Any) -> None:
    """Refuse ``a << b`` for ints when the result would exceed the memory limit."""
    if type(a) is int and type(b) is int and b > 4096 * 8 and a:
        ctx.check_alloc((a.bit_length() + b) // 8, "left shift")


def check_add(ctx: Any, a: Any, b: Any) -> None:
    """Refuse a sequence concatenation larger than the memory limit."""
    if isinstance(a, _SEQ_TYPES) and type(a) is type(b):
        n = len(a) + len(b)
        if n > 1_000_000:
            ctx.check_alloc(n if type(a) in (str, bytes, bytearray) else n * 8, "concatenation")


# --- str.format and str.format_map go through the gate ------------------------------------------

def _format(template: Any, *args: Any, **kwargs: Any) -> str:
    if not isinstance(template, str):
        raise TypeError("descriptor 'format' for 'str' objects doesn't apply to a "
                        f"'{type(template).__name__}' object")
    return safe_format(str(template), args, kwargs, get_attr=gate.get_attr,
                       check_width=_check_format_width)


def _check_format_width(width: int) -> None:
    if width > 4096:
        current_ctx().check_alloc(width, "format width")


def _format_map(template: Any, mapping: Any) -> str:
    if not isinstance(template, str):
        raise TypeError("descriptor 'format_map' for 'str' objects doesn't apply to a "
                        f"'{type(template).__name__}' object")
    return safe_format_map(str(template), mapping, get_attr=gate.get_attr,
                           check_width=_check_format_width)


_FORMAT = make_builtin("format", _format)
_FORMAT_MAP = make_builtin("format_map", _format_map)


def _bound_format(template: str) -> Any:
    return BoundCheck(_format, template, "format")


def _bound_format_map(template: str) -> Any:
    return BoundCheck(_format_map, template, "format_map")


def _unbound_format(_str_type: Any) -> Any:
    return _FORMAT


def _unbound_format_map(_str_type: Any) -> Any:
    return _FORMAT_MAP


# --- size-checked str/bytes methods ---------------------------------------------------------

def _real(obj: Any, name: str) -> Any:
    """The real method ``name`` of obj's builtin base type (str, bytes or bytearray)."""
    for t in (str, bytes, bytearray):
        if isinstance(obj, t):
            return getattr(t, name)
    return getattr(type(obj), name)


def _width_method(name: str) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        if args and type(args[0]) is int and args[0] > 4096:
            wide = 1 if isinstance(obj, (bytes, bytearray)) else 4
            current_ctx().check_alloc(args[0] * wide, f"str.{name}")
        return _real(obj, name)(obj, *args)  # CPython's own argument errors
    return call


def _expandtabs(obj: Any, *args: Any, **kwargs: Any) -> Any:
    tabsize = args[0] if args else kwargs.get("tabsize", 8)
    if type(tabsize) is int and tabsize > 1:
        n = obj.count("\t" if isinstance(obj, str) else b"\t")
        if n * tabsize > 4096:
            current_ctx().check_alloc(len(obj) + n * tabsize, "str.expandtabs")
    return _real(obj, "expandtabs")(obj, *args, **kwargs)


def _replace(obj: Any, *args: Any) -> Any:
    if len(args) >= 2:
        old, new = args[0], args[1]
        count = args[2] if len(args) > 2 else -1
        if isinstance(old, (str, bytes, bytearray)) and isinstance(new, (str, bytes, bytearray)) \
                and len(new) > len(old) and type(old) is type(new):
            try:
                hits = obj.count(old) if old else len(obj) + 1
            except TypeError:
                hits = 0
            if type(count) is int and count >= 0:
                hits = min(hits, count)
            growth = hits * (len(new) - len(old))
            if growth > 4096:
                current_ctx().check_alloc(len(obj) + growth, "str.replace")
    return _real(obj, "replace")(obj, *args)


def _join(obj: Any, *args: Any) -> Any:
    if len(args) == 1:
        iterable = args[0]
        if type(iterable) in (list, tuple) and len(iterable) > 1:
            total = len(obj) * (len(iterable) - 1) + sum(
                len(x) for x in iterable if isinstance(x, (str, bytes, bytearray)))
            if total > 4096:
                current_ctx().check_alloc(total, "str.join")
        elif type(iterable) in _LAZY_JOIN:
            from .iterguard import counted
            args = (counted(current_ctx(), iterable),)
    return _real(obj, "join")(obj, *args)


def _split_method(name: str) -> Callable[..., Any]:
    def call(obj: Any, *args: Any, **kwargs: Any) -> Any:
        if len(obj) > 1_000_000:
            current_ctx().check_alloc(len(obj) * 8, f"str.{name}")
        return _real(obj, name)(obj, *args, **kwargs)
    return call


_LAZY_JOIN: set[type] = set()


def _register_checked_methods() -> None:
    from .iterguard import LAZY_TYPES
    _LAZY_JOIN.update(LAZY_TYPES)
    checked: dict[str, Callable[..., Any]] = {
        "zfill": _width_method("zfill"), "ljust": _width_method("ljust"),
        "rjust": _width_method("rjust"), "center": _width_method("center"),
        "expandtabs": _expandtabs, "replace": _replace, "join": _join,
        "split": _split_method("split"), "rsplit": _split_method("rsplit"),
        "splitlines": _split_method("splitlines"),
    }
    for t in (str, bytes, bytearray):
        for name, fn in checked.items():
            if hasattr(t, name):
                gate.OVERRIDES[(t, name)] = (
                    lambda obj, fn=fn, name=name: BoundCheck(fn, obj, name))


_register_checked_methods()


def _to_bytes(obj: Any, *args: Any, **kwargs: Any) -> bytes:
    length = args[0] if args else kwargs.get("length", 1)
    if type(length) is int and length > 4096:
        current_ctx().check_alloc(length, "int.to_bytes")
    return int.to_bytes(obj, *args, **kwargs)


gate.OVERRIDES[(int, "to_bytes")] = lambda obj: BoundCheck(_to_bytes, obj, "to_bytes")


gate.OVERRIDES[(str, "format")] = _bound_format
gate.OVERRIDES[(str, "format_map")] = _bound_format_map
gate.TYPE_OVERRIDES[(str, "format")] = _unbound_format
gate.TYPE_OVERRIDES[(str, "format_map")] = _unbound_format_map

_ = Function  # guest functions are callable by the real builtins above (sorted, map, ...)
