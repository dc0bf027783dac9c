"""Format strings that read attributes: ``str.format``/``format_map`` (bound, unbound, called by
host C code, on str subclasses), f-strings, ``%``, ``format()``, ``string.Template``,
``string.Formatter``, ``operator.attrgetter``/``methodcaller`` and ``getattr`` with computed
names. Each must read attributes through the access gate: the exact AttributeError naming the
refused attribute, and nothing after it runs.
"""

from __future__ import annotations

import pytest

from .harness import attr_refused, case, chain_links, ok, refused

STR_SUBCLASS_REASON = (
    "a guest subclass of str gets the REAL str.format/format_map: gate.OVERRIDES is keyed on "
    "the exact type, so _guest_instance_attr/_guest_class_attr/_super_attr return the host "
    "method, whose field lookup is CPython's getattr (reads __globals__, os.environ, paths)")

FIELDS = [
    case("string_formatter_attribute",
         "import string\nstring.Formatter().format('{0.__reduce_ex__}', 1)", "__reduce_ex__",
         needs="string"),
    case("string_formatter_function_globals",
         "import string\nstring.Formatter().format('{0.__globals__}', lambda: 0)",
         "__globals__", needs="string"),
    # (id, code, refused attribute)
    case("positional_class", "'{0.__reduce_ex__}'.format(1)", "__reduce_ex__"),
    case("auto_numbered", "'{.__reduce_ex__}'.format(1)", "__reduce_ex__"),
    case("keyword", "'{x.__reduce_ex__}'.format(x=1)", "__reduce_ex__"),
    case("chain_after_allowed", "'{0.real.__reduce_ex__}'.format(1)", "__reduce_ex__"),
    case("item_then_attr", "'{0[0].__reduce_ex__}'.format([1])", "__reduce_ex__"),
    case("mro_subclasses", "'{0.__class__.__subclasses__}'.format(1)", "__subclasses__"),
    case("builtin_self", "'{0.__self__}'.format(len)", "__self__"),
    case("sandbox_builtin_call_globals", "'{0.__call__.__globals__}'.format(print)",
         "__globals__"),
    case("guest_function_globals", "def f():\n    pass\n'{0.__globals__}'.format(f)",
         "__globals__"),
    case("guest_function_code", "def f():\n    pass\n'{0.__code__.co_consts}'.format(f)",
         "__code__"),
    case("guest_method_globals",
         "class A:\n    def m(self):\n        pass\n'{0.m.__func__.__globals__}'.format(A())",
         "__globals__"),
    case("init_globals", "class A:\n    pass\n'{0.__init__.__globals__}'.format(A())",
         "__globals__"),
    case("generator_frame", "'{0.gi_frame}'.format(x for x in [])", "gi_frame"),
    case("coroutine_frame", "async def c():\n    pass\nx = c()\n'{0.cr_frame}'.format(x)",
         "cr_frame"),
    case("traceback_frame",
         "try:\n    1/0\nexcept Exception as e:\n    err = e\n"
         "'{0.__traceback__.tb_frame.f_globals}'.format(err)", "tb_frame"),
    case("exception_dict", "'{0.__dict__}'.format(ValueError())", "__dict__"),
    case("type_dict", "'{0.__dict__}'.format(str)", "__dict__"),
    case("reduce_ex", "'{0.__reduce_ex__}'.format([])", "__reduce_ex__"),
    case("module_loader", "import json\n'{0.__loader__}'.format(json)", "__loader__",
         needs="json"),
    case("module_spec_origin", "import json\n'{0.__spec__.origin}'.format(json)", "__spec__",
         needs="json"),
    case("private_name", "def g():\n    yield 1\n'{0._frame}'.format(g())", "_frame"),
    case("nested_spec_field", "'{0:{1.__reduce_ex__}}'.format(1, 2)", "__reduce_ex__"),
    case("nested_spec_keyword", "'{0:{w.__reduce_ex__}}'.format(1, w=2)", "__reduce_ex__"),
    case("conversion_after_attr", "'{0.__reduce_ex__!r}'.format(1)", "__reduce_ex__"),
    case("format_map_dict", "'{a.__reduce_ex__}'.format_map({'a': 1})", "__reduce_ex__"),
    case("format_map_missing_hook",
         "class D(dict):\n    def __missing__(self, k):\n        return print\n"
         "'{x.__self__}'.format_map(D())", "__self__"),
    case("unbound_str_format", "str.format('{0.__reduce_ex__}', 1)", "__reduce_ex__"),
    case("unbound_str_format_map", "str.format_map('{a.__reduce_ex__}', {'a': 1})",
         "__reduce_ex__"),
    case("format_via_getattr", "getattr('{0.__reduce_ex__}', 'format')(1)", "__reduce_ex__"),
    case("format_via_type", "type('')('{0.__reduce_ex__}').format(1)", "__reduce_ex__"),
    case("format_called_by_map", "list(map('{0.__reduce_ex__}'.format, [1]))", "__reduce_ex__"),
    case("unbound_format_called_by_map", "list(map(str.format, ['{0.__reduce_ex__}'], [1]))",
         "__reduce_ex__"),
    case("format_called_by_sorted",
         "sorted([1, 2], key='{0.__reduce_ex__}'.format)", "__reduce_ex__"),
    case("format_method_stored_and_called_later",
         "f = '{0.__reduce_ex__}'.format\ng = [f][0]\ng(1)", "__reduce_ex__"),
    case("fstring_attr", "x = 1\nf'{x.__reduce_ex__}'", "__reduce_ex__"),
    case("fstring_nested_spec", "x = 1\nf'{x:{x.__reduce_ex__}}'", "__reduce_ex__"),
    case("fstring_generator_frame", "x = (i for i in [])\nf'{x.gi_frame}'", "gi_frame"),
    case("fstring_builtin_self", "f'{len.__self__}'", "__self__"),
    case("str_subclass_format", "class S(str):\n    pass\nS('{0.__reduce_ex__}').format(1)",
         "__reduce_ex__"),
    case("str_subclass_format_map",
         "class S(str):\n    pass\nS('{a.__reduce_ex__}').format_map({'a': 1})", "__reduce_ex__"),
    case("str_subclass_class_format",
         "class S(str):\n    pass\nS.format('{0.__reduce_ex__}', 1)", "__reduce_ex__"),
    case("str_subclass_super_format",
         "class S(str):\n    pass\nsuper(S, S('{0.__reduce_ex__}')).format(1)", "__reduce_ex__"),
    case("str_subclass_reads_host_globals",
         "class S(str):\n    pass\nS('{0.__call__.__globals__[__file__]}').format(print)",
         "__globals__"),
    case("str_subclass_reads_environment",
         "class S(str):\n    pass\n"
         "S('{0.__call__.__globals__[sys].modules[os].environ}').format(print)",
         "__globals__"),
]


