"""The memory files round-trip in a state blob (mounts do not: the importing sandbox
provides its own), with the guest modules imported from them."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox import Limits, Mount, Sandbox
from sandbox.errors import StateError


def test_memory_files_and_file_modules_round_trip(tmp_path: Path) -> None:
    sb = Sandbox(import_path=["/work/lib"], mounts=[Mount("/m", tmp_path, mode="overlay")])
    first = sb.session()
    r = first.run_sync("""
import os
os.makedirs('/work/lib/pkg')
open('/work/lib/pkg/__init__.py', 'w').write('N = 7')
open('/work/notes.txt', 'w').write('kept')
open('/m/overlay.txt', 'w').write('not kept')
os.mkdir('/work/empty')
os.chdir('/work/lib')
import pkg
""")
    assert r.error is None, r.error
    blob = first.export_state()
    second = sb.session(state=blob)
    r = second.run_sync("""
import os
print(pkg.N, os.getcwd(), open('/work/notes.txt').read(), os.path.isdir('/work/empty'))
print(os.path.exists('/m/overlay.txt'))
""")
    assert r.output == "7 /work/lib kept True\nFalse\n", r.error
    assert second.files.read_text("/work/notes.txt") == "kept"


def test_a_session_without_files_writes_no_file_record() -> None:
    session = Sandbox().session()
    session.run_sync("x = 1")
    assert Sandbox().session(state=session.export_state()).globals["x"] == 1
    assert b"files" not in session.export_state()


def test_a_failed_import_leaves_the_files_as_they_were() -> None:
    source = Sandbox().session()
    source.run_sync("for i in range(50):\n    open(f'/work/f{i}', 'w').write('x')")
    blob = source.export_state()
    target = Sandbox(limits=Limits(max_files=20)).session()
    target.run_sync("open('/work/mine.txt', 'w').write('mine')")
    with pytest.raises(StateError, match="limit"):
        target.import_state(blob)
    assert target.files.read_text("/work/mine.txt") == "mine"
    assert not target.files.exists("/work/f0")
