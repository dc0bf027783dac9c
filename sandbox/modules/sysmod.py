"""A safe ``sys`` for the guest: facts about the interpreter, the captured streams, ``exit``.

What it offers, and why each is safe:

- constants of the interpreter, the same values CPython's ``sys`` has: ``version``,
  ``version_info``, ``hexversion``, ``maxsize``, ``maxunicode``, ``byteorder``,
  ``float_info``, ``int_info``, ``float_repr_style``;
- ``argv`` is a fresh ``['']`` per session: what CPython's interactive interpreter (and an
  embedded one given no arguments) has, so ``sys.argv[0]`` and ``sys.argv[1:]`` (no
  arguments) work as programs expect; there is no command line;
- ``platform`` is ``'linux'`` whatever the host runs on: it describes the system the guest
  sees (``os.name == 'posix'``, ``os.sep == '/'``, the virtual file system), and says nothing
  about the host;
- ``getrecursionlimit()`` is the run's own bound on nested calls (``Limits.max_recursion_depth``
  or the lower depth the host grants: ``sandbox.runtime.hoststack``); ``setrecursionlimit(n)``
  checks ``n`` as CPython does and sets the run's bound to ``n`` up to that grant (programs
  call it to raise the limit before deep recursion: beyond the grant it stays at the grant,
  a documented divergence); lowering it works as in CPython, but the breach is the limit's;
  ``getsizeof`` is CPython's (a guest ``__sizeof__`` runs as guest code);
  ``getdefaultencoding()`` and ``getfilesystemencoding()`` are ``'utf-8'``;
- ``implementation`` is a fresh namespace per session with CPython's ``name``, ``cache_tag``,
  ``version`` and ``hexversion`` (not its ``_multiarch``, which names the host's platform);
- ``stdout``/``stderr`` write into the run's captured output and stderr (``stdout`` honours
  ``contextlib.redirect_stdout`` and ``stderr`` ``contextlib.redirect_stderr`` as CPython's
  do, since print and ``sys.stdout`` are then the same target);
- ``flags`` are a plain ``python``'s (no options: read-only); ``intern`` keeps a table per
  session;
- ``exit(code)`` raises ``SystemExit(code)``, as CPython's does; uncaught, it ends the run
  with that status as data (``RunResult.exit_code``, see :mod:`sandbox.outcome`);
- ``exception()``/``exc_info()`` give the exception guest code is handling (one that passed
  through guest frames, as ``traceback.format_exc`` sees it; its traceback is the guest view).

Everything else is withheld, each with what to use instead (``sys.modules``, ``path``,
``stdin``, ``_getframe``, ``environ``-like process state).
"""

from __future__ import annotations

import sys
from typing import Any

from ..guards.costmodel import costs
from ..guards.iterguard import charge
from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.context import current_ctx
from ..runtime.tracing import guest_traceback
from . import ModuleEnv, register, withhold
from .datamods import SimpleNamespace

#: ``sys.platform`` for every guest: the POSIX system of os and the virtual file system.
GUEST_PLATFORM = "linux"

for _struct in (sys.version_info, sys.float_info, sys.int_info):
    gate.ALLOWED_ATTRS[type(_struct)] = frozenset(
        n for n in dir(_struct) if not n.startswith("_"))


