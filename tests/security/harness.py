"""Helpers shared by the adversarial suite.

In-process cases (escapes, format strings, info leaks, tampering) use :func:`refused`, which
runs a guest program followed by a sentinel assignment and checks three things: the run failed
with exactly the expected guest exception (type name and key words of the message), the
sentinel was never assigned (nothing after the refused operation ran, so no side effect), and
neither the message, the traceback nor the output leaks host paths or sandbox module names.

DoS cases run in child processes (:func:`run_isolated`): each worker starts ``python -c CHILD``
under an address-space cap (``RLIMIT_AS``, set in the child by ``preexec_fn``), which imports
the sandbox once and then forks one process per case: the case's process arms a real-time
timer (its deadline; SIGALRM's default action ends a hang even inside a C loop), runs the case
and reports one JSON record (outcome, error, elapsed time, its own peak RSS). The worker reads
the record, the exit status and the peak RSS (``wait4``) and reports "done", "hung" or
"crashed" for the case, then goes on with the next one, so one bad case never hides the
others' results.

Marks: :func:`case` builds a ``pytest.param`` with ``xfail(strict=True, reason=...)`` for a
known gap (the reason says what is missing), or a skip when the case needs a module that is
not in the sandbox's allowlist (yet).
"""

from __future__ import annotations

import json
import os
import queue
import re
import resource
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import sandbox as _sandbox_pkg
from sandbox import (
    GuestError,
    LimitExceeded,
    Limits,
    RunResult,
    Sandbox,
    SandboxError,
    Session,
)

MIB = 1024 * 1024
#: Memory limit of the sandbox in every DoS case (the brief: 64 MiB).
DOS_MEMORY_BYTES = 64 * MIB
#: A DoS case's child process must keep its peak RSS within the memory limit + 64 MiB.
RSS_BOUND_BYTES = DOS_MEMORY_BYTES + 64 * MIB
#: Address-space cap of a DoS child (a runaway allocation fails there instead of on the host).
ADDRESS_SPACE_CAP = 1024 * MIB
#: A single refused operation is normally reported within this many seconds (idle machine).
QUICK_S = 1.5
#: Wall clocks are backstops, never what a case is judged on (the suite must pass on a loaded
#: 2-core machine): a case's ``max_elapsed`` (its idle-machine figure) is multiplied by this
#: before it is a failure, and a case that does not expect the time limit runs with its
#: sandbox deadline that far out, so it ends with the limit it is about (memory, steps,
#: depth) however slowly the machine runs. Override with SANDBOX_TEST_SLACK.
LOAD_SLACK = float(os.environ.get("SANDBOX_TEST_SLACK", "8"))
#: Extra seconds a child gets past a case's own deadline before it is declared hung and killed.
HANG_GRACE_S = 2.0

REPO_DIR = str(Path(_sandbox_pkg.__file__).resolve().parent.parent)
SENTINEL = "SECURITY_CASE_REACHED"

# --- info leaks -------------------------------------------------------------------------------

_LEAK_RES = [
    re.compile(r"\bsandbox\.[A-Za-z_]"),           # sandbox module names (sandbox.runtime...)
    re.compile(r"/work/"),
    re.compile(r"site-packages|dist-packages"),
    re.compile(re.escape(REPO_DIR)),
    re.compile(re.escape(str(Path(sys.base_prefix) / "lib")) + r"/python"),
    # a traceback frame that is not guest code (the program's, a guest-source module's, or
    # source the guest gave eval/exec)
    re.compile(r"File \"(?!<sandbox>\"|<sandbox [A-Za-z_.]+>\"|<string>\"|<tool>\")[^\"]*\""),
    re.compile(r"\b(greenlet|anyio)\b\."),
]


def leaks(text: str) -> list[str]:
    """The leak patterns found in ``text`` (empty when clean)."""
    return [m.group(0) for pattern in _LEAK_RES for m in [pattern.search(text or "")] if m]


def assert_no_leak(text: str, what: str = "text") -> None:
    found = leaks(text)
    assert not found, f"{what} leaks host details {found!r}:\n{text}"


