"""Denial of service by one huge operation: every case must end with ``LimitExceeded`` for
``max_memory_bytes`` (memory limit 64 MiB), reported *before* the object is built (the error
reports the size asked for: ``used > allowed``; a host ``MemoryError`` caught afterwards does
not count), within ``QUICK_S`` seconds, with the child process alive and its peak RSS within
the limit + 64 MiB.

Exceptions, documented per case: CPython's 4,300-digit cap on int/str conversion (a guest
``ValueError``) is accepted; operations that consume a huge or infinite iterator without
building anything (``sum``, ``any``, ``set`` of one value...) and operations whose result is
small but whose CPU cost is huge (``10 ** (10 ** 8)``, regex backtracking, comparing aliased
structures) must end with ``max_steps`` or ``timeout_s`` (or a memory refusal) within the run's
timeout; nesting deeper than the host can recurse may end with ``max_recursion_depth``.

All cases run in child processes (``harness.run_isolated``) under a 1 GiB address-space cap.
"""

from __future__ import annotations

from typing import Any

import pytest

from .harness import DosCase, case, check_dos

MEM = ("max_memory_bytes",)
CPU = ("max_steps", "timeout_s", "max_memory_bytes")
DEPTH = ("max_recursion_depth", "max_memory_bytes")
#: CPU-bound cases run with a 1 s timeout and must end within it (+0.8 s).
CPU_LIMITS = {"timeout_s": 1.0}
CPU_ELAPSED = 1.8
DIGITS = (("ValueError", "digits"),)  # CPython's 4,300-digit int/str conversion cap

# Reasons for the known gaps (grouped by root cause in the report).
NO_CHECK = "no size check before this operation builds its result: {}"
STR_METHODS = NO_CHECK.format("str/bytes padding, expandtabs, join, replace and hex/encode "
                              "are real C methods (builtins.py check_* cover only operators)")
FORMAT_METHOD = ("str.format/format_map widths are not checked: builtins._bound_format/"
                 "_unbound_format call safe_format without check_width")
PERCENT_S = "'%' formatting checks the width of numeric conversions only, not %s / bytes %"
INT_TEXT = ("bin()/hex()/format(int, 'b') of a big int are not sized (the 4300-digit cap is for "
            "decimal only)")
TO_BYTES = "int.to_bytes(length) is not sized"
BYTES_N = "bytes(n)/bytearray(n) are not sized"
ITER_MEM = ("list/tuple/sorted/bytes/... consuming a C iterator materialise in C with no step "
            "or size check: memory is only noticed (if at all) when the host runs out")
ITER_CPU = ("C consumers (sum/any/max/set/in/deque(maxlen)) of an infinite C iterator never "
            "return to the evaluator: no step charge, the timeout is never checked")
RANGE_MID = ("list()/str.split() of a 60 MB str or bytes builds 60 million items in one C call "
             "(under max_steps, so no step refusal): not sized")
REPR_ALIASED = ("repr/str/format of aliased nesting (x = [x, x] 30 times) walks 2**30 leaves "
                "in C: not sized, no timeout check")
CPU_POW = "int ** with a result under the memory limit can run for minutes (no cost bound)"
DUNDER_OPS = ("operator dunders called directly ('a'.__mul__(n), (1).__lshift__(n)...) "
              "bypass the compiled operators' check_mul/check_pow/check_lshift")
OPERATOR_MOD = "the operator module's functions bypass check_mul/check_pow/check_lshift/check_add"
JSON_ALIASED = ("json.dumps of aliased nesting is refused by the timeout after walking, "
                "not by its size estimate")
RANGE_STEPS = "range materialisation is refused by the step budget (max_steps), not sized"
TEXTWRAP = "textwrap.wrap/fill build one list item per chunk: not sized"
DECIMAL = "decimal context precision / 'f' formatting of huge exponents are not sized"
MATH_CPU = "math.factorial/comb below the memory limit run for a long time in C"
EXTEND = "list.extend / += of a list by itself is not sized"
ALIASED_CMP = "== / hash of aliased nesting visit 2**30 leaves in C with no timeout check"
PERCENT_STAR = "'%*d' / '%.*f' take the width from the argument tuple: not checked"
MATH_PROD = ("math.prod multiplies in C over its whole iterable: neither the product size nor "
             "the iterator length is bounded")
