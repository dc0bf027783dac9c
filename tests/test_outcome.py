"""How a run ends when the program exits itself (``sys.exit``, ``exit``, ``quit``, ``raise
SystemExit``): as CPython's interpreter ends (status 0 is a success, any other status an error
carrying it, a code that is no int written to stderr with status 1), in both isolation modes,
across a pause and resume, and through the CLI and its REPL."""

from __future__ import annotations

import subprocess
import sys

import pytest

from sandbox import GuestError, GuestExit, LimitExceeded, Limits, RunResult, Sandbox, Tool
from sandbox.isolation.choose import platform_problem
from sandbox.isolation.remote import MalformedMessage, rebuild_error
from sandbox.state.pause import Paused


@pytest.fixture(params=["inprocess", "process"], ids=["inproc", "process"])
def isolation(request: pytest.FixtureRequest) -> str:
    mode = str(request.param)
    if mode == "process" and platform_problem() is not None:
        pytest.skip(f"process isolation is not available here: {platform_problem()}")
    return mode


def sandbox(isolation: str, tools: object = None) -> Sandbox:
    return Sandbox(tools, Limits(timeout_s=20), isolation=isolation,  # type: ignore[arg-type]
                   pool={"warm": 0, "max_workers": 2} if isolation == "process" else None)


#: Programs that end themselves, each with (stdout, stderr, status) as CPython gives them
#: (checked against a real interpreter in test_statuses_match_a_real_interpreter).
EXITS = {
    "print('a')\nimport sys\nsys.exit()\nprint('b')": ("a\n", "", 0),
    "import sys\nsys.exit(0)": ("", "", 0),
    "import sys\nsys.exit(None)": ("", "", 0),
    "import sys\nsys.exit(False)": ("", "", 0),
    "exit()": ("", "", 0),
    "quit(0)": ("", "", 0),
    "raise SystemExit": ("", "", 0),
    "import sys\nsys.exit(3)": ("", "", 3),
    "exit(4)": ("", "", 4),
    "quit(5)": ("", "", 5),
    "raise SystemExit(2)": ("", "", 2),
    "import sys\nsys.exit(True)": ("", "", 1),
    "import sys\nsys.exit('bye')": ("", "bye\n", 1),
    "import sys\nsys.exit('')": ("", "\n", 1),
    "raise SystemExit(1, 2)": ("", "(1, 2)\n", 1),
    "import sys\nsys.exit([1, 'x'])": ("", "[1, 'x']\n", 1),
    "class Code(int):\n    pass\nraise SystemExit(Code(6))": ("", "", 6),
    "class E(SystemExit):\n    pass\nraise E(7)": ("", "", 7),
    "e = SystemExit(1)\ne.code = 8\nraise e": ("", "", 8),
    "e = SystemExit(9)\ne.code = None\nraise e": ("", "", 0),
    # reading code fails: CPython writes the exception itself
    "class E(SystemExit):\n    @property\n    def code(self):\n        raise ValueError\n"
    "raise E('shown')": ("", "shown\n", 1),
    "try:\n    exit(4)\nfinally:\n    print('fin')": ("fin\n", "", 4),
    "try:\n    exit(4)\nexcept SystemExit as e:\n    print('caught', e.code)\n"
    "print('on')": ("caught 4\non\n", "", 0),
    "import asyncio\nasync def main():\n    exit(6)\nasyncio.run(main())": ("", "", 6),
    "async def main():\n    exit(6)\nawait main()": ("", "", 6),
}


@pytest.mark.parametrize("code", list(EXITS), ids=range(len(EXITS)))
def test_an_exit_ends_the_run_as_cpython_ends(code: str, isolation: str) -> None:
    out, err, status = EXITS[code]
    result = sandbox(isolation).session().run_sync(code)
    assert (result.output, result.stderr, result.exit_code) == (out, err, status), result
    caught = "except SystemExit" in code
    assert result.exited is not caught
    if status == 0:
        assert result.ok and result.error is None and result.value is None
        assert result.check() is result
    else:
        error = result.error
        assert isinstance(error, GuestExit) and isinstance(error, GuestError), error
        assert error.exit_code == status and not result.ok
        assert error.traceback.startswith("Traceback (most recent call last):\n")
        with pytest.raises(GuestExit):
            result.check()
    summary = result.to_dict()
    assert (summary["ok"], summary["exit_code"], summary["exited"]) == (status == 0, status,
                                                                       not caught)
    if status:
        assert summary["error"]["exit_code"] == status
        assert summary["error"]["type_name"] in ("SystemExit", "E")


