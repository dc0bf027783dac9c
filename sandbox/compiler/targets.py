"""Compile assignment and deletion targets: names, attributes, subscripts, unpacking.

``store(target)`` returns ``closure(frame, value) -> None``; ``delete(target)`` returns
``closure(frame) -> None``.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ..guards.collisions import HASH_BASES, charge_join
from ..guards.iterguard import GUARDED_TYPES, guard_arg
from ..guards.sizing import SCALARS as _SCALARS
from ..guards.sizing import check_hash
from ..runtime import gate
from ..runtime.objects import UNBOUND, Cell
from ..runtime.tracing import mark
from ..scopes import CELL, CLASS, GLOBAL, LOCAL
from .base import CompilerBase
from .expressions import name_error, unbound_free, unbound_local

#: |key| from which an int's hash is not itself, and from which an int in a pair is one
#: whose hash guest code may have chosen (guards.collisions.joining_key)
_BIG = (1 << 61) - 1
_NBIG = -_BIG
_B32 = 1 << 32

Store = Callable[[list[Any], Any], None]


class TargetCompiler(CompilerBase):
    """Mixin: assignment targets."""

    def store(self, target: ast.expr) -> Store:
        if isinstance(target, ast.Name):
            return self.store_name(target.id)
        if isinstance(target, ast.Attribute):
            return self._store_attribute(target)
        if isinstance(target, ast.Subscript):
            return self._store_subscript(target)
        if isinstance(target, (ast.Tuple, ast.List)):
            return self._store_unpack(target)
        if isinstance(target, ast.Starred):  # pragma: no cover - CPython rejects it earlier
            raise SyntaxError("starred assignment target must be in a list or tuple")
        raise SyntaxError(f"cannot assign to {type(target).__name__}")

    def store_name(self, name: str) -> Store:
        kind, slot = self.scope.resolve(name)
        if kind == LOCAL:
            def store_local(f: list[Any], value: Any) -> None:
                f[slot] = value
            return store_local
        if kind == CELL:
            def store_cell(f: list[Any], value: Any) -> None:
                f[slot].value = value
            return store_cell
        if kind == CLASS:
            return self.class_name_store(name)

        def store_global(f: list[Any], value: Any) -> None:
            f[0][name] = value
        return store_global

    def class_name_store(self, name: str) -> Store:
        raise NotImplementedError("class bodies")  # completed with classes

    def _store_attribute(self, target: ast.Attribute) -> Store:
        obj = self.expr(target.value)
        name = target.attr
        set_attr = gate.set_attr
        known = gate.set_fast_types(name)
        code_name = self.scope.name
        pos = self.pos(target)

        def store_attr(f: list[Any], value: Any) -> None:
            try:
                o = obj(f)
                if type(o) in known:
                    setattr(o, name, value)
                    return
                set_attr(o, name, value)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return store_attr

    def _store_subscript(self, target: ast.Subscript) -> Store:
        obj = self.expr(target.value)
        index = self.expr(target.slice)
        code_name = self.scope.name
        pos = self.pos(target)

        def store_item(f: list[Any], value: Any) -> None:
            try:
                container = obj(f)
                i = index(f)
                ti = type(i)
                if ti is slice and type(value) in GUARDED_TYPES:
                    value = guard_arg(f[1], list, value)  # x[a:b] = iterator drains it in C
                elif ti is int:
                    # (literal bounds first: two compact-int compares, CPython's fastest)
                    if (i >= 1073741824 or i <= -1073741824) and (i >= _BIG or i <= _NBIG):
                        charge_join(f[1], i)  # d[k] = v: by the group of its hash
                elif ti is tuple or ti not in _SCALARS and issubclass(ti, tuple):
                    if len(i) != 2 or ti is not tuple or type(i[0]) not in _SCALARS \
                            or type(i[1]) not in _SCALARS:
                        check_hash(f[1], i)  # a dict key's hash walks nested tuples
                        charge_join(f[1], i)
                    else:  # d[x, y] = v: a pair of short ints or strings is not charged
                        a, b = i
                        ta = type(a)
                        tb = type(b)
                        if not ((ta is str or ta is int and -_B32 < a < _B32)
                                and (tb is str or tb is int and -_B32 < b < _B32)):
                            charge_join(f[1], i)
                elif ti is not str and ti is not float and HASH_BASES.get(ti, ti) is not None:
                    charge_join(f[1], i)  # (a type known to be hashed by guest code is not)
                container[i] = value
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return store_item

    def _store_unpack(self, target: ast.Tuple | ast.List) -> Store:
        elts = target.elts
        star = next((i for i, e in enumerate(elts) if isinstance(e, ast.Starred)), None)
        stores = [self.store(e.value if isinstance(e, ast.Starred) else e) for e in elts]
        n = len(elts)
        code_name = self.scope.name
        pos = self.pos(target)
        if star is None:
            if n == 2:
                s0, s1 = stores

                def unpack2(f: list[Any], value: Any) -> None:
                    if type(value) is tuple and len(value) == 2:
                        a, b = value
                    else:
                        a, b = _unpack_exact(f, value, 2, code_name, pos)
                    s0(f, a)
                    s1(f, b)
                return unpack2

            def unpack(f: list[Any], value: Any) -> None:
                if (type(value) is tuple or type(value) is list) and len(value) == n:
                    items = value
                else:
                    items = _unpack_exact(f, value, n, code_name, pos)
                for s, item in zip(stores, items, strict=False):
                    s(f, item)
            return unpack
        before = star
        after = n - star - 1

        def unpack_star(f: list[Any], value: Any) -> None:
            items = _to_list(f, value, code_name, pos)
            if len(items) < before + after:
                err = ValueError(f"not enough values to unpack (expected at least "
                                 f"{before + after}, got {len(items)})")
                mark(err, f, code_name, pos)
                raise err
            for i in range(before):
                stores[i](f, items[i])
            stores[before](f, items[before:len(items) - after])
            for j in range(after):
                stores[before + 1 + j](f, items[len(items) - after + j])
        return unpack_star

    # --- del ------------------------------------------------------------------------------

    def delete(self, target: ast.expr) -> Callable[[list[Any]], None]:
        code_name = self.scope.name
        pos = self.pos(target)
        if isinstance(target, ast.Name):
            name = target.id
            kind, slot = self.scope.resolve(name)
            if kind == LOCAL:
                def del_local(f: list[Any]) -> None:
                    if f[slot] is UNBOUND:
                        err = unbound_local(name)
                        mark(err, f, code_name, pos)
                        raise err
                    f[slot] = UNBOUND
                return del_local
            if kind == CELL:
                is_own = name in self.scope.cells

                def del_cell(f: list[Any]) -> None:
                    cell: Cell = f[slot]
                    if cell.value is UNBOUND:
                        err = unbound_local(name) if is_own else unbound_free(name)
                        mark(err, f, code_name, pos)
                        raise err
                    cell.value = UNBOUND
                return del_cell
            if kind == CLASS:
                return self.class_name_delete(name)
            assert kind == GLOBAL

            def del_global(f: list[Any]) -> None:
                try:
                    del f[0][name]
                except KeyError:
                    err = name_error(name)
                    mark(err, f, code_name, pos)
                    raise err from None
            return del_global
        if isinstance(target, ast.Attribute):
            obj = self.expr(target.value)
            attr = target.attr

            def del_attr(f: list[Any]) -> None:
                try:
                    gate.del_attr(obj(f), attr)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return del_attr
        if isinstance(target, ast.Subscript):
            container = self.expr(target.value)
            index = self.expr(target.slice)

            def del_item(f: list[Any]) -> None:
                try:
                    c = container(f)
                    i = index(f)
                    if issubclass(type(i), tuple):
                        check_hash(f[1], i)  # del d[k] hashes the key in C, as d[k] = v
                    del c[i]
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return del_item
        if isinstance(target, (ast.Tuple, ast.List)):
            parts = [self.delete(e) for e in target.elts]

            def del_many(f: list[Any]) -> None:
                for p in parts:
                    p(f)
            return del_many
        raise SyntaxError(f"cannot delete {type(target).__name__}")

    def class_name_delete(self, name: str) -> Callable[[list[Any]], None]:
        raise NotImplementedError("class bodies")


def _to_list(f: list[Any], value: Any, code_name: str, pos: Any) -> list[Any]:
    if type(value) in GUARDED_TYPES:
        value = guard_arg(f[1], list, value)
    try:
        return list(value)
    except TypeError as e:
        if not hasattr(type(value), "__iter__") and not hasattr(type(value), "__getitem__"):
            err = TypeError(f"cannot unpack non-iterable {type(value).__name__} object")
            mark(err, f, code_name, pos)
            raise err from None
        mark(e, f, code_name, pos)
        raise


def _unpack_exact(f: list[Any], value: Any, n: int, code_name: str, pos: Any) -> list[Any]:
    """Take exactly ``n`` items from ``value`` the way CPython's UNPACK_SEQUENCE does."""
    try:
        it = iter(value)
    except TypeError:
        err: Exception = TypeError(f"cannot unpack non-iterable {type(value).__name__} object")
        mark(err, f, code_name, pos)
        raise err from None
    items = []
    for item in it:
        items.append(item)
        if len(items) > n:
            err = ValueError(f"too many values to unpack (expected {n})")
            mark(err, f, code_name, pos)
            raise err
    if len(items) < n:
        err = ValueError(f"not enough values to unpack (expected {n}, got {len(items)})")
        mark(err, f, code_name, pos)
        raise err
    return items
