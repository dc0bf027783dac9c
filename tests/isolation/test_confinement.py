"""What host code that got control inside a worker could do (simulated with the test-only
probe hook, which executes host Python in the worker after confinement). Each assertion is
skipped, saying why, where this machine's isolation report says that layer is not in force."""

from __future__ import annotations

import os
import socket
import threading

import pytest

from sandbox import Limits, Sandbox
from sandbox.isolation import IsolationReport


@pytest.fixture(scope="module", params=["zygote", "spawn"])
def process_sandbox(request: pytest.FixtureRequest) -> Sandbox:
    """Workers forked by the zygote, and spawned ones: each must be confined alike."""
    from .conftest import double, fail
    sb = Sandbox([double, fail], Limits(max_memory_bytes=32 << 20, timeout_s=20),
                 isolation="process", _test_hooks=True,
                 pool={"warm": 1, "max_workers": 6, "zygote": int(request.param == "zygote")})
    yield sb
    sb._pool.close()


@pytest.fixture(scope="module")
def report(process_sandbox: Sandbox) -> IsolationReport:
    return process_sandbox.isolation_report()


def test_the_report_says_how_workers_start(process_sandbox: Sandbox,
                                           report: IsolationReport) -> None:
    detail = report["process"].detail
    if process_sandbox._pool.use_zygote:
        assert "forked from the zygote" in detail
    else:
        assert "spawned (a fresh interpreter)" in detail


def _probe(sandbox: Sandbox, source: str) -> dict[str, object]:
    return sandbox.session()._probe(source)


def _need(report: IsolationReport, *layers: str) -> None:
    if not any(report.is_in_force(name) for name in layers):
        details = "; ".join(f"{name}: {report[name].detail}" for name in layers)
        pytest.skip(f"not in force on this machine ({details})")


def test_report_is_honest_about_every_layer(report: IsolationReport) -> None:
    assert report.mode == "process"
    names = [layer.name for layer in report.layers]
    assert names[:2] == ["gate", "process"]
    for layer in report.layers:
        assert layer.detail  # in force or not, it says what was found
    if os.geteuid() == 0:
        assert not report.is_in_force("rlimit_nproc")  # the kernel ignores it for root
        assert "runs as root" in report["rlimit_nproc"].detail
    if report.is_in_force("seccomp"):  # the filter is what stops fork, root or not
        assert report.is_in_force("no_fork")
        assert "by seccomp" in report["no_fork"].detail
    assert set(report.in_force) <= set(names)


def test_no_host_environment(process_sandbox: Sandbox, report: IsolationReport,
                             secret_env: str) -> None:
    _need(report, "empty_env")
    sb = Sandbox(isolation="process", pool={"warm": 0}, _test_hooks=True)  # spawned now
    try:
        seen = _probe(sb, "import os\nresult = dict(os.environ)")
        assert seen["error"] is None and seen["result"] == {}
        assert secret_env in os.environ
    finally:
        sb._pool.close()


def test_cannot_read_the_hosts_environment_through_proc(process_sandbox: Sandbox,
                                                         report: IsolationReport) -> None:
    _need(report, "seccomp", "landlock")
    seen = _probe(process_sandbox, "import os\n"
                                   "result = open(f'/proc/{os.getppid()}/environ', 'rb').read()")
    assert seen["result"] is None
    assert str(seen["error"]).startswith("PermissionError")


def test_cannot_open_a_file(process_sandbox: Sandbox, report: IsolationReport,
                            tmp_path: object) -> None:
    _need(report, "seccomp", "landlock")
    for source in ("result = open('/etc/hostname').read()",
                   "import os\nresult = os.listdir('/')",
                   f"result = open({str(tmp_path)!r} + '/new.txt', 'w').write('x')"):
        seen = _probe(process_sandbox, source)
        assert seen["result"] is None, source
        assert str(seen["error"]).startswith(("PermissionError", "OSError")), seen


def test_cannot_connect_to_localhost(process_sandbox: Sandbox, report: IsolationReport) -> None:
    _need(report, "seccomp", "netns")
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    accepted: list[object] = []
    server.settimeout(3)

    def accept() -> None:
        try:
            accepted.append(server.accept()[0])
        except OSError:
            pass

    thread = threading.Thread(target=accept)
    thread.start()
    try:
        seen = _probe(process_sandbox,
                      "import socket\ns = socket.socket(socket.AF_INET, socket.SOCK_STREAM)\n"
                      f"s.settimeout(2)\ns.connect(('127.0.0.1', {port}))\nresult = 'connected'")
        assert seen["result"] is None
        assert "Error" in str(seen["error"])
    finally:
        thread.join()
        server.close()
    assert not accepted  # nothing reached the host's listening socket


def test_cannot_start_a_process_or_thread(process_sandbox: Sandbox,
                                          report: IsolationReport) -> None:
    _need(report, "seccomp")
    for source in ("import os\nresult = os.fork()",
                   "import threading\nthreading.Thread(target=len).start()\nresult = 'ran'"):
        seen = _probe(process_sandbox, source)
        assert seen["result"] is None and seen["error"], source


def test_probe_needs_the_private_test_option() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 0})
    try:
        seen = _probe(sb, "result = 1")
        assert seen["result"] is None and seen["error"] == "test hooks are off"
    finally:
        sb._pool.close()


def test_the_report_names_which_seccomp_filter_is_in_force(report: IsolationReport) -> None:
    _need(report, "seccomp")
    assert report["seccomp"].detail.startswith(("libseccomp binding", "built-in BPF filter"))


def test_the_built_in_filter_works_without_the_binding() -> None:
    """The fallback when libseccomp's binding is absent: applied in a forked child of the
    test process (exit status 0: the filter loaded and socket/openat/fork are refused)."""
    import platform

    from sandbox.isolation import confine
    if platform.machine() != "x86_64":
        pytest.skip("the built-in filter is x86-64 only")
    pid = os.fork()
    if pid == 0:  # the child: no_new_privs (needed for an unprivileged filter), then seccomp
        code = 1
        try:
            confine._no_new_privs()
            layer = confine._seccomp((None, "forced for the test"))
            fork = confine._no_fork(layer, {"in_force": False})
            ok = layer["in_force"] and layer["detail"].startswith("built-in BPF filter")
            code = 0 if ok and fork["in_force"] else 2
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
