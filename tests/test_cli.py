"""Tests for the command-line interface (``python -m sandbox``) and its REPL loop."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, "-m", "sandbox", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=60,
    )


# --- running programs -------------------------------------------------------------------


def test_c_print() -> None:
    p = run_cli("-c", "print('hello', 6 * 7)")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "hello 42\n"
    assert p.stderr == ""


def test_file_argument(tmp_path: Path) -> None:
    script = tmp_path / "prog.py"
    script.write_text("def sq(x):\n    return x * x\n\nprint([sq(i) for i in range(4)])\n")
    p = run_cli(str(script))
    assert p.returncode == 0, p.stderr
    assert p.stdout == "[0, 1, 4, 9]\n"


def test_non_tty_stdin_is_one_program() -> None:
    p = run_cli(stdin="x = 2\nif x:\n    print(x * 3)\nprint('done')\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "6\ndone\n"


def test_guest_error_exit_1_and_traceback() -> None:
    p = run_cli("-c", "print('before')\n1/0")
    assert p.returncode == 1
    assert p.stdout == "before\n"
    assert p.stderr.startswith("Traceback (most recent call last):\n")
    assert p.stderr.endswith("ZeroDivisionError: division by zero\n")


def test_guest_stderr_goes_to_stderr() -> None:
    p = run_cli("-c", "import sys\nprint('out')\nprint('err', file=sys.stderr)\n"
                      "sys.stderr.write('raw\\n')\nprint('end')")
    assert p.returncode == 0, p.stderr
    assert p.stdout == "out\nend\n"
    assert p.stderr == "err\nraw\n"


def test_json_has_stderr_apart() -> None:
    p = run_cli("--json", "-c", "import sys\nprint('out')\nprint('err', file=sys.stderr)")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["output"] == "out\n" and data["stderr"] == "err\n"
    assert p.stderr == ""


def test_syntax_error_exit_1() -> None:
    p = run_cli("-c", "def f(:\n    pass")
    assert p.returncode == 1
    assert "SyntaxError" in p.stderr


def test_json_success_shape() -> None:
    p = run_cli("--json", "-c", "print('hi')\n1 + 1")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert set(data) >= {"ok", "output", "value", "error", "stats"}
    assert data["ok"] is True
    assert data["output"] == "hi\n"
    assert data["value"] == 2 and data["value_repr"] is False  # plain data: as JSON
    assert data["error"] is None
    assert isinstance(data["stats"], dict)
    assert p.stdout.count("\n") == 1  # the JSON document and nothing else


def test_json_value_of_shared_nesting_is_bounded() -> None:
    p = run_cli("--json", "-c", "x = []\nfor i in range(40):\n    x = [x, x]\nx")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    value = data["value"]
    assert data["value_repr"] is True  # cut by a bound: its bounded text, flagged
    assert value.startswith("[" * 40) and value.rstrip("]").endswith("...")
    assert len(value) < 20_000


def test_json_value_of_a_guest_object_runs_no_guest_code() -> None:
    p = run_cli("--json", "-c", "class A:\n    def __repr__(self):\n        return 'A!'\n[A()]")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["value"] == "[<A object>]" and data["value_repr"] is True


def test_json_error_shape() -> None:
    p = run_cli("--json", "-c", "{}['missing']")
    assert p.returncode == 1
    data = json.loads(p.stdout)
    assert data["ok"] is False
    err = data["error"]
    assert set(err) >= {"type", "message", "traceback"}
    assert err["traceback"].endswith("KeyError: 'missing'\n")


def test_timeout_flag() -> None:
    p = run_cli("--timeout", "0.5", "--json", "-c", "while True:\n    pass")
    assert p.returncode == 1
    data = json.loads(p.stdout)
    assert data["error"]["type"] == "LimitExceeded"


def test_max_steps_flag() -> None:
    p = run_cli("--max-steps", "1000", "-c", "for i in range(10**6):\n    pass")
    assert p.returncode == 1
    assert "LimitExceeded" in p.stderr
    assert "step" in p.stderr


def test_max_recursion_flag() -> None:
    p = run_cli("--max-recursion", "50", "-c", "def f(n):\n    return f(n + 1)\nf(0)")
    assert p.returncode == 1
    assert p.stderr.strip()


def test_max_output_bytes_flag_caps_output() -> None:
    p = run_cli("--max-output-bytes", "1000", "-c", "for i in range(1000):\n    print('x' * 99)")
    # Output beyond the cap is cut (the run itself may continue or stop).
    assert len(p.stdout) < 5000
    assert p.stdout.startswith("x" * 99 + "\n")


def test_generous_flags_allow_normal_run() -> None:
    p = run_cli(
        "--timeout", "30", "--max-steps", "1000000", "--max-memory-mb", "256",
        "--max-output-bytes", "100000", "--max-recursion", "200",
        "-c", "print(sum(range(100)))",
    )  # fmt: skip
    assert p.returncode == 0, p.stderr
    assert p.stdout == "4950\n"


@pytest.mark.parametrize(
    "args",
    [
        ["--no-such-flag"],
        ["-c", "print(1)", "also_a_file.py"],
        ["does/not/exist.py"],
        ["--max-steps", "many", "-c", "1"],
    ],
)
def test_usage_errors_exit_2(args: list[str]) -> None:
    p = run_cli(*args)
    assert p.returncode == 2
    assert "usage" in p.stderr.lower() or "error" in p.stderr.lower()


def test_main_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    from sandbox.__main__ import main

    assert main(["-c", "print('in process')"]) == 0
    assert capsys.readouterr().out == "in process\n"


# --- the REPL loop ----------------------------------------------------------------------


def _repl(lines: list[str]) -> tuple[str, str]:
    from sandbox import Sandbox
    from sandbox.__main__ import repl

    out: list[str] = []
    err: list[str] = []
    assert repl(Sandbox().session(), lines, out.append, err.append) == 0
    return "".join(out), "".join(err)


def test_repl_session_persists() -> None:
    out, err = _repl(["x = 40", "x + 2", "y = x * 2", "print(y)"])
    assert err == ""
    assert out == "42\n80\n"


def test_repl_prints_repr_and_skips_none() -> None:
    out, err = _repl(["'a' + 'b'", "None", "[1, 'two']", "print('p')"])
    assert err == ""
    assert out == "'ab'\n[1, 'two']\np\n"


def test_repl_value_display_is_bounded() -> None:
    out, err = _repl(["x = []", "for i in range(40):", "    x = [x, x]", "", "x",
                      "'z' * 10 ** 7"])
    assert err == ""
    first, second = out.splitlines()
    assert first.startswith("[" * 40) and first.rstrip("]").endswith("...")
    assert second.startswith("'zzz") and second.endswith("zzz'") and len(second) <= 10_000
    assert "... [9,990,052 characters left out] ..." in second


def test_repl_multiline_block() -> None:
    lines = ["def f(a):", "    return a * 2", "", "f(21)", "for i in range(2):", "    print(i)", ""]
    out, err = _repl(lines)
    assert err == ""
    assert out == "42\n0\n1\n"


def test_repl_error_then_continues() -> None:
    out, err = _repl(["n = 1", "1/0", "n + 1"])
    assert "Traceback (most recent call last):" in err
    assert err.endswith("ZeroDivisionError: division by zero\n")
    assert out == "2\n"


def test_repl_guest_stderr_goes_to_err() -> None:
    out, err = _repl(["import sys", "print('o'); print('e', file=sys.stderr)", "1"])
    assert out == "o\n1\n"
    assert err == "e\n"


def test_repl_syntax_error_then_continues() -> None:
    out, err = _repl(["x = (1 +", "2)", "x", "1 +* 2", "x * 2"])
    assert out == "3\n6\n"
    assert "SyntaxError" in err


def test_repl_unfinished_block_at_eof_runs() -> None:
    out, err = _repl(["if True:", "    print('last')"])
    assert err == ""
    assert out == "last\n"


def test_repl_blank_lines_ignored() -> None:
    out, err = _repl(["", "   ", "7"])
    assert err == ""
    assert out == "7\n"


# --- --version, --json values, streaming ----------------------------------------------------


def test_version() -> None:
    import sandbox
    p = run_cli("--version")
    assert p.returncode == 0
    assert p.stdout == (f"sandbox {sandbox.__version__} (Python "
                        f"{'.'.join(map(str, sys.version_info[:3]))})\n")


@pytest.mark.parametrize(("code", "value", "is_repr"), [
    ("{'a': [1, 2.5, None, True], 'b': 'x'}", {"a": [1, 2.5, None, True], "b": "x"}, False),
    ("(1, (2, 3))", [1, [2, 3]], False),
    ("'text'", "text", False),
    ("{1, 2}", "{1, 2}", True),
    ("{1: 'a'}", "{1: 'a'}", True),
    ("b'xy'", "b'xy'", True),
    ("float('nan')", "nan", True),
    ("list(range(100_000))[:3]", [0, 1, 2], False),
])
def test_json_value_is_json_where_plain(code: str, value: object, is_repr: bool) -> None:
    p = run_cli("--json", "-c", code)
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["value"] == value and data["value_repr"] is is_repr


def test_json_value_too_long_is_its_bounded_text() -> None:
    p = run_cli("--json", "--max-output-bytes", "200", "-c", "list(range(10_000))")
    data = json.loads(p.stdout)
    assert data["value_repr"] is True and len(data["value"]) <= 200
    assert data["value"].startswith("[0, 1, 2") and data["value"].endswith("9998, 9999]")


def test_program_output_streams_before_the_run_ends() -> None:
    """The first line is readable while the run still waits (a pipe, read as it comes)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    code = "import asyncio\nprint('early')\nawait asyncio.sleep(60)\nprint('late')"
    proc = subprocess.Popen([sys.executable, "-m", "sandbox", "-c", code], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    with proc.stdout, proc.stderr:
        try:
            assert proc.stdout.readline() == b"early\n"  # printed while the run still goes
            assert proc.poll() is None
        finally:
            proc.kill()
            proc.wait()


# --- the REPL through a pseudo-terminal ---------------------------------------------------------

class Pty:
    """``python -m sandbox`` on a pseudo-terminal, read until expected text appears (the
    wall clock is a generous backstop only)."""

    BACKSTOP_S = 60.0

    def __init__(self, isolation: str = "inprocess") -> None:
        import pty
        env = dict(os.environ, TERM="dumb", SANDBOX_ISOLATION=isolation)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: the REPL, on the terminal
            os.chdir(ROOT)
            os.execvpe(sys.executable, [sys.executable, "-m", "sandbox"], env)
        self.pending = b""

    def until(self, text: bytes) -> str:
        """What the terminal shows up to and including ``text`` (its newlines are the
        terminal's CR LF)."""
        import select
        import time
        marker = text.replace(b"\n", b"\r\n")
        deadline = time.monotonic() + self.BACKSTOP_S
        while marker not in self.pending:
            ready, _, _ = select.select([self.fd], [], [], max(0.0, deadline - time.monotonic()))
            assert ready, f"no {marker!r} in {self.pending!r}"
            self.pending += os.read(self.fd, 65536)
        end = self.pending.index(marker) + len(marker)
        seen, self.pending = self.pending[:end], self.pending[end:]
        return seen.decode().replace("\r\n", "\n")

    def send(self, text: str) -> None:
        os.write(self.fd, text.encode())

    def line(self, text: str) -> str:
        """Type one line; what the terminal shows up to the next primary prompt."""
        self.send(text + "\n")
        return self.until(b">>> ")

    def close(self) -> int:
        self.send("\x04")  # Ctrl-D at the prompt
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)