REDUCE_ADD = ("functools.reduce(operator.add, ...) concatenates strings in C: operator.add "
              "does not size str/bytes concatenation")
REGEX = ("catastrophic regex backtracking runs in C until done: no timeout inside re "
         "(THREAT_MODEL.md: work in progress)")
RE_LIST = ("re.findall/split build the whole match list in C before its size is checked "
           "(refused, but only after seconds)")


def _c(case_id: str, code: str, *, limits: tuple[str, ...] = MEM, xfail: str | None = None,
       needs: Any = None, **kwargs: Any) -> Any:
    return case(case_id, DosCase(case_id, code, limits=limits, **kwargs), xfail=xfail,
                needs=needs)


def _cpu(case_id: str, code: str, **kwargs: Any) -> Any:
    """A CPU-bound case: refused by steps/timeout/memory, or finished quickly."""
    kwargs.setdefault("max_elapsed", CPU_ELAPSED)
    return _c(case_id, code, limits=CPU, sandbox_limits=dict(CPU_LIMITS), may_succeed=True,
              **kwargs)


ALIASED = "x = []\nfor i in range(30):\n    x = [x, x]\n"
DEEP = "x = []\nfor i in range(100000):\n    x = [x]\n"

CASES = [
    # --- integers ---
    _c("pow_literal", "x = 10 ** 10 ** 9"),
    _c("pow_builtin", "pow(10, 10 ** 9)"),
    _c("pow_two", "x = 2 ** (2 ** 33)"),
    _c("pow_augmented", "x = 7\nx **= 10 ** 9"),
    _c("lshift", "x = 1 << 10 ** 10"),
    _c("lshift_augmented", "x = 1\nx <<= 10 ** 10"),
    _c("int_product", "x = 1 << (400 * 10 ** 6)\ny = x * x"),
    _cpu("pow_cpu_below_memory_limit", "x = 10 ** (10 ** 8)", xfail=CPU_POW),
    _c("int_str_huge", "str(10 ** 100000)", guest_refusals=DIGITS),
    _c("int_parse_huge", "int('9' * 10 ** 6)", guest_refusals=DIGITS),
    _c("percent_d_huge_int", "'%d' % (10 ** 100000)", guest_refusals=DIGITS),
    _c("fstring_huge_int", "f'{10 ** 100000}'", guest_refusals=DIGITS),
    _c("bin_big_int", "bin(1 << (400 * 10 ** 6))", xfail=INT_TEXT),
    _c("format_big_int_binary", "format(1 << (400 * 10 ** 6), 'b')", xfail=INT_TEXT),
    _c("to_bytes_huge", "(10 ** 6).to_bytes(10 ** 10, 'big')"),
    _c("to_bytes_mid", "(1).to_bytes(200 * 10 ** 6, 'little')"),
    # --- sequence repetition and concatenation ---
    _c("str_repeat", "'a' * 10 ** 10"),
    _c("str_repeat_reflected", "10 ** 10 * 'a'"),
    _c("list_repeat", "[0] * 10 ** 9"),
    _c("bytes_repeat", "b'a' * 10 ** 10"),
    _c("tuple_repeat", "(None,) * 10 ** 9"),
    _c("bytearray_repeat", "bytearray(b'a') * 10 ** 10"),
    _c("str_repeat_augmented", "x = 'ab'\nx *= 10 ** 10"),
    _c("list_repeat_augmented", "x = [1] * 1000\nx *= 10 ** 7"),
    _c("repeat_after_repeat", "[0] * 10 ** 5 * 10 ** 5"),
    _c("str_concat", "x = 'a' * 40_000_000\ny = x + x"),
    _c("list_concat", "x = [0] * 5_000_000\ny = x + x"),
    _c("list_iadd_self", "x = [0] * 5_000_000\nx += x"),
    _c("list_extend_self", "x = [0] * 5_000_000\nx.extend(x)", xfail=EXTEND),
    _c("sum_of_lists_quadratic", "sum([[0] * 1000] * 100000, [])", xfail=EXTEND),
    # --- join / replace / padding ---
    _c("str_join_huge", "x = 'a' * 10 ** 6\nx.join([x] * 2000)"),
    _c("str_join_mid", "''.join(['a' * 10 ** 6] * 100)"),
    _c("bytes_join_huge", "b''.join([b'a' * 10 ** 6] * 2000)"),
    _c("str_replace_huge", "('a' * 10 ** 5).replace('a', 'a' * 10 ** 5)"),
    _c("str_replace_mid", "('a' * 10 ** 4).replace('a', 'b' * 10 ** 4)"),
    _c("bytes_replace_huge", "(b'a' * 10 ** 5).replace(b'a', b'a' * 10 ** 5)"),
    _c("replace_empty_pattern", "x = 'a' * 10 ** 6\nx.replace('', x)"),
    _c("ljust", "'a'.ljust(10 ** 10)"),
    _c("rjust", "'a'.rjust(10 ** 10)"),
    _c("center", "'a'.center(10 ** 10)"),
    _c("zfill", "'a'.zfill(10 ** 10)"),
    _c("bytes_ljust", "b'a'.ljust(10 ** 10)"),
    _c("ljust_mid", "'a'.ljust(200 * 10 ** 6)"),
    _c("expandtabs", "('\\t' * 1000).expandtabs(10 ** 6)"),
    _c("bytes_expandtabs", "(b'\\t' * 1000).expandtabs(10 ** 6)"),
    _c("encode_utf32", "('a' * 20_000_000).encode('utf-32')", xfail=STR_METHODS),
    _c("bytes_hex", "(b'a' * 60_000_000).hex()", xfail=STR_METHODS),
    # --- format widths ---
    _c("format_method_width", "'{:>9999999999}'.format(1)"),
    _c("format_method_nested_width", "'{:>{}}'.format(1, 10 ** 10)"),
    _c("format_method_mid_width", "'{0:>200000000}'.format(1)"),
    _c("format_map_width", "'{a:>{w}}'.format_map({'a': 1, 'w': 10 ** 10})"),
    _c("format_unbound_width", "str.format('{:>9999999999}', 1)"),
    _c("format_zero_pad", "'{:09999999999}'.format(1)"),
    _c("format_precision", "'{:.999999999f}'.format(1.0)"),
    _c("fstring_width", "f'{1:>9999999999}'"),
    _c("fstring_nested_width", "w = 10 ** 10\nf'{1:>{w}}'"),
    _c("fstring_repr_width", "f'{\"a\"!r:>999999999}'"),
    _c("format_builtin_width", "format(1, '>9999999999')"),
    _c("format_dunder_width", "(1).__format__('>9999999999')", xfail=DUNDER_OPS),
    _c("percent_width", "'%9999999999d' % 1"),
    _c("percent_star_width", "'%*d' % (10 ** 9, 1)"),
    _c("percent_star_precision", "'%.*f' % (10 ** 9, 1.0)"),
    _c("percent_s_width_mid", "'%-200000000s' % 'a'", xfail=PERCENT_S),
    _c("bytes_percent_width", "b'%999999999d' % 1", xfail=PERCENT_S),
    # --- constructors ---
    _c("bytes_n", "bytes(10 ** 10)"),
    _c("bytearray_n", "bytearray(10 ** 10)"),
    _c("bytes_n_mid", "bytes(200 * 10 ** 6)"),
    _c("bytearray_n_mid", "bytearray(200 * 10 ** 6)"),
    # --- materialising ranges and iterators ---
    _c("list_range_huge", "list(range(10 ** 12))", xfail=RANGE_STEPS),
    _c("list_range_mid", "list(range(9_000_000))"),
    _c("tuple_range_mid", "tuple(range(9_000_000))"),
    _c("set_range_mid", "set(range(9_000_000))"),
    _c("dict_fromkeys_mid", "dict.fromkeys(range(9_000_000))"),
    _c("sorted_range_mid", "sorted(range(9_000_000))"),
    _c("star_unpack_range_mid", "[*range(9_000_000)]"),
    _c("list_of_str_mid", "list('a' * 60_000_000)", xfail=RANGE_MID),
    _c("list_of_bytes_mid", "list(b'a' * 60_000_000)", xfail=RANGE_MID),
    _c("str_split_mid", "('a' * 60_000_000).split('a')"),
    _c("list_infinite_c_iterator", "list(iter(int, 1))"),
    _c("sorted_infinite_c_iterator", "sorted(iter(int, 1))"),
    _c("list_enumerate_infinite", "list(enumerate(iter(int, 1)))", max_elapsed=3.0),
    _c("list_itertools_count", "import itertools\nlist(itertools.count())", needs="itertools",
       max_elapsed=3.0),
    _c("list_itertools_repeat", "import itertools\nlist(itertools.repeat(1))",
       needs="itertools", max_elapsed=8.0),
    _c("list_itertools_product", "import itertools\n"
       "list(itertools.product(range(100), repeat=10))", needs="itertools", max_elapsed=3.0),
    _c("join_itertools_repeat", "import itertools\n''.join(itertools.repeat('a', 10 ** 10))",
       needs="itertools", max_elapsed=8.0),
    _c("deque_itertools_count", "import collections, itertools\n"
       "collections.deque(itertools.count())", needs=["itertools", "collections"], max_elapsed=3.0),
    _cpu("sum_infinite_c_iterator", "sum(iter(int, 1))"),
    _cpu("set_infinite_c_iterator", "set(iter(int, 1))"),
    _cpu("contains_infinite_c_iterator", "1 in iter(int, 1)"),
    _cpu("deque_maxlen_infinite", "import collections\n"
         "collections.deque(iter(int, 1), maxlen=1)", needs="collections", xfail=ITER_CPU),
    _cpu("sum_itertools_count", "import itertools\nsum(itertools.count())", needs="itertools"),
    _cpu("all_itertools_repeat", "import itertools\nall(itertools.repeat(1))",
         needs="itertools"),
    _cpu("sum_range_huge", "sum(range(10 ** 12))"),
    _cpu("max_range_huge", "max(range(10 ** 12))"),
    # --- math, decimal ---
    _c("factorial_huge", "import math\nmath.factorial(10 ** 8)", needs="math"),
    _cpu("factorial_cpu", "import math\nmath.factorial(10 ** 7)", needs="math"),
    _c("comb_huge", "import math\nmath.comb(10 ** 10, 10 ** 9)", needs="math"),
    _cpu("comb_cpu", "import math\nmath.comb(10 ** 8, 5 * 10 ** 7)", needs="math"),
    _c("perm_huge", "import math\nmath.perm(10 ** 8)", needs="math"),
    _c("prod_huge", "import math\nmath.prod([1 << 10 ** 6] * 1000)", needs="math",
       xfail=MATH_PROD),
    _c("prod_infinite_iterator", "import math, itertools\n"
       "math.prod(itertools.repeat(2, 10 ** 9))", needs=["math", "itertools"], xfail=MATH_PROD),
    _c("decimal_precision", "import decimal\ndecimal.getcontext().prec = 999_999_999\n"
       "decimal.Decimal(1) / decimal.Decimal(3)", needs="decimal",
       guest_refusals=(("ValueError", "prec"),)),
    _c("decimal_format_f", "import decimal\nformat(decimal.Decimal('1e999999999'), 'f')",
       needs="decimal", xfail=DECIMAL),
    # --- json, repr, pprint ---
    _c("json_aliased", "import json\n" + ALIASED + "json.dumps(x)", needs="json",
       xfail=JSON_ALIASED),
    _c("json_indent", "import json\njson.dumps([1, 2], indent=10 ** 9)", needs="json"),
    _c("json_separators", "import json\njson.dumps([0] * 100, separators=(' ' * 10 ** 7, ':'))",
       needs="json"),
    _c("json_escaped_string", "import json\njson.dumps(['\\x00' * 20_000_000])", needs="json"),
    _c("json_deep", "import json\n" + DEEP + "json.dumps(x)", limits=DEPTH, needs="json"),
    _c("repr_aliased", ALIASED + "repr(x)", xfail=REPR_ALIASED),
    _c("print_aliased", ALIASED + "print(x)", xfail=REPR_ALIASED),
    _c("dict_aliased", "x = {}\nfor i in range(30):\n    x = {1: x, 2: x}\nrepr(x)",
       xfail=REPR_ALIASED),
    _c("str_of_wide_aliased", "x = [[0] * 10 ** 4] * 10 ** 4\nstr(x)", xfail=REPR_ALIASED),
    _c("pprint_aliased", "import pprint\n" + ALIASED + "pprint.pformat(x)", needs="pprint"),
    _c("repr_deep", DEEP + "repr(x)", limits=DEPTH),
    _cpu("compare_aliased", ALIASED + "y = []\nfor i in range(30):\n    y = [y, y]\nx == y",
         xfail=ALIASED_CMP),
    _cpu("hash_aliased", "x = ()\nfor i in range(30):\n    x = (x, x)\nhash(x)",
         xfail=ALIASED_CMP),
    # --- textwrap and other modules ---
    _c("textwrap_wrap", "import textwrap\ntextwrap.wrap('a' * 10 ** 7, width=1)",
       needs="textwrap", xfail=TEXTWRAP),
    _c("textwrap_fill", "import textwrap\ntextwrap.fill('a ' * 10 ** 7, width=3)",
       needs="textwrap", xfail=TEXTWRAP),
    _c("textwrap_indent", "import textwrap\ntextwrap.indent('a\\n' * 10 ** 6, ' ' * 100)",
       needs="textwrap"),
    _c("base64_encode", "import base64\nbase64.b64encode(b'a' * 60_000_000)", needs="base64"),
    _c("re_sub_expansion", "import re\nre.sub('', 'x' * 1000, 'a' * 10 ** 6)", needs="re"),
    _c("re_findall_many", "import re\nre.findall('', 'a' * 9_000_000)", needs="re",
       max_elapsed=8.0),
    _cpu("re_backtracking", "import re\nre.match('(a+)+$', 'a' * 40 + 'b')", needs="re"),
    _cpu("re_backtracking_alternation", "import re\nre.search('(a|aa)*c', 'a' * 60)",
         needs="re"),
    _cpu("re_backtracking_nested_quantifier", "import re\n"
         "re.fullmatch('(x+x+)+y', 'x' * 5000)", needs="re", max_elapsed=8.0),
    _c("struct_pack_pad", "import struct\nstruct.pack('9999999999x')", needs="struct"),
    _c("array_repeat", "import array\narray.array('b', [0]) * 10 ** 10", needs="array"),
    _c("stringio_seek_write", "import io\ns = io.StringIO()\ns.seek(10 ** 12)\ns.write('x')",
       needs="io"),
    _c("calendar_width", "import calendar\ncalendar.calendar(2020, 10 ** 8)",
       needs="calendar"),
    _c("csv_huge_row", "import csv, io\n"
       "csv.writer(io.StringIO()).writerow(['a' * 10 ** 6] * 1000)", needs=["csv", "io"]),
    _cpu("difflib_quadratic", "import difflib\n"
         "list(difflib.ndiff(['a'] * 10 ** 5, ['b'] * 10 ** 5))", needs="difflib"),
    # --- operators reached without the compiled operator ---
    _c("dunder_mul", "'a'.__mul__(10 ** 10)", xfail=DUNDER_OPS),
    _c("dunder_rmul", "'a'.__rmul__(10 ** 10)", xfail=DUNDER_OPS),
    _c("dunder_list_mul", "[0].__mul__(10 ** 9)", xfail=DUNDER_OPS),
    _c("dunder_imul", "[0].__imul__(10 ** 9)", guest_refusals=(("AttributeError", "__imul__"),)),
    _c("dunder_pow", "(10).__pow__(10 ** 9)", xfail=DUNDER_OPS),
    _c("dunder_lshift", "(1).__lshift__(10 ** 10)", xfail=DUNDER_OPS),
    _c("unbound_dunder_mul", "str.__mul__('a', 10 ** 10)", xfail=DUNDER_OPS),
    _c("operator_mul", "import operator\noperator.mul('a', 10 ** 10)", needs="operator"),
    _c("operator_pow", "import operator\noperator.pow(10, 10 ** 9)", needs="operator"),
    _c("operator_lshift", "import operator\noperator.lshift(1, 10 ** 10)", needs="operator"),
    _c("operator_imul", "import operator\noperator.imul([0], 10 ** 9)", needs="operator"),
    _c("reduce_operator_add", "import functools, operator\n"
       "functools.reduce(operator.add, ['a' * 10 ** 6] * 10 ** 4)",
       needs=["functools", "operator"], xfail=REDUCE_ADD),
]


@pytest.mark.parametrize("dos", CASES)
def test_single_huge_operation(dos: DosCase, dos_outcomes: dict[str, dict[str, Any]]) -> None:
    check_dos(dos, dos_outcomes.get(dos.id))
