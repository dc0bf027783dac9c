"""Guest modules from the virtual file system: ``import helpers``, ``from lib.text import
slugify``, relative imports, packages.

:class:`FileModules` is asked by the session's importer only for names that are not
standard-library modules: a name whose top-level part is in the allowlist or in
``sys.stdlib_module_names`` is never looked up in the file system, so a guest ``os.py`` or
``json.py`` can neither replace an allowlisted module nor stand in for a withheld one (the
import of a withheld one is refused as before).

For a top-level name each ``import_path`` directory is searched in order for a package
(``name/__init__.py``), then a module (``name.py``), then a namespace package (a plain
directory ``name/``); a submodule is searched in its package's ``__path__``. The source is
read through the virtual file system (budgets apply), compiled by the sandbox's own pipeline
(cached per session by the source's SHA-256) and run as guest code in its own globals under
the run's limits. As in CPython, the module is entered in the session's module table before
its body runs (so an import cycle sees the partially initialised module), removed again if
the body raises, and its globals are the module's attributes (live: names it binds later
are seen by modules that imported it).
"""

from __future__ import annotations

import hashlib
import sys
import weakref
from typing import Any

from . import _MODULE_TOKEN, FILE_MODULES, PROVIDERS, GuestModule

#: ... and those whose body is still running (an import cycle reached them).
INITIALISING: weakref.WeakSet[GuestModule] = weakref.WeakSet()


def is_stdlib_name(name: str) -> bool:
    """True for names the file system never provides (allowlisted or standard library)."""
    top = name.partition(".")[0]
    return top in PROVIDERS or top in sys.stdlib_module_names or top in sys.builtin_module_names


class FileModules:
    """The file-system half of one session's importer."""

    def __init__(self, importer: Any, import_path: tuple[str, ...]) -> None:
        self._importer_ref = weakref.ref(importer)
        self.import_path = import_path
        self.programs: dict[str, Any] = {}  # sha256 of source -> compiled Program

    def _importer(self) -> Any:
        return self._importer_ref()  # the importer owns this object, so it is alive

    @property
    def fs(self) -> Any:
        """The session's virtual file system (made when first used)."""
        return self._importer().session.fs

    def _find(self, leaf: str, dirs: list[str]) -> tuple[str | None, str | None] | None:
        """(file to run, package directory) for ``leaf`` in ``dirs``; None if absent."""
        namespace = None
        for d in dirs:
            base = f"{d.rstrip('/')}/{leaf}"
            init = f"{base}/__init__.py"
            if self._is(init, "file"):
                return init, base
            if self._is(f"{base}.py", "file"):
                return f"{base}.py", None
            if namespace is None and self._is(base, "dir"):
                namespace = base
        if namespace is not None:
            return None, namespace
        return None

    def _stat(self, path: str) -> Any:
        try:
            return self.fs.stat(path)
        except (OSError, ValueError):
            return None

    def _is(self, path: str, kind: str) -> bool:
        st = self._stat(path)
        return st is not None and st[0] == kind

    def load(self, name: str, parent: GuestModule | None) -> GuestModule | None:
        """Load module ``name`` (its parent package, if dotted, imported already); None
        when no file provides it."""
        if not self.import_path or is_stdlib_name(name):
            return None
        if parent is None:
            dirs = list(self.import_path)
        else:
            if parent not in FILE_MODULES:
                return None
            path = parent.__dict__.get("__path__")
            if not isinstance(path, list):
                return None
            dirs = [p for p in path if type(p) is str]
        found = self._find(name.rpartition(".")[2], dirs)
        if found is None:
            return None
        filename, package_dir = found
        return self._execute(name, filename, package_dir)

    def _execute(self, name: str, filename: str | None, package_dir: str | None
                 ) -> GuestModule:
        from ..runtime.objects import Globals
        importer = self._importer()
        session = importer.session
        source = "" if filename is None else self._source(filename)
        g = Globals()
        g.ctx = session.globals.ctx
        g.builtins = session.globals.builtins
        g.importer = importer
        g["__name__"] = name
        g["__doc__"] = None
        g["__file__"] = filename
        g["__package__"] = name if package_dir is not None else name.rpartition(".")[0]
        if package_dir is not None:
            g["__path__"] = [package_dir]
        g.source_file = (filename or name, source.splitlines())
        module = GuestModule(name, {}, None, _token=_MODULE_TOKEN)
        object.__setattr__(module, "__dict__", g)  # the module's attributes are its globals
        FILE_MODULES.add(module)
        importer.modules[name] = module
        importer.source_globals.append(g)
        if filename is None:
            return module
        INITIALISING.add(module)
        try:
            program = self._compile(source, filename)
            program.run([g, g.ctx, None, None])
        except BaseException:
            importer.modules.pop(name, None)
            raise
        finally:
            INITIALISING.discard(module)
        return module

    def _source(self, filename: str) -> str:
        # refuse an oversized module by the size the file system reports, before reading
        # it: the read would be charged to the run only to be refused by the parser
        limit = self._importer().session.sandbox.limits.max_source_bytes
        st = self._stat(filename)
        if st is not None and st[1] > limit:
            err = SyntaxError(f"source is too large: {st[1]:,} bytes (limit {limit:,})")
            err.filename = filename
            raise err
        data = self.fs.read(filename)
        try:
            return bytes(data).decode("utf-8")
        except UnicodeDecodeError as e:
            raise SyntaxError(f"(unicode error) 'utf-8' codec can't decode byte "
                              f"0x{data[e.start]:02x} in position {e.start}: invalid start "
                              f"byte ({filename})") from None

    def _compile(self, source: str, filename: str) -> Any:
        from ..errors import SandboxSyntaxError
        from ..runtime import compiling
        key = hashlib.sha256(source.encode("utf-8", "surrogatepass")).hexdigest()
        program = self.programs.get(key)
        if program is None:
            limits = self._importer().session.sandbox.limits
            try:
                program = compiling.compile_program(source, limits)
            except SandboxSyntaxError as e:
                err = SyntaxError(e.message.splitlines()[-1] if e.message else "invalid syntax")
                err.filename, err.lineno, err.offset = filename, e.lineno, e.offset
                raise err from None
            self.programs[key] = program
        return program


def cannot_import(module: GuestModule, modname: str, name: str) -> ImportError | None:
    """CPython's ImportError for ``from modname import name`` on a module loaded from a file
    (None for other modules: the caller has its own message)."""
    if module not in FILE_MODULES:
        return None
    where = module.__dict__.get("__file__") or "unknown location"
    if module in INITIALISING:
        err = ImportError(f"cannot import name '{name}' from partially initialized module "
                          f"'{modname}' (most likely due to a circular import) ({where})")
    else:
        err = ImportError(f"cannot import name '{name}' from '{modname}' ({where})")
    err.name = modname
    return err


def resolve_relative(globals_: Any, modname: str, level: int) -> str:
    """The absolute module name of ``from <level dots><modname> import ...`` run in
    ``globals_`` (CPython's ImportErrors when there is no package to be relative to)."""
    package = globals_.get("__package__")
    if not package or type(package) is not str:
        raise ImportError("attempted relative import with no known parent package")
    pieces = package.split(".")
    if level - 1 >= len(pieces):
        raise ImportError("attempted relative import beyond top-level package")
    base = ".".join(pieces[:len(pieces) - (level - 1)])
    return f"{base}.{modname}" if modname else base
