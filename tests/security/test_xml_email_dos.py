"""The XML parser's and the email package's attack shapes (both are guest code, see
sandbox/modules/xmlmods.py and emailmods.py): entity expansion ("billion laughs", one big
entity referenced many times) is an ordinary ParseError before any memory is spent, an
external entity or DTD is never read (not from the virtual file system either), and inputs
built to make parsing or folding slow (deep nesting, huge attribute counts, huge headers,
thousands of MIME parts) are bounded by the run's limits: each case ends with its named
``LimitExceeded`` in a child process (``harness.check_dos``) or runs to completion within
its budget."""

from __future__ import annotations

from typing import Any

import pytest

from .harness import DosCase, case, check_dos, expect_guest_error, expect_limit, ok, run

STEPS = {"max_steps": 300_000}


def _c(case_id: str, code: str, limit: str | tuple[str, ...], **kwargs: Any) -> Any:
    limits = (limit,) if isinstance(limit, str) else limit
    kwargs.setdefault("prechecked", False)
    return case(case_id, DosCase(case_id, code, limits=limits, max_elapsed=8.0, **kwargs))


LAUGHS = ('<!DOCTYPE lolz [<!ENTITY lol "lol">'
          + "".join(f'<!ENTITY lol{i} "{("&lol%s;" % (i - 1 if i > 1 else "")) * 10}">'
                    for i in range(1, 10))
          + ']><lolz>&lol9;</lolz>')


def test_billion_laughs_is_a_parse_error() -> None:
    code = f"import xml.etree.ElementTree as ET\nET.fromstring({LAUGHS!r})"
    err = expect_guest_error(run(code), "ParseError", "amplification")
    assert err.message.startswith("limit on input amplification factor")


def test_billion_laughs_in_minidom_is_an_expat_error() -> None:
    code = f"from xml.dom import minidom\nminidom.parseString({LAUGHS!r})"
    expect_guest_error(run(code), "ExpatError", "amplification")


def test_quadratic_blowup_is_bounded() -> None:
    big = "x" * 100_000
    code = ("import xml.etree.ElementTree as ET\n"
            f"doc = '<!DOCTYPE d [<!ENTITY big \"{big}\">]><d>' + '&big;' * 50 + '</d>'\n"
            "ET.fromstring(doc)")
    expect_guest_error(run(code), "ParseError", "amplification")


def test_entities_within_the_bound_expand() -> None:
    result = ok("import xml.etree.ElementTree as ET\n"
                "ET.fromstring('<!DOCTYPE d [<!ENTITY a \"A&amp;\"><!ENTITY b \"&a;&a;\">]>"
                "<d x=\"&b;\">&b;</d>').attrib['x']")
    assert result.value == "A&A&"


def test_recursive_entities_are_refused() -> None:
    code = ("import xml.etree.ElementTree as ET\n"
            "ET.fromstring('<!DOCTYPE d [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><d>&a;</d>')")
    expect_guest_error(run(code), "ParseError", "recursive entity reference")


@pytest.mark.parametrize("doc", [
    '<!DOCTYPE d [<!ENTITY s SYSTEM "file:///tmp/xsecret/key.txt">]><d>&s;</d>',
    '<!DOCTYPE d [<!ENTITY s PUBLIC "-//x//y" "file:///tmp/xsecret/key.txt">]><d>&s;</d>',
    '<!DOCTYPE d [<!ENTITY % p SYSTEM "file:///tmp/xsecret/key.txt"> %p;]><d>&s;</d>',
])
def test_external_entities_are_never_read(doc: str) -> None:
    """Even with the file present in the session's virtual file system, an external entity
    is expat's "undefined entity" (as ElementTree reports it), and its text never appears."""
    code = ("import os, xml.etree.ElementTree as ET\n"
            "os.makedirs('/tmp/xsecret', exist_ok=True)\n"
            "open('/tmp/xsecret/key.txt', 'w').write('TOPSECRET')\n"
            f"try:\n    out = ET.fromstring({doc!r}).text\n"
            "except ET.ParseError as e:\n    out = str(e)\nout")
    result = ok(code)
    assert "TOPSECRET" not in repr(result.value)
    assert "undefined entity" in result.value


def test_an_external_dtd_is_not_fetched() -> None:
    result = ok("import xml.etree.ElementTree as ET\n"
                "ET.fromstring('<!DOCTYPE d SYSTEM \"http://example.com/evil.dtd\"><d>ok</d>')"
                ".text")
    assert result.value == "ok"


def test_deep_nesting_parses_and_iterates() -> None:
    """The parser keeps its own stack and iter()/itertext() walk with one (depth is data, as
    in CPython's C implementation); serialising recurses in guest code, so a tree deeper than
    the recursion limit ends the run with that limit."""
    deep = ("import xml.etree.ElementTree as ET\n"
            "root = ET.fromstring('<a>' * 20000 + 'x' + '</a>' * 20000)\n")
    assert ok(deep + "(sum(1 for _ in root.iter()), ''.join(root.itertext()), "
                     "len(root.findall('.//a')))").value == (20000, "x", 19999)
    expect_limit(run(deep + "ET.tostring(root)"), "max_recursion_depth")


CASES = [
    _c("xml_huge_attribute_count",
       "import xml.etree.ElementTree as ET\n"
       "ET.fromstring('<a ' + ' '.join(f'k{i}=\"{i}\"' for i in range(200000)) + '/>')",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("xml_many_elements_steps",
       "import xml.etree.ElementTree as ET\nET.fromstring('<r>' + '<i/>' * 10**6 + '</r>')",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("xml_slow_path_references",
       "import xml.etree.ElementTree as ET\nET.fromstring('<r>' + '&#65;' * 10**6 + '</r>')",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("xml_deep_nesting_memory",
       "import xml.etree.ElementTree as ET\nET.fromstring('<a>' * 10**7)",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("email_huge_header_fold",
       "from email.message import EmailMessage\nm = EmailMessage()\n"
       "m['Subject'] = ' '.join(['w'] * 10**6)\nm.as_string()",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("email_many_parts_parse",
       "import email\n"
       "raw = 'Content-Type: multipart/mixed; boundary=b\\n\\n' + '--b\\n\\nx\\n' * 10**5"
       " + '--b--\\n'\nemail.message_from_string(raw)",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("email_decode_header_flood",
       "from email.header import decode_header\n"
       "decode_header(' '.join(['=?utf-8?q?a?='] * 10**6))",
       ("max_steps", "max_memory_bytes"), sandbox_limits=STEPS),
    _c("email_nested_multipart",
       "import email\nraw = ''.join(f'Content-Type: multipart/mixed; boundary=b{i}\\n\\n--b{i}\\n'"
       " for i in range(3000))\nemail.message_from_string(raw)",
       ("max_steps", "max_memory_bytes", "max_recursion_depth"), sandbox_limits=STEPS,
       guest_refusals=(("RecursionError", "recursion"),)),
]


@pytest.mark.parametrize("dos", CASES)
def test_parser_dos(dos: DosCase, dos_outcomes: dict[str, dict[str, Any]]) -> None:
    check_dos(dos, dos_outcomes.get(dos.id))
