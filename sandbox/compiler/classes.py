"""Compile ``class`` statements and the names of class bodies.

The body runs in a frame whose ``F_RETURN`` slot holds the class namespace dict (a class body
cannot ``return``); names bound in the body live in that dict. Methods that use ``super()``
or ``__class__`` capture the implicit ``__class__`` cell, filled once the class exists.
"""

from __future__ import annotations

import ast
from typing import Any

from ..runtime.classes import class_cell as make_class_cell
from ..runtime.classes import create_class, prepare_class
from ..runtime.guestsuper import GuestSuper
from ..runtime.objects import CLASS_SOURCES, UNBOUND, Cell, Function
from ..runtime.tracing import mark
from ..scopes import F_RETURN, FIRST_SLOT
from .base import Closure, CompilerBase
from .expressions import builtins_module, name_error, unbound_free


class ClassCompiler(CompilerBase):
    """Mixin: class statements and class-body names."""

    def stmt_ClassDef(self, node: ast.ClassDef) -> Closure:
        code_name = self.scope.name
        pos = self.pos(node)
        decorators = [(self.expr(d), self.pos(d)) for d in node.decorator_list]
        bases = self._call_args(node.bases)  # type: ignore[attr-defined]
        keywords = [(k.arg, self.expr(k.value)) for k in node.keywords]
        qualname = self.qualprefix + node.name
        outer = self.scope
        saved = self.enter_scope(node)
        self.qualprefix = qualname + "."
        scope = self.scope
        doc = None
        first = node.body[0]
        if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            doc = first.value.value
        body = self.block(node.body)
        self.leave_scope(saved)
        frees = sorted(scope.frees)
        inner_free = tuple(scope.slots[n] for n in frees)
        outer_free = tuple(outer.slots[n] for n in frees)
        class_cell = scope.slots.get("__class__") if "__class__" in scope.cells else None
        pad = [UNBOUND] * (scope.nslots - FIRST_SLOT)
        store = self.store_name(node.name)
        name = node.name
        has_doc = doc is not None
        source = getattr(self, "source", None)
        first_lineno = node.decorator_list[0].lineno if node.decorator_list else node.lineno
        origin = getattr(self, "origin", None)
        last_lineno = node.end_lineno or node.lineno

        def define_class(f: list[Any]) -> None:
            decs = [(d(f), p) for d, p in decorators]
            try:
                base_values = tuple(bases(f, None))
                kwargs = {}
                for key, value in keywords:
                    if key is None:
                        kwargs.update(value(f))
                    else:
                        kwargs[key] = value(f)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
            g = f[0]
            try:
                meta, namespace, kwargs = prepare_class(name, base_values, kwargs)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
            # CPython reads __name__ from the globals, else builtins (exec with a bare dict)
            module_name = g.get("__name__", "builtins")
            if type(namespace) is not dict:  # CPython's body runs __module__ = __name__,
                try:                         # a LOAD_NAME the mapping is asked first
                    module_name = namespace["__name__"]
                except KeyError:
                    pass
            namespace["__module__"] = module_name
            namespace["__qualname__"] = qualname
            if has_doc:
                namespace["__doc__"] = doc
            frame = [g, f[1], None, namespace, *pad]
            for s_in, s_out in zip(inner_free, outer_free, strict=False):
                frame[s_in] = f[s_out]
            cell = None
            if class_cell is not None:
                cell = frame[class_cell] = Cell()
            body(frame)
            try:
                if cell is not None:  # CPython's class body stores it last
                    namespace["__classcell__"] = make_class_cell(cell)
                cls: Any = create_class(meta, name, base_values, namespace, kwargs)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
            if cell is not None:
                cell.value = cls
            if isinstance(cls, type):  # a metaclass= function may return anything
                CLASS_SOURCES[cls] = (source, first_lineno, last_lineno, origin)  # inspect
            for dec, p in reversed(decs):
                try:
                    cls = dec.call_positional(f[1], (cls,)) if type(dec) is Function else dec(cls)
                except BaseException as e:
                    mark(e, f, code_name, p)
                    raise
            store(f, cls)
        return define_class

    # --- names in a class body ------------------------------------------------------------

    def class_name_load(self, name: str, slot: int | None, pos: Any) -> Closure:
        """Load ``name`` in a class body: the namespace, then the cell at ``slot`` (a name the
        body reads but does not bind, or declares nonlocal: CPython's ``LOAD_CLASSDEREF``),
        else (a name the body binds: ``LOAD_NAME``) the globals and the builtins."""
        code_name = self.scope.name
        if slot is not None:
            def load_class_free(f: list[Any]) -> Any:
                ns = f[F_RETURN]
                if type(ns) is dict:
                    if name in ns:
                        return ns[name]
                else:  # a __prepare__ mapping: its __getitem__ (a __missing__) answers
                    try:
                        return ns[name]
                    except KeyError:
                        pass
                value = f[slot].value
                if value is UNBOUND:
                    err = unbound_free(name)
                    mark(err, f, code_name, pos)
                    raise err
                return value
            return load_class_free

        def load_class_name(f: list[Any]) -> Any:
            ns = f[F_RETURN]
            if type(ns) is dict:
                if name in ns:
                    return ns[name]
            else:  # a __prepare__ mapping: CPython's LOAD_NAME asks its __getitem__
                try:
                    return ns[name]
                except KeyError:
                    pass
            g = f[0]
            value = g.get(name, UNBOUND)  # not "in" and "[]": see calls._NO_NAME
            if value is not UNBOUND:
                return value
            b = g.builtins
            if name in b:
                return b[name]
            if name == "__builtins__":
                return builtins_module(g)
            err = name_error(name)
            mark(err, f, code_name, pos)
            raise err
        return load_class_name

    def class_name_store(self, name: str) -> Any:
        def store_class_name(f: list[Any], value: Any) -> None:
            f[F_RETURN][name] = value
        return store_class_name

    def class_name_delete(self, name: str) -> Any:
        code_name = self.scope.name

        def delete_class_name(f: list[Any]) -> None:
            try:
                del f[F_RETURN][name]
            except KeyError:
                err = name_error(name)
                mark(err, f, code_name, (0, 0, 0, 0))
                raise err from None
        return delete_class_name

    # --- zero-argument super() --------------------------------------------------------------

    def super_call(self, node: ast.Call) -> Closure | None:
        """``super()`` with no arguments, or None if ``node`` is not that."""
        if not (isinstance(node.func, ast.Name) and node.func.id == "super" and not node.args
                and not node.keywords and self.scope.kind == "function"):
            return None
        load = self.expr(node.func)
        scope = self.scope
        code_name = scope.name
        pos = self.pos(node)
        class_slot = scope.slots.get("__class__") if "__class__" in scope.frees else None
        first = scope.params[0] if scope.params else None
        first_slot = scope.slots[first] if first is not None else None
        first_is_cell = first is not None and first in scope.cells

        def zero_arg_super(f: list[Any]) -> Any:
            try:
                fn = load(f)
                if fn is not GuestSuper:
                    return fn()
                if first_slot is None:
                    raise RuntimeError("super(): no arguments")
                if class_slot is None:
                    raise RuntimeError("super(): __class__ cell not found")
                cls = f[class_slot].value
                if cls is UNBOUND:
                    raise RuntimeError("super(): empty __class__ cell")
                obj = f[first_slot].value if first_is_cell else f[first_slot]
                if obj is UNBOUND:
                    raise RuntimeError("super(): arg[0] deleted")
                return GuestSuper(cls, obj)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return zero_arg_super
