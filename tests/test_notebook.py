"""The IPython extension (sandbox.notebook): magics in an InteractiveShell, and the example
notebook executed end to end in a real Jupyter kernel (nbclient + ipykernel). Every test of
the magics runs in both isolation modes (``%sandbox_isolation``; ids ``inproc``/``process``)."""

from __future__ import annotations

import _thread
import builtins
import copy
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output
from traitlets.config import Config

from sandbox import Limits, Sandbox, Session
from sandbox.errors import GuestError, LimitExceeded
from sandbox.notebook import SandboxCellError, SandboxInterrupted, get_session

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "examples" / "notebook.ipynb"


@pytest.fixture(scope="module")
def ip() -> Any:
    saved_hooks = sys.displayhook, sys.excepthook
    saved_main = sys.modules["__main__"]  # the shell installs its user module as __main__
    saved_builtins = dict(builtins.__dict__)
    config = Config()
    config.HistoryManager.enabled = False
    shell = InteractiveShell.instance(config=config)
    result = shell.run_cell("%load_ext sandbox")
    assert result.success
    yield shell
    InteractiveShell.clear_instance()
    sys.displayhook, sys.excepthook = saved_hooks
    sys.modules["__main__"] = saved_main
    for name in set(builtins.__dict__) - set(saved_builtins):
        del builtins.__dict__[name]
    builtins.__dict__.update(saved_builtins)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Each test of the magics (it takes ``ip``) runs once per isolation mode."""
    if "ip" in metafunc.fixturenames:
        metafunc.fixturenames.append("isolation")
        metafunc.parametrize("isolation", ["inprocess", "process"], ids=["inproc", "process"])


@pytest.fixture(autouse=True)
def fresh(request: pytest.FixtureRequest) -> None:
    if "ip" not in request.fixturenames:
        return
    ip = request.getfixturevalue("ip")
    ip.run_cell("%sandbox_reset --all")
    with capture_output():
        ip.run_cell(f"%sandbox_isolation {request.getfixturevalue('isolation')}")
    ip.user_ns.update(_tools_namespace())


def get_weather(city: str) -> dict:
    """Current weather for a city."""
    return {"city": city, "temp_c": 14}


async def search(query: str) -> list[str]:
    """Search the web."""
    import asyncio
    await asyncio.sleep(0.01)
    return [f"result for {query}"]


def _tools_namespace() -> dict[str, Any]:
    return {"tools": [get_weather, search], "tight": Limits(max_steps=1_000)}


def run(ip: Any, cell: str) -> tuple[Any, str, str]:
    """Run a cell; return (ExecutionResult, stdout, stderr)."""
    with capture_output() as captured:
        result = ip.run_cell(cell)
    return result, captured.stdout, captured.stderr


# --- the core package stays free of IPython --------------------------------------------------

def test_core_package_does_not_import_ipython() -> None:
    code = ("import sys, sandbox; from sandbox import Sandbox; Sandbox().session().run_sync('1')\n"
            "assert 'IPython' not in sys.modules and 'sandbox.notebook' not in sys.modules\n"
            "assert callable(sandbox.load_ipython_extension)")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


# --- %%sandbox ---------------------------------------------------------------------------------

def test_output_and_final_value(ip: Any) -> None:
    result, out, _ = run(ip, "%%sandbox --tools tools\nw = get_weather('Paris')\n"
                             "print('temp', w['temp_c'])\nhits = await search('x')\n"
                             "{'hits': hits, 'n': len(hits)}")
    assert result.success
    assert result.result == {"hits": ["result for x"], "n": 1}
    assert out.startswith("temp 14\n")
    assert "Out[" in out  # shown through IPython's display hook


def test_no_value_displays_nothing(ip: Any) -> None:
    result, out, _ = run(ip, "%%sandbox\nx = 1\nprint('done')")
    assert result.success and result.result is None
    assert out == "done\n"


def test_globals_persist_and_sessions_are_separate(ip: Any) -> None:
    assert run(ip, "%%sandbox\ncounter = 41")[0].success
    assert run(ip, "%%sandbox\ncounter += 1\ncounter")[0].result == 42
    result, out, _ = run(ip, "%%sandbox --session other\ncounter")
    assert isinstance(result.error_in_exec, SandboxCellError)
    assert "NameError: name 'counter' is not defined" in out
    assert run(ip, "%%sandbox --session other\ncounter = 'other'\ncounter")[0].result == "other"
    assert run(ip, "%%sandbox\ncounter")[0].result == 42


def test_underscore_is_the_last_displayed_value(ip: Any) -> None:
    """As IPython's display hook (and the REPL's) does, ``_`` is the last cell's value; a
    cell without a value leaves it, and a guest's own ``_`` shadows it."""
    assert run(ip, "%%sandbox\nclass P:\n    def __repr__(self): return 'P()'\nP()")[0].success
    assert run(ip, "%%sandbox\ntype(_).__name__")[0].result == "P"
    assert run(ip, "%%sandbox\n21")[0].result == 21
    assert run(ip, "%%sandbox\nx = 1")[0].success
    assert run(ip, "%%sandbox\n_ * 2")[0].result == 42
    assert run(ip, "%%sandbox\n_ = 'mine'\n7")[0].result == 7
    assert run(ip, "%%sandbox\n_")[0].result == "mine"