def assert_result_clean(result: RunResult) -> None:
    """No host path or sandbox module name in the error text, traceback or output."""
    if result.error is not None:
        assert_no_leak(result.error.message, "error message")
        assert_no_leak(result.error.traceback, "traceback")
        if isinstance(result.error, GuestError):
            assert "." not in result.error.type_name, result.error.type_name
    assert_no_leak(result.output[-20_000:], "output")


# --- running guest code in-process ------------------------------------------------------------

#: Limits of in-process cases: small enough that a mistake cannot hurt the test process.
DEFAULT_LIMITS = Limits(timeout_s=30.0, max_memory_bytes=DOS_MEMORY_BYTES, max_steps=2_000_000)


#: The isolation the harness's sandboxes get ("inprocess" unless a test of a suite that runs
#: in both modes set it: the ``isolation`` fixture of tests/security/conftest.py).
ISOLATION = ["inprocess"]
_PROCESS_SANDBOXES: dict[Any, Sandbox] = {}


def make_sandbox(tools: Any = None, limits: Limits | None = None, **kwargs: Any) -> Sandbox:
    """The sandbox a case runs in, in the harness's current isolation (process-mode ones
    without tools are kept per limits, so their warm pool serves every case)."""
    limits = limits or DEFAULT_LIMITS
    isolation = kwargs.pop("isolation", ISOLATION[0])
    if isolation == "process" and tools is None and not kwargs:
        sandbox = _PROCESS_SANDBOXES.get(limits)
        if sandbox is None:
            sandbox = _PROCESS_SANDBOXES[limits] = Sandbox(limits=limits, isolation="process")
        return sandbox
    return Sandbox(tools=tools, limits=limits, isolation=isolation, **kwargs)


def reached(session: Any, name: str) -> bool:
    """Whether guest global ``name`` exists in ``session`` (asked of the worker in process
    mode, whose globals the host cannot see)."""
    if isinstance(session, Session):
        return name in session.globals
    probe = session.run_sync(f"try:\n    {name}\n    _found = True\nexcept NameError:\n"
                             "    _found = False\n_found")
    assert probe.error is None, probe.error
    return bool(probe.value)


def run(code: str, *, session: Any = None, sandbox: Sandbox | None = None,
        tools: Any = None, limits: Limits | None = None) -> RunResult:
    """Run ``code``; ``run_sync`` must not raise and any error must be a SandboxError."""
    if session is None:
        session = (sandbox or make_sandbox(tools, limits)).session()
    result = session.run_sync(code)
    assert result.error is None or isinstance(result.error, SandboxError), result.error
    return result


def describe(result: RunResult) -> str:
    if result.error is None:
        try:
            value = repr(result.value)[:300]
        except Exception as exc:  # noqa: BLE001 - a broken repr is itself worth showing
            value = f"<repr failed: {exc!r}>"
        return f"run succeeded: value={value} output={result.output[-300:]!r}"
    err = result.error
    extra = getattr(err, "type_name", None) or getattr(err, "limit", "")
    return f"{type(err).__name__}({extra}): {err.message[:300]}\n{err.traceback[-1500:]}"


def expect_guest_error(result: RunResult, type_name: str | Sequence[str],
                       *words: str | tuple[str, ...]) -> GuestError:
    """The run ended with an uncaught guest exception of ``type_name`` whose message contains
    every one of ``words``; nothing in it leaks host details."""
    names = (type_name,) if isinstance(type_name, str) else tuple(type_name)
    err = result.error
    assert isinstance(err, GuestError), describe(result)
    assert err.type_name in names, describe(result)
    for word in words:
        options = (word,) if isinstance(word, str) else tuple(word)
        assert any(w in err.message for w in options), (
            f"{word!r} not in the message: {describe(result)}")
    assert_result_clean(result)
    return err


def expect_limit(result: RunResult, limit: str | Sequence[str],
                 prechecked: bool = False) -> LimitExceeded:
    """The run ended with LimitExceeded for ``limit``. ``prechecked``: the refusal reports
    what was asked for (``used > allowed``), i.e. it came from a size check, not from a host
    MemoryError after the fact."""
    names = (limit,) if isinstance(limit, str) else tuple(limit)
    err = result.error
    assert isinstance(err, LimitExceeded), describe(result)
    assert err.limit in names, describe(result)
    if prechecked:
        assert err.used > err.allowed, describe(result)
    assert_result_clean(result)
    return err


