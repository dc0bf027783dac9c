"""Frames a compromised worker (or host) sends over the isolation channel (round 5).

The receiving side decodes every frame its peer sends. A frame must never crash it, however
it nests: a tuple's msgpack payload decoded from msgpack's ``ext_hook`` nested one C
unpacker per level, and ~200 levels overflowed the C stack (SIGSEGV of the host). Each case
runs in a child process, so a crash is a failed assertion, not a lost test run.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from .harness import REPO_DIR

# A frame of tuples nested ``depth`` deep, built without recursion (as a worker under attack
# would write it by hand); sent on a bare socketpair and received by a Channel.
_CHANNEL_CHILD = """
import socket, struct, sys, time
import msgpack
from sandbox.isolation.channel import Channel, ChannelBroken
depth = int(sys.argv[1])
payload = msgpack.packb([])
for _ in range(depth):
    payload = msgpack.packb([msgpack.ExtType(1, payload)])
body = msgpack.packb({"t": "result", "value": msgpack.ExtType(1, payload)})
a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
right = Channel(b)
a.setblocking(True)
sys.setrecursionlimit(50_000)  # as high as a run holds it (hostroom): no RecursionError save
threading_send = __import__("threading").Thread(
    target=a.sendall, args=(struct.pack(">I", len(body)) + body,))
threading_send.start()
try:
    frame = right.recv(time.monotonic() + 30)
    value = frame["value"]
    n = 0
    while value:
        value, n = value[0], n + 1
    print("decoded", n)
except ChannelBroken as exc:
    print("broken", exc)
threading_send.join()
"""


def _receive(depth: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _CHANNEL_CHILD, str(depth)], cwd=REPO_DIR,
                          capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": REPO_DIR, "PATH": "/usr/bin:/bin"})


@pytest.mark.parametrize("depth", [300, 2_000])
def test_deeply_nested_tuples_in_a_frame_do_not_crash_the_receiver(depth: int) -> None:
    done = _receive(depth)
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    if depth <= 500:  # within the channel's nesting bound: decoded whole, no recursion
        assert done.stdout.strip() == f"decoded {depth}"  # (the innermost is ())
    else:  # past it: a broken peer, a clean error
        assert done.stdout.startswith("broken undecodable frame (MalformedFrame)")


_WORKER_PROBE = textwrap.dedent("""
    import gc, struct, msgpack
    from sandbox.isolation.channel import Channel
    chan = next(o for o in gc.get_objects() if type(o) is Channel)
    payload = msgpack.packb([])
    for _ in range(DEPTH):
        payload = msgpack.packb([msgpack.ExtType(1, payload)])
    body = msgpack.packb({"t": "probed", "result": msgpack.ExtType(1, payload), "error": None})
    chan.sock.setblocking(True)
    chan.sock.sendall(struct.pack(">I", len(body)) + body)
    result = None
""")

_HOST_CHILD = """
import sys
from sandbox import Sandbox, Limits
from sandbox.isolation import WorkerCrashed
sb = Sandbox(isolation="process", _test_hooks=True, limits=Limits(timeout_s=20),
             pool={"warm": 0, "max_workers": 2})
if not sb.isolation_report().is_in_force("process"):
    print("skip no process isolation")
    raise SystemExit(0)
session = sb.session()
try:
    seen = session._probe(sys.argv[1])
    print("reply", type(seen.get("result")).__name__)
except WorkerCrashed as exc:
    print("crashed", exc)
print("after", session.run_sync("print(6 * 7)").output.strip())
"""


def test_a_worker_sending_a_deep_frame_cannot_crash_the_host() -> None:
    probe = _WORKER_PROBE.replace("DEPTH", "3000")
    done = subprocess.run([sys.executable, "-c", _HOST_CHILD, probe], cwd=REPO_DIR,
                          capture_output=True, text=True, timeout=180,
                          env={"PYTHONPATH": REPO_DIR, "PATH": "/usr/bin:/bin"})
    if done.stdout.startswith("skip"):
        pytest.skip(done.stdout.strip())
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    lines = done.stdout.splitlines()
    assert lines[0].startswith("crashed") and "undecodable frame" in lines[0], lines
    assert lines[-1] == "after 42", lines


# A worker that streams output past the limit: its run options are patched (in the worker,
# through the test hook) to send 200 frames of 1 MB of "live output" before the run starts,
# stdout and stderr in turn (the limit counts both streams together).
_FLOOD_PROBE = textwrap.dedent("""
    import sandbox.isolation.worker as w
    orig = w._Server._run_options
    def patched(self, message):
        options = orig(self, message)
        if options["live"][0] is not None:
            for i in range(200):
                self.chan.send({"t": "err" if i % 2 else "out", "text": "x" * 1_000_000})
        return options
    w._Server._run_options = patched
    result = 1
""")

_FLOOD_CHILD = """
import resource, sys
from sandbox import Sandbox, Limits
sb = Sandbox(isolation="process", _test_hooks=True, limits=Limits(timeout_s=20),
             pool={"warm": 0, "max_workers": 2})