class _Stream:
    """A write-only text stream into the run's captured output (``RunResult.output``, or
    ``RunResult.stderr`` for ``sys.stderr``)."""

    __slots__ = ("name", "_stdout")
    __sandbox_attrs__ = frozenset({"write", "flush", "name", "writable", "readable",
                                   "isatty", "encoding", "errors", "writelines"})
    encoding = "utf-8"
    errors = "strict"

    def __init__(self, name: str, stdout: bool) -> None:
        self.name = name
        self._stdout = stdout

    def __repr__(self) -> str:
        return f"<_io.TextIOWrapper name='{self.name}' mode='w' encoding='utf-8'>"

    def write(self, s: Any) -> int:
        if type(s) is not str:
            if not isinstance(s, str):
                raise TypeError(f"write() argument must be str, not {type(s).__name__}")
            s = str.__str__(s)
        ctx = current_ctx()
        if not self._stdout:
            if ctx.err_redirects:  # inside contextlib.redirect_stderr
                target = ctx.err_redirects[-1]
                return gate.get_attr(target, "write")(s)  # type: ignore[no-any-return]
            ctx.out.write_err(s)  # RunResult.stderr
            return len(s)
        if ctx.redirects:  # inside contextlib.redirect_stdout
            return gate.get_attr(ctx.redirects[-1], "write")(s)  # type: ignore[no-any-return]
        ctx.out.write(s)
        return len(s)

    def writelines(self, lines: Any) -> None:
        ctx = current_ctx()
        for line in lines:  # a host loop over a guest iterable: a step per item
            charge(ctx, 1)
            self.write(line)

    def flush(self) -> None:
        return None

    def writable(self) -> bool:
        return True

    def readable(self) -> bool:
        return False

    def isatty(self) -> bool:
        return False


_Stream.__name__ = _Stream.__qualname__ = "TextIOWrapper"
_Stream.__module__ = "_io"
_STDOUT = _Stream("<stdout>", True)
_STDERR = _Stream("<stderr>", False)


def _exit(status: Any = None, /) -> None:
    """Exit the interpreter by raising SystemExit(status)."""
    raise SystemExit(status)


def _getrecursionlimit() -> int:
    """Return the current value of the recursion limit (the sandbox run's own)."""
    return int(current_ctx().max_depth)


def _setrecursionlimit(limit: Any) -> None:
    """Set the maximum depth of the Python interpreter stack to n.

    In the sandbox this is the run's bound on nested guest calls, at most the depth the host
    grants (Limits.max_recursion_depth, or less where the host's C stack is smaller); a
    larger n sets the bound to that grant."""
    if not isinstance(limit, int):
        raise TypeError(f"'{type(limit).__name__}' object cannot be interpreted as an integer")
    n = int.__int__(limit)  # the value of an int subclass, without its own methods
    if n < 1:
        raise ValueError("recursion limit must be greater or equal than 1")
    ctx = current_ctx()
    # (below the current depth, CPython refuses with a RecursionError; here the next call
    # breaches the bound instead: a RecursionError out of host code is the host's own)
    ctx.max_depth = n if n < ctx.depth_granted else ctx.depth_granted


def _getsizeof(obj: Any, default: Any = None) -> int:
    """getsizeof(object [, default]) -> int: the size of object in bytes."""
    if default is None:
        return sys.getsizeof(obj)
    return sys.getsizeof(obj, default)


def _exception() -> BaseException | None:
    """Return the current exception being handled (None outside an except block)."""
    from .tracebackmod import handled_exception
    return handled_exception()


def _exc_info() -> tuple[Any, Any, Any]:
    """Return (type, value, traceback) of the exception being handled, or three Nones."""
    exc = _exception()
    return (None, None, None) if exc is None else (type(exc), exc, guest_traceback(exc))


def _getdefaultencoding() -> str:
    """Return the current default encoding used by the Unicode implementation."""
    return "utf-8"


def _getfilesystemencoding() -> str:
    """Return the encoding used to convert Unicode filenames to OS filenames."""
    return "utf-8"


#: ``sys.flags`` as a plain ``python`` (no options, no environment variables) has them: the
#: guest's interpreter takes no command line, and asserts run (``__debug__`` is True).
_FLAGS = (("debug", 0), ("inspect", 0), ("interactive", 0), ("optimize", 0),
          ("dont_write_bytecode", 0), ("no_user_site", 0), ("no_site", 0),
          ("ignore_environment", 0), ("verbose", 0), ("bytes_warning", 0), ("quiet", 0),
          ("hash_randomization", 1), ("isolated", 0), ("dev_mode", False), ("utf8_mode", 0),
          ("warn_default_encoding", 0), ("safe_path", False), ("int_max_str_digits", -1))