def test_statuses_match_a_real_interpreter() -> None:
    for code, (out, err, status) in EXITS.items():
        if "await main()" in code:  # top-level await: the sandbox's (IPython's) extension
            continue
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              timeout=60)
        assert (proc.stdout, proc.stderr, proc.returncode) == (out, err, status & 0xFF), code


def test_statuses_outside_a_c_int_are_cpython_s() -> None:
    # CPython reads the code as a C long (-1 when it does not fit) and exits with its C int
    run = Sandbox().run_sync
    assert run("raise SystemExit(2 ** 70)").exit_code == -1
    assert run("raise SystemExit(2 ** 40 + 5)").exit_code == 5
    assert run("raise SystemExit(-3)").exit_code == -3
    assert run("raise SystemExit(256)").exit_code == 256  # a shell sees 0 (the low 8 bits)


def test_other_ends_have_the_status_cpython_would_give() -> None:
    run = Sandbox(limits=Limits(max_steps=1_000)).run_sync
    assert run("x = 1").exit_code == 0
    assert run("1 / 0").exit_code == 1
    assert run("def f(:\n    pass").exit_code == 1  # a syntax error
    breach = run("while True:\n    pass")
    assert isinstance(breach.error, LimitExceeded) and breach.exit_code is None
    assert not breach.exited


def test_globals_bound_before_the_exit_are_kept(isolation: str) -> None:
    session = sandbox(isolation).session()
    assert session.run_sync("x = 41\nexit()\nx = 0").ok
    assert session.run_sync("x + 1").value == 42
    assert not session.run_sync("y = 1\nexit(2)").ok
    assert session.run_sync("y").value == 1  # an error keeps what the run bound, too


def test_the_exit_status_crosses_a_pause_and_resume(isolation: str) -> None:
    def approve(message: str) -> bool:
        """Answered by the host."""

    box = sandbox(isolation, [Tool(approve, external=True)])
    progress = box.session().start_sync(
        "import sys\nok = approve('go?')\nprint('approved', ok)\nsys.exit(0 if ok else 3)")
    assert isinstance(progress, Paused)
    result = box.load_paused(progress.dump()).resume_sync(False)  # from its blob
    assert isinstance(result, RunResult)
    assert result.output == "approved False\n" and result.exited and result.exit_code == 3
    assert isinstance(result.error, GuestExit)
    result = progress.resume_sync(True)
    assert isinstance(result, RunResult)
    assert result.ok and result.exited and result.exit_code == 0


def test_a_thread_s_system_exit_ends_only_the_thread(isolation: str) -> None:
    result = sandbox(isolation).session().run_sync(
        "import threading, sys\n"
        "t = threading.Thread(target=sys.exit, args=(3,))\nt.start()\nt.join()\nprint('on')")
    assert result.ok and not result.exited and result.output == "on\n", result
    assert result.stderr == ""  # CPython's threading.excepthook ignores SystemExit


def test_a_forged_exit_status_from_a_worker_is_refused() -> None:
    base = {"cls": "GuestExit", "message": "3", "traceback": "SystemExit: 3\n", "cause": None}
    good = rebuild_error({**base, "attrs": {"type_name": "SystemExit", "exit_code": 3}})
    assert isinstance(good, GuestExit) and good.exit_code == 3
    for attrs in ({"type_name": "SystemExit"}, {"exit_code": "3"}, {"exit_code": 2 ** 40}):
        with pytest.raises(MalformedMessage):
            rebuild_error({**base, "attrs": attrs})


def test_the_cli_exits_with_the_program_s_status(tmp_path: object) -> None:
    from tests.test_cli import run_cli

    p = run_cli("-c", "print('a')\nimport sys\nsys.exit(5)")
    assert (p.returncode, p.stdout, p.stderr) == (5, "a\n", "")  # no traceback, as CPython
    p = run_cli("-c", "exit('bye')")
    assert (p.returncode, p.stdout, p.stderr) == (1, "", "bye\n")
    p = run_cli("-c", "exit()")
    assert (p.returncode, p.stderr) == (0, "")


def test_the_repl_ends_at_exit_with_its_status() -> None:
    from sandbox.__main__ import repl

    out: list[str] = []
    err: list[str] = []
    lines = ["x = 1", "print(x)", "exit(3)", "print('never')"]
    assert repl(Sandbox().session(), lines, out.append, err.append) == 3
    assert "".join(out) == "1\n" and "".join(err) == ""
    assert repl(Sandbox().session(), ["quit()", "print('never')"], out.append, err.append) == 0
    assert "".join(out) == "1\n"
