"""Files in process isolation: the memory file system, environ= and import_path= in the
worker, and mounts served by the host over the channel (sandbox/fs/remote.py)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from sandbox import Mount, Sandbox, SandboxError
from sandbox.fs.remote import MountServer


def test_memory_files_environ_and_imports_in_a_worker() -> None:
    sb = Sandbox(isolation="process", environ={"K": "v"}, import_path=["/work"],
                 pool={"warm": 0, "max_workers": 1})
    try:
        r = sb.session().run_sync("""
import os
from pathlib import Path
Path('/work/m.py').write_text('Y = 5')
import m
print(os.environ, m.Y, sorted(os.listdir('/')))
try:
    open('/etc/passwd')
except OSError as e:
    print(e)
""")
    finally:
        sb._pool.close()
    assert r.error is None, r.error
    assert r.output == ("{'K': 'v'} 5 ['tmp', 'work']\n"
                        "[Errno 2] No such file or directory: '/etc/passwd'\n")
    assert "process" in r.stats.isolation


def test_mounts_are_served_by_the_host(tmp_path: Path) -> None:
    data, out = tmp_path / "data", tmp_path / "out"
    data.mkdir()
    out.mkdir()
    (data / "a.csv").write_text("x,y\n1,2\n")
    (data / "lib.py").write_text("def f():\n    return 'from lib'\n")
    os.symlink("/etc/passwd", data / "link")
    sb = Sandbox(isolation="process", import_path=["/data"], pool={"warm": 0, "max_workers": 1},
                 mounts=[Mount("/data", data), Mount("/out", out, mode="read-write"),
                         Mount("/ov", data, mode="overlay")])
    try:
        session = sb.session()
        r = session.run_sync("""
import os, csv, lib
print(sorted(os.listdir('/data')), list(csv.reader(open('/data/a.csv'))), lib.f())
open('/out/r.txt', 'w').write('written')
open('/ov/new.txt', 'w').write('kept in the worker')
print(sorted(os.listdir('/ov')), open('/ov/new.txt').read())
for p in ['/data/link', '/data/nope', '/data/../etc/passwd']:
    try:
        open(p)
    except OSError as e:
        print(e)
try:
    open('/data/x', 'w')
except OSError as e:
    print(e)
""")
        again = session.run_sync("import lib\nprint(open('/out/r.txt').read())")
        # importing a state re-imports lib, which the worker reads from /data via the host
        restored = sb.session(state=session.export_state()).run_sync("print(lib.f())")
    finally:
        sb._pool.close()
    assert r.error is None, r.error
    assert r.output == (
        "['a.csv', 'lib.py'] [['x', 'y'], ['1', '2']] from lib\n"
        "['a.csv', 'lib.py', 'new.txt'] kept in the worker\n"
        "[Errno 13] Permission denied: '/data/link'\n"
        "[Errno 2] No such file or directory: '/data/nope'\n"
        "[Errno 2] No such file or directory: '/data/../etc/passwd'\n"
        "[Errno 13] Permission denied: '/data/x'\n")
    assert str(tmp_path) not in r.output
    assert (out / "r.txt").read_text() == "written"
    assert sorted(os.listdir(data)) == ["a.csv", "lib.py", "link"]
    assert again.output == "written\n", again.error
    assert restored.output == "from lib\n", restored.error


def test_session_files_reads_and_writes_the_workers_files(tmp_path: Path) -> None:
    """``session.files`` asks the worker, where the memory tree is; mounts are routed as the
    guest's calls are (the worker reaches them through the host)."""
    (tmp_path / "in.txt").write_text("mounted")
    sb = Sandbox(isolation="process", pool={"warm": 0, "max_workers": 2},
                 mounts=[Mount("/data", tmp_path), Mount("/ov", tmp_path, mode="overlay")])
    try:
        session = sb.session()
        files = session.files
        files.mkdir("/work/in", parents=True)
        files.write_text("/work/in/a.txt", "from the host")
        r = session.run_sync("import os\nfrom pathlib import Path\n"
                             "Path('/work/out.md').write_text(open('/work/in/a.txt').read())\n"
                             "open('/ov/new.txt', 'w').write('overlay')\nos.chdir('/work')")
        assert r.error is None, r.error
        assert files.read_text("/work/out.md") == "from the host"
        assert files.read_text("out.md") == "from the host"  # relative to the guest's cwd
        assert files.cwd == "/work"
        assert files.read_bytes("/data/in.txt") == b"mounted"
        assert files.read_text("/ov/new.txt") == "overlay"
        assert not (tmp_path / "new.txt").exists()
        assert sorted(files.walk("/work")) == ["/work/in/a.txt", "/work/out.md"]
        assert files.exists("/work/in") and files.is_dir("/work/in")
        assert not files.exists("/nope")
        assert sorted(files.listdir("/")) == ["data", "ov", "tmp", "work"]
        with pytest.raises(FileNotFoundError, match="'/work/missing'"):
            files.read_bytes("/work/missing")
        with pytest.raises(FileExistsError):
            files.mkdir("/work/in")
        with pytest.raises(PermissionError):
            files.write_text("/data/x", "read-only mount")
        with pytest.raises(TypeError):
            files.read_bytes(3)  # type: ignore[arg-type]
        # what the host wrote survives the worker's replacement (a checkpoint followed it)
        files.write_text("/work/late.txt", "placed after the run")
        session._recycle()
        assert session._slot.worker is None
        again = session.run_sync("open('/work/late.txt').read(), open('out.md').read()")
        assert again.value == ("placed after the run", "from the host"), again.error
    finally:
        sb._pool.close()


