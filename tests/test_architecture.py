"""The shape of the tree: no import circle between rooms, no module over 800 lines, and a
public surface that changes only on purpose.

A *room* is a subpackage of ``sandbox`` (``compiler/``, ``runtime/``, ``guards/``,
``modules/``, ``state/``, ``isolation/``...); each module at the top of ``sandbox/`` is a room
of its own (``api``, ``errors``, ``tools``...), and ``sandbox/__init__.py`` is the room
``sandbox`` (the public surface). The import graph is read from the source (the ``ast`` of
every ``import`` statement, at module level or inside a function, so a lazy import counts
like any other); imports under ``if TYPE_CHECKING:`` are annotations for the checker, not
dependencies at run time, and are left out.

The layering, lowest first (:data:`LAYERS`): a room imports only rooms of its own layer or of
a lower one, and never in a circle (within a layer either):

1. foundations -- ``errors``, ``limits``, ``parse``, ``validate``, ``scopes``, ``mangle``,
   ``observe``, ``hostloop`` (the event-loop check of the ``*_sync`` entry points), ``hints``
   (refusal texts and tables; the allowlist's names are passed in);
2. object model -- ``runtime`` (guest objects, the gate, the run context with its memory
   meter and the time cost of host calls charged as steps, eval/exec);
3. checks -- ``guards`` (sizes, checked dunders), ``interrupt``, ``tool_binding``;
4. files -- ``fs``;
5. allowlist -- ``modules`` (the importable modules and their wrappers);
6. compiler and host values -- ``compiler``, ``boundary``, ``display``;
7. tools and results -- ``results``, ``tool_errors``, ``tools``, ``expose``, ``outcome`` (how a
   run's program ends, as data);
8. ``state`` (export/import, pause, replay);
9. ``isolation`` (worker processes; the host side, and the worker, which serves an
   in-process ``Sandbox``);
10. ``api`` (``Sandbox``, ``Session``);
11. entry points -- ``sandbox`` (the package), ``__main__`` (the CLI), ``notebook``, ``docs``,
    ``contrib``.

Where a lower room must call into a higher one, the higher one installs itself when it is
imported (the lower room owns the slot): the compiler into ``runtime/compiling.py`` (for
eval/exec and guest-source modules), the module type into ``runtime/gate.py``, the
``Sandbox`` class into ``isolation/hosted.py``. ``sandbox/__init__.py`` imports the
installing rooms first, and Python runs it before any submodule, so every entry point finds
them installed (:func:`test_a_fresh_process_finds_the_hooks_installed`).
"""

from __future__ import annotations

import ast
import subprocess
import sys
import types
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import sandbox

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sandbox"
MAX_LINES = 800

#: Modules over MAX_LINES that another helper is splitting now (issue 17). TEMPORARY: the
#: integrator removes each entry as its split lands (the test fails on a stale entry).
LONG_MODULES_BEING_SPLIT = {
}

#: The layers, lowest first (see the module docstring): each room in exactly one.
LAYERS: list[tuple[str, frozenset[str]]] = [
    ("foundations", frozenset({"errors", "limits", "parse", "validate", "scopes", "mangle",
                               "observe", "hostloop", "hints"})),
    ("object model", frozenset({"runtime"})),
    ("checks", frozenset({"guards", "interrupt", "tool_binding"})),
    ("files", frozenset({"fs"})),
    ("allowlist", frozenset({"modules"})),
    ("compiler and host values", frozenset({"compiler", "boundary", "display"})),
    ("tools and results", frozenset({"results", "tool_errors", "tools", "expose", "outcome"})),
    ("state", frozenset({"state"})),
    ("isolation", frozenset({"isolation"})),
    ("api", frozenset({"api"})),
    ("entry points", frozenset({"sandbox", "__main__", "notebook", "docs", "contrib"})),
]

#: Import edges (importing module -> room) that reach up the layers and close a circle
#: between rooms, each with what it is for: none is left (13 at the start of issue 17, the
#: last ones broken by splitting the builtins table, the cost charging and the traceback
#: rendering from the object model). The tests fail on a new upward edge or circle and on an
#: entry whose import is gone; an entry here is a debt to pay, never a way to land one.
BACK_EDGES: dict[tuple[str, str], str] = {}


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


def sandbox_imports() -> Iterator[tuple[str, ast.Import | ast.ImportFrom, str]]:
    """(importing module, import statement, imported sandbox module) for every run-time
    import of a sandbox module anywhere under ``sandbox/``."""
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in _runtime_imports(tree):
            for target in _targets(node, module, path.name == "__init__.py"):
                if target.split(".")[0] == "sandbox":
                    yield module, node, target


def import_edges() -> dict[tuple[str, str], set[str]]:
    """(importing module, imported room) -> the imported modules, for imports between rooms."""
    edges: dict[tuple[str, str], set[str]] = defaultdict(set)
    for module, _, target in sandbox_imports():
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


def _layer_of() -> dict[str, int]:
    return {room: rank for rank, (_name, rooms) in enumerate(LAYERS) for room in rooms}


