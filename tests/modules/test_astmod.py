"""ast.literal_eval in the sandbox: CPython's results, and the bounds checked before the
parse (size, memory, time, nesting)."""

from __future__ import annotations

import pytest

from .differential import guest_error, limit_error, same


def test_literals_match_cpython() -> None:
    same("import ast\n"
         "print(ast.literal_eval(\"{'a': [1, 2.5, -3, 1-2j], 'b': (None, True, b'x'),\"\n"
         "                       \" 'c': set()}\"))\n"
         "print(ast.literal_eval(repr(list(range(2000)))) == list(range(2000)))\n"
         "print(ast.literal_eval('[' * 99 + ']' * 99))")


@pytest.mark.parametrize("text", [
    "'[' * 100_000 + ']' * 100_000",  # brackets: refused by the tokenizer's count
    "'-' * 200_000 + '1'",  # unary chain: CPython's parser raises MemoryError
    "'1+' * 200_000 + '1'",  # operator chain: CPython raises RecursionError
    "'not ' * 50_000 + 'x'",
    "'(' * 150 + '1' + ')' * 150",  # deeper than Limits.max_nesting_depth
])
def test_deep_nesting_is_a_clean_guest_error(text: str) -> None:
    err = guest_error(f"import ast\nast.literal_eval({text})")
    assert "SyntaxError" in err.traceback
    assert "nested too deeply" in err.traceback


def test_nesting_follows_the_limit() -> None:
    same("import ast\nprint(ast.literal_eval('(' * 150 + '1' + ')' * 150))",
         max_nesting_depth=200)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    same("import ast\nprint(len(ast.literal_eval(repr('[' * 5000))))")


def test_text_past_the_source_limit_is_refused() -> None:
    err = limit_error("import ast\nast.literal_eval('[' + '1,' * 20_000 + ']')",
                      max_source_bytes=10_000)
    assert err.limit == "max_source_bytes"


def test_memory_is_checked_before_the_parse() -> None:
    # 100,000 elements: CPython's AST for them takes about 100 MB, refused at 32 MB
    err = limit_error("import ast\nast.literal_eval('[' + '0,' * 100_000 + ']')",
                      max_memory_bytes=32 << 20)
    assert err.limit == "max_memory_bytes"


def test_parse_time_is_charged_as_steps() -> None:
    err = limit_error("import ast\nfor _ in range(50):\n"
                      "    ast.literal_eval('[' + '0,' * 20_000 + ']')", max_steps=100_000)
    assert err.limit in ("max_steps", "timeout_s")


def test_non_string_arguments_are_malformed() -> None:
    same("import ast\nclass C:\n    pass\n"
         "for v in (5, b'1', None):\n    try:\n        ast.literal_eval(v)\n"
         "    except ValueError as e:\n        print(e)\n"
         "try:\n    ast.literal_eval(C())\nexcept ValueError as e:\n"
         "    print(str(e).split(':')[0])")


def test_the_rest_of_ast_is_withheld_with_advice() -> None:
    err = guest_error("import ast\nast.parse('1')")
    assert "ast.literal_eval" in err.traceback
