"""urllib.parse in the sandbox: differential tests against CPython, the private copy (no
process-wide cache), size checks and gate refusals."""

from __future__ import annotations

import urllib.parse

import pytest

from sandbox import Limits, Sandbox
from sandbox.errors import LimitExceeded

from .differential import guest_error, same

CASES = [
    "from urllib.parse import urlparse\n"
    "u = urlparse('https://user:pw@Example.COM:8443/a/b;p?q=1&r=two#frag')\n"
    "print(u)\nprint(u.hostname, u.port, u.username, u.password, u.geturl())\n"
    "print(u._replace(query='').geturl(), u._asdict(), u._fields, u[1], len(u))\n"
    "scheme, netloc, *rest = u\nprint(scheme, netloc, rest, u.encode())",
    "from urllib.parse import urlsplit, urlunsplit\n"
    "for url in ['http://[::1]:80/x?y#z', 'mailto:a@b.c', '//host/p', 'rel/path?q', '']:\n"
    "    s = urlsplit(url)\n    print(s, s.hostname, s.port, urlunsplit(s))",
    "from urllib.parse import urljoin\nbase = 'https://a.com/x/y/z?k=1'\n"
    "for ref in ['../w', '/abs', '//b.org/c', '?q=2', '#f', 'g/./h/../i', 'http://o/p', '']:\n"
    "    print(ref, '->', urljoin(base, ref))",
    "from urllib.parse import urlencode, quote\n"
    "print(urlencode({'q': 'café latte', 'n': 10, 'tags': ['a', 'b']}))\n"
    "print(urlencode({'tags': ['a b', 'c']}, doseq=True), urlencode([('a', 1), ('a', 2)]))\n"
    "print(urlencode({'x': 'y/z'}, safe='/', quote_via=quote), urlencode({b'k': b'v w'}))",
    "from urllib.parse import quote, quote_plus, unquote, unquote_plus, quote_from_bytes\n"
    "from urllib.parse import unquote_to_bytes\n"
    "print(quote('a b/c?d=é'), quote('a b', safe=''), quote('~x', safe=b'~'))\n"
    "print(quote_plus('a b&c=d'), quote('é', encoding='latin-1'), quote_from_bytes(b'\\x00/'))\n"
    "print(unquote('caf%C3%A9'), unquote_plus('a+b%20c'), unquote('%E9', encoding='latin-1'))\n"
    "print(unquote_to_bytes('%00%ff'), unquote('%zz'), quote(b'bytes here'))",
    "from urllib.parse import parse_qs, parse_qsl\n"
    "print(parse_qs('a=1&a=2&b=&c=3'), parse_qs('a=1&a=2&b=&c=3', keep_blank_values=True))\n"
    "print(parse_qsl('x=1;y=2', separator=';'), parse_qsl('k=%20v+w'))\n"
    "try:\n    parse_qs('a=1&b=2&c=3', max_num_fields=2)\n"
    "except ValueError as e:\n    print('ValueError', e)\n"
    "try:\n    parse_qsl('bad', strict_parsing=True)\nexcept ValueError as e:\n"
    "    print('ValueError', e)",
    "import urllib.parse\nfrom urllib.parse import urldefrag, ParseResult, SplitResult\n"
    "print(urldefrag('http://a/b#c'), urldefrag('http://a/b'))\n"
    "print(ParseResult('https', 'h', '/p', '', 'q=1', '').geturl(), SplitResult._fields)\n"
    "print(type(urllib.parse.urlparse('x')).__name__, isinstance(urllib.parse.urlparse('x'),"
    " tuple))\ntry:\n    urllib.parse.urlparse('http://h:99999/').port\n"
    "except ValueError as e:\n    print('ValueError', e)",
]


@pytest.mark.parametrize("src", CASES)
def test_same_as_cpython(src: str) -> None:
    same(src)


def test_the_host_cache_is_never_used() -> None:
    urllib.parse.urlsplit.cache_clear()
    before = urllib.parse.urlsplit.cache_info()
    result = Sandbox().run_sync("import urllib.parse as p\n"
                                "print(p.urlsplit('http://guest/' + 'x' * 1000).netloc,"
                                " p.urljoin('http://a/b', 'c'), p.quote('a b'))")
    assert result.output == "guest http://a/c a%20b\n"
    assert urllib.parse.urlsplit.cache_info() == before


@pytest.mark.parametrize(("src", "limit"), [
    ("p.quote('é' * 1_000_000)", 8_000_000),
    ("p.quote_plus('a' * 3_000_000)", 8_000_000),
    ("p.quote_from_bytes(b'\\xff' * 3_000_000)", 8_000_000),
    ("p.parse_qs('a=&' * 1_000_000, keep_blank_values=True)", 50_000_000),
    ("p.parse_qsl('a=1&' * 1_000_000)", 50_000_000),
    ("p.urlencode({'k': 'x y' * 2_000_000})", 15_000_000),
    ("p.urlencode({'k': ['é' * 500_000] * 4}, doseq=True)", 15_000_000),
])
def test_outputs_larger_than_the_input_are_sized_first(src: str, limit: int) -> None:
    result = Sandbox(limits=Limits(max_memory_bytes=limit)).run_sync(
        f"import urllib.parse as p\n{src}")
    assert isinstance(result.error, LimitExceeded), result.error
    assert result.error.limit == "max_memory_bytes"


def test_urlencode_charges_a_step_per_pair() -> None:
    result = Sandbox(limits=Limits(max_steps=20_000)).run_sync(
        "import urllib.parse as p\nd = dict.fromkeys(range(5000), 1)\n"
        "for _ in range(5):\n    p.urlencode(d)")
    assert isinstance(result.error, LimitExceeded) and result.error.limit == "max_steps"


@pytest.mark.parametrize("expr", [
    "p.urlparse('http://h/')._hostinfo", "p.urlparse('http://h/')._make",
    "p.urlparse.__call__.__globals__", "p.quote.__call__.__globals__",
    "p.ParseResult.__mro__", "p.urlparse('http://h/').__class__.__dict__",
])
def test_gate_refuses(expr: str) -> None:
    err = guest_error(f"import urllib.parse as p\n{expr}")
    assert err.type_name == "AttributeError", err.traceback


def test_withheld_members_say_what_to_use() -> None:
    err = guest_error("from urllib.parse import splittype")
    assert err.type_name == "ImportError" and "use urlsplit()" in err.message
    err = guest_error("import urllib.parse\nurllib.parse.uses_netloc.append('x')")
    assert err.type_name == "AttributeError" and "shared by the process" in err.message
    err = guest_error("import urllib.request")
    assert err.type_name == "ModuleNotFoundError"
