"""Escape attempts against mounts: nothing outside a mount's directory is reachable, nothing
blocks, no host path appears in what the guest sees, and every budget holds (a breach is
an uncatchable LimitExceeded)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sandbox import Limits, Mount, Sandbox
from sandbox.errors import LimitExceeded


@pytest.fixture
def tree(tmp_path: Path) -> dict[str, Path]:
    """A mount directory with links and special files in it, and a secret beside it."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("TOP SECRET")
    data = tmp_path / "data"
    data.mkdir()
    (data / "ok.txt").write_text("fine")
    (data / "sub").mkdir()
    (data / "sub" / "inner.txt").write_text("inner")
    os.symlink(outside / "secret.txt", data / "abs_link")
    os.symlink("../outside/secret.txt", data / "rel_link")
    os.symlink(outside, data / "dir_link")
    os.symlink("ok.txt", data / "inside_link")
    os.symlink("/dev/zero", data / "dev_link")
    os.mkfifo(data / "fifo")
    return {"root": tmp_path, "data": data, "outside": outside}


def run(code: str, mounts: list[Mount], limits: Limits | None = None,
        tools: list[object] | None = None) -> object:
    return Sandbox(tools=tools, mounts=mounts, limits=limits).run_sync(code)


PROBE = """
import os
def attempt(label, fn):
    try:
        result = fn()
        print(label, 'OK', repr(result)[:40])
    except OSError as e:
        print(label, type(e).__name__, e.errno, e)
"""


def test_nothing_outside_the_mount_is_reachable(tree: dict[str, Path]) -> None:
    code = PROBE + """
attempt('dotdot', lambda: open('/data/../outside/secret.txt').read())
attempt('dotdot2', lambda: open('/data/sub/../../outside/secret.txt').read())
attempt('abs', lambda: open('/data/abs_link').read())
attempt('rel', lambda: open('/data/rel_link').read())
attempt('dirlink', lambda: open('/data/dir_link/secret.txt').read())
attempt('dirlist', lambda: os.listdir('/data/dir_link'))
attempt('inside', lambda: open('/data/inside_link').read())
attempt('dev', lambda: open('/data/dev_link', 'rb').read(10))
attempt('fifo', lambda: open('/data/fifo').read())
attempt('fifo_w', lambda: open('/data/fifo', 'w'))
attempt('host_abs', lambda: open(HOST_PATH).read())
attempt('etc', lambda: open('/etc/passwd').read())
attempt('proc', lambda: open('/proc/self/environ').read())
attempt('write_link', lambda: open('/data/abs_link', 'w').write('x'))
attempt('rm_link', lambda: os.remove('/data/abs_link'))
attempt('rename_link', lambda: os.rename('/data/abs_link', '/data/stolen'))
print(sorted(os.listdir('/data')))
attempt('ok', lambda: open('/data/ok.txt').read())
""".replace("HOST_PATH", repr(str(tree["outside"] / "secret.txt")))
    r = run(code, [Mount("/data", tree["data"], mode="read-write")])
    assert r.error is None, r.error
    out = r.output
    assert "TOP SECRET" not in out
    # no host path in anything the guest saw (but the one line where it typed one itself)
    assert str(tree["root"]) not in "".join(
        line for line in out.splitlines() if not line.startswith("host_abs"))
    lines = dict(line.split(" ", 1) for line in out.splitlines() if " " in line)
    assert lines["dotdot"].startswith("FileNotFoundError 2")
    for label in ("abs", "rel", "dirlink", "dirlist", "inside", "dev", "fifo", "fifo_w",
                  "write_link", "rm_link", "rename_link"):
        assert lines[label].startswith("PermissionError 13"), (label, lines[label])
    for label in ("host_abs", "etc", "proc"):
        assert lines[label].startswith("FileNotFoundError 2"), (label, lines[label])
    assert "['ok.txt', 'sub']" in out  # links and the FIFO are not listed
    assert lines["ok"] == "OK 'fine'"
    assert (tree["outside"] / "secret.txt").read_text() == "TOP SECRET"
    assert os.path.islink(tree["data"] / "abs_link")


