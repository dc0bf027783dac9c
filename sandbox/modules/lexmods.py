"""Small text-lexing modules for the guest: ``shlex``, ``html`` and ``keyword``.

All are CPython's own functions; arguments that are ``str``/``bytes`` subclass instances are
read as their plain value (their methods could lie about them). Costs:

- ``shlex.split`` takes a ``str`` only (CPython's also reads a stream, and in 3.11 reads
  standard input when given None). It runs a Python loop per character in host code (about
  2 µs a character): it is charged one step per character and refused up front when its
  estimated time would pass the run's deadline. ``shlex.quote`` can make a string 5 times
  longer (each ``'`` becomes ``'"'"'``), ``shlex.join`` the same over its items (one step
  per item): both are sized before the call.
- ``html.escape`` can make a string 6 times longer (``"`` becomes ``&quot;``): sized before
  the call. ``html.unescape`` never grows its input but calls a Python function per ``&``:
  charged a step per ``&`` and timed like ``shlex.split``.
- ``keyword``: ``iskeyword``/``issoftkeyword`` and fresh copies of ``kwlist``/``softkwlist``
  (the host's lists are shared by the process).

Left out: ``shlex.shlex`` (a lexer object whose mutable attributes -- ``wordchars``,
``instream``, ``sourcehook`` -- steer host code; use ``shlex.split``) and ``html.entities``
(not reviewed yet). ``html.parser`` is guest Python (:mod:`.guesttext`).
"""

from __future__ import annotations

import html
import keyword
import shlex
from typing import Any

from ..guards.costmodel import costs
from ..guards.iterguard import charge
from ..runtime.builtins import make_builtin
from ..runtime.costs import check_time
from . import ModuleEnv, register, withhold

#: Host seconds per character of shlex's tokenizer and per entity of html.unescape (measured
#: about 1.8 µs and 0.5 µs on a desktop CPU; rounded up).
_SHLEX_CHAR_SECONDS = 3e-6
_ENTITY_SECONDS = 1.5e-6


def _plain(value: Any) -> Any:
    if isinstance(value, str) and type(value) is not str:
        return str.__str__(value)
    return value


@register("shlex", doc="Shell-like splitting and quoting (split, quote, join; no shlex "
                       "lexer class).",
          costs=costs(wrapped=("split", "quote", "join")))  # sized and step-charged inside
def build_shlex(env: ModuleEnv) -> dict[str, Any]:
    def split(s: Any, comments: Any = False, posix: Any = True) -> list[str]:
        """Split the string *s* using shell-like syntax."""
        s = _plain(s)
        if s is None:  # CPython 3.11 would read the process's standard input (3.12 refuses)
            raise ValueError("s argument must not be None")
        if type(s) is not str:  # a stream: shlex would read it in host code, unmetered
            raise TypeError(f"shlex.split() argument must be str in the sandbox, not "
                            f"{type(s).__name__} (read the text first)")
        ctx = env.ctx()
        charge(ctx, len(s))
        check_time(ctx, len(s) * _SHLEX_CHAR_SECONDS, "shlex.split")
        return shlex.split(s, comments, posix)

    def quote(s: Any) -> str:
        """Return a shell-escaped version of the string *s*."""
        s = _plain(s)
        if type(s) is str and len(s) > 4096:
            env.ctx().check_alloc(5 * len(s) + 2, "shlex.quote")
        return shlex.quote(s)

    def join(split_command: Any) -> str:
        """Return a shell-escaped string from *split_command*."""
        items = [_plain(x) for x in _items(env, split_command)]
        size = sum(5 * len(x) + 3 for x in items if type(x) is str)
        if size > 4096:
            env.ctx().check_alloc(size, "shlex.join")
        return " ".join(shlex.quote(x) for x in items)

    return {fn.__name__: make_builtin(fn.__name__, fn) for fn in (split, quote, join)}


withhold("shlex", {"shlex": "use shlex.split(text) for tokens"})


def _items(env: ModuleEnv, iterable: Any) -> list[Any]:
    """The items of a guest iterable, one step each."""
    ctx = env.ctx()
    out = []
    for item in iterable:
        charge(ctx, 1)
        out.append(item)
    return out


@register("html", doc="HTML escaping (escape and unescape; html.parser is its own module).",
          costs=costs(wrapped=("escape", "unescape")))  # sized (6x) and step-charged inside
def build_html(env: ModuleEnv) -> dict[str, Any]:
    def escape(s: Any, quote: Any = True) -> str:
        """Replace special characters "&", "<" and ">" to HTML-safe sequences."""
        s = _plain(s)
        if type(s) is str and len(s) > 4096:
            env.ctx().check_alloc(6 * len(s), "html.escape")
        return html.escape(s, quote)

    def unescape(s: Any) -> str:
        """Convert all named and numeric character references in the string *s*."""
        s = _plain(s)
        if type(s) is str and len(s) > 4096:
            entities = s.count("&")
            ctx = env.ctx()
            charge(ctx, entities)
            check_time(ctx, entities * _ENTITY_SECONDS, "html.unescape")
        return html.unescape(s)

    return {fn.__name__: make_builtin(fn.__name__, fn) for fn in (escape, unescape)}


@register("keyword", doc="Python keywords (iskeyword, issoftkeyword, kwlist, softkwlist).",
          costs=costs(constant=("iskeyword", "issoftkeyword")))  # one set lookup
def build_keyword(env: ModuleEnv) -> dict[str, Any]:
    def iskeyword(s: Any, /) -> bool:
        """Return whether *s* is a Python keyword."""
        return keyword.iskeyword(s)

    def issoftkeyword(s: Any, /) -> bool:
        """Return whether *s* is a Python soft keyword."""
        return keyword.issoftkeyword(s)

    return {"iskeyword": make_builtin("iskeyword", iskeyword),
            "issoftkeyword": make_builtin("issoftkeyword", issoftkeyword),
            "kwlist": list(keyword.kwlist), "softkwlist": list(keyword.softkwlist)}