def test_generators_go_on_from_cell_to_cell(ip: Any) -> None:
    """A generator suspended in one cell is resumed by the next, as in CPython (every cell
    of a session runs in that session's one worker thread: greenlets never move between
    threads)."""
    run(ip, "%%sandbox\ndef numbers():\n    yield 1\n    yield 2\n"
            "g = numbers()\nsquares = (n * n for n in range(5))\n(next(g), next(squares))")
    assert run(ip, "%%sandbox\n(next(g), next(squares))")[0].result == (2, 1)
    result, out, _ = run(ip, "%%sandbox\n(next(g, 'done'), list(squares))")
    assert result.result == ("done", [4, 9, 16])


def test_output_is_live(ip: Any) -> None:
    """The guest's first print reaches the cell's stdout while the run is still going."""
    seen: list[bool] = []

    def probe() -> bool:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if "first" in sys.stdout.getvalue():  # the StringIO of capture_output
                seen.append(True)
                return True
            time.sleep(0.01)
        return False

    ip.user_ns["live_tools"] = [probe]
    result, out, _ = run(ip, "%%sandbox --tools live_tools\nprint('first')\nprobe()")
    assert result.result is True and seen == [True]
    assert out.startswith("first\n")


def test_guest_exception_shows_only_the_sandbox_traceback(ip: Any) -> None:
    result, out, err = run(ip, "%%sandbox\ndef f(d):\n    return d['temp']\n\nkept = 1\nf({})")
    error = result.error_in_exec
    assert not result.success
    assert isinstance(error, SandboxCellError) and isinstance(error.error, GuestError)
    assert str(error) == "KeyError: 'temp'"  # a front end's one-line summary
    assert out == (
        "Traceback (most recent call last):\n"
        '  File "<sandbox>", line 5, in <module>\n'
        "    f({})\n"
        '  File "<sandbox>", line 2, in f\n'
        "    return d['temp']\n"
        "           ~^^^^^^^^\n"
        "KeyError: 'temp'\n")
    assert err == ""
    assert run(ip, "%%sandbox\nkept")[0].result == 1  # a guest error keeps the globals


def test_tool_error_summary_is_the_error_line(ip: Any) -> None:
    def lookup(user_id: int) -> dict:
        raise KeyError(f"no user {user_id}")

    ip.user_ns["lookup_tools"] = [lookup]
    result, out, _ = run(ip, "%%sandbox --tools lookup_tools\nlookup(9)")
    assert str(result.error_in_exec) == "tool 'lookup' failed: KeyError: 'no user 9'"
    assert out.endswith('File "<tool>", line 1, in lookup\nKeyError: \'no user 9\'\n')


def test_syntax_error(ip: Any) -> None:
    result, out, _ = run(ip, "%%sandbox\nx = (1,")
    assert isinstance(result.error_in_exec, SandboxCellError)
    assert "SyntaxError" in out and "site-packages" not in out and "IPython" not in out


