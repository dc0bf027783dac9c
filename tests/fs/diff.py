"""Differential file tests: the same program run by CPython in a real directory and by the
sandbox on an equivalent read-write mount at its working directory; stdout, the final
exception and the directory left behind must all match."""

from __future__ import annotations

import difflib
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from sandbox import Mount, Sandbox
from sandbox.errors import GuestError

#: Runs a program as CPython would and prints the uncaught exception's type and message last.
_RUNNER = r"""
import sys, traceback
src = sys.stdin.read()
try:
    exec(compile(src, "<program>", "exec"), {"__name__": "__main__", "ROOT": sys.argv[1]})
except BaseException as e:
    sys.stdout.flush()
    print("EXC " + type(e).__name__ + ": " + str(e))
"""


def make_tree(root: Path, files: dict[str, str | bytes]) -> None:
    """Create ``files`` (relative path -> content; a path ending in ``/`` is a directory)."""
    for rel, content in files.items():
        path = root / rel
        if rel.endswith("/"):
            path.mkdir(parents=True, exist_ok=True)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)


def snapshot(root: Path) -> dict[str, bytes | None]:
    """Every file (content) and directory (None) under ``root``, by relative path."""
    out: dict[str, bytes | None] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for d in dirnames:
            out[os.path.relpath(os.path.join(dirpath, d), root) + "/"] = None
        for f in filenames:
            full = os.path.join(dirpath, f)
            out[os.path.relpath(full, root)] = Path(full).read_bytes()
    return out


def cpython(src: str, workdir: Path, root: str) -> str:
    env = {"PATH": os.environ.get("PATH", ""), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-c", _RUNNER, root], input=src, text=True,
                          capture_output=True, cwd=workdir, env=env, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def sandboxed(src: str, workdir: Path, where: str = "read-write",
              files: dict[str, str | bytes] | None = None) -> tuple[str, Any]:
    """Run ``src`` with ``/work`` a mount of ``workdir`` (mode ``where``), or (``where`` =
    ``"memory"``) in the session's memory holding ``files``; the output and the session."""
    if where == "memory":
        session = Sandbox().session()
        for rel, content in (files or {}).items():
            path = "/work/" + rel
            session.files.mkdir(path.rstrip("/") if rel.endswith("/") else
                                path.rsplit("/", 1)[0], parents=True)
            if not rel.endswith("/"):
                data = content if isinstance(content, bytes) else content.encode()
                session.files.write_bytes(path, data)
    else:
        session = Sandbox(mounts=[Mount("/work", workdir, mode=where)]).session()
    r = session.run_sync(src, inputs={"ROOT": "/work"})
    out: str = r.output
    if r.error is not None:
        assert isinstance(r.error, GuestError), r.error
        out += f"EXC {r.error.type_name}: {r.error.message}\n"
    return out, session


def virtual_snapshot(session: Any, top: str = "/work") -> dict[str, bytes | None]:
    """:func:`snapshot` of the session's view of ``top``."""
    fs = session.fs
    out: dict[str, bytes | None] = {}
    stack = [top]
    while stack:
        current = stack.pop()
        for name in fs.listdir(current):
            path = f"{current}/{name}"
            rel = path[len(top) + 1:]
            if fs.stat(path)[0] == "dir":
                out[rel + "/"] = None
                stack.append(path)
            else:
                out[rel] = fs.read(path)
    return out


def compare(tmp_path: Path, src: str, files: dict[str, str | bytes],
            where: str = "read-write") -> str:
    """Run ``src`` both ways on copies of ``files`` (the sandbox's on a mount of mode
    ``where``, or in memory); assert output, final exception and the files left behind all
    match (an overlay's host directory must be unchanged); return the output."""
    real, virtual = tmp_path / "cpython", tmp_path / "sandbox"
    for d in (real, virtual):
        if d.exists():
            shutil.rmtree(d)
        d.mkdir()
        make_tree(d, files)
    before = snapshot(virtual)
    expected = cpython(src, real, str(real))
    got, session = sandboxed(src, virtual, where, files)
    assert got == expected, "".join(difflib.unified_diff(
        expected.splitlines(True), got.splitlines(True), "cpython", "sandbox"))
    assert virtual_snapshot(session) == snapshot(real)
    assert snapshot(virtual) == (snapshot(real) if where == "read-write" else before)
    return got
