"""``textwrap.TextWrapper`` for the guest: CPython's options, wrapped text sized first.

CPython's TextWrapper keeps its options as plain attributes that its methods read while they
work, so a guest could change them between the size check and the loop. The guest's
``TextWrapper`` therefore only *stores* the options (readable and settable by their CPython
names); each ``wrap``/``fill`` call reads them once, as plain values (a ``str``/``int``
subclass instance becomes its plain value, options that are flags become ``bool``), checks
the call with the same cost model as ``textwrap.wrap`` (:func:`.textmods._check_wrap`:
memory, steps and time), and runs a fresh host ``textwrap.TextWrapper`` built from those
values. Results are exactly CPython's. Guest code cannot subclass it (CPython's hooks such
as ``_split`` are host methods).
"""

from __future__ import annotations

import textwrap
from typing import Any

from ..runtime.context import current_ctx

_DEFAULTS: dict[str, Any] = {
    "width": 70, "initial_indent": "", "subsequent_indent": "", "expand_tabs": True,
    "replace_whitespace": True, "fix_sentence_endings": False, "break_long_words": True,
    "drop_whitespace": True, "break_on_hyphens": True, "tabsize": 8, "max_lines": None,
    "placeholder": " [...]"}
#: The options, which are also all of a TextWrapper's attributes (a saved state keeps them).
OPTION_NAMES = frozenset(_DEFAULTS)
_TEXT = frozenset({"initial_indent", "subsequent_indent", "placeholder"})
_NUMBERS = frozenset({"width", "tabsize", "max_lines"})


class _RunEnv:
    """What :func:`.textmods._check_wrap` needs of a ModuleEnv: the run in progress."""

    @staticmethod
    def ctx() -> Any:
        return current_ctx()


def _plain(name: str, value: Any) -> Any:
    if name in _TEXT:
        return str.__str__(value) if isinstance(value, str) and type(value) is not str \
            else value
    if name in _NUMBERS:
        return int.__index__(value) if isinstance(value, int) and type(value) is not int \
            else value
    return bool(value)


class TextWrapper:
    """Object for wrapping/filling text (CPython's textwrap.TextWrapper options)."""

    __sandbox_attrs__ = frozenset(_DEFAULTS) | {"wrap", "fill", "__doc__"}
    __sandbox_settable__ = frozenset(_DEFAULTS)

    def __init__(self, width: Any = 70, initial_indent: Any = "", subsequent_indent: Any = "",
                 expand_tabs: Any = True, replace_whitespace: Any = True,
                 fix_sentence_endings: Any = False, break_long_words: Any = True,
                 drop_whitespace: Any = True, break_on_hyphens: Any = True, tabsize: Any = 8,
                 *, max_lines: Any = None, placeholder: Any = " [...]") -> None:
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _sandbox_wrapper(self, text: Any, what: str) -> tuple[Any, textwrap.TextWrapper]:
        from .textmods import _check_wrap, _exact_str
        options = {name: _plain(name, getattr(self, name)) for name in _DEFAULTS}
        text = _exact_str(text)
        kw = {k: v for k, v in options.items() if k != "width"}
        _check_wrap(_RunEnv(), text, options["width"], kw, what)  # type: ignore[arg-type]
        return text, textwrap.TextWrapper(**options)

    def wrap(self, text: Any) -> list[str]:
        """Reformat the single paragraph in 'text' so it fits in lines of no more than
        'self.width' columns, and return a list of wrapped lines."""
        text, wrapper = self._sandbox_wrapper(text, "TextWrapper.wrap")
        return wrapper.wrap(text)

    def fill(self, text: Any) -> str:
        """Reformat the single paragraph in 'text' to fit in lines of no more than
        'self.width' columns, and return a new string containing the entire wrapped
        paragraph."""
        text, wrapper = self._sandbox_wrapper(text, "TextWrapper.fill")
        return wrapper.fill(text)


TextWrapper.__module__ = "textwrap"
