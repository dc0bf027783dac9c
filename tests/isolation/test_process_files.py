"""The memory file system, environ= and import_path= in a confined worker (mounts are refused
in process mode: tests/fs/test_config.py)."""

from __future__ import annotations

from sandbox import Sandbox


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