def test_every_room_has_a_layer() -> None:
    rooms = {_room(_module_name(path)) for path in PACKAGE.rglob("*.py")}
    placed = [room for _name, members in LAYERS for room in members]
    assert len(placed) == len(set(placed)), "a room is in two layers"
    assert rooms - set(placed) == set(), "place each new room in a layer of LAYERS"
    assert set(placed) - rooms == set(), "LAYERS names a room that is gone"


def test_rooms_import_only_their_own_layer_or_lower() -> None:
    layer = _layer_of()
    upward = sorted(f"{module} -> {room} ({LAYERS[layer[_room(module)]][0]} -> "
                    f"{LAYERS[layer[room]][0]})"
                    for (module, room) in import_edges()
                    if (module, room) not in BACK_EDGES and layer[room] > layer[_room(module)])
    assert not upward, "imports up the layers (invert them: see the module docstring): " + \
        "; ".join(upward)


def test_back_edges_are_the_upward_edges() -> None:
    # an allowlisted edge that no longer reaches up is not a back edge: drop it from the list
    layer = _layer_of()
    level = sorted(edge for edge in BACK_EDGES if layer[edge[1]] <= layer[_room(edge[0])])
    assert not level, f"not upward: remove from BACK_EDGES: {level}"


#: Modules a process may import first; each reaches the lower rooms' hooks.
_FIRST_IMPORTS = ["sandbox.state", "sandbox.runtime.dynamic", "sandbox.isolation.worker",
                  "sandbox.modules.importer", "sandbox.hints"]


def test_a_fresh_process_finds_the_hooks_installed() -> None:
    check = (
        "import importlib, sys\n"
        "importlib.import_module(sys.argv[1])\n"
        "from sandbox.runtime import compiling, gate\n"
        "from sandbox.isolation import hosted\n"
        "import sandbox.compiler, sandbox.modules, sandbox.api\n"
        "assert compiling.program_of is sandbox.compiler.program_of\n"
        "assert compiling.compile_program is sandbox.compiler.compile_program\n"
        "assert gate.GUEST_MODULE is sandbox.modules.GuestModule\n"
        "assert gate.module_get_attr is sandbox.modules.module_get_attr\n"
        "assert hosted.sandbox_class() is sandbox.api.Sandbox\n"
        # and they work: eval (compiling), a module attribute (the gate), an import
        "r = sandbox.Sandbox(isolation='inprocess').session().run_sync(\n"
        "    'import math\\nprint(eval(\"math.floor(2.5)\"), math.pi > 3)')\n"
        "assert r.error is None and r.output == '2 True\\n', r\n"
    )
    for first in _FIRST_IMPORTS:
        done = subprocess.run([sys.executable, "-c", check, first], capture_output=True,
                              text=True, timeout=120, cwd=ROOT)
        assert done.returncode == 0, (first, done.stderr[-2000:])


def test_back_edge_allowlist_is_current() -> None:
    edges = import_edges()
    stale = sorted(edge for edge in BACK_EDGES if edge not in edges)
    assert not stale, f"these imports are gone: remove them from BACK_EDGES: {stale}"


def test_every_import_resolves() -> None:
    # a lazy import inside a function runs only when its path does (mypy skips what it cannot
    # find): after a module moves between rooms, ``from .awaiting import x`` may point into a
    # package that has no such module. Every import of a sandbox module, at any level, must
    # name a module that exists and names it defines.
    import importlib
    broken = []
    for module, node, target in sandbox_imports():
        try:
            imported = importlib.import_module(target)
        except ImportError:
            parent, _, name = target.rpartition(".")
            if not hasattr(importlib.import_module(parent), name):
                broken.append(f"{module}: {target}")
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            broken += [f"{module}: {target}.{alias.name}" for alias in node.names
                       if alias.name != "*" and not hasattr(imported, alias.name)
                       and importlib.util.find_spec(f"{target}.{alias.name}") is None]
    assert not broken, f"imports that do not resolve: {broken}"


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
    "Expose", "GuestError", "GuestExit", "IsolationUnavailable", "LimitExceeded", "Limits",
    "Mount", "Paused", "PendingCall", "RunResult", "RunStats", "Sandbox", "SandboxError",
    "SandboxInternalError", "SandboxSyntaxError", "Session", "StateError", "Tool", "ToolError",
    "WorkerCrashed", "allowed_modules",
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


#: Modules that are the entry point of an optional extra: importing them needs the extra.
_EXTRA_ENTRY_POINTS = {"IPython": {"notebook.py"}}


def test_module_level_imports_are_declared_dependencies() -> None:
    # a third-party module imported when the package is (at module level, unguarded) must be
    # a dependency in pyproject.toml: a clean `pip install` of the package then imports.
    # Optional ones are imported inside functions or under `try: ... except ImportError`.
    import re
    import tomllib
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = {re.split(r"[<>=\[ ;]", dep, maxsplit=1)[0].lower().replace("-", "_")
                for dep in project["dependencies"]}
    undeclared = []
    for path in sorted((ROOT / "sandbox").rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Import):
                names = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module.split(".")[0]]
            else:
                continue
            for name in names:
                if (name in sys.stdlib_module_names or name in ("sandbox", "__future__")
                        or name.lower() in declared
                        or path.name in _EXTRA_ENTRY_POINTS.get(name, ())):
                    continue
                undeclared.append(f"{path.relative_to(ROOT)}: {name}")
    assert not undeclared, undeclared