def test_limit_breach(ip: Any) -> None:
    result, out, _ = run(ip, "%%sandbox --limits tight\nn = 0\nwhile True:\n    n += 1")
    error = result.error_in_exec
    assert isinstance(error, SandboxCellError) and isinstance(error.error, LimitExceeded)
    assert error.error.limit == "max_steps"
    assert out.strip() == ("Traceback (most recent call last):\n"
                           '  File "<sandbox>", line 2, in <module>\n'
                           "    while True:\n"
                           "LimitExceeded: step limit exceeded: 1,001 steps (limit 1,000) "
                           "while running line 2")


def test_out_binds_the_run_result(ip: Any) -> None:
    run(ip, "%%sandbox --out ok_result\nprint('hi')\n6 * 7")
    ok = ip.user_ns["ok_result"]
    assert ok.ok and ok.value == 42 and ok.output == "hi\n"
    run(ip, "%%sandbox --out bad_result\n1/0")
    bad = ip.user_ns["bad_result"]
    assert not bad.ok and bad.error.type_name == "ZeroDivisionError"


def test_inputs(ip: Any) -> None:
    ip.user_ns["params"] = {"cities": ["Paris", "Oslo"], "unit": "C"}
    result, _, _ = run(ip, "%%sandbox --inputs params\n[c + unit for c in cities]")
    assert result.result == ["ParisC", "OsloC"]


@pytest.mark.parametrize("line, message", [
    ("--tools missing", "--tools: no variable named 'missing' in the notebook"),
    ("--tools not_tools", "--tools: 'not_tools' must be a list of tools"),
    ("--limits not_limits", "--limits: 'not_limits' must be a sandbox.Limits, not dict"),
    ("--inputs not_inputs", "--inputs: 'not_inputs' must be a dict, not int"),
    ("--out 1x", "--out: '1x' is not a valid variable name"),
])
def test_usage_errors(ip: Any, line: str, message: str) -> None:
    ip.user_ns.update(not_tools=3, not_limits={}, not_inputs=3)
    result, _, err = run(ip, f"%%sandbox {line}\n1")
    assert not result.success
    assert message in err


def test_changed_tools_or_limits_recreate_the_session(ip: Any) -> None:
    run(ip, "%%sandbox --tools tools\nx = 1")
    result, _, err = run(ip, "%%sandbox --tools tools\nx")  # the same objects: kept
    assert result.result == 1 and err == ""
    result, _, err = run(ip, "%%sandbox\nx")  # options omitted: kept
    assert result.result == 1 and err == ""
    ip.user_ns["tools"] = [get_weather]
    result, out, err = run(ip, "%%sandbox --tools tools\nx")
    assert "session 'default' recreated with new tools; its globals were reset" in err
    assert "NameError" in out
    result, _, err = run(ip, "%%sandbox --limits tight\nx = 2\nget_weather('Oslo')['temp_c']")
    assert result.result == 14  # the tools are kept when only the limits change
    assert "recreated with new limits" in err
    ip.user_ns["same_limits"] = Limits(max_steps=1_000)  # equal limits: kept
    result, _, err = run(ip, "%%sandbox --limits same_limits\nx")
    assert result.result == 2 and err == ""


def test_guest_values_are_shown_by_their_guest_repr(ip: Any) -> None:
    run(ip, "%%sandbox\nclass P:\n    def __repr__(self):\n        return 'P!'\n")
    runs = get_session(shell=ip).runs
    result, out, _ = run(ip, "%%sandbox\n[P(), 1]")
    assert repr(result.result) == "[P!, 1]"
    assert "[P!, 1]" in out
    assert get_session(shell=ip).runs == runs + 1  # the repr run is not counted
    result, _, _ = run(ip, "%%sandbox\nclass Q:\n    def __repr__(self):\n        return 1/0\nQ()")
    assert repr(result.result) == "<Q object>"  # the host never runs a guest __repr__
    result, _, _ = run(ip, "%%sandbox\ndef f(): pass\nf")
    assert repr(result.result).startswith("<function f at 0x")