def test_session_files_is_refused_while_the_session_runs() -> None:
    seen: list[str] = []

    def peek() -> None:
        try:
            session.files.read_text("/tmp/a.txt")
        except SandboxError as exc:
            seen.append(str(exc))

    sb = Sandbox([peek], isolation="process", pool={"warm": 0, "max_workers": 1})
    try:
        session = sb.session()
        r = session.run_sync("open('/tmp/a.txt', 'w').write('x')\npeek()")
        assert r.error is None, r.error
        assert session.files.read_text("/tmp/a.txt") == "x"  # between runs it works
    finally:
        sb._pool.close()
    assert seen and "while the session runs code" in seen[0]


def test_the_host_refuses_what_a_lying_worker_asks(tmp_path: Path) -> None:
    """Requests as a compromised worker could forge them: the host re-checks each one."""
    (tmp_path / "ro").mkdir()
    (tmp_path / "ro" / "f.txt").write_text("12345")
    (tmp_path / "secret.txt").write_text("secret")
    server = MountServer([Mount("/ro", tmp_path / "ro"),
                          Mount("/rw", tmp_path / "ro", mode="read-write", max_write_bytes=10,
                                max_read_bytes=8)])
    try:
        def ask(**frame: object) -> dict[str, object]:
            return server.serve(frame)
        assert ask(m=0, op="read", parts=["..", "secret.txt"], max=100) == {
            "ok": False, "errno": errno.EACCES}
        assert ask(m=0, op="read", parts=["f.txt"], max=100)["value"] == b"12345"
        assert ask(m=0, op="write", parts=["f.txt"], data=b"x")["errno"] == errno.EACCES
        assert ask(m=0, op="unlink", parts=["f.txt"])["errno"] == errno.EACCES
        assert ask(m=1, op="rmdir", parts=[".."])["errno"] == errno.EACCES
        assert ask(m=1, op="write", parts=["big"], data=b"x" * 11)["errno"] == errno.EDQUOT
        assert ask(m=1, op="read", parts=["f.txt"], max=100)["value"] == b"12345"
        assert ask(m=1, op="read", parts=["f.txt"], max=100)["errno"] == errno.EDQUOT
        assert ask(m=1, op="mkdir", parts=["d"])["errno"] == errno.EDQUOT  # an entry costs
        assert ask(m=1, op="write", parts=["empty"], data=b"")["errno"] == errno.EDQUOT
        assert ask(m=5, op="stat", parts=[])["errno"] == errno.EINVAL
        assert ask(m=0, op="chmod", parts=[])["errno"] == errno.EINVAL
        assert ask(m=0, op="stat", parts="f.txt")["errno"] == errno.EINVAL
        assert ask(m=0, op="stat", parts=["a/b"])["errno"] == errno.EACCES
        assert (tmp_path / "ro" / "f.txt").read_text() == "12345"
        assert not (tmp_path / "ro" / "big").exists()
        assert not (tmp_path / "ro" / "d").exists() and not (tmp_path / "ro" / "empty").exists()
    finally:
        server.close()


def test_names_that_are_not_utf8_cross_the_channel(tmp_path: Path) -> None:
    # a host file named with bytes that are not UTF-8 is held as surrogate escapes: the
    # reply to listdir failed to encode (run_sync raised UnicodeEncodeError) and a guest
    # print of such a name ended the worker; names now cross as bytes and the channel passes
    # lone surrogates
    (tmp_path / os.fsdecode(b"h\xfe")).write_text("x")
    sb = Sandbox(isolation="process", mounts=[Mount("/m", tmp_path, mode="read-write")],
                 pool={"warm": 0, "max_workers": 1})
    try:
        r = sb.session().run_sync("""
import os
names = os.listdir('/m')
print(names, open('/m/' + names[0]).read())
open(b'/m/g\\xff', 'w').write('y')
print(sorted(os.listdir(b'/m')), '\\udcff')
""")
    finally:
        sb._pool.close()
    assert r.error is None, r.error
    assert r.output == "['h\\udcfe'] x\n[b'g\\xff', b'h\\xfe'] \udcff\n"
    assert (tmp_path / os.fsdecode(b"g\xff")).read_text() == "y"