def refused(code: str, type_name: str | Sequence[str], *words: str | tuple[str, ...],
            session: Any = None, sandbox: Sandbox | None = None,
            tools: Any = None) -> RunResult:
    """Run ``code`` + a sentinel assignment: the run must fail with the given guest exception
    before the sentinel is assigned (the refused operation had no effect). A word given as a
    tuple is satisfied by any of its alternatives (the links of an attribute chain)."""
    if session is None:
        session = (sandbox or make_sandbox(tools)).session()
    result = run(f"{code}\n{SENTINEL} = True\n", session=session)
    assert not reached(session, SENTINEL), "the refused operation went through: " + \
        describe(result)
    expect_guest_error(result, type_name, *words)
    return result


def attr_refused(code: str, attr: str | Sequence[str], **kwargs: Any) -> RunResult:
    """The run is refused with an AttributeError that names ``attr`` (the gate's refusal or
    CPython's own "has no attribute" error; both are catchable by design, THREAT_MODEL.md).
    For a chain (``x.a.b``) ``attr`` may list every link the refusal may name."""
    names = (attr,) if isinstance(attr, str) else tuple(attr)
    result = refused(code, "AttributeError", **kwargs)
    message = result.error.message if result.error else ""
    assert any(f"'{name}'" in message for name in names), (
        f"none of {names} named in the refusal: {message}")
    return result


def ok(code: str, **kwargs: Any) -> RunResult:
    result = run(code, **kwargs)
    assert result.error is None, describe(result)
    return result


# --- parametrisation --------------------------------------------------------------------------

_IMPORTABLE: set[str] | None = None


def importable() -> set[str]:
    global _IMPORTABLE
    if _IMPORTABLE is None:
        from sandbox.modules import importable as _importable
        _IMPORTABLE = set(_importable())
    return _IMPORTABLE


def module_available(name: str) -> bool:
    return name in importable()


def case(case_id: str, *values: Any, xfail: str | None = None,
         needs: str | Iterable[str] | None = None, strict: bool = True) -> Any:
    """A ``pytest.param`` with id ``case_id``; ``xfail``: the known gap (strict xfail; with
    ``strict=False`` for a gap that only shows when the machine is fast enough to reach it
    before the deadline); ``needs``: modules the case imports (skipped while they are not
    importable)."""
    marks: list[Any] = []
    if needs:
        mods = [needs] if isinstance(needs, str) else list(needs)
        missing = [m for m in mods if not module_available(m)]
        if missing:
            marks.append(pytest.mark.skip(
                reason=f"module(s) {', '.join(missing)} not in the sandbox's allowlist yet"))
    if xfail and not any(m.name == "skip" for m in marks):
        marks.append(pytest.mark.xfail(strict=strict, reason=xfail))
    return pytest.param(*values, id=case_id, marks=marks)


# --- DoS cases in child processes -------------------------------------------------------------

