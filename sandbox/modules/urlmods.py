"""``urllib.parse`` for the guest (and ``urllib`` as its package): CPython's pure URL functions.

The functions are CPython's own, from a **private copy** of ``urllib.parse`` loaded for the
sandbox alone, with its two process-wide ``functools.lru_cache`` layers removed (``urlsplit``
and the quoter factory). A shared cache would keep up to 128 guest-chosen URLs (of any size)
alive in the host after the run, and hand one session's result objects to another. Without
the cache the functions do exactly what CPython's do; the result types (``ParseResult``,
``SplitResult``, ``DefragResult`` and their ``Bytes`` forms) are the private copy's
namedtuples, readable through the gate's table (fields, ``hostname``, ``port``,
``username``, ``password``, ``geturl``, ``encode``, ``_replace``, ``_asdict``, ``_fields``).

Size and time: every function is linear in its input. The ones whose *output* can be a
multiple of the input are sized before the call: ``quote``/``quote_plus``/``quote_from_bytes``
(up to 3 characters per byte), ``urlencode`` (the same, over every key and value; one step per
pair), ``parse_qs``/``parse_qsl`` (a tuple and two strings per field: sized by the number of
separators). A ``str`` subclass argument is read as its plain ``str`` value (its methods could
lie about it). Left out: the module's scheme lists (``uses_relative``...: mutable, shared) and
the deprecated ``splittype``-style helpers (removed in later Pythons; use ``urlsplit``).
"""

from __future__ import annotations

import importlib.util
from typing import Any

from ..guards.costmodel import costs, linear
from ..runtime import gate
from ..runtime.builtins import make_builtin
from . import ModuleEnv, register, withhold
from .funcmods import charge


def _private_copy() -> Any:
    spec = importlib.util.find_spec("urllib.parse")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.urlsplit = module.urlsplit.__wrapped__  # type: ignore[attr-defined]
    module._byte_quoter_factory = module._byte_quoter_factory.__wrapped__  # type: ignore
    return module


_up = _private_copy()
_FIELDS = {"_fields", "_replace", "_asdict", "count", "index", "geturl", "encode", "decode"}
_NETLOC = {"hostname", "port", "username", "password"}
for _cls, _extra in ((_up.SplitResult, _NETLOC), (_up.ParseResult, _NETLOC),
                     (_up.DefragResult, set()), (_up.SplitResultBytes, _NETLOC),
                     (_up.ParseResultBytes, _NETLOC), (_up.DefragResultBytes, set())):
    _cls.__module__ = "urllib.parse"
    gate.ALLOWED_ATTRS[_cls] = frozenset(_cls._fields) | frozenset(
        n for n in _FIELDS | _extra if hasattr(_cls, n))
    gate.GUEST_VISIBLE_TYPES.add(_cls)

#: The result tuples guest code gets (state export saves them by name and fields).
URL_RESULT_TYPES = frozenset({_up.SplitResult, _up.ParseResult, _up.DefragResult,
                              _up.SplitResultBytes, _up.ParseResultBytes,
                              _up.DefragResultBytes})

#: Pure functions handed out as they are (linear time, output no larger than the input).
_PLAIN = ("urlparse", "urlunparse", "urljoin", "urldefrag", "urlsplit", "urlunsplit",
          "unquote", "unquote_plus", "unquote_to_bytes")
#: Bytes of one parsed query field (a tuple, two small strs, a list slot).
_FIELD_BYTES = 160


def _plain(value: Any) -> Any:
    """A str or bytes subclass instance as the plain value (its methods could lie)."""
    if isinstance(value, str) and type(value) is not str:
        return str.__str__(value)
    if isinstance(value, bytes) and type(value) is not bytes:
        return bytes(value)
    return value


def _text_size(value: Any) -> int:
    """Bytes the quoted form of ``value`` can take, per input byte or character."""
    if type(value) is str:
        return len(value) * (3 if value.isascii() else 12)
    if type(value) in (bytes, bytearray):
        return 3 * len(value)
    return 0


withhold("urllib.parse", {
    **dict.fromkeys(["uses_relative", "uses_netloc", "uses_params", "uses_query",
                     "uses_fragment", "scheme_chars", "non_hierarchical"],
                    "the scheme lists are shared by the process; urljoin and urlsplit use "
                    "them"),
    **dict.fromkeys(["splittype", "splithost", "splituser", "splitpasswd", "splitport",
                     "splitnport", "splitquery", "splittag", "splitattr", "splitvalue",
                     "to_bytes", "unwrap"],
                    "deprecated helpers; use urlsplit() and its attributes"),
})


@register("urllib", doc="The urllib package: only urllib.parse.")
def build_urllib(env: ModuleEnv) -> dict[str, Any]:
    return {}


