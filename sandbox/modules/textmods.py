"""Text modules for the guest: ``string``, ``textwrap``, ``difflib``, ``unicodedata`` here;
``re`` in :mod:`.textmods_re`; ``json`` and ``pprint`` in :mod:`.textmods_json`.

``textwrap.TextWrapper`` is in :mod:`.textwrapper`. Classes the guest instantiates itself
and that need the run's limits (``string.Template``,
``difflib.SequenceMatcher``, ``difflib.Differ``) are built once per session
(:mod:`.session_classes`: methods find the session's ModuleEnv through the class, never through
an attribute the guest could replace); their readable attributes are declared with
``__sandbox_attrs__`` (the gate's fallback for types not in ALLOWED_ATTRS), so per-session
classes never accumulate in the global tables. Guest code cannot subclass them (they are not
in ``runtime.classes.SUBCLASSABLE``).

``string.Formatter`` is guest Python (``guest/formatter.py``): its field lookups ``{0.attr}``
use the guest's getattr, so the gate applies. Left out on purpose: ``difflib.HtmlDiff`` and
``difflib.diff_bytes``, ``unicodedata.ucd_3_2_0``.
"""

from __future__ import annotations

import difflib
import re
import string
import textwrap
import types
import unicodedata
from collections import ChainMap
from typing import Any

from ..guards.compared import OwnMeter
from ..guards.containers import SCALARS
from ..guards.costmodel import WRAPPED, calls_back, costs, linear
from ..guards.iterguard import charge
from ..runtime import gate
from ..runtime.builtins import make_builtin
from ..runtime.costs import charge_ns, check_fits, check_time
from ..runtime.objects import guest_address
from ..runtime.reprs import guest_text
from . import ModuleEnv, guest_source, register
from . import textmods_json as _json  # noqa: F401 - registers json and pprint
from . import textmods_re as _re  # noqa: F401 - registers re
from .session_classes import env_of, session_class

_SENTINEL: Any = {}


# --- string ---------------------------------------------------------------------------------------

#: Class attributes that Template.substitute reads: an instance must not shadow them.
_TEMPLATE_PROTECTED = frozenset({"pattern", "delimiter", "idpattern", "braceidpattern", "flags"})


class _Template(string.Template):
    """A string class for supporting $-substitutions."""

    __sandbox_attrs__ = frozenset({"template", "substitute", "safe_substitute", "get_identifiers",
                                   "is_valid", "delimiter", "idpattern", "braceidpattern",
                                   "flags"})  # not ``pattern``: a real re.Pattern
    __sandbox_settable__ = frozenset({"template"})

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _TEMPLATE_PROTECTED:
            raise AttributeError(f"'Template' object attribute '{name}' is read-only")
        object.__setattr__(self, name, value)

    def substitute(self, mapping: Any = _SENTINEL, /, **kws: Any) -> str:
        return self._substitute(mapping, kws, safe=False)

    def safe_substitute(self, mapping: Any = _SENTINEL, /, **kws: Any) -> str:
        return self._substitute(mapping, kws, safe=True)

    def _substitute(self, mapping: Any, kws: dict[str, Any], safe: bool) -> str:
        # CPython's Template.substitute / safe_substitute, with the result sized as it grows.
        if mapping is _SENTINEL:
            mapping = kws
        elif kws:
            mapping = ChainMap(kws, mapping)
        ctx = env_of(self).ctx()
        lim = ctx.limits.max_memory_bytes
        template = self.template
        total = [str.__len__(template) if isinstance(template, str) else 0]

        # each placeholder is a Python call of convert (~1 us), and re.sub joins the pieces
        # (~3 ns an output byte): both charged as steps, the join as the output grows
        charge_ns(ctx, 1000 * str.count(template, str(self.delimiter))
                  if isinstance(template, str) else 0, "string.Template")
        unpaid = [0]

        def charge(text: str) -> str:
            size = str.__len__(text)
            total[0] += size
            if total[0] > lim:
                ctx.check_alloc(total[0], "string.Template")
            unpaid[0] += size
            if unpaid[0] >= _TEMPLATE_CHUNK:
                charge_ns(ctx, 3 * unpaid[0], "string.Template")
                unpaid[0] = 0
                check_fits(ctx, 2e-9 * total[0], "string.Template")  # (re.sub's join of it all)
            return text

        def convert(mo: Any) -> str:
            named = mo.group("named") or mo.group("braced")
            if named is not None:
                if safe:
                    try:
                        value = mapping[named]
                    except KeyError:
                        return str(mo.group())
                else:
                    value = mapping[named]
                return charge(guest_text(str(value), value))  # no host address in the text
            if mo.group("escaped") is not None:
                return charge(str(self.delimiter))
            if mo.group("invalid") is not None:
                if safe:
                    return str(mo.group())
                self._invalid(mo)  # type: ignore[attr-defined]
            raise ValueError("Unrecognized named group in pattern", self.pattern)
        return str(self.pattern.sub(convert, template))