def test_shared_nesting_value_is_shown_as_bounded_text(ip: Any) -> None:
    """IPython's printer walks shared nesting once per path (2**40 here): the cell gets the
    bounded text instead of the object."""
    result, out, _ = run(ip, "%%sandbox\nx = []\nfor i in range(40):\n    x = [x, x]\nx")
    assert result.success
    text = repr(result.result)
    assert text.startswith("[" * 40) and text.rstrip("]").endswith("...")
    assert len(text) < 200_000 and text in out


def test_deep_and_huge_values_are_shown_as_bounded_text(ip: Any) -> None:
    result, _, _ = run(ip, "%%sandbox\nd = []\nfor i in range(100000):\n    d = [d]\nd")
    assert result.success
    assert repr(result.result) == "[" * 100 + "[...]" + "]" * 100
    result, _, _ = run(ip, "%%sandbox\n'y' * 10_000_000")
    assert result.success
    text = repr(result.result)
    assert text.startswith("'yyy") and text.endswith("yyy'") and len(text) <= 100_000
    assert " characters left out] ..." in text  # head and tail kept, the middle counted


def test_huge_guest_repr_text_is_cut(ip: Any) -> None:
    result, _, _ = run(ip, "%%sandbox\nclass Big:\n    def __repr__(self):\n"
                           "        return 'z' * 5_000_000\nBig()")
    assert result.success
    text = repr(result.result)
    assert text.startswith("zzz") and text.endswith("z...") and len(text) < 200_000


def test_output_flood_streams_at_most_the_output_limit(ip: Any) -> None:
    ip.user_ns["flood_limits"] = Limits(timeout_s=1.0, max_output_bytes=200_000)
    result, out, _ = run(ip, "%%sandbox --limits flood_limits --out flood\n"
                             "s = 'x' * 100000\nwhile True:\n    print(s)")
    flood = ip.user_ns["flood"]
    assert isinstance(flood.error, LimitExceeded) and flood.error.limit == "timeout_s"
    streamed = out[:out.index("Traceback (most recent")]  # then the cell's traceback
    assert streamed == flood.output
    assert len(streamed) <= 200_000 + 200 and "[... output truncated: " in streamed


def test_many_lines_stream_within_the_line_limit(ip: Any) -> None:
    ip.user_ns["line_limits"] = Limits(max_output_lines=1_000)
    result, out, _ = run(ip, "%%sandbox --limits line_limits --out lines\n"
                             "for i in range(200000):\n    print(i)")
    assert result.success
    assert out == ip.user_ns["lines"].output
    assert out.count("\n") <= 1_001 and out.endswith("199999\n")


def test_guest_stderr_goes_to_the_cells_stderr(ip: Any) -> None:
    """As Jupyter shows a Python cell's stderr: apart from stdout, as it is written."""
    result, out, err = run(ip, "%%sandbox --out errs\nimport sys, warnings\nprint('to out')\n"
                               "print('to err', file=sys.stderr)\nwarnings.warn('careful')\n"
                               "print('done')")
    assert result.success
    assert out == "to out\ndone\n"
    assert err == "to err\n<sandbox>:4: UserWarning: careful\n  warnings.warn('careful')\n"
    assert err == ip.user_ns["errs"].stderr


def test_stderr_flood_shares_the_output_limit(ip: Any) -> None:
    ip.user_ns["both_limits"] = Limits(max_output_bytes=20_000)
    result, out, err = run(ip, "%%sandbox --limits both_limits --out both\nimport sys\n"
                               "for i in range(5000):\n    print(i)\n"
                               "    print(-i, file=sys.stderr)")
    both = ip.user_ns["both"]
    assert result.success and both.stats.output_truncated
    assert out == both.output and err == both.stderr
    assert len(out) + len(err) <= 20_000 + 200
    assert out.endswith("4999\n") and err.endswith("-4999\n")


def test_sessions_listing(ip: Any) -> None:
    result, out, _ = run(ip, "%sandbox_sessions")
    assert out == "no sandbox sessions yet\n"
    run(ip, "%%sandbox --tools tools\nget_weather('x')")
    run(ip, "%%sandbox --session second\nfor i in range(10): pass")
    _, out, _ = run(ip, "%sandbox_sessions")
    lines = out.splitlines()
    assert lines[0].split() == ["session", "runs", "tools", "last", "run"]
    assert lines[1].split()[:4] == ["default", "1", "get_weather,", "search"]
    assert "1 tool call," in lines[1]
    assert "10 steps" in lines[2]
    assert lines[2].split()[:3] == ["second", "1", "-"]


