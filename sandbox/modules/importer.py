"""Per-session import: builds each allowlisted module once per session, on first import."""

from __future__ import annotations

import sys
import weakref
from collections import OrderedDict
from typing import Any

from . import (
    _MODULE_TOKEN,
    FILE_MODULES,
    PROVIDERS,
    REGISTRY,
    GuestModule,
    ModuleEnv,
    apply_costs,
    load_provider,
    not_found,
)
from .fileimports import FileModules

#: ``sys.getrefcount`` of a kept guest dict that only the namespace table holds (the table's
#: tuple, the loop's name, the call's argument).
_HELD_ONLY_HERE = 3


class Importer:
    """The session's module cache. ``import_module`` is what the guest's ``import`` runs."""

    def __init__(self, session: Any) -> None:
        # weak: the guest's globals lead here, and must not keep the session alive (see
        # Session: dropping it is what frees suspended generators)
        self._session = weakref.ref(session)
        self.env = ModuleEnv(self._session, clock_fn=session.sandbox.clock,
                             importer_ref=weakref.ref(self))
        self.modules: dict[str, GuestModule] = {}
        self.source_globals: list[Any] = []  # namespaces of guest-source modules

    # made at first use (most sessions import no file and exec no code): fewer objects per
    # session
    _files: FileModules | None = None
    _exec_namespaces: OrderedDict[int, tuple[dict[str, Any], Any]] | None = None

    @property
    def files(self) -> FileModules:
        """The file-system half of this importer (sandbox.modules.fileimports)."""
        files = self._files
        if files is None:
            files = self._files = FileModules(self, self.session.sandbox.import_path)
        return files

    @property
    def exec_namespaces(self) -> OrderedDict[int, tuple[dict[str, Any], Any]]:
        """id(dict) -> (dict, namespace) of the guest dicts given to eval/exec
        (sandbox.runtime.dynamic)."""
        bound = self._exec_namespaces
        if bound is None:
            bound = self._exec_namespaces = OrderedDict()
        return bound

    def forget_dropped_namespaces(self) -> None:
        """Drop the kept namespaces of guest dicts that nothing but this table holds (called
        when a run ends): a dict given to ``exec`` and then dropped was kept by the session
        for good, with its namespace's copy, up to 64 of them of up to the memory limit each
        (issue 13: 40 MB a run, retained run after run)."""
        bound = self._exec_namespaces
        if not bound:
            return
        for key in [k for k, (ns, _) in bound.items() if sys.getrefcount(ns) <= _HELD_ONLY_HERE]:
            del bound[key]

    @property
    def session(self) -> Any:
        return self._session()

    def import_module(self, name: str) -> GuestModule:
        """The module called ``name`` (dotted names import their parents too)."""
        module = self.modules.get(name)
        if module is not None:
            return module
        load_provider(name)
        spec = REGISTRY.get(name)
        if spec is None:
            return self._from_files(name)
        if "." in name:
            parent = self.import_module(name.rsplit(".", 1)[0])
            module = self.modules.get(name)
            if module is not None:  # the parent's builder made it (``os`` makes ``os.path``)
                return module
        else:
            parent = None
        if spec.builder is not None:
            namespace = spec.builder(self.env)
        else:
            helpers = spec.helpers(self.env) if spec.helpers is not None else {}
            namespace = self.run_source(name, spec.source or "", helpers)
        module = self.make_module(spec, namespace)
        if parent is not None:
            parent.__dict__[name.rsplit(".", 1)[1]] = module
        return module

    def _from_files(self, name: str) -> GuestModule:
        """Module ``name`` from a ``.py`` file of the import path (see sandbox.modules.fileimports),
        or the guest's ModuleNotFoundError."""
        parent = None
        if "." in name:
            parent = self.import_module(name.rsplit(".", 1)[0])
            module = self.modules.get(name)
            if module is not None:
                return module
        loaded = self.files.load(name, parent)
        if loaded is None:
            raise not_found(name)
        if parent is not None:
            parent.__dict__[name.rsplit(".", 1)[1]] = loaded
        return loaded

    def import_submodule(self, package: str, name: str, module: GuestModule) -> Any:
        """``from package import name`` where ``name`` is not an attribute of ``module``: the
        submodule ``package.name`` of a file package or of an allowlisted package
        (``from xml.dom import minidom``; None if there is none)."""
        if f"{package}.{name}" in PROVIDERS and module not in FILE_MODULES:
            return self.import_module(f"{package}.{name}")
        if module not in FILE_MODULES or "__path__" not in module.__dict__:
            return None
        try:
            return self.import_module(f"{package}.{name}")
        except ModuleNotFoundError as e:
            if getattr(e, "name", None) == f"{package}.{name}":
                return None
            raise

    def make_module(self, spec: Any, namespace: dict[str, Any]) -> GuestModule:
        """The guest module of registry entry ``spec`` from its built ``namespace`` (under
        its cost models), cached for the session."""
        namespace = apply_costs(spec, namespace, self.env.ctx)
        module = GuestModule(spec.name, namespace, spec.doc or None, _token=_MODULE_TOKEN)
        self.modules[spec.name] = module
        return module

    def run_source(self, name: str, source: str, helpers: dict[str, Any]) -> dict[str, Any]:
        """Run guest-Python ``source`` as module ``name`` of this session (its namespace
        pre-filled with ``helpers``) and return what it exports (``__all__``, or every
        public name). Module builders use it for guest-code parts of host modules."""
        from ..limits import Limits
        from ..runtime import compiling
        from ..runtime.objects import Globals

        session = self.session
        g = Globals()
        g.ctx = session.globals.ctx
        g.builtins = session.globals.builtins
        g.importer = self
        g["__name__"] = name
        g.source_file = (f"<sandbox {name}>", source.splitlines())  # its traceback frames
        g.update(helpers)
        program = compiling.compile_program(source, Limits(max_source_bytes=10_000_000))
        program.run([g, g.ctx, None, None])
        self.source_globals.append(g)
        exported = g.get("__all__")
        if exported is not None:
            return {k: g[k] for k in exported}
        return {k: v for k, v in g.items() if not k.startswith("_")}

    def set_ctx(self, ctx: Any) -> None:
        """Point every guest-source module's globals at the run in progress."""
        for g in self.source_globals:
            g.ctx = ctx