def test_a_directory_swapped_for_a_link_between_calls_is_refused(tree: dict[str, Path]) -> None:
    """The host (or another process) replaces a checked directory with a link: the next
    access walks the path again from the mount's descriptor and refuses the link."""
    data = tree["data"]

    def swap() -> None:
        os.rename(data / "sub", tree["root"] / "moved_sub")
        os.symlink(tree["outside"], data / "sub")

    code = PROBE + """
print(sorted(os.listdir('/data/sub')))
swap()
attempt('after', lambda: open('/data/sub/secret.txt').read())
attempt('list', lambda: os.listdir('/data/sub'))
"""
    r = run(code, [Mount("/data", data)], tools=[swap])
    assert r.error is None, r.error
    assert "['inner.txt']" in r.output
    assert "TOP SECRET" not in r.output and "secret.txt'" in r.output
    assert "after PermissionError 13" in r.output and "list PermissionError 13" in r.output


def test_the_mount_directory_itself_moving_does_not_follow(tree: dict[str, Path]) -> None:
    """The mount holds its directory open: renaming the host path away and putting a link
    in its place changes nothing the guest can reach."""
    sb = Sandbox(mounts=[Mount("/data", tree["data"])])
    session = sb.session()
    os.rename(tree["data"], tree["root"] / "elsewhere")
    os.symlink(tree["outside"], tree["data"])
    r = session.run_sync("import os\nprint(sorted(os.listdir('/data')))")
    assert r.error is None, r.error
    assert r.output == "['ok.txt', 'sub']\n"


def test_read_only_and_overlay_leave_the_host_untouched(tree: dict[str, Path]) -> None:
    data = tree["data"]
    before = sorted(os.listdir(data)), (data / "ok.txt").read_text()
    code = PROBE + """
attempt('w', lambda: open('/ro/new.txt', 'w'))
attempt('a', lambda: open('/ro/ok.txt', 'a'))
attempt('rm', lambda: os.remove('/ro/ok.txt'))
attempt('mkdir', lambda: os.mkdir('/ro/d'))
attempt('rename', lambda: os.rename('/ro/ok.txt', '/ro/x.txt'))
attempt('rmdir', lambda: os.rmdir('/ro/sub'))
with open('/ov/ok.txt', 'a') as f:
    f.write(' and more')
with open('/ov/new.txt', 'w') as f:
    f.write('new')
os.remove('/ov/sub/inner.txt')
os.rmdir('/ov/sub')
os.mkdir('/ov/made')
os.rename('/ov/new.txt', '/ov/made/new2.txt')
print(open('/ov/ok.txt').read(), sorted(os.listdir('/ov')), os.listdir('/ov/made'))
attempt('gone', lambda: open('/ov/sub/inner.txt'))
"""
    session = Sandbox(mounts=[Mount("/ro", data, mode="read-only"),
                              Mount("/ov", data, mode="overlay")]).session()
    r = session.run_sync(code)
    assert r.error is None, r.error
    for label in ("w", "a", "rm", "mkdir", "rename", "rmdir"):
        assert f"{label} PermissionError 13" in r.output, label
    assert "fine and more ['made', 'ok.txt'] ['new2.txt']" in r.output
    assert "gone FileNotFoundError 2" in r.output
    assert (sorted(os.listdir(data)), (data / "ok.txt").read_text()) == before
    assert session.files.read_text("/ov/made/new2.txt") == "new"
    assert session.files.read_text("/ro/ok.txt") == "fine"


def test_path_length_bombs_are_refused() -> None:
    code = PROBE + """
attempt('deep', lambda: open('a/' * 3000 + 'x'))
attempt('long_name', lambda: open('n' * 300, 'w'))
attempt('mkdirs', lambda: os.makedirs('d/' * 2100))
"""
    r = Sandbox().run_sync(code)
    assert r.error is None, r.error
    assert r.output.count("OSError 36 [Errno 36] File name too long") == 3, r.output


def test_a_huge_rglob_is_bounded_by_the_step_limit(tmp_path: Path) -> None:
    big = tmp_path / "big"
    for d in range(20):
        (big / f"d{d}").mkdir(parents=True)
        for f in range(100):
            (big / f"d{d}" / f"f{f}.txt").touch()
    code = "from pathlib import Path\nprint(len(list(Path('/big').rglob('*.txt'))))"
    ok = Sandbox(mounts=[Mount("/big", big)]).run_sync(code)
    assert ok.output == "2000\n", ok.error
    r = Sandbox(mounts=[Mount("/big", big)], limits=Limits(max_steps=5_000)).run_sync(code)
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_steps"