def test_tools_listing(ip: Any) -> None:
    _, out, _ = run(ip, "%sandbox_tools")
    assert out == "(no tools)\n"
    run(ip, "%%sandbox --tools tools\n1")
    _, out, _ = run(ip, "%sandbox_tools")
    assert out == ('def get_weather(city: str) -> dict:\n    """Current weather for a city."""\n'
                   '    ...\n\nasync def search(query: str) -> list[str]:\n'
                   '    """Search the web."""\n    ...\n')
    _, out, _ = run(ip, "%sandbox_tools --tools tools --rules")
    assert "# Sandbox rules" in out and "async def search" in out


def test_reset(ip: Any) -> None:
    run(ip, "%%sandbox\ny = 1")
    run(ip, "%sandbox_reset")
    assert "NameError" in run(ip, "%%sandbox\ny")[1]


def test_get_session_runs_on_the_callers_loop(ip: Any) -> None:
    import asyncio
    run(ip, "%%sandbox --tools tools\nz = 5")
    session = get_session(shell=ip)
    result = asyncio.run(session.run("hits = await search('q')\n(z, hits)"))
    assert result.value == (5, ["result for q"])
    # run_sync inside a running loop runs in the session's own thread: the same one as the
    # cells', so that the generator suspended by a cell goes on
    run(ip, "%%sandbox\ng = (n for n in [1, 2, 3] if n > 0)\ndef gen():\n    yield from 'ab'\n"
            "h = gen()\nnext(h)")
    assert asyncio.run(_run_sync_inside_loop(session)) == (5, "b")


async def _run_sync_inside_loop(session: Session) -> object:
    return session.run_sync("(z, next(h))").value


def _interrupt_after(seconds: float) -> threading.Timer:
    timer = threading.Timer(seconds, _thread.interrupt_main)
    timer.start()
    return timer


@pytest.mark.parametrize("code", [
    "while True:\n    total += 1",                     # guest computation
    "hits = await search('x')\nwhile True:\n    hits = await slow()",  # waiting on a tool
])
def test_interrupt_ends_the_run_and_keeps_the_session(ip: Any, code: str) -> None:
    async def slow() -> None:
        import asyncio
        await asyncio.sleep(60)

    ip.user_ns["slow_tools"] = [search, slow]
    ip.user_ns["roomy"] = Limits(max_steps=10**12, timeout_s=120)
    run(ip, "%%sandbox --tools slow_tools --limits roomy\ntotal = 0")
    started = time.monotonic()
    timer = _interrupt_after(0.5)
    try:
        result, out, _ = run(ip, f"%%sandbox\n{code}")
    finally:
        timer.cancel()
    assert time.monotonic() - started < 20
    assert isinstance(result.error_in_exec, SandboxInterrupted)
    assert "KeyboardInterrupt: the sandbox run was interrupted" in out
    check = "try:\n    hits\nexcept NameError:\n    hits = None\n(total, hits)"
    assert run(ip, f"%%sandbox\n{check}")[0].result == (0, None)  # as before the cell


# --- export / import -----------------------------------------------------------------------

def test_export_import_roundtrip(ip: Any, tmp_path: Path) -> None:
    path = tmp_path / "state.bin"
    run(ip, "%%sandbox --tools tools\ndef double(x):\n    return 2 * x\ndata = {'a': [1, 2]}")
    result, out, _ = run(ip, f"%sandbox_export {path}")
    assert result.success, out
    assert path.stat().st_size > 0
    assert out.startswith("sandbox: exported session 'default' (")
    result, out, _ = run(ip, f"%sandbox_import {path} --session copy --tools tools")
    assert result.success, out
    assert run(ip, "%%sandbox --session copy\n(double(21), data)")[0].result == (42, {"a": [1, 2]})


