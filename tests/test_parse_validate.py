"""The front end: CPython's syntax errors verbatim, caps before parsing, validation that
reports every unsupported construct at once."""

from __future__ import annotations

import ast
import subprocess
import sys

import pytest

from sandbox import Limits, Sandbox, SandboxSyntaxError
from sandbox import validate as validate_module
from sandbox.parse import parse


@pytest.mark.parametrize("source", [
    "x = (", "def f(:\n    pass", "return 1", "break", "x = 1 +", "f(**)",
    "def f():\n    nonlocal x", "class A:\n  def f(self):\n pass", "a, b += 1",
    "print 'hi'", "x = [1, 2", "async def f():\n    yield from x",
])
def test_syntax_errors_read_like_cpython(source: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = Sandbox().run_sync(source)
    assert isinstance(result.error, SandboxSyntaxError)
    path = tmp_path / "prog.py"
    path.write_text(source)
    proc = subprocess.run([sys.executable, str(path)], capture_output=True, text=True)
    expected = proc.stderr.replace(f'"{path}"', '"<sandbox>"')
    assert result.error.traceback == expected


def test_top_level_await_is_accepted() -> None:
    parse("x = await f()", Limits())


def test_null_bytes_are_a_syntax_error() -> None:
    result = Sandbox().run_sync("x = 1\0")
    assert isinstance(result.error, SandboxSyntaxError)


def test_validation_lists_every_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(validate_module.UNSUPPORTED, ast.While, "'while' loops")
    tree = parse("while a:\n    pass\nx = 1\nwhile b:\n    pass\n", Limits())
    with pytest.raises(SandboxSyntaxError) as info:
        validate_module.validate(tree)
    text = info.value.traceback
    assert "line 1, column 1" in text and "line 4, column 1" in text
    assert "2 unsupported constructs" in text


def test_deep_expression_trees_are_refused_cleanly() -> None:
    result = Sandbox().run_sync("x = " + "+".join(["1"] * 5000))
    assert isinstance(result.error, SandboxSyntaxError)
    assert "nested too deeply" in result.error.message