def test_a_100k_file_rglob_ends_at_the_step_limit(tmp_path: Path) -> None:
    big = tmp_path / "huge"
    for d in range(100):
        sub = big / f"d{d:02}"
        sub.mkdir(parents=True)
        for f in range(1000):
            os.close(os.open(sub / f"f{f:03}.txt", os.O_CREAT | os.O_WRONLY, 0o644))
    code = ("from pathlib import Path\nn = 0\nfor p in Path('/huge').rglob('*.txt'):\n"
            "    n += 1\nprint(n)")
    r = Sandbox(mounts=[Mount("/huge", big)], limits=Limits(max_steps=200_000)).run_sync(code)
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_steps"


def test_making_files_in_memory_is_bounded_by_max_files() -> None:
    code = """
try:
    for i in range(100_000):
        open(f'/tmp/f{i}', 'w').close()
except BaseException:
    print('caught')
"""
    r = Sandbox(limits=Limits(max_files=500)).run_sync(code)
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_files"
    assert "caught" not in r.output


@pytest.mark.parametrize("mode", ["read-write", "overlay"])
def test_writing_past_the_write_budget_is_uncatchable(tmp_path: Path, mode: str) -> None:
    code = """
try:
    with open('/out/big.bin', 'wb') as f:
        f.write(b'x' * 5000)
except BaseException:
    print('caught')
"""
    r = Sandbox(mounts=[Mount("/out", tmp_path, mode=mode,
                              max_write_bytes=4096)]).run_sync(code)
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_write_bytes"
    assert "caught" not in r.output
    assert "'/out'" in str(r.error) and str(tmp_path) not in str(r.error)


def test_reading_past_the_read_budget_is_uncatchable(tmp_path: Path) -> None:
    (tmp_path / "a.bin").write_bytes(b"y" * 3000)
    code = """
try:
    for _ in range(3):
        open('/in/a.bin', 'rb').read()
except BaseException:
    print('caught')
"""
    r = Sandbox(mounts=[Mount("/in", tmp_path, max_read_bytes=8000)]).run_sync(code)
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_read_bytes"
    assert "caught" not in r.output


def test_memory_files_count_against_the_memory_limit() -> None:
    code = """
chunk = b'z' * (1 << 20)
for i in range(64):
    with open(f'/tmp/m{i}', 'wb') as f:
        f.write(chunk)
"""
    r = Sandbox(limits=Limits(max_memory_bytes=16 << 20)).run_sync(code)
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_memory_bytes"


def test_file_objects_expose_no_host_internals(tmp_path: Path) -> None:
    (tmp_path / "f.txt").write_text("x")
    code = """
f = open('/m/f.txt')
for name in ['buffer', 'raw', 'fileno', 'detach', '_io', '_fs', '_path', '__dict__',
             '_raw', '__slots__']:
    try:
        getattr(f, name)
        print(name, 'READ')
    except AttributeError:
        pass
print(type(f).__name__, f.name)
"""
    r = Sandbox(mounts=[Mount("/m", tmp_path)]).run_sync(code)
    assert r.error is None, r.error
    assert "READ" not in r.output
    assert r.output == "TextIOWrapper /m/f.txt\n"


def test_a_file_over_the_budget_is_refused_before_it_is_read(tmp_path: Path) -> None:
    with open(tmp_path / "huge.bin", "wb") as f:
        f.truncate(8 << 30)  # a sparse 8 GiB file: reading it would exhaust the host
    r = Sandbox(mounts=[Mount("/in", tmp_path)]).run_sync("open('/in/huge.bin', 'rb')")
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_read_bytes"
    big_budget = Sandbox(mounts=[Mount("/in", tmp_path, max_read_bytes=16 << 30)])
    r = big_budget.run_sync("open('/in/huge.bin', 'rb')")
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_memory_bytes"


@pytest.mark.parametrize("mode", ["wb", "w", "r+b", "ab"])
def test_a_seek_past_the_end_then_a_tiny_write_is_checked_before_the_host_allocates(
        mode: str) -> None:
    # BytesIO fills the gap up to the position with zeros: a one-byte write at 3 GB would make
    # the host allocate 3 GB before any check; the check counts the position, not the data
    code = f"""
f = open('/tmp/x', 'w+b')
f.close()
f = open('/tmp/x', {mode!r})
f.seek(3 * 10**9)
f.write({'"x"' if 'b' not in mode else "b'x'"})
print('wrote')
"""
    r = Sandbox(limits=Limits(max_memory_bytes=64 << 20)).run_sync(code)
    if mode == "ab":  # append writes at the end, whatever the position: nothing to refuse
        assert r.error is None and r.output == "wrote\n", r.error
        return
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_memory_bytes", r.error
    assert "wrote" not in r.output


