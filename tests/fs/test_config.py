"""Mount and Sandbox file-system options, os.environ, Session.files, process isolation."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sandbox import Mount, Sandbox


def test_mount_validation(tmp_path: Path) -> None:
    assert Mount("/data/", tmp_path).path == "/data"
    assert Mount("/a/../b", str(tmp_path)).host_dir == str(tmp_path)
    for bad in (dict(path="data"), dict(path="/"), dict(path="/x", mode="rw"),
                dict(path="/x", max_read_bytes=0), dict(path="/x", max_write_bytes=True)):
        with pytest.raises(ValueError):
            Mount(host_dir=tmp_path, **bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Sandbox(mounts=["/data"])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="same virtual path"):
        Sandbox(mounts=[Mount("/d", tmp_path), Mount("/d/", tmp_path)])
    with pytest.raises(ValueError, match="absolute"):
        Sandbox(import_path=["rel"])
    with pytest.raises(TypeError, match="str to str"):
        Sandbox(environ={"A": 1})  # type: ignore[dict-item]
    with pytest.raises(ValueError, match="cannot open mount directory"):
        Sandbox(mounts=[Mount("/d", tmp_path / "missing")]).session()


def test_a_missing_host_dir_error_names_no_more_than_the_host_gave(tmp_path: Path) -> None:
    with pytest.raises(ValueError) as info:
        Sandbox(mounts=[Mount("/d", tmp_path / "nope")]).session()
    assert "No such file or directory" in str(info.value)


def test_environ_is_the_hosts_mapping_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SANDBOX_HOST_SECRET", "leak")
    code = """
import os
print(dict(os.environ), os.getenv('SANDBOX_HOST_SECRET'), os.getenv('X', 'dflt'))
os.environ['NEW'] = 'v'
print(os.getenv('NEW'), os.environ.get('TOKEN'))
try:
    os.getenv(1)
except TypeError as e:
    print(e)
"""
    assert Sandbox().run_sync(code).output == (
        "{} None dflt\nv None\nstr expected, not int\n")
    r = Sandbox(environ={"TOKEN": "t", "HOME": "/work"}).run_sync(
        code + "import os.path\nprint(os.path.expanduser('~/x'))")
    assert r.output == ("{'TOKEN': 't', 'HOME': '/work'} None dflt\nv t\n"
                        "str expected, not int\n/work/x\n")


def test_environ_is_per_session() -> None:
    sb = Sandbox(environ={"A": "1"})
    first = sb.session()
    first.run_sync("import os\nos.environ['A'] = 'changed'")
    assert sb.session().run_sync("import os\nprint(os.environ['A'])").output == "1\n"
    assert sb.environ == {"A": "1"}


def test_session_files_reads_what_the_guest_wrote(tmp_path: Path) -> None:
    session = Sandbox(mounts=[Mount("/out", tmp_path, mode="overlay")]).session()
    session.files.mkdir("/work/in", parents=True)
    session.files.write_text("/work/in/q.txt", "question")
    r = session.run_sync("""
from pathlib import Path
text = Path('in/q.txt').read_text()
Path('/out/answer.txt').write_text(text.upper())
Path('/work/log.txt').write_text('done')
""")
    assert r.error is None, r.error
    files = session.files
    assert files.read_text("/out/answer.txt") == "QUESTION"
    assert os.listdir(tmp_path) == []  # overlay: the host directory is untouched
    assert sorted(files.walk("/work")) == ["/work/in/q.txt", "/work/log.txt"]
    assert files.exists("/out/answer.txt") and files.is_dir("/work/in")
    assert sorted(files.listdir("/")) == ["out", "tmp", "work"] and files.cwd == "/work"
    with pytest.raises(FileNotFoundError):
        files.read_bytes("/nope")


def test_sessions_do_not_share_memory_files() -> None:
    sb = Sandbox()
    sb.session().run_sync("open('/tmp/x', 'w').write('1')")
    r = sb.session().run_sync("import os\nprint(os.path.exists('/tmp/x'))")
    assert r.output == "False\n"


@pytest.mark.anyio
async def test_files_in_async_runs(anyio_backend: str, tmp_path: Path) -> None:
    (tmp_path / "in.txt").write_text("abc")

    async def fetch() -> str:
        return "fetched"

    session = Sandbox(tools=[fetch], mounts=[Mount("/m", tmp_path, mode="read-write")]).session()
    r = await session.run("""
data = open('/m/in.txt').read()
with open('/m/out.txt', 'w') as f:
    f.write(data + await fetch())
print(open('/m/out.txt').read())
""")
    assert r.output == "abcfetched\n", r.error
    assert (tmp_path / "out.txt").read_text() == "abcfetched"
