"""Compile expressions: names, conditional and walrus expressions, displays, subscripts,
attributes, f-strings. Operators are in :mod:`.operators`, calls in :mod:`.calls`.

Each ``expr_<Node>`` returns ``closure(frame) -> value``. Nodes that can raise record their
position on the way out (``except BaseException: mark(...); raise`` costs nothing in 3.11
until something raises). Operators that can build a huge object in one C call check the
size first (see :mod:`sandbox.guards.opchecks`).
"""

from __future__ import annotations

import ast
from typing import Any

from ..errors import abort_limit
from ..guards.collisions import KEYED_OPERANDS, check_keyed_op
from ..guards.formatchecks import checked_format
from ..guards.handed import check_handed
from ..guards.iterguard import GUARDED_TYPES, guard_arg
from ..guards.sizechecks import (
    LONG,
    SIZED_LEN,
    check_call,
)
from ..guards.sizing import SCALARS as _SCALARS
from ..guards.sizing import (
    check_hash,
    check_hashed_items,
    check_hashes,
    check_text,
)
from ..guards.suggestions import VARNAMES
from ..hints import BUILTIN_INSTEAD
from ..modules.builtin_table import UNAVAILABLE
from ..runtime import gate
from ..runtime.memory import METER_LEN, meter
from ..runtime.memory import METERED_TYPES as METERED
from ..runtime.objects import UNBOUND, Function
from ..runtime.reprs import guest_text
from ..runtime.tracing import mark
from ..scopes import CELL, CLASS, GLOBAL, LOCAL
from .base import Closure, CompilerBase
from .operands import operand


def name_error(name: str) -> NameError:
    """CPython's NameError for an unknown global, with a reason for builtins we withhold."""
    reason = UNAVAILABLE.get(name)
    if reason is not None:
        instead = BUILTIN_INSTEAD.get(name)  # what to do instead, for the model to retry
        err = NameError(f"name '{name}' is not defined ({reason} in the sandbox"
                        + (f": {instead})" if instead else ")"))
        err.__dict__[VARNAMES] = None  # the reason says what to use: no "Did you mean"
    else:
        err = NameError(f"name '{name}' is not defined")
    err.name = name
    return err


def builtins_module(g: Any) -> Any:
    """What ``__builtins__`` reads when the namespace does not bind it (an ``exec`` dict's
    own does): the session's ``builtins`` module, as in CPython's ``__main__`` (whose globals
    hold it; the sandbox's do not list it, see CONFORMANCE.md). Reached from the lookup's
    miss path only, so no other name pays for it."""
    return g.importer.import_module("builtins")


def unbound_local(name: str) -> UnboundLocalError:
    # no .name: CPython sets it on a NameError proper only (so no "Did you mean" either)
    return UnboundLocalError(
        f"cannot access local variable '{name}' where it is not associated with a value")


def unbound_free(name: str) -> NameError:
    err = NameError(f"cannot access free variable '{name}' where it is not associated with a "
                    "value in enclosing scope")
    err.name = name
    return err


#: Containers whose lookup hashes the key in C and reads nothing else of it (any other
#: object's ``__getitem__`` may be host Python code: the key is walked, guards.handed).
_PLAIN_LOOKUPS = frozenset({dict, list, tuple, str, bytes, bytearray, range, memoryview})

