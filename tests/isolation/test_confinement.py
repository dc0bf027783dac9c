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


def _proc_fields(pid: int, name: str) -> dict[str, str]:
    with open(f"/proc/{pid}/{name}") as f:
        return dict(line.split(":", 1) for line in f if ":" in line)


def _limits_of(pid: int) -> dict[str, tuple[str, str]]:
    """``/proc/PID/limits``: name -> (soft, hard), as the kernel reports them."""
    with open(f"/proc/{pid}/limits") as f:
        lines = f.read().splitlines()[1:]
    found = {}
    for line in lines:
        name, values = line[:26].strip(), line[26:].split()
        found[name] = (values[0], values[1])
    return found


def test_the_report_matches_what_the_kernel_shows_the_host(
        process_sandbox: Sandbox, report: IsolationReport, tmp_path: object) -> None:
    """Each layer the report claims, checked from outside the worker (its /proc entries,
    read by the host), not by the worker's own probes: the report is never more than this."""
    import tempfile
    leaked = os.open(os.path.join(str(tmp_path), "host-secret.txt"), os.O_CREAT | os.O_RDWR)
    os.set_inheritable(leaked, True)  # a descriptor the host would pass on, were it careless
    try:
        session = process_sandbox.session()
        pid = session._probe("import os\nresult = os.getpid()")["result"]
        assert isinstance(pid, int)
        status = _proc_fields(pid, "status")
        limits = _limits_of(pid)
        if report.is_in_force("no_new_privs"):
            assert status["NoNewPrivs"].strip() == "1"
        if report.is_in_force("seccomp"):
            assert status["Seccomp"].strip() == "2"  # a filter (libseccomp's or built-in)
        if report.is_in_force("rlimit_as"):
            soft, hard = limits["Max address space"]
            assert soft == hard != "unlimited" and int(soft) < 4 << 30
        if report.is_in_force("rlimit_cpu"):
            assert limits["Max cpu time"][0] != "unlimited"
        if report.is_in_force("rlimit_nofile"):
            assert limits["Max open files"] == ("0", "0")
        assert limits["Max processes"] == ("0", "0")  # set, enforced or not (the report says)
        if report.is_in_force("rlimit_fsize"):
            assert limits["Max file size"] == ("0", "0")
        if report.is_in_force("rlimit_core"):
            assert limits["Max core file size"] == ("0", "0")
        if report.is_in_force("empty_env"):
            # the kernel shows the block the process started with: nothing of the host's,
            # only the pool's own hash seed (applied and unset at start-up; not a host secret)
            from sandbox.isolation.zygote import HASH_SEED
            with open(f"/proc/{pid}/environ", "rb") as f:
                assert f.read() == f"PYTHONHASHSEED={HASH_SEED}\0".encode()
            assert _probe(process_sandbox, "import os\nresult = dict(os.environ)"
                          )["result"] == {}
        if report.is_in_force("empty_cwd"):
            cwd = os.readlink(f"/proc/{pid}/cwd")
            assert os.path.basename(cwd).startswith("sandbox-worker-")
            assert os.path.dirname(cwd) == tempfile.gettempdir()
            assert os.listdir(cwd) == []
        if report.is_in_force("no_inherited_fds"):
            targets = {fd: os.readlink(f"/proc/{pid}/fd/{fd}")
                       for fd in os.listdir(f"/proc/{pid}/fd")}
            for fd in ("0", "1", "2"):
                assert targets.pop(fd) == "/dev/null"
            # what the worker itself made before confinement: the channel, the event loop's
            # selector and wake-up pipe, its own /proc/self/statm (the memory sample)
            for fd, target in targets.items():
                assert target.startswith(("socket:", "anon_inode:", "pipe:")) or \
                    target == f"/proc/{pid}/statm", (fd, target)
            assert os.readlink(f"/proc/self/fd/{leaked}") not in targets.values()
        if report.is_in_force("netns"):
            assert os.readlink(f"/proc/{pid}/ns/net") != os.readlink("/proc/self/ns/net")
        session.run_sync("1")  # the worker still serves
    finally:
        os.close(leaked)


def test_grants_are_enforced_by_the_host_not_the_worker(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """A worker taken over by host code that grants itself every tool still gets only what
    the host grants the run: the call of an ungranted tool is refused by the host and the
    tool never runs."""
    ran: list[str] = []

    def erase(what: str) -> str:
        """Erase something (never granted below)."""
        ran.append(what)
        return "erased"

    def read(what: str) -> str:
        """Read something."""
        return what

    import sandbox.isolation.session as session_mod
    asked: list[str] = []  # the calls that reached the host
    begin = session_mod.ProcessSession._begin_call

    def spy(self: object, plan: object, frame: dict[str, object]) -> object:
        asked.append(str(frame.get("name")))
        return begin(self, plan, frame)  # type: ignore[arg-type]

    monkeypatch.setattr(session_mod.ProcessSession, "_begin_call", spy)
    sb = Sandbox([erase, read], isolation="process", pool={"warm": 0}, _test_hooks=True)
    try:
        session = sb.session()
        honest = session.run_sync("erase('x')", tools=["read"])
        assert honest.error is not None and honest.error.type_name == "PermissionError"
        assert asked == []  # an honest worker refuses it itself
        seen = session._probe("import sandbox.isolation.worker as w\n"
                              "w._Server._granted = lambda self, grant: None\nresult = 1")
        assert seen["error"] is None  # the worker now offers the guest every tool
        lied = session.run_sync("try:\n    erase('all')\nexcept PermissionError as e:\n"
                                "    print(e)\nread('ok')", tools=["read"])
        assert lied.error is None, lied.error
        assert lied.output == "tool 'erase' is not granted for this run\n"
        assert lied.value == "ok"
        assert asked == ["erase", "read"]  # this time the worker asked the host for it
        assert ran == []  # refused in the host: the tool never ran
    finally:
        sb._pool.close()
