"""Tables that the documentation shows, generated from the code (the registry is the truth).

``python -m sandbox.docs`` rewrites the generated sections of CONFORMANCE.md,
THREAT_MODEL.md and README.md in place; ``tests/test_docs.py`` fails when a document and the
code disagree.
A generated section sits between ``<!-- generated:NAME -->`` and ``<!-- end:NAME -->``.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from .limits import Limits
from .modules import REGISTRY, load_wrappers
from .modules.builtin_table import UNAVAILABLE, base_table, session_builtins
from .runtime.objects import Globals
from .state.catalog import state_table


def _inprocess_sandbox() -> Any:
    from .api import Sandbox

    return Sandbox(isolation="inprocess")


ROOT = Path(__file__).resolve().parent.parent

_LIMIT_NOTES = {
    "max_steps": "loop iterations, guest calls, comprehension items, generator resumptions",
    "timeout_s": ("wall-clock seconds per run, checked every 2,000 steps, around host waits "
                  "and when the run ends"),
    "max_memory_bytes": "largest object one operation may build (checked before building it)",
    "max_recursion_depth": "nested guest calls",
    "max_output_bytes": "captured output kept, stdout and stderr together (head and tail; the "
                        "middle is cut, marked)",
    "max_output_lines": "captured output lines kept, stdout and stderr together (head and tail)",
    "max_tool_calls": "host tool calls per run",
    "max_concurrent_tool_calls": "host tool calls in flight at once (the rest wait)",
    "max_source_bytes": "source size, checked before parsing",
    "max_nesting_depth": "bracket and indentation nesting, checked before parsing",
    "max_files": "files and directories held in the session's memory file system",
    "max_path_chars": "characters of a virtual file path",
}


def modules_table() -> str:
    """Markdown table of importable modules."""
    load_wrappers()
    rows = ["| module | what it offers |", "| --- | --- |"]
    for name in sorted(REGISTRY):
        rows.append(f"| `{name}` | {REGISTRY[name].doc or ''} |")
    return "\n".join(rows)


def builtins_table() -> str:
    """Markdown lists of available and withheld builtins."""
    g = Globals()
    g.ctx = None
    names = sorted(set(base_table()) | set(session_builtins(g)))
    functions = [n for n in names if not (n[0].isupper() and n.endswith(("Error", "Exception",
                                                                        "Warning", "Exit",
                                                                        "Interrupt", "Group",
                                                                        "Iteration")))]
    exceptions = [n for n in names if n not in functions]
    lines = ["Available builtins: " + ", ".join(f"`{n}`" for n in functions) + ".", "",
             "Builtin exception classes: " + ", ".join(f"`{n}`" for n in exceptions) + ".", "",
             "| withheld builtin | why |", "| --- | --- |"]
    lines += [f"| `{name}` | {why} |" for name, why in sorted(UNAVAILABLE.items())]
    return "\n".join(lines)


def limits_table() -> str:
    """Markdown table of every limit and its default."""
    rows = ["| limit | default | what it bounds |", "| --- | --- | --- |"]
    for field in dataclasses.fields(Limits):
        default = getattr(Limits(), field.name)
        rows.append(f"| `{field.name}` | {default!r} | {_LIMIT_NOTES.get(field.name, '')} |")
    return "\n".join(rows)


SECTIONS = {
    "CONFORMANCE.md": {"modules": modules_table, "builtins": builtins_table},
    "THREAT_MODEL.md": {"limits": limits_table},
    "README.md": {"state": lambda: state_table(_inprocess_sandbox())},
}


def render(text: str, sections: Mapping[str, Callable[[], str]]) -> str:
    """``text`` with every generated section replaced by its current content."""
    for name, make in sections.items():
        pattern = re.compile(rf"(<!-- generated:{name} -->\n)(.*?)(<!-- end:{name} -->)",
                             re.DOTALL)
        if not pattern.search(text):
            raise ValueError(f"section {name!r} markers missing")
        content = make()
        # the lambda runs inside pattern.sub, before ``content`` is rebound
        text = pattern.sub(lambda m: m.group(1) + content + "\n" + m.group(3), text)  # noqa: B023
    return text


def main() -> int:
    for filename, sections in SECTIONS.items():
        path = ROOT / filename
        path.write_text(render(path.read_text(), sections))
        print(f"updated {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