class _Flags(tuple):  # type: ignore[type-arg]
    """sys.flags: flags of the interpreter, read-only (a named tuple of CPython's fields)."""

    __slots__ = ()
    __sandbox_attrs__ = frozenset({name for name, _ in _FLAGS} | {"count", "index",
                                                                   "n_fields"})
    #: an assignment reaches the field's own setter: CPython's "readonly attribute"
    __sandbox_settable__ = frozenset(name for name, _ in _FLAGS)
    n_fields = len(_FLAGS)

    def __repr__(self) -> str:
        return "sys.flags(" + ", ".join(f"{name}={value!r}" for (name, _), value
                                       in zip(_FLAGS, self, strict=True)) + ")"


def _readonly(self: Any, value: Any) -> None:
    raise AttributeError("readonly attribute")


for _i, (_name, _) in enumerate(_FLAGS):
    setattr(_Flags, _name, property(lambda self, _i=_i: tuple.__getitem__(self, _i),  # type: ignore[misc]
                                    _readonly))
_Flags.__name__ = _Flags.__qualname__ = "flags"
_Flags.__module__ = "sys"
_SYS_FLAGS = _Flags(value for _, value in _FLAGS)


def _interner() -> Any:
    """A session's ``sys.intern``: equal strings interned in one session are one object (the
    table is the session's own: nothing is shared with other sessions or the host's)."""
    table: dict[str, str] = {}

    def intern(string: Any, /) -> str:
        """Intern the given string: equal interned strings are the same object."""
        if type(string) is not str:
            if isinstance(string, str):
                raise TypeError(f"can't intern {type(string).__name__}")
            given = "None" if string is None else type(string).__name__
            raise TypeError(f"intern() argument must be str, not {given}")
        charge(current_ctx(), 1 + len(string) // 4096)  # hashing it: a step per 4 KiB
        return table.setdefault(string, string)
    return intern


@register("sys", doc="Interpreter facts (version, maxsize, float_info...), stdout and stderr "
                     "captured apart, exit(); no modules, path or stdin.",
          costs=costs(constant=("exit", "getdefaultencoding", "getfilesystemencoding",
                                "getrecursionlimit", "setrecursionlimit",  # O(1) each
                                "getsizeof", "exc_info", "exception"),  # (one header read)
                      wrapped=("intern",)))  # charged by length (its hash), kept per session
def build_sys(env: ModuleEnv) -> dict[str, Any]:
    ns: dict[str, Any] = {name: getattr(sys, name) for name in (
        "version", "version_info", "hexversion", "maxsize", "maxunicode", "byteorder",
        "float_info", "int_info", "float_repr_style")}
    ns.update(argv=[""], platform=GUEST_PLATFORM, stdout=_STDOUT, stderr=_STDERR,
              flags=_SYS_FLAGS)
    ns["intern"] = make_builtin("intern", _interner())
    impl = sys.implementation  # a SimpleNamespace of the session's own: guest code may write it
    ns["implementation"] = SimpleNamespace(name=impl.name, cache_tag=impl.cache_tag,
                                           version=impl.version, hexversion=impl.hexversion)
    for name, fn in (("exit", _exit), ("getrecursionlimit", _getrecursionlimit),
                     ("setrecursionlimit", _setrecursionlimit),
                     ("getsizeof", _getsizeof), ("getdefaultencoding", _getdefaultencoding),
                     ("getfilesystemencoding", _getfilesystemencoding),
                     ("exc_info", _exc_info), ("exception", _exception)):
        ns[name] = make_builtin(name, fn)
    return ns


withhold("sys", {
    "modules": "import a module with the import statement; the sandbox lists what it allows",
    "path": "modules come from the sandbox's allowlist, not from a path",
    "meta_path": "modules come from the sandbox's allowlist",
    "stdin": "there is no standard input; pass data in through the sandbox's inputs",
    "__stdin__": "there is no standard input",
    "__stdout__": "use sys.stdout", "__stderr__": "use sys.stderr",
    "_getframe": "no frame introspection; tracebacks show guest frames",
    "executable": "no process information",
    "settrace": "no tracing", "setprofile": "no profiling",
    "getrefcount": "no reference counts",
})