#: Output bytes of Template.substitute charged at a time (a charge under 10 us is dropped).
_TEMPLATE_CHUNK = 1 << 20


#: The base of every session's string.Template (state export saves one by its text).
SESSION_TEMPLATE_BASE = _Template


def _capwords(s: Any, sep: Any = None) -> str:
    """Split the argument into words using split, capitalize each word using capitalize, and
    join the capitalized words using join."""
    return string.capwords(s, sep)


@register("string", doc="Common string constants, capwords, Template and Formatter (guest "
                        "code).",
          costs=costs(capwords=linear(mem=64, ns=300,  # the word list: ~40 bytes a byte
                                      note="split, capitalize, join (~90 ns a byte)"),
                      wrapped=("Template",)))
def build_string(env: ModuleEnv) -> dict[str, Any]:
    ns: dict[str, Any] = {name: getattr(string, name) for name in (
        "ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits",
        "octdigits", "punctuation", "printable", "whitespace")}
    ns["capwords"] = make_builtin("capwords", _capwords)
    ns["Template"] = session_class(_Template, env, "Template", "string")
    ns.update(env.run_source("string", guest_source("formatter.py"), {}))  # Formatter
    return ns


# --- textwrap -------------------------------------------------------------------------------------

def _exact_str(text: Any) -> Any:
    """A str subclass instance as an exact str (its own methods could lie about it)."""
    return str.__str__(text) if isinstance(text, str) and type(text) is not str else text


#: Bytes of one item of the lists textwrap builds (a list slot and a small str object).
_ITEM_BYTES = 64
#: Words shorter than this are not searched for: their quadratic breaking is bounded in bulk.
_LONG_WORD = 1000
#: Seconds textwrap's Python loop spends per chunk or line, and bytes its slicing copies per
#: second (calibrated on a desktop CPU, rounded up).
_CHUNK_SECONDS = 1.5e-6
_COPY_BYTES_PER_S = 4e9
_SEPARATORS = " \t\n\r\x0b\x0c-"
_LONG_WORD_RE = re.compile(rf"[^ \t\n\r\x0b\x0c-]{{{_LONG_WORD},}}")


