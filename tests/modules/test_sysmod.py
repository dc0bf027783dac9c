"""The guest's sys: interpreter facts as CPython's, streams into the captured output, exit,
and withheld members that say what to use instead."""

from __future__ import annotations

import sys

import pytest

from sandbox import Limits, Sandbox
from sandbox.errors import LimitExceeded

from .differential import guest_error, same, sandbox_output


def test_facts_same_as_cpython() -> None:
    same("import sys\nprint(sys.version_info[:3], sys.version_info.major, sys.version_info >="
         " (3, 8), type(sys.version_info).__name__)\n"
         "print(sys.maxsize, sys.maxunicode, sys.byteorder, sys.hexversion, sys.version)\n"
         "print(sys.float_info.max, sys.float_info.dig, sys.float_info.epsilon,"
         " sys.int_info.bits_per_digit, sys.float_repr_style)\n"
         "print(sys.getsizeof(0) == sys.getsizeof(1), sys.getsizeof([], 5) > 0,"
         " sys.getdefaultencoding())\n"
         "try:\n    sys.exit('bye')\nexcept SystemExit as e:\n    print('exit', e.code)\n"
         "try:\n    sys.exit()\nexcept SystemExit as e:\n    print('exit', e.code)")


def test_stdout_and_stderr_write_into_the_captured_output_and_stderr() -> None:
    result = Sandbox().run_sync(
        "import sys, io, contextlib\nsys.stdout.write('a\\n')\n"
        "print('b', file=sys.stderr)\nsys.stderr.write('c\\n')\n"
        "buf = io.StringIO()\nwith contextlib.redirect_stdout(buf):\n"
        "    sys.stdout.write('hidden')\n    sys.stderr.write('d\\n')\n"
        "print(repr(buf.getvalue()), sys.stdout.writable(), sys.stdout.name,"
        " sys.stdout is sys.stdout)\nsys.stdout.writelines(['e\\n', 'f\\n'])")
    assert result.output == "a\n'hidden' True <stdout> True\ne\nf\n"
    assert result.stderr == "b\nc\nd\n"  # redirect_stdout leaves stderr alone


def test_argv_is_the_interactive_interpreters_and_the_sessions_own() -> None:
    sb = Sandbox()
    session = sb.session()
    assert session.run_sync("import sys\nsys.argv.append('x')\nsys.argv").value == ["", "x"]
    assert sb.run_sync("import sys\nsys.argv").value == [""]
    assert "x" not in sys.argv


def test_platform_is_the_guests_posix_whatever_the_host() -> None:
    assert Sandbox().run_sync("import sys, os\n(sys.platform, os.name, os.sep)").value == (
        "linux", "posix", "/")


def test_recursion_limit_is_the_runs_own() -> None:
    result = Sandbox(limits=Limits(max_recursion_depth=123)).run_sync(
        "import sys\nsys.getrecursionlimit()")
    assert result.value == 123


def test_implementation_and_encodings_as_cpython() -> None:
    same("import sys\ni = sys.implementation\n"
         "print(i.name, i.cache_tag, i.version, i.version == sys.version_info, i.hexversion)\n"
         "print(sys.getfilesystemencoding(), sys.getdefaultencoding())")


def test_implementation_is_the_sessions_own_and_names_no_host_platform() -> None:
    sb = Sandbox()
    first = sb.session()
    assert first.run_sync("import sys\nsys.implementation.name = 'x'\n"
                          "sys.implementation.name").value == "x"
    assert sb.run_sync("import sys\nsys.implementation.name").value == sys.implementation.name
    assert guest_error("import sys\nsys.implementation._multiarch").type_name == \
        "AttributeError"


def test_setrecursionlimit_checks_its_argument_and_keeps_the_runs_limit() -> None:
    # not differential: in CPython it would change this test process's own limit
    out = sandbox_output("import sys\nsys.setrecursionlimit(10_000)\n"
                         "class I(int):\n    def __int__(self):\n        return 0\n"
                         "sys.setrecursionlimit(I(5))\n"
                         "for bad in (0, -5, 2.5, '100', None, I(0)):\n    try:\n"
                         "        sys.setrecursionlimit(bad)\n"
                         "    except (TypeError, ValueError) as e:\n"
                         "        print(type(e).__name__, e)")
    low = "ValueError recursion limit must be greater or equal than 1\n"
    assert out == (low * 2 + "TypeError 'float' object cannot be interpreted as an integer\n"
                   "TypeError 'str' object cannot be interpreted as an integer\n"
                   "TypeError 'NoneType' object cannot be interpreted as an integer\n" + low)
    result = Sandbox(limits=Limits(max_recursion_depth=123)).run_sync(
        "import sys\nsys.setrecursionlimit(100_000)\nsys.getrecursionlimit()")
    assert result.value == 123


def test_uncaught_exit_ends_the_run_as_system_exit() -> None:
    result = Sandbox().run_sync("import sys\nprint('before')\nsys.exit(2)\nprint('after')")
    assert result.output == "before\n"
    assert result.error is not None and result.error.type_name == "SystemExit"  # type: ignore


def test_writelines_charges_a_step_per_line() -> None:
    result = Sandbox(limits=Limits(max_steps=5_000)).run_sync(
        "import sys\nsys.stdout.writelines('' for _ in range(100_000))")
    assert isinstance(result.error, LimitExceeded) and result.error.limit == "max_steps"


@pytest.mark.parametrize(("member", "hint"), [
    ("modules", "import statement"), ("path", "allowlist"), ("stdin", "no standard input"),
    ("_getframe", "no frame"),
])
def test_withheld_members_say_what_to_use(member: str, hint: str) -> None:
    err = guest_error(f"import sys\nsys.{member}")
    assert err.type_name == "AttributeError" and hint in err.message
    err = guest_error(f"from sys import {member}")
    assert err.type_name == "ImportError" and hint in err.message


def test_exc_info_is_the_handled_guest_exception() -> None:
    # the guest view of the traceback (no frames), and nothing outside an except block
    same("import sys\ntry:\n    1 / 0\nexcept ZeroDivisionError:\n"
         "    t, v, tb = sys.exc_info()\n    print(t.__name__, v, tb.tb_lineno, tb.tb_next)\n"
         "print(sys.exc_info(), sys.exception())")
    assert guest_error("import sys\ntry:\n    1 / 0\nexcept ZeroDivisionError:\n"
                       "    sys.exc_info()[2].tb_frame").type_name == "AttributeError"


@pytest.mark.parametrize("expr", ["sys.stdout._stdout", "sys.stdout.write.__self__",
                                  "sys.exit.__call__.__globals__",
                                  "sys.version_info.__reduce_ex__"])
def test_gate_refuses(expr: str) -> None:
    assert guest_error(f"import sys\n{expr}").type_name == "AttributeError"


def test_debug_constant() -> None:
    same("print(__debug__)\nif __debug__:\n    print('checks on')\nassert __debug__")
    result = Sandbox().run_sync("__debug__ = False")
    assert type(result.error).__name__ == "SandboxSyntaxError"
    assert "cannot assign to __debug__" in result.error.message  # type: ignore[union-attr]