@register("urllib.parse", doc="URL parsing, joining, quoting and query strings (CPython's "
                              "urllib.parse, without its shared caches).",
          costs=costs(
              # splitting: one pass, a result no bigger than the arguments (C string
              # methods, about 15 ns a byte measured)
              {name: linear(ns=40, mem=2, note="one pass; the result is about the input")
               for name in ("urlparse", "urlsplit", "urlunparse", "urlunsplit", "urldefrag")},
              # joining resolves each dot segment in Python (~175 ns a byte measured) and
              # unquoting splits at each escape in Python (~400 ns a byte): rates with a
              # margin, so one call cannot run past the deadline
              # (peaks measured: ~25 bytes a byte joining, ~75 unquoting: lists of parts)
              urljoin=linear(ns=500, mem=40, note="dot segments resolved in Python code"),
              **{name: linear(ns=1000, mem=120, note="one Python step per escape")
                 for name in ("unquote", "unquote_plus", "unquote_to_bytes")},
              # quoting and query strings are sized (3x a byte) and step-charged inside
              wrapped=("quote", "quote_plus", "quote_from_bytes", "parse_qs", "parse_qsl",
                       "urlencode"),
              # the result classes are namedtuples of what they are given
              constant=("DefragResult", "DefragResultBytes", "ParseResult", "ParseResultBytes",
                        "SplitResult", "SplitResultBytes")))
def build_urllib_parse(env: ModuleEnv) -> dict[str, Any]:
    def check(nbytes: int, what: str) -> None:
        if nbytes > 65536:
            env.ctx().check_alloc(nbytes, what)

    def quote(string: Any, safe: Any = "/", encoding: Any = None, errors: Any = None) -> Any:
        string = _plain(string)
        check(_text_size(string), "urllib.parse.quote")
        return _up.quote(string, _plain(safe), encoding, errors)

    def quote_plus(string: Any, safe: Any = "", encoding: Any = None, errors: Any = None) -> Any:
        string = _plain(string)
        check(_text_size(string), "urllib.parse.quote_plus")
        return _up.quote_plus(string, _plain(safe), encoding, errors)

    def quote_from_bytes(bs: Any, safe: Any = "/") -> Any:
        bs = _plain(bs)
        check(_text_size(bs), "urllib.parse.quote_from_bytes")
        return _up.quote_from_bytes(bs, _plain(safe))

    def parse_qs(qs: Any, keep_blank_values: Any = False, strict_parsing: Any = False,
                 encoding: Any = "utf-8", errors: Any = "replace", max_num_fields: Any = None,
                 separator: Any = "&") -> Any:
        qs = _plain(qs)
        _check_fields(qs, separator, "urllib.parse.parse_qs")
        return _up.parse_qs(qs, keep_blank_values, strict_parsing, encoding, errors,
                            max_num_fields, separator)

    def parse_qsl(qs: Any, keep_blank_values: Any = False, strict_parsing: Any = False,
                  encoding: Any = "utf-8", errors: Any = "replace", max_num_fields: Any = None,
                  separator: Any = "&") -> Any:
        qs = _plain(qs)
        _check_fields(qs, separator, "urllib.parse.parse_qsl")
        return _up.parse_qsl(qs, keep_blank_values, strict_parsing, encoding, errors,
                             max_num_fields, separator)

    def _check_fields(qs: Any, separator: Any, what: str) -> None:
        if type(qs) in (str, bytes) and len(qs) > 4096 and type(separator) is type(qs) \
                and separator:
            charge(env.session.globals, len(qs) // 64)
            check(qs.count(separator) * _FIELD_BYTES + 2 * len(qs), what)

    def urlencode(query: Any, doseq: Any = False, safe: Any = "", encoding: Any = None,
                  errors: Any = None, quote_via: Any = None) -> str:
        size = 0
        pairs = query.items() if hasattr(query, "items") and type(query) is dict else query
        if type(pairs) in (list, tuple) or type(query) is dict:
            for pair in pairs:
                charge(env.session.globals)
                if type(pair) is tuple and len(pair) == 2:
                    key, value = pair
                    size += _text_size(key) + 1
                    if doseq and type(value) in (list, tuple):
                        size += sum(_text_size(v) + _text_size(key) + 2 for v in value)
                    else:
                        size += _text_size(value) + 1
        check(size, "urllib.parse.urlencode")
        return _up.urlencode(query, doseq, _plain(safe), encoding, errors,
                             quote_plus if quote_via is None else quote_via)

    ns: dict[str, Any] = {name: make_builtin(name, getattr(_up, name)) for name in _PLAIN}
    for fn in (quote, quote_plus, quote_from_bytes, parse_qs, parse_qsl, urlencode):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, getattr(_up, fn.__name__).__doc__)
    for cls in ("DefragResult", "ParseResult", "SplitResult", "DefragResultBytes",
                "ParseResultBytes", "SplitResultBytes"):
        ns[cls] = getattr(_up, cls)
    return ns
