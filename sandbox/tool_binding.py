"""Binding a guest's call to a tool's signature with CPython's own error messages.

A wrong call to a tool must read exactly as the same wrong call to the real function reads
in CPython 3.11 (``send_email() missing 1 required positional argument: 'body'``), so a model
that runs its program against the real functions sees the same text. :func:`check_call`
follows the order of CPython's ``initialize_locals`` (keywords first, then too many
positionals, then missing positionals, then missing keyword-only arguments) over an
``inspect.Signature``; the name in the messages is the tool's name (the name the guest
called). The signature itself is added to the TypeError as a note.
"""

from __future__ import annotations

import inspect
from typing import Any

from .runtime.objects import _missing_message

_P = inspect.Parameter


def check_call(name: str, sig: inspect.Signature, args: tuple[Any, ...],
               kwargs: dict[str, Any]) -> str | None:
    """The TypeError message CPython would give for calling ``name`` with this many
    positional arguments and these keyword names, or None if the call binds."""
    params = list(sig.parameters.values())
    positional = [p for p in params if p.kind in (_P.POSITIONAL_ONLY, _P.POSITIONAL_OR_KEYWORD)]
    posonly = {p.name for p in params if p.kind is _P.POSITIONAL_ONLY}
    kwonly = [p for p in params if p.kind is _P.KEYWORD_ONLY]
    varargs = any(p.kind is _P.VAR_POSITIONAL for p in params)
    varkw = any(p.kind is _P.VAR_KEYWORD for p in params)
    given = len(args)
    bound = {p.name for p in positional[:given]}
    by_keyword = {p.name for p in params if p.kind in (_P.POSITIONAL_OR_KEYWORD, _P.KEYWORD_ONLY)}
    for key in kwargs:
        if key not in by_keyword:
            if varkw:
                continue
            passed = [k for k in kwargs if k in posonly]
            if passed:
                return (f"{name}() got some positional-only arguments passed as keyword "
                        f"arguments: '{', '.join(passed)}'")
            return f"{name}() got an unexpected keyword argument '{key}'"
        if key in bound:
            return f"{name}() got multiple values for argument '{key}'"
        bound.add(key)
    if given > len(positional) and not varargs:
        return _too_many(name, positional, kwonly, given, bound)
    missing = [p.name for p in positional[given:]
               if p.default is _P.empty and p.name not in bound]
    if missing:
        return _missing_message(name, missing, "positional")
    missing = [p.name for p in kwonly if p.default is _P.empty and p.name not in bound]
    if missing:
        return _missing_message(name, missing, "keyword-only")
    return None


def _too_many(name: str, positional: list[inspect.Parameter], kwonly: list[inspect.Parameter],
              given: int, bound: set[str]) -> str:
    argcount = len(positional)
    required = sum(1 for p in positional if p.default is _P.empty)
    if required < argcount:
        sig = f"from {required} to {argcount}"
        plural = True
    else:
        sig = str(argcount)
        plural = argcount != 1
    kwonly_given = sum(1 for p in kwonly if p.name in bound)
    kwonly_sig = ""
    if kwonly_given:
        kwonly_sig = (f" positional argument{'s' if given != 1 else ''} (and {kwonly_given} "
                      f"keyword-only argument{'s' if kwonly_given != 1 else ''})")
    verb = "was" if given == 1 and not kwonly_given else "were"
    return (f"{name}() takes {sig} positional argument{'s' if plural else ''} "
            f"but {given}{kwonly_sig} {verb} given")
