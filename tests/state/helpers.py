"""Helpers of the focused state tests: a round trip through a fresh session of a fresh
sandbox, and one through two separate processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from sandbox import Sandbox

ROOT = Path(__file__).resolve().parents[2]


def round_trip(setup: str, check: str) -> Any:
    """Run ``setup`` in a session, export, import into a session of another Sandbox and
    return the value of ``check`` (guest source) there."""
    session = Sandbox().session()
    session.run_sync(textwrap.dedent(setup)).check()
    restored = Sandbox().session(state=session.export_state())
    return restored.run_sync(textwrap.dedent(check)).check().value


_CHILD = """
import json, sys
sys.path.insert(0, {root!r})
from sandbox import Sandbox
mode = sys.argv[1]
if mode == "export":
    session = Sandbox().session()
    session.run_sync(sys.stdin.read()).check()
    sys.stdout.buffer.write(session.export_state())
else:
    blob = open(sys.argv[2], "rb").read()
    session = Sandbox().session(state=blob)
    result = session.run_sync(sys.argv[3]).check()
    print(json.dumps(result.value))
"""


def cross_process(setup: str, check: str, tmp_path: Path) -> Any:
    """Export in one ``python -c`` process and import in another (different hash seeds);
    ``check`` must evaluate to JSON-able data."""
    code = _CHILD.format(root=str(ROOT))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "1"}
    exported = subprocess.run([sys.executable, "-c", code, "export"],
                              input=textwrap.dedent(setup).encode(), capture_output=True,
                              env=env, timeout=120, check=True)
    blob = tmp_path / "state.bin"
    blob.write_bytes(exported.stdout)
    env["PYTHONHASHSEED"] = "2"
    imported = subprocess.run([sys.executable, "-c", code, "import", str(blob),
                               textwrap.dedent(check)], capture_output=True, env=env,
                              timeout=120, check=True)
    return json.loads(imported.stdout)
