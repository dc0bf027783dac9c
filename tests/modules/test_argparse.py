"""argparse (guest source): what CPython writes to stderr and stdout, and how it exits, for
errors and --help (the conformance cases compare parsing and the text itself)."""

from __future__ import annotations

import subprocess
import sys

from sandbox import GuestExit, Sandbox

PROGRAM = """import argparse
p = argparse.ArgumentParser(prog="tool", description="Count things.")
p.add_argument("name")
p.add_argument("--n", type=int, default=3, help="how many")
args = p.parse_args(ARGV)
print("parsed", args)
"""


def _cpython(argv: list[str]) -> tuple[str, str, int]:
    proc = subprocess.run([sys.executable, "-c", PROGRAM.replace("ARGV", repr(argv))],
                          capture_output=True, text=True, env={"COLUMNS": "80"})
    return proc.stdout, proc.stderr, proc.returncode


def test_errors_and_help_read_and_exit_as_cpython_s() -> None:
    for argv in (["x", "--n", "5"], ["x", "--n", "abc"], [], ["--help"], ["x", "--what"]):
        out, err, code = _cpython(argv)
        result = Sandbox().run_sync(PROGRAM.replace("ARGV", repr(argv)))
        assert (result.output, result.stderr) == (out, err), argv
        assert result.exit_code == code, (argv, result.error)
        if "parsed" in out:
            assert result.ok and not result.exited, result.error
        elif code == 0:  # --help: SystemExit(0) ends the run as a success
            assert result.ok and result.exited, result.error
        else:  # SystemExit(2) ends the run with a failing status
            error = result.error
            assert isinstance(error, GuestExit) and error.type_name == "SystemExit", (argv, error)
            assert str(error) == str(code), (argv, error)


def test_parse_args_without_a_list_reads_the_sandbox_argv() -> None:
    result = Sandbox().run_sync("import argparse, sys\np = argparse.ArgumentParser()\n"
                                "p.add_argument('--n', default='1')\n"
                                "print(sys.argv[1:], p.parse_args())")
    assert result.output == "[] Namespace(n='1')\n", result.error


def test_filetype_without_a_file_system_is_a_usage_error() -> None:
    # no virtual file system offered: open() refuses, and the parser reports it as CPython
    # reports a file it cannot open (usage, then the error, exit code 2)
    result = Sandbox().run_sync("import argparse\np = argparse.ArgumentParser(prog='t')\n"
                                "p.add_argument('f', type=argparse.FileType('r'))\n"
                                "p.parse_args(['/data/in.txt'])")
    assert result.error is not None and result.error.type_name == "SystemExit", result.error
    assert "t: error: argument f: can't open '/data/in.txt': " in result.stderr, result.stderr


def test_filetype_dash_for_reading_says_there_is_no_stdin() -> None:
    result = Sandbox().run_sync("import argparse\np = argparse.ArgumentParser(prog='t')\n"
                                "p.add_argument('f', type=argparse.FileType('r'))\n"
                                "p.parse_args(['-'])")
    assert "no standard input in the sandbox" in result.stderr, result.stderr