def test_undecodable_bytes_names_round_trip_as_in_cpython(tmp_path: Path) -> None:
    # a name that is not UTF-8 (from the host, or written by the guest as bytes) is held as
    # surrogate escapes; the bytes APIs give the original bytes back instead of crashing
    (tmp_path / os.fsdecode(b"h\xfe")).write_text("x")
    code = """
import os
open(b'/tmp/\\xff', 'w').write('x')
print(os.listdir(b'/tmp'), sorted(os.listdir(b'/m')), os.path.abspath(b'\\xfe'))
os.chdir(b'/tmp')
print(os.getcwdb(), os.listdir('/tmp'))
"""
    r = Sandbox(mounts=[Mount("/m", tmp_path, mode="overlay")]).run_sync(code)
    assert r.error is None, r.error
    assert r.output == ("[b'\\xff'] [b'h\\xfe'] b'/work/\\xfe'\n"
                        "b'/tmp' ['\\udcff']\n")


@pytest.mark.parametrize("make", ["os.mkdir(f'/out/d{i}')", "open(f'/out/f{i}', 'w').close()"])
def test_empty_files_and_directories_on_a_host_mount_cost_write_budget(
        tmp_path: Path, make: str) -> None:
    # entries with no bytes were free: a loop could fill the host directory with inodes
    # until max_steps; each new entry costs ENTRY_BYTES of the mount's write budget
    from sandbox.fs.mount import ENTRY_BYTES
    code = f"""
import os
try:
    for i in range(1000):
        {make}
except BaseException:
    print('caught')
"""
    budget = 20 * ENTRY_BYTES
    r = Sandbox(mounts=[Mount("/out", tmp_path, mode="read-write",
                              max_write_bytes=budget)]).run_sync(code)
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_write_bytes", r.error
    assert "caught" not in r.output
    assert len(os.listdir(tmp_path)) == 20


def test_a_read_only_mount_is_not_reported_writable(tmp_path: Path) -> None:
    (tmp_path / "f.txt").write_text("x")
    code = """
import os
print(os.access('/ro/f.txt', os.R_OK), os.access('/ro/f.txt', os.W_OK),
      os.access('/tmp', os.W_OK))
try:
    os.utime('/ro/f.txt', (0, 0))
except PermissionError as e:
    print(e)
"""
    r = Sandbox(mounts=[Mount("/ro", tmp_path)]).run_sync(code)
    assert r.error is None, r.error
    assert r.output == "True False True\n[Errno 13] Permission denied: '/ro/f.txt'\n"


@pytest.mark.parametrize("isolation", ["inprocess", "process"])
def test_a_hard_link_to_a_file_outside_is_never_written(tree: dict[str, Path],
                                                         isolation: str) -> None:
    # a hard link is a regular file to the kernel: writing it changed the file outside
    os.link(tree["outside"] / "secret.txt", tree["data"] / "hard")
    code = """
print(open('/data/hard').read())
for mode in ('w', 'a', 'r+'):
    try:
        with open('/data/hard', mode) as f:
            f.write('PWNED')
    except PermissionError as e:
        print(e)
"""
    sb = Sandbox(mounts=[Mount("/data", tree["data"], mode="read-write")],
                 isolation=isolation, pool={"warm": 0, "max_workers": 1})
    try:
        r = sb.run_sync(code)
    finally:
        if sb._pool is not None:
            sb._pool.close()
    assert (tree["outside"] / "secret.txt").read_text() == "TOP SECRET"
    assert r.error is None, r.error
    assert r.output == "TOP SECRET\n" + "[Errno 13] Permission denied: '/data/hard'\n" * 3


def test_work_on_a_deep_tree_is_charged_per_path_component(tmp_path: Path) -> None:
    # a rename in an overlay copies the tree: on a 1,900-level tree it ran 85 s of host code
    # for a few thousand steps (the time limit is checked between steps); each operation
    # now costs a step per component of its path, so the step limit ends it
    code = """
import os
p = '/out/a'
os.mkdir(p)
for i in range(1000):
    p += '/b'
    os.mkdir(p)
print('made')
os.rename('/out/a', '/out/c')
print('renamed')
"""
    r = Sandbox(mounts=[Mount("/out", tmp_path, mode="overlay")],
                limits=Limits(max_steps=1_500_000)).run_sync(code)
    assert r.output == "made\n"
    assert isinstance(r.error, LimitExceeded) and r.error.limit == "max_steps", r.error
    assert os.listdir(tmp_path) == []