@dataclass(frozen=True)
class DosCase:
    """One denial-of-service case, run in a child process.

    ``limits``: the LimitExceeded.limit values accepted (normally exactly one);
    ``guest_refusals``: (type name, word) of guest exceptions that are accepted refusals too
    (CPython's 4,300-digit int/str cap is a ValueError; a wrapper may refuse an argument);
    ``may_succeed``: the operation may also just finish (within ``max_elapsed``, RSS bound
    kept): for CPU-bound cases where a fixed engine makes it cheap;
    ``prechecked``: a memory refusal must report the size asked for
    (used > allowed), not a host MemoryError caught afterwards; ``sandbox_limits``: Limits
    fields for this case (on top of the DoS defaults); ``max_elapsed``: seconds the run may
    take; ``truncated``: the output must have been cut (output floods)."""

    id: str
    code: str
    limits: tuple[str, ...] = ("max_memory_bytes",)
    guest_refusals: tuple[tuple[str, str], ...] = ()
    may_succeed: bool = False
    prechecked: bool = True
    sandbox_limits: dict[str, Any] = field(default_factory=dict)
    max_elapsed: float = QUICK_S
    truncated: bool = False
    #: the run must succeed (output floods: the output is cut, the run goes on)
    succeeds: bool = False
    #: text that must not appear in the output (guest except/finally/__exit__ ran)
    forbidden_output: str | None = None
    #: the Sandbox's isolation ("process": the run is in a worker the case's child starts)
    isolation: str = "inprocess"

    def limits_kwargs(self) -> dict[str, Any]:
        """The case's Limits: the DoS defaults, then its own. A case that is not about the
        time limit gets its deadline at the backstop (see LOAD_SLACK)."""
        timeout = 5.0 if "timeout_s" in self.limits else self.backstop_s()
        kwargs: dict[str, Any] = {"max_memory_bytes": DOS_MEMORY_BYTES, "timeout_s": timeout}
        kwargs.update(self.sandbox_limits)
        return kwargs

    def backstop_s(self) -> float:
        """Seconds the run may take before it counts as not bounded (``max_elapsed`` is the
        idle-machine figure; see LOAD_SLACK)."""
        return max(self.max_elapsed * LOAD_SLACK, 10.0)

    def deadline(self) -> float:
        """Seconds after the case started at which its child is declared hung."""
        return max(self.backstop_s(), self.limits_kwargs()["timeout_s"]) + HANG_GRACE_S


CHILD = r"""
import gc, json, os, resource, signal, sys, time
from sandbox import GuestError, LimitExceeded, Limits, Sandbox, SandboxError, Tool
def noop(*args):
    return 1
async def anoop(*args):
    return 1
def tool(x=None):
    return [x, {"k": "v"}]
TOOLS = [Tool(noop, cheap=True), anoop, Tool(tool, cheap=True)]
Sandbox(tools=TOOLS).run_sync("x = [i * 2 for i in range(100)]\nprint(len(x))")  # warm up
gc.collect()
print(json.dumps({"event": "ready"}), flush=True)

def run_case(case):
    rec = {"event": "done", "id": case["id"]}
    t0 = time.monotonic()
    live = []
    try:
        sandbox = Sandbox(tools=TOOLS, limits=Limits(**case["limits"]),
                          isolation=case.get("isolation", "inprocess"))
        result = sandbox.session().run_sync(case["code"], on_output=live.append)
        rec["depth_in_force"] = sandbox.isolation_report().recursion_depth
        rec["live_len"] = sum(map(len, live))
        rec["live_same"] = result.output == "".join(live)
        rec["display_len"] = len(result.to_dict()["value"] or "")  # the host shows the value
    except BaseException as exc:
        rec["host_exception"] = (type(exc).__name__ + ": " + str(exc))[:500]
        result = None
    rec["elapsed"] = time.monotonic() - t0
    if result is not None:
        err = result.error
        rec["ok"] = err is None
        rec["value_type"] = type(result.value).__name__
        rec["output_len"] = len(result.output)
        rec["output_tail"] = result.output[-300:]
        rec["output_head"] = result.output[:300]
        rec["truncated"] = result.stats.output_truncated
        rec["marker"] = "output truncated" in result.output
        rec["forbidden_seen"] = bool(case.get("forbidden")) and case["forbidden"] in result.output
        rec["steps"] = result.stats.steps
        if err is not None:
            rec["error"] = type(err).__name__
            rec["is_sandbox_error"] = isinstance(err, SandboxError)
            rec["message"] = err.message[:500]
            rec["traceback"] = err.traceback[-2000:]
            rec["type_name"] = getattr(err, "type_name", None)
            if isinstance(err, LimitExceeded):
                rec["limit"] = err.limit
                rec["used"] = err.used
                rec["allowed"] = err.allowed
    rec["rss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rec

# Each case runs in a process forked from this one (which never runs guest code itself): a
# hang is ended by SIGALRM's default action, a crash only kills that process, and each case
# has its own peak-RSS high-water mark (read by wait4).
for line in sys.stdin:  # one case (JSON) per line
    case = json.loads(line)
    print(json.dumps({"event": "start", "id": case["id"]}), flush=True)
    r, w = os.pipe()
    t0 = time.monotonic()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        signal.setitimer(signal.ITIMER_REAL, case["deadline"])
        try:
            data = json.dumps(run_case(case)).encode()
        except BaseException as exc:
            data = json.dumps({"event": "done", "id": case["id"], "host_exception":
                               "harness: " + repr(exc)[:300], "elapsed": 0.0}).encode()
        while data:
            n = os.write(w, data)
            data = data[n:]
        os._exit(0)
    os.close(w)
    chunks = []
    while True:
        chunk = os.read(r, 65536)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(r)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.monotonic() - t0
    rec = {"event": "done", "id": case["id"], "elapsed": elapsed}
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 and chunks:
        rec = json.loads(b"".join(chunks))
        rec["outcome"] = "done"
    elif os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM:
        rec["outcome"] = "hung"
    else:
        rec["outcome"] = "crashed"
        rec["returncode"] = (-os.WTERMSIG(status) if os.WIFSIGNALED(status)
                             else os.WEXITSTATUS(status))
    rec["rss_kb"] = max(rec.get("rss_kb", 0), usage.ru_maxrss)
    print(json.dumps(rec), flush=True)
"""