if not sb.isolation_report().is_in_force("process"):
    print("skip no process isolation")
    raise SystemExit(0)
session = sb.session()
assert session._probe(sys.argv[1])["result"] == 1
seen = [0]
def on_output(text):
    seen[0] += len(text)
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
result = session.run_sync("print('hi')", on_output=on_output, on_stderr=on_output)
grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) // 1024
print(type(result.error).__name__, seen[0], grown)
"""


def test_a_worker_streaming_past_the_output_limit_is_cut_off() -> None:
    done = subprocess.run([sys.executable, "-c", _FLOOD_CHILD, _FLOOD_PROBE], cwd=REPO_DIR,
                          capture_output=True, text=True, timeout=180,
                          env={"PYTHONPATH": REPO_DIR, "PATH": "/usr/bin:/bin"})
    if done.stdout.startswith("skip"):
        pytest.skip(done.stdout.strip())
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    error, streamed, grown_mib = done.stdout.split()
    assert error == "WorkerCrashed"
    assert int(streamed) <= 1_000_000 + 4096  # the default max_output_bytes, + the marker
    assert int(grown_mib) < 50, grown_mib  # 200 MB arrived before the cut (plan.output kept it)


# A worker that answers with messages of the wrong shape: the handler of one request is
# replaced (in the worker, through the test hook) by one that sends ``MESSAGE``. The host
# must end the exchange with WorkerCrashed (typed), never a KeyError, TypeError or
# OverflowError out of its own reading of the message.
_SHAPE_PROBE = textwrap.dedent("""
    import sandbox.isolation.worker as w
    message = MESSAGE
    if HANDLER == "_send_outcome":
        def patched(self, result):
            self.chan.send(message)
    else:
        async def patched(self, request):
            self.chan.send(message)
    setattr(w._Server, HANDLER, patched)
    result = 1
""")

_SHAPE_CHILD = """
import sys
from sandbox import Sandbox, Limits
sb = Sandbox(isolation="process", _test_hooks=True, limits=Limits(timeout_s=10),
             pool={"warm": 0, "max_workers": 2})
if not sb.isolation_report().is_in_force("process"):
    print("skip no process isolation")
    raise SystemExit(0)
session = sb.session()
assert session._probe(sys.argv[1])["result"] == 1
call = {"run": lambda: session.run_sync("x = 1").error, "export": session.export_state,
        "repr": session.value_repr}[sys.argv[2]]
try:
    outcome = call()
except Exception as exc:
    outcome = exc
print(type(outcome).__name__)
"""

_RESULT = ('{"t": "result", "output": "", "stderr": "", "opaque": None, '
           '"stats": [0, 0, 0, 0], '
           '"value": None, "error": None, "calls": [], "ck": False')
_SHAPES = {
    "result_resumed_at_inf": ("run", "_send_outcome", _RESULT + ', "resumed_at": float("inf")}'),
    "result_call_seconds_inf": ("run", "_send_outcome", _RESULT.replace(
        '"calls": []', '"calls": [["f", float("inf"), "ok", 1.0, None]]') + "}"),
    "result_error_cause_list": ("run", "_send_outcome", _RESULT.replace(
        '"error": None', '"error": {"cls": "SandboxError", "message": "m", '
        '"traceback": None, "attrs": {}, "cause": [1]}') + "}"),
    "state_without_blob": ("export", "_on_export", '{"t": "state"}'),
    "state_report_not_a_dict": ("export", "_on_export", '{"t": "state", "blob": b"", "report": 5}'),
    "failed_without_error": ("export", "_on_export", '{"t": "failed"}'),
    "unknown_reply_kind": ("export", "_on_export", '{"t": "error"}'),
    "repr_text_not_text": ("repr", "_on_repr", '{"t": "repr", "text": 5, "output": ""}'),
    "repr_stderr_not_text": ("repr", "_on_repr", '{"t": "repr", "text": "", "stderr": 5}'),
    "result_stderr_not_text": ("run", "_send_outcome", _RESULT.replace(
        '"stderr": ""', '"stderr": 5') + "}"),
    "result_without_stderr": ("run", "_send_outcome", _RESULT.replace(
        '"stderr": "", ', '') + "}"),
}


@pytest.mark.parametrize("name", list(_SHAPES))
def test_a_malformed_reply_is_a_crashed_worker_not_a_host_exception(name: str) -> None:
    request, handler, message = _SHAPES[name]
    probe = _SHAPE_PROBE.replace("MESSAGE", message).replace("HANDLER", repr(handler))
    done = subprocess.run([sys.executable, "-c", _SHAPE_CHILD, probe, request], cwd=REPO_DIR,
                          capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": REPO_DIR, "PATH": "/usr/bin:/bin"})
    if done.stdout.startswith("skip"):
        pytest.skip(done.stdout.strip())
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert done.stdout.strip() == "WorkerCrashed", done.stdout
