"""Compile ``import`` and ``from ... import``: only allowlisted modules, through the session's
importer (``globals.importer``), or guest modules from the virtual file system's import path
(relative imports resolve against the importing module's ``__package__``, see
:mod:`sandbox.modules.fileimports`); unknown modules are ImportErrors."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ..hints import attribute_hint
from ..modules import module_get_attr
from ..modules.fileimports import cannot_import, resolve_relative
from ..runtime.objects import ExecGlobals
from ..runtime.tracing import mark
from .base import Closure, CompilerBase


def _cannot_import(module: Any, modname: str, name: str) -> ImportError:
    err = cannot_import(module, modname, name)  # a module from a file: CPython's text
    if err is None:
        hint = attribute_hint(modname, name)  # withheld: what instead
        err = ImportError(f"cannot import name '{name}' from '{modname}' "
                          f"({hint or 'unknown location'})")
        err.name = modname
    return err


def check_import_hook(g: Any) -> None:
    """CPython's import statement calls the ``__import__`` of the running code's builtins:
    code that ``exec``/``eval`` runs with a ``__builtins__`` dict of the program's that has no
    ``__import__`` cannot import (a way programs restrict evaluated code). Raises
    ``ImportError('__import__ not found')`` as CPython does; with one in the dict the import
    is the session's own, as everywhere (the value is not called: CONFORMANCE.md)."""
    if type(g) is ExecGlobals and g.builtins is not g.base.builtins \
            and "__import__" not in g.builtins:
        raise ImportError("__import__ not found")


class ImportCompiler(CompilerBase):
    """Mixin: import statements."""

    def stmt_Import(self, node: ast.Import) -> Closure:
        code_name = self.scope.name
        pos = self.pos(node)
        steps: list[tuple[str, str | None, Callable[[list[Any], Any], None]]] = []
        for alias in node.names:
            if alias.asname is not None:
                steps.append((alias.name, None, self.store_name(alias.asname)))
            else:
                top = alias.name.split(".")[0]
                steps.append((alias.name, top, self.store_name(top)))

        def import_(f: list[Any]) -> None:
            importer = f[0].importer
            for name, top, store in steps:
                try:
                    check_import_hook(f[0])
                    module = importer.import_module(name)
                    if top is not None and top != name:
                        module = importer.import_module(top)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
                store(f, module)
        return import_

    def stmt_ImportFrom(self, node: ast.ImportFrom) -> Closure:
        code_name = self.scope.name
        pos = self.pos(node)
        modname = node.module or ""
        level = node.level
        star = len(node.names) == 1 and node.names[0].name == "*"
        names = [(a.name, self.store_name(a.asname or a.name)) for a in node.names
                 if a.name != "*"]

        def import_from(f: list[Any]) -> None:
            try:
                check_import_hook(f[0])
                importer = f[0].importer
                fullname = resolve_relative(f[0], modname, level) if level else modname
                module = importer.import_module(fullname)
                if star:
                    exported = module.__dict__.get("__all__")
                    keys = exported if exported is not None else [
                        k for k in module.__dict__ if not k.startswith("_")]
                    g = f[0]  # CPython allows "import *" only at module level
                    for key in keys:
                        g[key] = module.__dict__[key]
                    return
                for name, store in names:
                    try:
                        value = module_get_attr(module, name)
                    except AttributeError:
                        value = importer.import_submodule(fullname, name, module)
                        if value is None:
                            raise _cannot_import(module, fullname, name) from None
                    store(f, value)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return import_from