def _limit_address_space() -> None:  # runs in the child, before exec
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_CAP, ADDRESS_SPACE_CAP))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _reader(stream: Any, lines: queue.Queue[str | None]) -> None:
    for line in stream:
        lines.put(line)
    lines.put(None)


def _drive(cases: list[DosCase], results: dict[str, dict[str, Any]]) -> None:
    """Run ``cases`` in a child process (restarted if it ever dies itself)."""
    pending = list(cases)
    while pending:
        payload = "".join(json.dumps({"id": c.id, "code": c.code, "limits": c.limits_kwargs(),
                                      "forbidden": c.forbidden_output,
                                      "isolation": c.isolation,
                                      "deadline": c.deadline()}) + "\n" for c in pending)
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        env["PYTHONPATH"] = REPO_DIR + os.pathsep + env.get("PYTHONPATH", "")
        with tempfile.TemporaryFile(mode="w+") as errfile:
            proc = subprocess.Popen(
                [sys.executable, "-c", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=errfile, text=True, cwd=REPO_DIR, env=env,
                preexec_fn=_limit_address_space)
            lines: queue.Queue[str | None] = queue.Queue()
            reader = threading.Thread(target=_reader, args=(proc.stdout, lines), daemon=True)
            reader.start()
            assert proc.stdin is not None
            proc.stdin.write(payload)
            proc.stdin.close()
            current: DosCase | None = None
            started = time.monotonic()
            deadline = started + 60.0  # start-up
            progressed = False
            killed = False
            while True:
                try:
                    line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
                except queue.Empty:
                    proc.kill()  # safety net: the child's own alarm should have fired
                    killed = True
                    break
                if line is None:
                    break
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue  # stray output
                if rec["event"] == "start":
                    current = next(c for c in pending if c.id == rec["id"])
                    started = time.monotonic()
                    deadline = started + current.deadline() + 15.0
                elif rec["event"] == "done":
                    results[rec["id"]] = rec
                    progressed = True
                    current = None
                    deadline = time.monotonic() + 30.0
            proc.wait()
            reader.join(timeout=5)
            assert proc.stdout is not None
            proc.stdout.close()
            errfile.seek(0)
            stderr_tail = errfile.read()[-2000:]
        if current is not None:
            results[current.id] = {
                "outcome": "hung" if killed else "crashed", "returncode": proc.returncode,
                "elapsed": time.monotonic() - started, "stderr": stderr_tail}
            progressed = True
        pending = [c for c in pending if c.id not in results]
        if pending and not progressed:
            for c in pending:  # the child cannot even start
                results[c.id] = {"outcome": "crashed", "returncode": proc.returncode,
                                 "stderr": stderr_tail, "elapsed": 0.0}
            return


def run_isolated(cases: Sequence[DosCase], workers: int | None = None
                 ) -> dict[str, dict[str, Any]]:
    """Run every case in child processes (``workers`` at a time); return id -> record."""
    if workers is None:  # never more busy children than cores (the suite runs on 2 cores)
        workers = max(1, min(4, len(os.sched_getaffinity(0))))
    # Slow cases first, spread over the workers.
    ordered = sorted(cases, key=lambda c: -c.deadline())
    shares: list[list[DosCase]] = [[] for _ in range(workers)]
    for i, c in enumerate(ordered):
        shares[i % workers].append(c)
    results: dict[str, dict[str, Any]] = {}
    threads = [threading.Thread(target=_drive, args=(share, results)) for share in shares
               if share]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def check_dos(case: DosCase, rec: dict[str, Any] | None) -> None:
    """Assert what every DoS case must show: the host survived, the run ended with the right
    refusal within its time, and the child's peak RSS stayed within the bound."""
    assert rec is not None, f"{case.id}: no result recorded"
    assert rec["outcome"] == "done", (
        f"the host process did not survive: {rec['outcome']} after {rec['elapsed']:.1f}s "
        f"(returncode {rec.get('returncode')}); stderr: {rec.get('stderr', '')[-800:]}")
    assert "host_exception" not in rec, f"run_sync raised: {rec['host_exception']}"
    summary = {k: rec.get(k) for k in ("error", "limit", "used", "allowed", "type_name",
                                       "message", "elapsed", "rss_kb", "value_type")}
    assert rec["rss_kb"] * 1024 <= RSS_BOUND_BYTES, (
        f"peak RSS {rec['rss_kb'] // 1024} MiB over the bound "
        f"{RSS_BOUND_BYTES // MIB} MiB: {summary}")
    assert rec["elapsed"] <= case.backstop_s() + case.limits_kwargs()["timeout_s"], (
        f"took {rec['elapsed']:.2f}s (backstop {case.backstop_s():.0f}s): {summary}")
    output = rec.get("output_head", "") + rec.get("output_tail", "")
    if case.forbidden_output is not None:
        assert not rec.get("forbidden_seen"), (
            f"guest code ran after the limit was breached: {output[-300:]!r}")
    max_out = case.limits_kwargs().get("max_output_bytes", 1_000_000)
    assert rec.get("output_len", 0) <= max_out + 200, f"output not bounded: {summary}"
    assert rec.get("live_same", True), f"on_output did not receive exactly the output: {summary}"
    assert rec.get("live_len", 0) <= max_out + 200, f"live output not bounded: {summary}"
    assert rec.get("display_len", 0) <= 20_000, f"value text not bounded: {summary}"
    if case.may_succeed and rec.get("ok"):
        return
    if case.succeeds:
        assert rec.get("ok"), f"the run failed: {summary}"
        assert rec["truncated"], f"output was not truncated: {summary}"
        assert rec.get("marker"), f"no truncation marker: {summary}"
        return
    assert not rec.get("ok", False), f"the run succeeded: {summary} {rec.get('output_tail')!r}"
    assert rec.get("is_sandbox_error"), summary
    accepted = dict(case.guest_refusals)
    if rec.get("error") == "GuestError" and rec.get("type_name") in accepted:
        assert accepted[rec["type_name"]] in rec["message"], summary
    else:
        assert rec.get("error") == "LimitExceeded", summary
        assert rec.get("limit") in case.limits, summary
        if case.prechecked and rec["limit"] == "max_memory_bytes":
            assert rec["used"] > rec["allowed"], (
                f"refused only after the host ran out of memory (no size check before "
                f"allocating): {summary}")
    for key in ("message", "traceback"):
        assert_no_leak(rec.get(key) or "", key)
    if case.truncated:
        assert rec["truncated"], f"output was not truncated: {summary}"


# --- the introspection walker (guest code) ----------------------------------------------------

#: Attribute names whose successful read on anything reached is an escape.
DANGER_ATTRS = (
    "__globals__", "__code__", "__closure__", "__builtins__", "__subclasses__", "__reduce__",
    "__reduce_ex__", "__getattribute__", "__loader__", "__spec__", "__file__", "__path__",
    "__objclass__", "__defaults__", "__kwdefaults__", "__getstate__", "__setstate__",
    "__weakref__", "__subclasshook__", "gi_frame", "gi_code", "cr_frame", "cr_code",
    "ag_frame", "ag_code", "tb_frame", "f_back", "f_globals", "f_locals", "f_builtins",
    "_sandbox_tb", "_sandbox_host_cause",
)

#: Guest code: ``walk(label, obj, depth)`` reads every public attribute of ``obj`` (recursively
#: to ``depth``) and every name in DANGER_ATTRS, and follows the hops that lead from a callable
#: to its implementation (``__call__``, ``__func__``, ``__wrapped__``, ``__self__``). It records
#: in ``FOUND`` every dangerous read that succeeded (a ``__getattribute__`` that is the guest's
#: own ``object.__getattribute__``, the gate's, is what the name ``object`` gives: the
#: ``object_getattribute_*`` cases of test_escapes pin its refusals) and every ``__self__``
#: that leads to an object other than the one the guest already held; in ``HOSTFN`` every
#: host Python function reached through such a hop; in ``LEAKS`` every text it saw (repr,
#: type, ``__module__``, ``__qualname__``, ``__doc__``) that names a sandbox module or a host
#: path.
WALKER = f"""
_GF = type(lambda: 0)
_GATE_GETATTRIBUTE = object.__getattribute__
_DANGER = {DANGER_ATTRS!r}
FOUND = []
HOSTFN = []
LEAKS = []
_seen = []

def _seen_before(v):
    for s in _seen:
        if s is v:
            return True
    _seen.append(v)
    return False

def _tname(v):
    try:
        return type(v).__name__
    except Exception:
        return "?"

def _host_fn(v):
    if type(v) is _GF:
        return False
    n = _tname(v)
    if n == "function":
        return True
    if n == "method":
        try:
            f = v.__func__
        except Exception:
            return True
        return type(f) is not _GF
    return False

def _leaky(text):
    if "/work/" in text or "site-packages" in text:
        return True
    i = text.find("sandbox.")
    while i >= 0:
        nxt = text[i + 8:i + 9]
        if nxt.isalpha() or nxt == "_":
            return True
        i = text.find("sandbox.", i + 8)
    return False

def _texts(label, v):
    try:
        texts = [repr(v)[:400], str(type(v))]
    except Exception:
        texts = []
    for name in ("__module__", "__qualname__", "__doc__"):
        try:
            t = getattr(v, name)
        except Exception:
            continue
        if type(t) is str:
            texts.append(t[:2000])
    for t in texts:
        if _leaky(t):
            LEAKS.append(label + ": " + t[:120])
            return

def _foreign(owner, obj, parent):
    # a bound method's __self__ other than the object (or class) the guest already held
    if owner is obj or owner is parent or _tname(owner) == "module":
        return False
    return not isinstance(owner, type)

def _own_value(holder, name):
    # a guest function's defaults are the guest's own values (walked below, as its attributes)
    return type(holder) is _GF and name in ("__defaults__", "__kwdefaults__")

def _gate_lookup(name, v):
    # __getattribute__ that is the gate's object.__getattribute__ (what the name ``object``
    # gives, a getattr behind the gate's rules) reaches nothing the guest did not hold
    return name == "__getattribute__" and v is _GATE_GETATTRIBUTE

def _hops(label, obj, parent):
    for name in _DANGER:
        try:
            v = getattr(obj, name)
        except Exception:
            continue
        if not _own_value(obj, name) and not _gate_lookup(name, v):
            FOUND.append(label + "." + name)
    _texts(label, obj)
    for name in ("__call__", "__func__", "__wrapped__"):
        try:
            v = getattr(obj, name)
        except Exception:
            continue
        if _host_fn(v):
            HOSTFN.append(label + "." + name)
        _texts(label + "." + name, v)
        for danger in _DANGER:
            try:
                w = getattr(v, danger)
            except Exception:
                continue
            if not _own_value(v, danger) and not _gate_lookup(danger, w):
                FOUND.append(label + "." + name + "." + danger)
        try:
            owner = v.__self__
        except Exception:
            continue
        if _foreign(owner, obj, parent):
            FOUND.append(label + "." + name + ".__self__ -> " + _tname(owner))
    try:
        owner = obj.__self__
    except Exception:
        return
    if _foreign(owner, obj, parent):
        FOUND.append(label + ".__self__ -> " + _tname(owner))

def walk(label, obj, depth=1, parent=None):
    if _seen_before(obj) or len(_seen) > 4000:
        return
    _hops(label, obj, parent)
    if depth <= 0:
        return
    if type(obj) is _GF:
        for i, v in enumerate(obj.__defaults__ or ()):
            walk(label + ".__defaults__[" + str(i) + "]", v, depth - 1, obj)
        for k, v in (obj.__kwdefaults__ or {{}}).items():
            walk(label + ".__kwdefaults__[" + repr(k) + "]", v, depth - 1, obj)
    try:
        names = dir(obj)
    except Exception:
        return
    for name in names:
        if name.startswith("_"):
            continue
        try:
            v = getattr(obj, name)
        except Exception:
            continue
        walk(label + "." + name, v, depth - 1, obj)
"""


def walk_program(setup: str, expr: str, depth: int = 1, label: str = "x") -> str:
    """Guest program: run ``setup``, walk the value of ``expr``; its value is
    ``(FOUND, HOSTFN, LEAKS)``."""
    return f"{WALKER}\n{setup}\nwalk({label!r}, {expr}, {depth})\n(FOUND, HOSTFN, LEAKS)"


def walk_result(setup: str, expr: str, depth: int = 1, label: str = "x",
                **kwargs: Any) -> tuple[list[str], list[str], list[str]]:
    result = run(walk_program(setup, expr, depth, label), **kwargs)
    assert result.error is None, describe(result)
    found, hostfn, leaked = result.value
    return found, hostfn, leaked


_LINK = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)")


