"""CPython's regular-expression parser and compiler, loaded a second time so that compiling a
guest pattern never warns on the host.

CPython's ``re`` parser warns (``FutureWarning: Possible nested set``, ``DeprecationWarning``
for odd group names) through the process-wide ``warnings`` module: a guest compiling such
patterns in a loop would write to the host's stderr, and silencing it with
``warnings.catch_warnings()`` changes the global filters (not thread-safe, and visible to
every other thread). Here ``re/_parser.py`` and ``re/_compiler.py`` are executed again from
their own source into private modules whose ``import warnings`` yields a stand-in that drops
the warning. The patterns are compiled by the same C code (``_sre.compile``), so they are
real ``re.Pattern`` objects with CPython's semantics and errors; the warnings themselves are
not reproduced (CONFORMANCE.md).
"""

from __future__ import annotations

import builtins
import re
import types
from functools import lru_cache
from re import _compiler as _host_compiler  # type: ignore[attr-defined]
from re import _parser as _host_parser  # type: ignore[attr-defined]
from typing import Any


class _DroppedWarnings:
    """What ``import warnings`` gives the copied parser: ``warn`` does nothing."""

    @staticmethod
    def warn(*args: Any, **kwargs: Any) -> None:
        return None


def _load(host: types.ModuleType, replacements: dict[str, Any]) -> types.ModuleType:
    """Execute ``host``'s source again in a fresh module of package ``re``, whose imports of
    the names in ``replacements`` (absolute ones, or ``from . import name``) give those."""
    real_import = builtins.__import__

    def import_(name: str, globals_: Any = None, locals_: Any = None,
                fromlist: Any = (), level: int = 0) -> Any:
        if level == 0 and name in replacements:
            return replacements[name]
        if level == 1 and not name and fromlist and all(n in replacements for n in fromlist):
            return types.SimpleNamespace(**{n: replacements[n] for n in fromlist})
        return real_import(name, globals_, locals_, fromlist, level)

    module = types.ModuleType(host.__name__)
    module.__dict__.update({"__package__": "re", "__file__": host.__file__,
                            "__builtins__": {**vars(builtins), "__import__": import_}})
    loader: Any = host.__loader__
    source = loader.get_source(host.__name__)
    code = builtins.compile(source, str(host.__file__), "exec")  # this module's compile is re's
    exec(code, module.__dict__)  # noqa: S102 - the stdlib's own source
    return module


_parser = _load(_host_parser, {"warnings": _DroppedWarnings})
_compiler = _load(_host_compiler, {"_parser": _parser, "warnings": _DroppedWarnings})


def parse(pattern: str | bytes, flags: int = 0) -> Any:
    """``re._parser.parse`` without warnings (the parse tree CPython compiles)."""
    return _parser.parse(pattern, flags)


def compile(pattern: Any, flags: Any = 0) -> re.Pattern[Any]:  # noqa: A001 - re's name
    """``re.compile(pattern, flags)`` without warnings: same result, same errors."""
    if isinstance(flags, re.RegexFlag):
        flags = flags.value
    if isinstance(pattern, re.Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    if not isinstance(pattern, (str, bytes)):
        raise TypeError("first argument must be string or compiled pattern")
    # exact str/bytes (what C sees, whatever a guest subclass overrides): the parser never
    # calls guest code and the cache never holds a guest object
    exact = str.__str__(pattern) if isinstance(pattern, str) else bytes.__bytes__(pattern)
    return _cached(type(exact), exact, flags)


@lru_cache(maxsize=512)
def _cached(kind: type, pattern: str | bytes, flags: Any) -> re.Pattern[Any]:
    return _compiler.compile(pattern, flags)  # type: ignore[no-any-return]