def _wrap_cost(text: Any, width: Any, kw: dict[str, Any], max_lines: Any = None,
               ) -> tuple[int, int, int]:
    """Upper bounds of the bytes and the steps (Python loop iterations: chunks and lines)
    textwrap.wrap/fill take on ``text``, and the line width at which long words are broken
    (0: none are): CPython's textwrap splits the text into a list of chunks (words,
    whitespace, hyphenated parts), then builds one str per line."""
    if not isinstance(text, str):
        return 0, 0, 0
    n = len(text)
    tabsize = kw.get("tabsize", 8)
    if kw.get("expand_tabs", True) and isinstance(tabsize, int) and tabsize > 1:
        n += text.count("\t") * (tabsize - 1)
    indents = [_exact_str(kw.get(k, "")) for k in ("initial_indent", "subsequent_indent")]
    ind = max([len(i) if isinstance(i, str) else 0 for i in indents])
    placeholder = _exact_str(kw.get("placeholder", " [...]"))
    avail = max(width - ind if isinstance(width, int) else 1, 1)
    seps = sum(text.count(c) for c in _SEPARATORS)
    words = min(n, seps + 1)
    chunks = min(n, 2 * seps + 1)
    lines = min(n + 1, words + n // avail)
    if max_lines is None:
        max_lines = kw.get("max_lines")
    if isinstance(max_lines, int) and max_lines > 0:
        lines = min(lines, max_lines)
    nbytes = (3 * n + chunks * 8 + words * _ITEM_BYTES + lines * (_ITEM_BYTES + ind)
              + (len(placeholder) if isinstance(placeholder, str) else 0))
    breaks = kw.get("break_long_words", True) and n >= _LONG_WORD and lines > 1
    return nbytes, chunks + lines, avail if breaks else 0


def _break_copies(text: str, avail: int) -> int:
    """Upper bound of the characters textwrap copies breaking the words of ``text`` longer
    than ``avail``: it slices one line off a word at a time, copying the rest each time
    (quadratic in the word's length)."""
    copied = len(text) * _LONG_WORD // (2 * avail)  # every word shorter than _LONG_WORD
    for match in _LONG_WORD_RE.finditer(text):  # at most len(text) // _LONG_WORD of them
        length = match.end() - match.start()
        copied += length * length // (2 * avail)
    return copied


def _check_wrap(env: ModuleEnv, text: Any, width: Any, kw: dict[str, Any], what: str,
                max_lines: Any = None) -> None:
    """Refuse a textwrap call whose lists would not fit in memory or whose loop would run past
    the deadline (it runs in host code: no step or deadline check inside). The sizes come
    first: they are cheap, the search for long words is not."""
    nbytes, steps, avail = _wrap_cost(text, width, kw, max_lines)
    ctx = env.ctx()
    if nbytes > 4096:
        ctx.check_alloc(nbytes, what)
    charge(ctx, steps)
    seconds = steps * _CHUNK_SECONDS
    if avail:
        seconds += _break_copies(text, avail) / _COPY_BYTES_PER_S
    check_time(ctx, seconds, what)


@register("textwrap", doc="Text wrapping and filling (CPython's textwrap; TextWrapper options "
                          "are read once per call).",
          costs=costs(wrapped=("wrap", "fill", "shorten", "dedent", "TextWrapper"),
                      indent=calls_back(WRAPPED, 2, "predicate")))  # (called per line)
def build_textwrap(env: ModuleEnv) -> dict[str, Any]:
    def wrap(text: Any, width: Any = 70, **kwargs: Any) -> list[str]:
        """Wrap a single paragraph of text, returning a list of wrapped lines."""
        text = _exact_str(text)
        _check_wrap(env, text, width, kwargs, "textwrap.wrap")
        return textwrap.wrap(text, width, **kwargs)

    def fill(text: Any, width: Any = 70, **kwargs: Any) -> str:
        """Fill a single paragraph of text, returning a new string."""
        text = _exact_str(text)
        _check_wrap(env, text, width, kwargs, "textwrap.fill")
        return textwrap.fill(text, width, **kwargs)

    def shorten(text: Any, width: Any, **kwargs: Any) -> str:
        """Collapse and truncate the given text to fit in the given width."""
        text = _exact_str(text)
        # the whitespace is collapsed (a list of every word) before one line is wrapped
        _check_wrap(env, text, width, kwargs, "textwrap.shorten", max_lines=1)
        return textwrap.shorten(text, width, **kwargs)

    def dedent(text: Any) -> str:
        """Remove any common leading whitespace from every line in `text`."""
        text = _exact_str(text)
        if isinstance(text, str) and len(text) > 4096:  # a list of every line's margin
            env.ctx().check_alloc(2 * len(text) + (text.count("\n") + 1) * _ITEM_BYTES,
                                  "textwrap.dedent")
        return textwrap.dedent(text)

    def indent(text: Any, prefix: Any, predicate: Any = None) -> str:
        """Adds 'prefix' to the beginning of selected lines in 'text'."""
        text = _exact_str(text)
        prefix = _exact_str(prefix)
        if isinstance(text, str) and isinstance(prefix, str):
            env.ctx().check_alloc(len(text) + (text.count("\n") + 1) * len(prefix),
                                  "textwrap.indent")
        return textwrap.indent(text, prefix, predicate)

    from .textwrapper import TextWrapper
    return {"TextWrapper": TextWrapper, **{fn.__name__: make_builtin(fn.__name__, fn)
                                           for fn in (wrap, fill, shorten, dedent, indent)}}


# --- difflib --------------------------------------------------------------------------------------

class _Matcher(difflib.SequenceMatcher):
    """The host-side SequenceMatcher: checks the run's deadline as it works (its quadratic
    loops run in host code that the step counter does not see). Never handed to the guest."""

    def set_seq1(self, a: Any) -> None:
        env_of(self).ctx().check_deadline()
        super().set_seq1(a)

    def set_seq2(self, b: Any) -> None:
        ctx = env_of(self).ctx()
        ctx.check_deadline()
        _check_items_hashed(ctx, b)  # b2j: every item of b hashed, equal ones compared
        super().set_seq2(b)

    def quick_ratio(self) -> float:
        ctx = env_of(self).ctx()
        _check_items_hashed(ctx, self.a)  # type: ignore[attr-defined]
        _check_items_hashed(ctx, self.b)  # type: ignore[attr-defined]
        return super().quick_ratio()

    def find_longest_match(self, alo: int = 0, ahi: Any = None, blo: int = 0,
                           bhi: Any = None) -> Any:
        ctx = env_of(self).ctx()
        ctx.check_deadline()
        # one search visits, for each item of a[alo:ahi], every position of that item in b:
        # that many visits are charged (and refused past the deadline) before it starts
        a, b2j = self.a, self.b2j  # type: ignore[attr-defined]
        if type(a) in (str, list, tuple) and type(alo) is int and (ahi is None or
                                                                   type(ahi) is int):
            part = a[alo:ahi]
            _check_items_hashed(ctx, part)  # each looked up in b2j: hashed, then compared
            if len(part) > 64:
                visits = sum(len(b2j.get(x, ())) for x in part)
                charge_ns(ctx, visits * _NS_PER_VISIT, "difflib.SequenceMatcher")
        return super().find_longest_match(alo, ahi, blo, bhi)


def _check_items_hashed(ctx: Any, seq: Any) -> None:
    """The items of ``seq`` are about to be hashed into (or looked up in) a dict, an equal
    one compared: each nested item measured first (a tuple's hash and comparison walk it in
    C; two equal aliased tuples take ~2**depth visits). Text and flat items: a type test."""
    if type(seq) is str or not isinstance(seq, (list, tuple)) or \
            SCALARS.issuperset(map(type, seq)):
        return
    meter = OwnMeter(ctx, 1, "difflib.SequenceMatcher")
    for item in seq:
        meter.add(item)


#: Host time of one inner-loop visit of find_longest_match (a dict update in Python).
_NS_PER_VISIT = 150
_MATCHER_SERVICE = "difflib.SequenceMatcher"


class _SequenceMatcher:
    """SequenceMatcher is a flexible class for comparing pairs of sequences of any type, so
    long as the sequence elements are hashable."""

    __slots__ = ("_sm",)
    __sandbox_attrs__ = frozenset({"a", "b", "set_seqs", "set_seq1", "set_seq2",
                                   "find_longest_match", "get_matching_blocks", "get_opcodes",
                                   "get_grouped_opcodes", "ratio", "quick_ratio",
                                   "real_quick_ratio"})

    def __init__(self, isjunk: Any = None, a: Any = "", b: Any = "",
                 autojunk: Any = True) -> None:
        matcher = env_of(self).services[_MATCHER_SERVICE]
        self._sm = matcher(isjunk, a, b, autojunk)

    def _inner(self) -> _Matcher:
        sm = self._sm
        if not isinstance(sm, _Matcher):  # a guest subclass may have assigned _sm
            raise TypeError("SequenceMatcher is not initialised")
        return sm

    a = property(lambda self: self._inner().a)
    b = property(lambda self: self._inner().b)

    def set_seqs(self, a: Any, b: Any) -> None:
        self._inner().set_seqs(a, b)

    def set_seq1(self, a: Any) -> None:
        self._inner().set_seq1(a)

    def set_seq2(self, b: Any) -> None:
        self._inner().set_seq2(b)

    def find_longest_match(self, alo: int = 0, ahi: Any = None, blo: int = 0,
                           bhi: Any = None) -> Any:
        return self._inner().find_longest_match(alo, ahi, blo, bhi)

    def get_matching_blocks(self) -> list[Any]:
        return list(self._inner().get_matching_blocks())

    def get_opcodes(self) -> list[Any]:
        return list(self._inner().get_opcodes())

    def get_grouped_opcodes(self, n: int = 3) -> Any:
        return self._inner().get_grouped_opcodes(n)

    def ratio(self) -> float:
        return float(self._inner().ratio())

    def quick_ratio(self) -> float:
        return float(self._inner().quick_ratio())

    def real_quick_ratio(self) -> float:
        return float(self._inner().real_quick_ratio())

    def __repr__(self) -> str:
        return f"<difflib.SequenceMatcher object at {guest_address(self)}>"


# difflib.Match is a namedtuple: its fields and tuple methods.
gate.ALLOWED_ATTRS[difflib.Match] = frozenset({"a", "b", "size", "count", "index"})


def _rebind(fn: types.FunctionType, globals_: dict[str, Any]) -> types.FunctionType:
    """``fn`` with other globals (so difflib's helpers use the session's classes)."""
    new = types.FunctionType(fn.__code__, globals_, fn.__name__, fn.__defaults__,
                             fn.__closure__)
    new.__kwdefaults__ = fn.__kwdefaults__
    new.__doc__ = fn.__doc__
    return new


def _difflib_namespace(env: ModuleEnv) -> dict[str, Any]:
    g = dict(vars(difflib))
    matcher = session_class(_Matcher, env, "SequenceMatcher", "difflib")
    env.services[_MATCHER_SERVICE] = matcher
    differ_ns: dict[str, Any] = {"__sandbox_attrs__": frozenset({"compare"})}
    for name in ("compare", "_fancy_replace"):
        differ_ns[name] = _rebind(vars(difflib.Differ)[name], g)
    differ = session_class(difflib.Differ, env, "Differ", "difflib", differ_ns)
    g["SequenceMatcher"] = matcher
    g["Differ"] = differ
    facade = session_class(_SequenceMatcher, env, "SequenceMatcher", "difflib")
    ns: dict[str, Any] = {"SequenceMatcher": facade, "Differ": differ, "Match": difflib.Match}
    for name in ("get_close_matches", "unified_diff", "context_diff", "ndiff"):
        fn = _rebind(getattr(difflib, name), g)
        ns[name] = make_builtin(name, fn, fn.__doc__)
    for name in ("restore", "IS_LINE_JUNK", "IS_CHARACTER_JUNK"):
        fn = getattr(difflib, name)
        ns[name] = make_builtin(name, fn, fn.__doc__)
    return ns


@register("difflib", doc="Helpers for computing deltas (no HtmlDiff or diff_bytes).",
          costs=costs(
              # every matcher is the session's _Matcher, which charges each longest-match
              # search before it runs; restore is lazy, the junk predicates are one line
              wrapped=("get_close_matches", "unified_diff", "context_diff"),
              # the junk predicates are called on the guest's elements and lines
              SequenceMatcher=calls_back(WRAPPED, 0, "isjunk"),
              Differ=calls_back(WRAPPED, 0, 1, "linejunk", "charjunk"),
              ndiff=calls_back(WRAPPED, 2, 3, "linejunk", "charjunk"),
              constant=("Match", "restore", "IS_CHARACTER_JUNK"),
              IS_LINE_JUNK=linear(ns=200, note="one regex match over the line (~60 ns a byte)")))
def build_difflib(env: ModuleEnv) -> dict[str, Any]:
    return _difflib_namespace(env)


# --- unicodedata ----------------------------------------------------------------------------------

_UNICODEDATA_PURE = ("lookup", "name", "decimal", "digit", "numeric", "category",
                     "bidirectional", "combining", "east_asian_width", "mirrored",
                     "decomposition", "is_normalized")


#: Worst-case host ns a character of ``unicodedata.normalize`` (non-ASCII text), measured on
#: the characters with the longest compatibility decompositions (U+FDFA becomes 18 characters,
#: which NFKC then tries to compose: ~600-1300 ns a character; NFKD ~100-200, NFC/NFD of
#: combining sequences ~15-100; ASCII text is returned by the quick check and not charged).
_NORMALIZE_NS = {"NFKC": 600, "NFKD": 100, "NFC": 60, "NFD": 30}


@register("unicodedata", doc="The Unicode Character Database (pure functions).",
          costs=costs(constant=[n for n in _UNICODEDATA_PURE if n != "is_normalized"],
                      is_normalized=linear(ns=150, mem=4,  # a normalised copy
                                           note="one pass of the normaliser (~40 ns a byte)"),
                      wrapped=("normalize",)))
def build_unicodedata(env: ModuleEnv) -> dict[str, Any]:
    def normalize(form: Any, unistr: Any) -> str:
        """Return the normal form 'form' for the Unicode string unistr."""
        if isinstance(unistr, str) and not str.isascii(unistr):
            ctx = env.ctx()
            n = str.__len__(unistr)
            factor = 18 if isinstance(form, str) and str.startswith(form, "NFK") else 4
            ctx.check_alloc(factor * n, "unicodedata.normalize")
            if isinstance(form, str):  # (not a str: CPython's TypeError, before any work)
                charge_ns(ctx, _NORMALIZE_NS.get(form, 0) * n, "unicodedata.normalize")
        return unicodedata.normalize(form, unistr)

    ns: dict[str, Any] = {name: getattr(unicodedata, name) for name in _UNICODEDATA_PURE}
    ns["normalize"] = make_builtin("normalize", normalize)
    ns["unidata_version"] = unicodedata.unidata_version
    return ns