class ExpressionCompiler(CompilerBase):
    """Mixin: expression nodes."""

    # --- leaves -----------------------------------------------------------------------------

    def expr_Constant(self, node: ast.Constant) -> Closure:
        value = node.value

        def constant(f: list[Any]) -> Any:
            return value
        return constant

    def expr_Name(self, node: ast.Name) -> Closure:
        name = node.id
        kind, slot = self.scope.resolve(name)
        code_name = self.scope.name
        pos = self.pos(node)
        if kind == LOCAL:
            def load_local(f: list[Any]) -> Any:
                value = f[slot]
                if value is UNBOUND:
                    err = unbound_local(name)
                    mark(err, f, code_name, pos)
                    raise err
                return value
            return load_local
        if kind == CELL:
            if self.scope.kind == "class":  # the class namespace first, then the cell
                return self.class_name_load(name, slot, pos)
            is_own = name in self.scope.cells

            def load_cell(f: list[Any]) -> Any:
                value = f[slot].value
                if value is UNBOUND:
                    err = unbound_local(name) if is_own else unbound_free(name)
                    mark(err, f, code_name, pos)
                    raise err
                return value
            return load_cell
        if kind == CLASS or (self.scope.kind == "class" and name not in self.scope.global_decl):
            # (a name the body never binds is LOAD_NAME too: a __prepare__ mapping may hold it)
            return self.class_name_load(name, slot, pos)
        assert kind == GLOBAL
        varnames = self.scope.varnames()  # the first "Did you mean" candidates

        def load_global(f: list[Any]) -> Any:
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
            err.__dict__.setdefault(VARNAMES, varnames)
            mark(err, f, code_name, pos)
            raise err
        return load_global

    def class_name_load(self, name: str, slot: int | None, pos: Any) -> Closure:
        raise NotImplementedError  # see classes.ClassCompiler

    def expr_IfExp(self, node: ast.IfExp) -> Closure:
        test = self.expr(node.test)
        body = self.expr(node.body)
        orelse = self.expr(node.orelse)

        def ifexp(f: list[Any]) -> Any:
            return body(f) if test(f) else orelse(f)
        return ifexp

    def expr_NamedExpr(self, node: ast.NamedExpr) -> Closure:
        value = self.expr(node.value)
        store = self.store(node.target)

        def walrus(f: list[Any]) -> Any:
            v = value(f)
            store(f, v)
            return v
        return walrus

    # --- displays ---------------------------------------------------------------------------

    def _items(self, elts: list[ast.expr]) -> Closure:
        """Closure building a list from display elements (with ``*`` unpacking)."""
        if not any(isinstance(e, ast.Starred) for e in elts):
            parts = [self.expr(e) for e in elts]
            if len(parts) == 1:
                (p0,) = parts
                return lambda f: [p0(f)]
            if len(parts) == 2:
                p0, p1 = parts
                return lambda f: [p0(f), p1(f)]
            return lambda f: [p(f) for p in parts]
        pieces = [(isinstance(e, ast.Starred),
                   self.expr(e.value if isinstance(e, ast.Starred) else e)) for e in elts]
        code_name = self.scope.name
        positions = [self.pos(e) for e in elts]

        def unpacking(f: list[Any]) -> list[Any]:
            out: list[Any] = []
            for (starred, part), pos in zip(pieces, positions, strict=False):
                if starred:
                    value = part(f)
                    if type(value) in GUARDED_TYPES:
                        value = guard_arg(f[1], list, value)
                    elif (n := SIZED_LEN.get(type(value))) is not None and n(value) > LONG:
                        check_call(f[1], list, (value,))
                    try:
                        out.extend(value)
                    except TypeError as e:
                        if not _iterable(value):
                            err = TypeError(f"Value after * must be an iterable, not "
                                            f"{type(value).__name__}")
                            mark(err, f, code_name, pos)
                            raise err from None
                        mark(e, f, code_name, pos)
                        raise
                else:
                    out.append(part(f))
            return out
        return unpacking

    def expr_List(self, node: ast.List) -> Closure:
        if not node.elts:
            return lambda f: []
        return self._items(node.elts)

    def expr_Tuple(self, node: ast.Tuple) -> Closure:
        if all(isinstance(e, ast.Constant) for e in node.elts):
            value = tuple(e.value for e in node.elts)  # type: ignore[attr-defined]
            return lambda f: value
        items = self._items(node.elts)
        return lambda f: tuple(items(f))

    def expr_Set(self, node: ast.Set) -> Closure:
        items = self._items(node.elts)
        code_name = self.scope.name
        pos = self.pos(node)

        def set_display(f: list[Any]) -> Any:
            values = items(f)
            try:
                check_hashes(f[1], values)
                return set(values)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return set_display

    def expr_Dict(self, node: ast.Dict) -> Closure:
        code_name = self.scope.name
        pos = self.pos(node)
        entries = [(None if k is None else self.expr(k), self.expr(v))
                   for k, v in zip(node.keys, node.values, strict=False)]

        def dict_display(f: list[Any]) -> Any:
            out: dict[Any, Any] = {}
            try:
                for key, value in entries:
                    if key is None:
                        mapping = value(f)
                        if not hasattr(type(mapping), "keys"):
                            raise TypeError(f"'{type(mapping).__name__}' object is not a mapping")
                        if out and type(mapping) in KEYED_OPERANDS:
                            check_keyed_op(f[1], out, mapping)  # {**a, **b}: as a | b
                        # a guest mapping's keys() or a dict subclass's __iter__ hands C
                        # the keys it hashes: read through the checking mapping
                        out.update(mapping if type(mapping) is dict
                                   else check_hashed_items(f[1], mapping, True))
                    else:
                        k = key(f)
                        tk = type(k)
                        if tk is tuple or tk not in _SCALARS and issubclass(tk, tuple):
                            check_hash(f[1], k)  # (a tuple subclass hashes as a tuple)
                        out[k] = value(f)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
            return out
        return dict_display

    # --- subscripts and attributes ----------------------------------------------------------

    def expr_Subscript(self, node: ast.Subscript) -> Closure:
        value = self.expr(node.value)
        index = self.expr(node.slice)
        code_name = self.scope.name
        pos = self.pos(node)
        if isinstance(node.slice, ast.Slice):  # a copy of part of a sequence: metered
            def subscript_slice(f: list[Any]) -> Any:
                try:
                    r = value(f)[index(f)]
                    return meter(f[1], r) if type(r) in METERED and len(r) >= METER_LEN else r
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return subscript_slice
        if isinstance(node.slice, ast.Constant):
            def subscript_const(f: list[Any]) -> Any:
                try:
                    return value(f)[index(f)]
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return subscript_const

        def subscript(f: list[Any]) -> Any:
            try:
                obj = value(f)
                key = index(f)
                tk = type(key)
                if (tk is tuple or tk not in _SCALARS and issubclass(tk, tuple)) and (
                        len(key) != 2 or tk is not tuple or type(key[0]) not in _SCALARS
                        or type(key[1]) not in _SCALARS):
                    check_hash(f[1], key)  # a dict key's hash walks nested tuples
                    if type(obj) not in _PLAIN_LOOKUPS:  # typing.Callable[[args], r]
                        check_handed(f[1], key, None, "subscript")
                    if len(key) > 8 and type(obj) is not dict:
                        # typing.Literal[xs], Union[xs]: the host dedups the items by hash
                        check_hashed_items(f[1], key)
                r = obj[key]
                # x[slice(...)]
                if type(key) is slice and type(r) in METERED and len(r) >= METER_LEN:
                    meter(f[1], r)
                return r
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return subscript

    def expr_Slice(self, node: ast.Slice) -> Closure:
        lower = self.expr(node.lower) if node.lower else None
        upper = self.expr(node.upper) if node.upper else None
        step = self.expr(node.step) if node.step else None

        def make_slice(f: list[Any]) -> slice:
            return slice(lower(f) if lower else None, upper(f) if upper else None,
                         step(f) if step else None)
        return make_slice

    def expr_Attribute(self, node: ast.Attribute) -> Closure:
        value = self.expr(node.value)
        name = node.attr
        known = gate.fast_types(name)
        get_attr = gate.get_attr
        code_name = self.scope.name
        pos = self.pos(node)

        version = gate.CLASS_VERSION
        # guest type, its property's guest getter, version, in gate.GUEST_ENTRIES
        cache: list[Any] = [None, None, -1, False]
        journal = gate.GUEST_ENTRIES

        # a local or global object name is read here (its closure only when unbound/missing)
        src = operand(self.scope, node.value)
        local = src is not None and src[0] == "L"
        glob = src is not None and src[0] == "G"
        key: Any = src[1] if src is not None else None

        def attribute(f: list[Any]) -> Any:
            try:
                if local:
                    obj = f[key]
                    if obj is UNBOUND:
                        obj = value(f)  # raises the UnboundLocalError
                elif glob:
                    obj = f[0].get(key, UNBOUND)  # see calls._NO_NAME
                    if obj is UNBOUND:
                        obj = value(f)
                else:
                    obj = value(f)
                t = type(obj)
                if t is cache[0] and cache[2] == version[0]:
                    fget = cache[1]
                    if fget is None:
                        return getattr(obj, name)
                    # a guest @property: call its getter directly (no descriptor machinery)
                    code = fget._code
                    ctx = f[1]
                    ctx.steps_left -= 1
                    if ctx.steps_left < 0:
                        ctx.refill()
                    depth = ctx.depth = ctx.depth + 1
                    if depth > ctx.max_depth:
                        ctx.depth -= 1
                        raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
                    run = code.run  # an attribute read (see calls.binop_of_calls)
                    pad = code.pad
                    try:
                        return run([fget._globals, ctx, fget, None, obj, *pad] if pad else
                                   [fget._globals, ctx, fget, None, obj])
                    finally:
                        ctx.depth -= 1
                if t in known:
                    if getattr(t, "__sandbox_guest__", False) is True:
                        cache[0], cache[1], cache[2] = t, _property_getter(t, name), version[0]
                        if not cache[3]:  # forgotten at the end of the run
                            cache[3] = True
                            journal.append(cache)
                    return getattr(obj, name)
                return get_attr(obj, name)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return attribute

    def expr_Starred(self, node: ast.Starred) -> Closure:  # only reached in invalid places
        raise SyntaxError("can't use starred expression here")

    # --- f-strings --------------------------------------------------------------------------

    def expr_JoinedStr(self, node: ast.JoinedStr) -> Closure:
        parts = [self.expr(v) for v in node.values]
        if len(parts) == 1:
            return parts[0]
        if all(isinstance(v, ast.Constant) or (isinstance(v, ast.FormattedValue) and
                v.conversion == -1 and v.format_spec is None) for v in node.values):
            return self._plain_joined(node)

        def joined(f: list[Any]) -> str:
            return "".join([p(f) for p in parts])
        return joined

    def _plain_joined(self, node: ast.JoinedStr) -> Closure:
        """An f-string whose fields have no conversion and no spec (``f"{i}:{i*i}"``): one
        closure with the constant parts in place and each field's value formatted inline; a
        field value other than a scalar takes ``expr_FormattedValue``'s checked path."""
        template: list[Any] = []
        fields: list[tuple[int, Closure, Any]] = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                template.append(v.value)
            elif isinstance(v, ast.FormattedValue):
                fields.append((len(template), self.expr(v.value), self.pos(v)))
                template.append("")
        code_name = self.scope.name
        at: list[Any] = [None]

        def joined_plain(f: list[Any]) -> str:
            out = template.copy()
            try:
                for i, value, pos in fields:
                    at[0] = pos
                    v = value(f)
                    t = type(v)
                    if t is str:
                        out[i] = v
                    elif t in _SCALARS:
                        out[i] = format(v)
                    else:
                        out[i] = _format_checked(f[1], v)
            except BaseException as e:
                mark(e, f, code_name, at[0])
                raise
            return "".join(out)
        return joined_plain

    def expr_FormattedValue(self, node: ast.FormattedValue) -> Closure:
        value = self.expr(node.value)
        conversion = {-1: None, 115: str, 114: repr, 97: ascii}[node.conversion]
        spec = self.expr(node.format_spec) if node.format_spec is not None else None
        code_name = self.scope.name
        pos = self.pos(node)

        def formatted(f: list[Any]) -> str:
            try:
                v = value(f)
                if type(v) not in _SCALARS:
                    check_text(f[1], v, "f-string", conversion is ascii,
                               str_mode=conversion is None or conversion is str)
                    # the text may show host addresses: those of ``v`` and what it holds
                    text = v if conversion is None else conversion(v)
                    if spec is None:
                        text = text if type(text) is str else format(text)
                    else:
                        text = checked_format(f[1], text, spec(f))
                    return guest_text(text, v)
                if conversion is not None:
                    v = conversion(v)
                if spec is None:
                    return v if type(v) is str else format(v)
                return checked_format(f[1], v, spec(f))
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return formatted


_NOT_FOUND: Any = object()


def _format_checked(ctx: Any, v: Any) -> str:
    """``f"{v}"`` for a ``v`` that is not a scalar: its text sized first, host addresses in
    it rewritten (as ``expr_FormattedValue`` does)."""
    check_text(ctx, v, "f-string", False, str_mode=True)
    return guest_text(format(v), v)


def _property_getter(t: type, name: str) -> Any:
    """The guest getter of a plain ``@property`` called ``name`` on guest type ``t`` (one that
    takes just ``self``), else None."""
    for klass in t.__mro__:
        found = klass.__dict__.get(name, _NOT_FOUND)
        if found is not _NOT_FOUND:
            if type(found) is property and type(found.fget) is Function:
                code = found.fget._code
                if code.simple and code.argcount == 1:
                    return found.fget
            return None
    return None


def _iterable(value: Any) -> bool:
    t = type(value)
    return hasattr(t, "__iter__") or hasattr(t, "__getitem__")