@pytest.fixture
def term() -> Any:
    yield from _terminal("inprocess")


@pytest.fixture
def process_term() -> Any:
    """:func:`term` with the REPL's runs in a worker process (Ctrl-C is forwarded to it)."""
    from sandbox.isolation.choose import platform_problem
    if platform_problem() is not None:
        pytest.skip(f"process isolation is not available here: {platform_problem()}")
    yield from _terminal("process")


def _terminal(isolation: str) -> Any:
    if not sys.platform.startswith(("linux", "darwin")):
        pytest.skip("needs a POSIX pseudo-terminal")
    t = Pty(isolation)
    assert t.until(b">>> ").startswith("sandbox REPL")
    yield t
    if t.pid:
        try:
            os.kill(t.pid, 9)
            os.waitpid(t.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass


def test_pty_repl_values_and_underscore(term: Any) -> None:
    assert term.line("x = 6") == "x = 6\n>>> "
    assert term.line("x * 7") == "x * 7\n42\n>>> "
    assert term.line("_ + 1") == "_ + 1\n43\n>>> "
    assert term.line("[_] * 2") == "[_] * 2\n[43, 43]\n>>> "
    assert term.line("None") == "None\n>>> "
    assert term.line("_") == "_\n[43, 43]\n>>> "  # None is not shown and does not bind _
    assert term.close() == 0


def test_pty_repl_block_and_error(term: Any) -> None:
    term.send("def f(a):\n")
    assert term.until(b"... ") == "def f(a):\n... "
    term.send("    return a * 2\n")
    term.until(b"... ")
    assert term.line("") == "\n>>> "
    assert term.line("f(21)") == "f(21)\n42\n>>> "
    assert term.line("1 / 0") == ("1 / 0\nTraceback (most recent call last):\n"
                                  '  File "<sandbox>", line 1, in <module>\n    1 / 0\n'
                                  "    ~~^~~\nZeroDivisionError: division by zero\n>>> ")
    assert term.close() == 0


def test_pty_repl_streams_and_ctrl_c_ends_an_awaited_input(term: Any) -> None:
    _ctrl_c_ends_an_awaited_input(term)


def test_pty_ctrl_c_is_forwarded_to_the_worker(process_term: Any) -> None:
    # the worker stops the run itself (the same worker goes on, the hint is the same)
    _ctrl_c_ends_an_awaited_input(process_term)


def _ctrl_c_ends_an_awaited_input(term: Any) -> None:
    term.line("import asyncio")
    term.send("y = 1; print('first'); await asyncio.sleep(600)\n")
    assert term.until(b"first\n").endswith("first\n")  # shown while the run waits
    term.send("\x03")
    assert term.until(b">>> ").endswith("KeyboardInterrupt\n>>> ")
    # the interrupted input's assignments are undone, as after a breach, and the NameError
    # says so wherever the signal landed (in guest code or in the waiting loop)
    assert term.line("print(y)").endswith(
        "NameError: name 'y' is not defined (the previous run was interrupted, and its "
        "assignments were undone)\n>>> ")
    assert term.line("6 * 7") == "6 * 7\n42\n>>> "
    assert term.close() == 0


def test_pty_ctrl_c_in_a_loop_is_not_catchable(term: Any) -> None:
    _ctrl_c_in_a_loop_is_not_catchable(term)


def test_pty_ctrl_c_in_a_loop_is_not_catchable_in_the_worker(process_term: Any) -> None:
    _ctrl_c_in_a_loop_is_not_catchable(process_term)


def _ctrl_c_in_a_loop_is_not_catchable(term: Any) -> None:
    term.line("y = 2")
    for text in ("try:", "    y = 3; print('go')", "    while True: pass",
                 "except BaseException:", "    print('caught')"):
        term.send(text + "\n")
        term.until(b"... ")
    term.send("\n")
    term.until(b"go\n")
    term.send("\x03")
    assert term.until(b">>> ").endswith(
        'Traceback (most recent call last):\n  File "<sandbox>", line 3, in <module>\n'
        "    while True: pass\nKeyboardInterrupt\n>>> ")
    assert term.line("y") == "y\n2\n>>> "  # no guest handler ran; the assignment undone
    assert term.close() == 0