def test_export_of_an_unexportable_value_fails_the_cell(ip: Any, tmp_path: Path) -> None:
    run(ip, "%%sandbox\ngen = (i for i in range(3))")
    result, out, _ = run(ip, f"%sandbox_export {tmp_path / 'state.bin'}")
    assert isinstance(result.error_in_exec, SandboxCellError)
    assert out.startswith("StateError: ") and "gen" in out
    assert not (tmp_path / "state.bin").exists()


def test_export_can_skip_unexportable_values(ip: Any, tmp_path: Path) -> None:
    run(ip, "%%sandbox\ngen = (i for i in range(3))\nkept = [1, 2]")
    path = tmp_path / "state.bin"
    result, out, _ = run(ip, f"%sandbox_export {path} --skip-unexportable")
    assert result.success, out
    assert out.splitlines()[1].startswith("sandbox: left out 'gen': it holds a generator")
    run(ip, f"%sandbox_import {path} --session copy")
    check = "try:\n    gen\nexcept NameError:\n    gen = None\n(kept, gen)"
    assert run(ip, f"%%sandbox --session copy\n{check}")[0].result == ([1, 2], None)


def test_export_and_import_usage_errors(ip: Any, tmp_path: Path) -> None:
    _, _, err = run(ip, f"%sandbox_export {tmp_path / 'x'} --session nowhere")
    assert "no sandbox session named 'nowhere'" in err
    _, _, err = run(ip, f"%sandbox_import {tmp_path / 'missing'}")
    assert "cannot read" in err and "No such file or directory" in err


def test_import_of_a_bad_blob_fails_the_cell(ip: Any, tmp_path: Path) -> None:
    path = tmp_path / "bad.bin"
    path.write_bytes(b"not a state blob")
    result, out, _ = run(ip, f"%sandbox_import {path}")
    assert isinstance(result.error_in_exec, SandboxCellError)
    assert out.startswith("StateError: ")


# --- rich reprs ------------------------------------------------------------------------------

def test_html_reprs_escape() -> None:
    session = Sandbox().session()
    ok = session.run_sync("print('<b>')\n'<i>'")
    html = ok._repr_html_()
    assert "<pre>&lt;b&gt;\n</pre>" in html and "&#x27;&lt;i&gt;&#x27;" in html
    assert "background-color" not in html  # no stderr, no stderr block
    err = session.run_sync("import sys\nprint('<e>', file=sys.stderr)")._repr_html_()
    assert '<pre style="background-color: #fdd">&lt;e&gt;\n</pre>' in err
    assert "<strong>RunResult</strong> (ok)" in html
    bad = session.run_sync("raise ValueError('<x>')")
    html = bad._repr_html_()
    assert "(GuestError)" in html and "ValueError: &lt;x&gt;" in html and "<x>" not in html
    assert bad.error._repr_html_().startswith("<pre>Traceback (most recent call last):\n")


# --- the example notebook in a real kernel ---------------------------------------------------

