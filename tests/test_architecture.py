"""The shape of the tree: no import circle between rooms, no module over 800 lines, and a
public surface that changes only on purpose.

A *room* is a subpackage of ``sandbox`` (``compiler/``, ``runtime/``, ``guards/``,
``modules/``, ``state/``, ``isolation/``...); each module at the top of ``sandbox/`` is a room
of its own (``api``, ``errors``, ``tools``...), and ``sandbox/__init__.py`` is the room
``sandbox`` (the public surface). The import graph is read from the source (the ``ast`` of
every ``import`` statement, at module level or inside a function, so a lazy import counts
like any other); imports under ``if TYPE_CHECKING:`` are annotations for the checker, not
dependencies at run time, and are left out.
"""

from __future__ import annotations

import ast
import types
from collections import defaultdict
from pathlib import Path

import sandbox

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sandbox"
MAX_LINES = 800

#: Modules over MAX_LINES that another helper is splitting now (issue 17). TEMPORARY: the
#: integrator removes each entry as its split lands (the test fails on a stale entry).
LONG_MODULES_BEING_SPLIT = {
}

#: Import edges (importing module -> room) that close a circle between rooms today, each with
#: what it is for. TEMPORARY: each is to be broken (the lower room must not reach up); the
#: test fails on a new circle and on an entry whose import is gone.
BACK_EDGES = {
    # the object model reaches up into the checks that run before C code
    ("sandbox.runtime.builtins", "guards"): "the builtins table wraps guarded builtins "
                                             "(runtime/builtins.py is being split)",
    ("sandbox.runtime.tracing", "guards"): "rendering a traceback sizes the exception text",
    ("sandbox.runtime.ownership", "guards"): "slot stand-ins of the guarded constructors",
    ("sandbox.runtime.dynamic", "guards"): "eval/exec charge the source they compile",
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _room(module: str) -> str:
    """The room of a dotted module name under ``sandbox``."""
    parts = module.split(".")
    if len(parts) == 1:
        return "sandbox"
    if (PACKAGE / parts[1]).is_dir():
        return parts[1]
    if (PACKAGE / f"{parts[1]}.py").is_file():
        return parts[1]
    return "sandbox"  # a name imported from the package itself (``from .. import Sandbox``)


def _runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in {
                "TYPE_CHECKING", "typing.TYPE_CHECKING"}:
            typing_only.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return [node for node in ast.walk(tree)
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in typing_only]


def _targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not node.level:
        return [node.module or ""]
    package = module.split(".") if is_package else module.split(".")[:-1]
    base = package[:len(package) - node.level + 1]
    if node.module:
        return [".".join([*base, node.module])]
    return [".".join([*base, alias.name]) for alias in node.names]


def import_edges() -> dict[tuple[str, str], set[str]]:
    """(importing module, imported room) -> the imported modules, for imports between rooms."""
    edges: dict[tuple[str, str], set[str]] = defaultdict(set)
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in _runtime_imports(tree):
            for target in _targets(node, module, path.name == "__init__.py"):
                if target.split(".")[0] != "sandbox":
                    continue
                if _room(target) != _room(module):
                    edges[(module, _room(target))].add(target)
    return edges


def _find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a list of rooms (first == last), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_circle_between_rooms() -> None:
    edges = import_edges()
    graph: dict[str, set[str]] = defaultdict(set)
    for (module, room) in edges:
        if (module, room) not in BACK_EDGES:
            graph[_room(module)].add(room)
    cycle = _find_cycle(graph)
    if cycle:
        steps = []
        for a, b in zip(cycle, cycle[1:], strict=False):
            via = sorted(m for (m, room) in edges if room == b and _room(m) == a
                         and (m, room) not in BACK_EDGES)
            steps.append(f"{a} -> {b} (via {', '.join(via)})")
        raise AssertionError("import circle between rooms: " + "; ".join(steps))


def test_back_edge_allowlist_is_current() -> None:
    edges = import_edges()
    stale = sorted(edge for edge in BACK_EDGES if edge not in edges)
    assert not stale, f"these imports are gone: remove them from BACK_EDGES: {stale}"


def test_the_graph_sees_function_level_and_relative_imports() -> None:
    edges = import_edges()
    # api imports the isolation room inside a method only
    assert ("sandbox.api", "isolation") in edges
    # ``from ..limits import Limits`` inside a method of the worker
    assert ("sandbox.isolation.worker", "limits") in edges
    # state/pause no longer imports the api room (a type-only import does not count)
    assert ("sandbox.state.pause", "api") not in edges


def test_no_module_over_800_lines() -> None:
    long = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            long[path.relative_to(PACKAGE).as_posix()] = lines
    unexpected = {name: n for name, n in long.items() if name not in LONG_MODULES_BEING_SPLIT}
    assert not unexpected, f"split these by concept (max {MAX_LINES} lines): {unexpected}"
    done = sorted(set(LONG_MODULES_BEING_SPLIT) - set(long))
    assert not done, f"split landed: remove from LONG_MODULES_BEING_SPLIT: {done}"


#: The public surface: ``sandbox.__all__``, and nothing else public at the package's top
#: but these and its subpackages/modules.
PUBLIC = [
    "Expose", "GuestError", "IsolationUnavailable", "LimitExceeded", "Limits", "Mount",
    "RunResult", "RunStats", "Sandbox", "SandboxError", "SandboxInternalError",
    "SandboxSyntaxError", "Session", "StateError", "Tool", "ToolError", "WorkerCrashed",
    "allowed_modules",
]
PUBLIC_EXTRAS = {"__version__", "load_ipython_extension"}


def test_public_surface_is_pinned() -> None:
    assert sorted(sandbox.__all__) == sorted(PUBLIC)
    for name in sandbox.__all__:
        assert getattr(sandbox, name) is not None
    public = {name for name, value in vars(sandbox).items()
              if not name.startswith("_") and not isinstance(value, types.ModuleType)}
    assert public == set(PUBLIC) | (PUBLIC_EXTRAS - {"__version__"})
    assert isinstance(sandbox.__version__, str)
    # re-exports only: every public name is defined in a private implementation module
    for name in PUBLIC:
        assert getattr(sandbox, name).__module__ != "sandbox", name