@pytest.mark.parametrize(("code", "attr"), FIELDS)
def test_format_field_goes_through_the_gate(code: str, attr: str) -> None:
    attr_refused(code, chain_links(code, attr))


OTHER_FORMATTERS = [
    case("percent_formats_str_only", "'%(a)s' % {'a': print}", None),
    case("template_no_attribute_lookup",
         "import string\nstring.Template('$a.__reduce_ex__').substitute(a=1)", None,
         needs="string"),
    case("template_braced_dotted_name_is_invalid",
         "import string\nstring.Template('${a.__reduce_ex__}').substitute(a=1)", "ValueError",
         needs="string"),
    case("template_pattern_not_readable",
         "import string\nstring.Template('x').pattern", "AttributeError", needs="string"),
    case("template_subclass_refused",
         "import string\nclass T(string.Template):\n    idpattern = '[a-z_.]+'\n",
         "TypeError", needs="string"),
    case("template_delimiter_not_writable",
         "import string\nstring.Template.delimiter = '#'", "AttributeError", needs="string"),
    case("attrgetter", "import operator\noperator.attrgetter('__reduce_ex__')(1)",
         "AttributeError", needs="operator"),
    case("attrgetter_dotted", "import operator\noperator.attrgetter('real.__reduce_ex__')(1)",
         "AttributeError", needs="operator"),
    case("methodcaller_dunder", "import operator\noperator.methodcaller('__reduce_ex__', 2)([])",
         "AttributeError", needs="operator"),
    case("format_builtin_value_format", "format(print, '')", None),
]


@pytest.mark.parametrize(("code", "error"), OTHER_FORMATTERS)
def test_other_formatters(code: str, error: str | None) -> None:
    if error is None:
        result = ok(code)
        assert "__reduce_ex__'" not in str(result.value)
        assert "<class" not in str(result.value)
    else:
        refused(code, error)


def test_format_spec_from_guest_format_method_is_gated() -> None:
    attr_refused("class A:\n    def __format__(self, spec):\n"
                 "        return '{0.__reduce_ex__}'.format(spec)\nf'{A():x}'", "__reduce_ex__")


def test_format_error_messages_match_cpython() -> None:
    templates = ["{", "{0.}", "{0[}", "{!z}", "{0:{1:{2}}}", "{0.__reduce_ex__"]
    expected = []
    for t in templates:
        try:
            t.format(1, 2, 3)
        except Exception as e:  # noqa: BLE001 - CPython's own message is the reference
            expected.append(type(e).__name__ + ": " + str(e))
    result = ok(f"r = []\nfor t in {templates!r}:\n"
                "    try:\n        t.format(1, 2, 3)\n    except Exception as e:\n"
                "        r.append(type(e).__name__ + ': ' + str(e))\nr")
    assert result.value == expected