@pytest.mark.timeout(300)
def test_example_notebook_in_a_real_kernel(tmp_path: Path) -> None:
    import nbformat
    from jupyter_client.kernelspec import KernelSpecManager
    from nbclient import NotebookClient

    # ipykernel installed in this environment provides the "python3" kernelspec; its
    # "python" command is run as this interpreter (sys.executable) by jupyter_client.
    spec = KernelSpecManager().get_kernel_spec("python3")
    assert spec.argv[:3] == ["python", "-m", "ipykernel_launcher"] or spec.argv[0] == sys.executable

    nb = nbformat.read(NOTEBOOK, as_version=4)
    state_file = "/tmp/sandbox_notebook_demo.state"
    assert sum(state_file in cell.source for cell in nb.cells) == 2
    for cell in nb.cells:
        cell.source = cell.source.replace(state_file, str(tmp_path / "demo.state"))
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    statuses: dict[int, str] = {}

    def on_cell_executed(cell: Any, cell_index: int, execute_reply: dict) -> None:
        statuses[cell_index] = execute_reply["content"]["status"]

    client = NotebookClient(copy.deepcopy(nb), kernel_name="python3", timeout=120,
                            resources={"metadata": {"path": str(tmp_path)}},
                            on_cell_executed=on_cell_executed)
    executed = client.execute()
    cells = [(i, cell) for i, cell in enumerate(executed.cells) if cell.cell_type == "code"]

    def find(prefix: str) -> tuple[int, Any]:
        matches = [(i, c) for i, c in cells if c.source.startswith(prefix)]
        assert len(matches) == 1, prefix
        return matches[0]

    def stdout(cell: Any) -> str:
        return "".join(o.text for o in cell.outputs
                       if o.output_type == "stream" and o.name == "stdout")

    def result(cell: Any) -> str:
        [out] = [o for o in cell.outputs if o.output_type == "execute_result"]
        return out.data["text/plain"]

    def error(cell: Any) -> Any:
        [out] = [o for o in cell.outputs if o.output_type == "error"]
        return out

    # every cell ran; only the two cells tagged raises-exception failed
    failed = {i for i, status in statuses.items() if status != "ok"}
    tagged = {i for i, c in cells if "raises-exception" in c.metadata.get("tags", [])}
    assert len(statuses) == len(cells)
    assert len(tagged) == 2
    assert failed == tagged

    _, first = find("%%sandbox --tools tools")
    assert stdout(first) == ("Paris: 14 °C\n- result for python sandbox\n"
                             "- more about python sandbox\n")
    assert result(first) == "2"
    assert result(find("%%sandbox\ndef fahrenheit")[1]) == "{'Paris': 57.2, 'Oslo': 37.4}"
    assert result(find("%%sandbox\nclass Reading")[1]) == "Reading('Oslo', 3)"
    _, with_inputs = find("%%sandbox --inputs params --out last")
    assert stdout(with_inputs) == "Paris 14\nOslo 3\nLima 19\n"
    assert result(with_inputs) == "'Lima'"
    last = find("last")[1].outputs[0]
    assert last.data["text/plain"].startswith("RunResult(ok, value='Lima'")
    assert "<strong>RunResult</strong> (ok)" in last.data["text/html"]

    index, failing = find("%%sandbox\ndef parse")
    assert index in failed
    err = error(failing)
    text = "\n".join(err.traceback)
    assert text.startswith("Traceback (most recent call last):\n")
    assert 'File "<sandbox>", line 4, in <module>' in text
    assert 'File "<sandbox>", line 2, in parse' in text
    assert text.endswith("KeyError: 'temp'")
    assert "site-packages" not in text and "sandbox/" not in text and "\x1b" not in text
    assert err.evalue == "KeyError: 'temp'"

    index, limited = find("%%sandbox --session limited --limits tight")
    assert index in failed
    assert error(limited).traceback == [
        "Traceback (most recent call last):", '  File "<sandbox>", line 2, in <module>',
        "    while True:",
        "LimitExceeded: step limit exceeded: 10,001 steps (limit 10,000) while running line 2"]

    sessions = stdout(find("%sandbox_sessions")[1]).splitlines()
    assert [line.split()[0] for line in sessions] == ["session", "default", "limited"]
    assert "get_weather, search" in sessions[1]
    tools_text = stdout(find("%sandbox_tools")[1])
    assert tools_text.startswith("def get_weather(city: str) -> dict:")
    assert "async def search(query: str) -> list[str]:" in tools_text

    loop_cell = find("from sandbox.notebook import get_session")[1]
    assert result(loop_cell) == "['result for the notebook loop', 'more about the notebook loop']"
    assert stdout(sync_cell := find("from sandbox import Sandbox")[1]) == "2\n"
    assert result(sync_cell) == "19"  # run_sync in a cell, inside the kernel's running loop

    # the default session, exported to a file and imported into the session "restored"
    assert stdout(find("%sandbox_export")[1]).startswith("sandbox: exported session 'default' (")
    assert "into session 'restored'" in stdout(find("%sandbox_import")[1])
    restored = find("%%sandbox --session restored")[1]
    assert stdout(restored) == ("212.0 ['result for the notebook loop', "
                                "'more about the notebook loop']\n")
    assert result(restored) == "[('Oslo', 37.4), ('Paris', 57.2)]"