def chain_links(code: str, attr: str) -> tuple[str, ...]:
    """``attr`` plus every private, dunder or frame-ish link of the attribute chains in the
    last line of ``code`` (a refusal may name an earlier link once the gate tightens)."""
    last = code.strip().splitlines()[-1]
    names = [n for n in _LINK.findall(last)
             if n.startswith("_") or n.split("_")[0] in ("gi", "cr", "ag", "tb", "f")]
    return (attr, *names)


class ForkRunner:
    """One CHILD worker kept alive: ``run`` sends one program, which runs in its own forked
    process (deadline, crash and peak-RSS isolation as for the DoS cases) and returns its
    record. Used by the long fuzz run, where one hang or crash must be reported, not fatal."""

    def __init__(self) -> None:
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        env["PYTHONPATH"] = REPO_DIR + os.pathsep + env.get("PYTHONPATH", "")
        self._errfile = tempfile.TemporaryFile(mode="w+")
        self._proc = subprocess.Popen(
            [sys.executable, "-c", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self._errfile, text=True, cwd=REPO_DIR, env=env,
            preexec_fn=_limit_address_space)
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=_reader, args=(self._proc.stdout, self._lines),
                                        daemon=True)
        self._reader.start()
        self._count = 0

    def run(self, code: str, limits: dict[str, Any], deadline: float) -> dict[str, Any]:
        assert self._proc.stdin is not None
        self._count += 1
        case_id = f"fuzz{self._count}"
        self._proc.stdin.write(json.dumps({"id": case_id, "code": code, "limits": limits,
                                           "forbidden": None, "deadline": deadline}) + "\n")
        self._proc.stdin.flush()
        end = time.monotonic() + deadline + 60.0
        while True:
            line = self._lines.get(timeout=max(0.01, end - time.monotonic()))
            if line is None:
                raise RuntimeError("the fuzz worker died")
            rec = json.loads(line)
            if rec.get("event") == "done" and rec.get("id") == case_id:
                return rec

    def close(self) -> None:
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.close()
        self._proc.wait(timeout=30)
        self._reader.join(timeout=5)
        self._proc.stdout.close()
        self._errfile.close()
