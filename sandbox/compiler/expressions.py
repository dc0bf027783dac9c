"""Compile expressions: names, operators, displays, subscripts, attributes, f-strings.

Each ``expr_<Node>`` returns ``closure(frame) -> value``. Nodes that can raise record their
position on the way out (``except BaseException: mark(...); raise`` costs nothing in 3.11
until something raises). Operators that can build a huge object in one C call check the
size first (see :mod:`sandbox.runtime.builtins`).
"""

from __future__ import annotations

import ast
import operator
from collections import Counter, OrderedDict
from collections.abc import Callable
from typing import Any

from ..errors import abort_limit
from ..guards.costmodel import CLASS_CHECK_IDS, class_check
from ..guards.costs import charge_bytes
from ..guards.dunders import checked_mod
from ..guards.iterguard import GUARDED_TYPES, LAZY_TYPES, check_sized_slot, counted, guard_arg
from ..guards.percent import checked_percent
from ..guards.sizechecks import (
    GROWABLE,
    LONG,
    SIZED_LEN,
    check_call,
    check_growth,
    checked_callable,
    short_types,
)
from ..guards.sizing import (
    KEYED_CALL_TYPES,
    check_cache_key,
    check_compare,
    check_contains,
    check_extremum,
    check_hash,
    check_hashed_items,
    check_hashes,
    check_items,
    check_text,
    check_walking_call,
)
from ..guards.sizing import SCALARS as _SCALARS
from ..hints import BUILTIN_INSTEAD
from ..runtime import gate
from ..runtime.builtins import (
    PLAIN_OPERANDS,
    UNAVAILABLE,
    check_add,
    check_division,
    check_lshift,
    check_mul,
    check_pow,
    checked_format,
    checked_mul,
)
from ..runtime.objects import UNBOUND, Function
from ..runtime.tracing import mark
from ..scopes import CELL, CLASS, GLOBAL, LOCAL
from .base import Closure, CompilerBase

#: Ints strictly inside (-_SMALL, _SMALL) multiply without a size check.
_SMALL = 1 << 4096
_SEQS = frozenset({str, bytes, bytearray, list, tuple})
_SEQ_BASES = tuple(_SEQS)
_PERCENT_TEXT = (str, bytes, bytearray)  # '%' formatting templates (subclasses included)

_BINOPS: dict[type[ast.operator], Any] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
    ast.Pow: operator.pow, ast.LShift: operator.lshift, ast.RShift: operator.rshift,
    ast.BitOr: operator.or_, ast.BitXor: operator.xor, ast.BitAnd: operator.and_,
    ast.MatMult: operator.matmul,
}
_CMPOPS: dict[type[ast.cmpop], Any] = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
    ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Is: operator.is_, ast.IsNot: operator.is_not,
    ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b,
}


def name_error(name: str) -> NameError:
    """CPython's NameError for an unknown global, with a reason for builtins we withhold."""
    reason = UNAVAILABLE.get(name)
    if reason is not None:
        instead = BUILTIN_INSTEAD.get(name)  # what to do instead, for the model to retry
        err = NameError(f"name '{name}' is not defined ({reason} in the sandbox"
                        + (f": {instead})" if instead else ")"))
    else:
        err = NameError(f"name '{name}' is not defined")
    err.name = name
    return err


def unbound_local(name: str) -> UnboundLocalError:
    err = UnboundLocalError(
        f"cannot access local variable '{name}' where it is not associated with a value")
    err.name = name  # type: ignore[attr-defined]
    return err


def unbound_free(name: str) -> NameError:
    err = NameError(f"cannot access free variable '{name}' where it is not associated with a "
                    "value in enclosing scope")
    err.name = name
    return err


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
            is_own = name in self.scope.cells

            def load_cell(f: list[Any]) -> Any:
                value = f[slot].value
                if value is UNBOUND:
                    err = unbound_local(name) if is_own else unbound_free(name)
                    mark(err, f, code_name, pos)
                    raise err
                return value
            return load_cell
        if kind == CLASS:
            return self.class_name_load(name, slot, pos)
        assert kind == GLOBAL

        def load_global(f: list[Any]) -> Any:
            g = f[0]
            if name in g:
                return g[name]
            b = g.builtins
            if name in b:
                return b[name]
            err = name_error(name)
            mark(err, f, code_name, pos)
            raise err
        return load_global

    def class_name_load(self, name: str, slot: int | None, pos: Any) -> Closure:
        raise NotImplementedError  # see classes.ClassCompiler

    def super_call(self, node: ast.Call) -> Closure | None:
        raise NotImplementedError  # see classes.ClassCompiler

    def dynamic_call(self, node: ast.Call) -> Closure | None:
        raise NotImplementedError  # see dynamic.DynamicCompiler

    # --- operators --------------------------------------------------------------------------

    def expr_BinOp(self, node: ast.BinOp) -> Closure:  # noqa: C901 - one case per operator
        left = self.expr(node.left)
        right = self.expr(node.right)
        op = type(node.op)
        code_name = self.scope.name
        pos = self.pos(node)
        rconst = isinstance(node.right, ast.Constant)
        rvalue: Any = node.right.value if rconst else None  # type: ignore[attr-defined]

        if op is ast.Add:
            if rconst and type(rvalue) in (int, float):
                def add_const(f: list[Any]) -> Any:
                    try:
                        return left(f) + rvalue
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return add_const

            def add(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta is int or ta is float:
                        return a + b
                    if ta in _SEQS:
                        if len(a) > 100_000:
                            check_add(f[1], a, b)
                    elif isinstance(a, _SEQ_BASES):
                        check_add(f[1], a, b)  # a subclass: its own __len__ is not asked
                    return a + b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return add
        if op is ast.Sub:
            if rconst and type(rvalue) in (int, float):
                def sub_const(f: list[Any]) -> Any:
                    try:
                        return left(f) - rvalue
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return sub_const

            def sub(f: list[Any]) -> Any:
                try:
                    return left(f) - right(f)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return sub
        if op is ast.Mult:
            if rconst and type(rvalue) in (int, float) and -1024 <= rvalue <= 1024:
                def mul_const(f: list[Any]) -> Any:
                    try:
                        a = left(f)
                        ta = type(a)
                        if ta is int or ta is float:
                            return a * rvalue
                        check_mul(f[1], a, rvalue)
                        return a * rvalue
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return mul_const

            def mul(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta is float:
                        return a * b
                    if ta is int and type(b) is int and -_SMALL < a < _SMALL \
                            and -_SMALL < b < _SMALL:
                        return a * b
                    if ta in PLAIN_OPERANDS and type(b) in PLAIN_OPERANDS:
                        check_mul(f[1], a, b)
                        return a * b
                    return checked_mul(f[1], a, b)  # __index__ counts, guest operands
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return mul
        if op is ast.Mod:
            if rconst and type(rvalue) in (int, float):
                def mod_const(f: list[Any]) -> Any:
                    try:
                        a = left(f)
                        ta = type(a)
                        if ta is str or ta is bytes or ta is bytearray:
                            return checked_percent(f[1], a, rvalue)
                        if ta is not int and ta is not float and isinstance(a, _PERCENT_TEXT):
                            return checked_mod(f[1], a, rvalue)  # sized as its base type
                        return a % rvalue
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return mod_const

            def mod(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta is str or ta is bytes or ta is bytearray:
                        return checked_percent(f[1], a, b)
                    if ta is not int and ta is not float and isinstance(a, _PERCENT_TEXT):
                        return checked_mod(f[1], a, b)  # a subclass: sized as its base type
                    return a % b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return mod
        if op is ast.Pow:
            def pow_(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    check_pow(f[1], a, b)
                    return a ** b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return pow_
        if op is ast.LShift:
            def lshift(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    check_lshift(f[1], a, b)
                    return a << b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return lshift
        fn = _BINOPS[op]
        if op in (ast.FloorDiv, ast.Mod):
            def division(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    if type(a) is int and not -_SMALL < a < _SMALL:
                        check_division(f[1], a, b)
                    return fn(a, b)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return division

        def binop(f: list[Any]) -> Any:
            try:
                return fn(left(f), right(f))
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return binop

    def expr_UnaryOp(self, node: ast.UnaryOp) -> Closure:
        operand = self.expr(node.operand)
        code_name = self.scope.name
        pos = self.pos(node)
        if isinstance(node.op, ast.Not):
            def not_(f: list[Any]) -> Any:
                return not operand(f)
            return not_
        unary_ops: dict[type[ast.unaryop], Callable[[Any], Any]] = {
            ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert}
        fn = unary_ops[type(node.op)]

        def unary(f: list[Any]) -> Any:
            try:
                return fn(operand(f))
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return unary

    def expr_BoolOp(self, node: ast.BoolOp) -> Closure:
        values = [self.expr(v) for v in node.values]
        if isinstance(node.op, ast.And):
            if len(values) == 2:
                a, b = values

                def and2(f: list[Any]) -> Any:
                    return a(f) and b(f)
                return and2

            def and_(f: list[Any]) -> Any:
                value = None
                for v in values:
                    value = v(f)
                    if not value:
                        return value
                return value
            return and_
        if len(values) == 2:
            a, b = values

            def or2(f: list[Any]) -> Any:
                return a(f) or b(f)
            return or2

        def or_(f: list[Any]) -> Any:
            value = None
            for v in values:
                value = v(f)
                if value:
                    return value
            return value
        return or_

    def expr_Compare(self, node: ast.Compare) -> Closure:  # noqa: C901 - one case per operator
        code_name = self.scope.name
        pos = self.pos(node)
        left = self.expr(node.left)
        if len(node.ops) == 1:
            op = type(node.ops[0])
            right = self.expr(node.comparators[0])
            fast = {
                ast.Eq: lambda: lambda f: left(f) == right(f),
                ast.NotEq: lambda: lambda f: left(f) != right(f),
                ast.Lt: lambda: lambda f: left(f) < right(f),
                ast.LtE: lambda: lambda f: left(f) <= right(f),
                ast.Gt: lambda: lambda f: left(f) > right(f),
                ast.GtE: lambda: lambda f: left(f) >= right(f),
                ast.Is: lambda: lambda f: left(f) is right(f),
                ast.IsNot: lambda: lambda f: left(f) is not right(f),
                ast.In: lambda: lambda f: _contains(f, left(f), right(f)),
                ast.NotIn: lambda: lambda f: not _contains(f, left(f), right(f)),
            }[op]()
            if op in (ast.Is, ast.IsNot):
                return fast  # type: ignore[no-any-return]

            def compare(f: list[Any]) -> Any:
                try:
                    return fast(f)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            if op in (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE):
                c = node.comparators[0]
                if isinstance(c, ast.Constant) and type(c.value) in (int, float, str):
                    return self._compare_const(op, left, c.value, code_name, pos)
                return self._compare_inline(op, left, right, code_name, pos)
            return compare
        ops = [_CMPOPS[type(o)] for o in node.ops]
        rights = [self.expr(c) for c in node.comparators]
        # what each operator walks: 0 nothing (is), 1 both operands (==, <), 2 the container
        walks = [0 if isinstance(o, (ast.Is, ast.IsNot)) else 2 if isinstance(
            o, (ast.In, ast.NotIn)) else 1 for o in node.ops]
        triples = list(zip(ops, rights, walks, strict=False))

        def chained(f: list[Any]) -> Any:
            try:
                a = left(f)
                result: Any = True
                for fn, r, walk in triples:
                    b = r(f)
                    if walk and type(a) not in _SCALARS:
                        if walk == 1:
                            check_compare(f[1], a, b)
                        else:
                            check_contains(f[1], a, b)
                    result = fn(a, b)
                    if not result:
                        return result
                    a = b
                return result
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return chained

    @staticmethod
    def _compare_const(op: type, left: Closure, c: Any, code_name: str, pos: Any) -> Closure:
        fn = _CMPOPS[op]
        if op is ast.Lt:
            def lt_const(f: list[Any]) -> Any:
                try:
                    return left(f) < c
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return lt_const
        if op is ast.Eq:
            def eq_const(f: list[Any]) -> Any:
                try:
                    return left(f) == c
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return eq_const
        if op is ast.Gt:
            def gt_const(f: list[Any]) -> Any:
                try:
                    return left(f) > c
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return gt_const

        def cmp_const(f: list[Any]) -> Any:
            try:
                return fn(left(f), c)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return cmp_const

    @staticmethod
    def _compare_inline(op: type, left: Closure, right: Closure, code_name: str,
                        pos: Any) -> Closure:
        if op is ast.Eq:
            def eq(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta not in _SCALARS and not ((ta is list or ta is tuple)
                                                   and _SCALARS.issuperset(map(type, a))):
                        check_compare(f[1], a, b)  # nested containers: estimated first
                    return a == b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return eq
        if op is ast.NotEq:
            def ne(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta not in _SCALARS and not ((ta is list or ta is tuple)
                                                   and _SCALARS.issuperset(map(type, a))):
                        check_compare(f[1], a, b)  # nested containers: estimated first
                    return a != b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return ne
        if op is ast.Lt:
            def lt(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta not in _SCALARS and not ((ta is list or ta is tuple)
                                                   and _SCALARS.issuperset(map(type, a))):
                        check_compare(f[1], a, b)  # nested containers: estimated first
                    return a < b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return lt
        if op is ast.LtE:
            def le(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta not in _SCALARS and not ((ta is list or ta is tuple)
                                                   and _SCALARS.issuperset(map(type, a))):
                        check_compare(f[1], a, b)  # nested containers: estimated first
                    return a <= b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return le
        if op is ast.Gt:
            def gt(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta not in _SCALARS and not ((ta is list or ta is tuple)
                                                   and _SCALARS.issuperset(map(type, a))):
                        check_compare(f[1], a, b)  # nested containers: estimated first
                    return a > b
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return gt

        def ge(f: list[Any]) -> Any:
            try:
                a = left(f)
                b = right(f)
                ta = type(a)
                if ta not in _SCALARS and not ((ta is list or ta is tuple)
                                               and _SCALARS.issuperset(map(type, a))):
                    check_compare(f[1], a, b)  # nested containers: estimated first
                return a >= b
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return ge

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
                        out.update(mapping)
                    else:
                        k = key(f)
                        if type(k) is tuple:
                            check_hash(f[1], k)
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
        if isinstance(node.slice, (ast.Constant, ast.Slice)):
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
                if type(key) is tuple and (len(key) != 2 or type(key[0]) is tuple
                                           or type(key[1]) is tuple):
                    check_hash(f[1], key)  # a dict key's hash walks nested tuples
                return obj[key]
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

        def attribute(f: list[Any]) -> Any:
            try:
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
                    try:
                        return code.run([fget._globals, ctx, fget, None, obj, *code.pad])
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

        def joined(f: list[Any]) -> str:
            return "".join([p(f) for p in parts])
        return joined

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
                if conversion is not None:
                    v = conversion(v)
                if spec is None:
                    return v if type(v) is str else format(v)
                return checked_format(f[1], v, spec(f))
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return formatted

    # --- calls ------------------------------------------------------------------------------

    def expr_Call(self, node: ast.Call) -> Closure:  # noqa: C901 - specialised by shape
        special = self.super_call(node) or self.dynamic_call(node)
        if special is not None:
            return special
        code_name = self.scope.name
        pos = self.pos(node)
        simple = not node.keywords and not any(isinstance(a, ast.Starred) for a in node.args)
        if simple and isinstance(node.func, ast.Attribute):
            return self._method_call(node, code_name, pos)
        func = self.expr(node.func)
        if simple:
            args = [self.expr(a) for a in node.args]
            if not args:
                def call0(f: list[Any]) -> Any:
                    try:
                        fn = func(f)
                        if type(fn) is Function:
                            code = fn._code
                            if code.simple and code.argcount == 0:
                                ctx = f[1]
                                ctx.steps_left -= 1
                                if ctx.steps_left < 0:
                                    ctx.refill()
                                depth = ctx.depth = ctx.depth + 1
                                if depth > ctx.max_depth:
                                    ctx.depth -= 1
                                    raise abort_limit("max_recursion_depth", depth,
                                                      ctx.max_depth)
                                try:
                                    return code.run([fn._globals, ctx, fn, None,
                                                     *code.pad])
                                finally:
                                    ctx.depth -= 1
                            return fn.call_positional(f[1], ())
                        return fn()
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return call0
            if len(args) == 1:
                (a0,) = args

                def call1(f: list[Any]) -> Any:
                    try:
                        fn = func(f)
                        if type(fn) is Function:
                            arg = a0(f)
                            code = fn._code
                            if code.simple and code.argcount == 1:
                                # inlined Function.call_positional: the hottest path
                                ctx = f[1]
                                ctx.steps_left -= 1
                                if ctx.steps_left < 0:
                                    ctx.refill()
                                depth = ctx.depth = ctx.depth + 1
                                if depth > ctx.max_depth:
                                    ctx.depth -= 1
                                    raise abort_limit("max_recursion_depth", depth,
                                                      ctx.max_depth)
                                try:
                                    return code.run([fn._globals, ctx, fn, None, arg,
                                                     *code.pad])
                                finally:
                                    ctx.depth -= 1
                            return fn.call_positional(f[1], (arg,))
                        arg = a0(f)
                        ta = type(arg)
                        if id(fn) in CLASS_CHECK_IDS:
                            class_check(f[1], fn, (arg,))
                        if ta in GUARDED_TYPES:
                            arg = guard_arg(f[1], fn, arg)
                        elif ta is int and arg > 4096 and (fn is bytes or fn is bytearray
                                                           or type(fn) is type):
                            check_sized_slot(f[1], fn, arg)  # bytes(n), a guest subclass's
                        elif ta not in _SCALARS and id(fn) in _WALKING_IDS:
                            check_walking_call(f[1], fn, arg)  # str(x), hash(x), max(x)...
                        else:
                            n = SIZED_LEN.get(ta)
                            if n is not None and n(arg) > LONG:
                                check_call(f[1], fn, (arg,))
                            if id(fn) in _HASHING_IDS:  # deep tuples crash C's tuple hash
                                arg = check_hashed_items(f[1], arg)
                            elif type(fn) in KEYED_CALL_TYPES:
                                check_cache_key(f[1], fn, (arg,))
                        return fn(arg)
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return call1
            if len(args) == 2:
                a0, a1 = args

                def call2(f: list[Any]) -> Any:
                    try:
                        fn = func(f)
                        if type(fn) is Function:
                            x0 = a0(f)
                            x1 = a1(f)
                            code = fn._code
                            if code.simple and code.argcount == 2:
                                ctx = f[1]
                                ctx.steps_left -= 1
                                if ctx.steps_left < 0:
                                    ctx.refill()
                                depth = ctx.depth = ctx.depth + 1
                                if depth > ctx.max_depth:
                                    ctx.depth -= 1
                                    raise abort_limit("max_recursion_depth", depth,
                                                      ctx.max_depth)
                                try:
                                    return code.run([fn._globals, ctx, fn, None, x0, x1,
                                                     *code.pad])
                                finally:
                                    ctx.depth -= 1
                            return fn.call_positional(f[1], (x0, x1))
                        x0 = a0(f)
                        x1 = a1(f)
                        if id(fn) in CLASS_CHECK_IDS:
                            class_check(f[1], fn, (x0, x1))
                        if fn is map or fn is filter:
                            x0 = checked_callable(f[1], x0)
                        if type(x0) in GUARDED_TYPES or type(x1) in GUARDED_TYPES:
                            x0 = guard_arg(f[1], fn, x0)
                            x1 = guard_arg(f[1], fn, x1)
                        elif (fn is bytes or fn is bytearray or fn is str) and \
                                type(x0) in SIZED_LEN and len(x0) > LONG:
                            check_call(f[1], fn, (x0, x1))  # an encoding or decoding
                        elif (fn is max or fn is min) and type(x0) not in _SCALARS:
                            check_items(f[1], (x0, x1), f"{fn.__name__}()", sort=False)
                        elif type(fn) in KEYED_CALL_TYPES:
                            check_cache_key(f[1], fn, (x0, x1))
                        return fn(x0, x1)
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return call2

            def calln(f: list[Any]) -> Any:
                try:
                    fn = func(f)
                    values = [a(f) for a in args]
                    if type(fn) is Function:
                        code = fn._code
                        if code.simple and code.argcount == len(values):
                            ctx = f[1]
                            ctx.steps_left -= 1
                            if ctx.steps_left < 0:
                                ctx.refill()
                            depth = ctx.depth = ctx.depth + 1
                            if depth > ctx.max_depth:
                                ctx.depth -= 1
                                raise abort_limit("max_recursion_depth", depth,
                                                  ctx.max_depth)
                            try:
                                return code.run([fn._globals, ctx, fn, None, *values,
                                                 *code.pad])
                            finally:
                                ctx.depth -= 1
                        return fn.call_positional(f[1], values)
                    if id(fn) in CLASS_CHECK_IDS:
                        class_check(f[1], fn, values)
                    if values and (n := SIZED_LEN.get(type(values[0]))) is not None \
                            and n(values[0]) > LONG:
                        check_call(f[1], fn, values)
                    if fn is max or fn is min or fn is sorted:
                        check_extremum(f[1], fn, values, _EMPTY)
                    elif len(values) == 1 and id(fn) in _WALKING_IDS:  # str(*args)
                        check_walking_call(f[1], fn, values[0])
                    elif type(fn) in KEYED_CALL_TYPES:
                        check_cache_key(f[1], fn, values)
                    elif (fn is map or fn is filter) and values:
                        values[0] = checked_callable(f[1], values[0])
                    return fn(*[guard_arg(f[1], fn, v) if type(v) in GUARDED_TYPES else v
                                for v in values])
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return calln
        positional = self._call_args(node.args)
        keywords = [(k.arg, self.expr(k.value)) for k in node.keywords]

        def call_general(f: list[Any]) -> Any:
            try:
                fn = func(f)
                values = positional(f, fn)
                kwargs: dict[str, Any] = {}
                for key, value in keywords:
                    if key is not None:
                        if key in kwargs:
                            raise TypeError(f"{callable_name(fn)} got multiple values for "
                                            f"keyword argument '{key}'")
                        kwargs[key] = value(f)
                        continue
                    mapping = value(f)
                    if not hasattr(type(mapping), "keys"):
                        raise TypeError(f"{callable_name(fn)} argument after ** must be a "
                                        f"mapping, not {type(mapping).__name__}")
                    for k in mapping.keys():
                        if type(k) is not str:
                            raise TypeError("keywords must be strings")
                        if k in kwargs:
                            raise TypeError(f"{callable_name(fn)} got multiple values for "
                                            f"keyword argument '{k}'")
                        kwargs[k] = mapping[k]
                if type(fn) is Function:
                    return fn.call_general(f[1], values, kwargs)
                if id(fn) in CLASS_CHECK_IDS:
                    class_check(f[1], fn, values, kwargs)
                if fn is str or fn is repr or fn is ascii:
                    _check_str_call(f[1], fn, values, kwargs)
                elif fn is max or fn is min or fn is sorted:
                    check_extremum(f[1], fn, values, kwargs)  # may wrap kwargs["key"]
                if values and (n := SIZED_LEN.get(type(values[0]))) is not None \
                        and n(values[0]) > LONG:
                    check_call(f[1], fn, values, kwargs)
                if type(fn) in KEYED_CALL_TYPES:
                    check_cache_key(f[1], fn, values, kwargs)
                elif (fn is map or fn is filter) and values:
                    values[0] = checked_callable(f[1], values[0])
                return fn(*[guard_arg(f[1], fn, v) if type(v) in GUARDED_TYPES else v
                            for v in values], **kwargs)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return call_general

    def _method_call(self, node: ast.Call, code_name: str, pos: Any) -> Closure:
        """``obj.name(args)``: a guest method found on the object's guest class is called
        directly (no bound-method object), with a per-site cache of the lookup that is valid
        while no guest class changes; everything else reads the attribute through the gate."""
        func_node = node.func
        assert isinstance(func_node, ast.Attribute)
        obj_expr = self.expr(func_node.value)
        name = func_node.attr
        attr_pos = self.pos(func_node)
        args = [self.expr(a) for a in node.args]
        nargs = len(args) + 1
        a0: Any = args[0] if args else None
        slot_call = name in ("__new__", "__init__")  # the C slot of bytes(n) and its kin
        # list.extend/set.update...: the real method, called after check_growth
        growable = GROWABLE if name in ("extend", "update") else frozenset()
        known = gate.fast_types(name)
        get_attr = gate.get_attr
        # what get_attr answers for builtin value types with an override of this name, and
        # those whose override hands out the real method for short objects (s.upper())
        plain = {t: gate.OVERRIDES[t, name] for t in _PLAIN if (t, name) in gate.OVERRIDES}
        short = short_types(name)
        version = gate.CLASS_VERSION
        # type, function, class version, in gate.GUEST_ENTRIES (forgotten when the run ends)
        cache: list[Any] = [None, None, -1, False]
        journal = gate.GUEST_ENTRIES

        def lookup(t: type) -> Any:
            for klass in t.__mro__:
                found = klass.__dict__.get(name, _NOT_FOUND)
                if found is not _NOT_FOUND:
                    return found if type(found) is Function else None
            return None

        def method_call(f: list[Any]) -> Any:
            try:
                obj = obj_expr(f)
                t = type(obj)
                if t is cache[0] and cache[2] == version[0]:
                    fn = cache[1]
                elif getattr(t, "__sandbox_guest__", False) is True:
                    fn = lookup(t)
                    cache[0], cache[1], cache[2] = t, fn, version[0]
                    if not cache[3]:
                        cache[3] = True
                        journal.append(cache)
                else:
                    fn = None
                if fn is not None and name not in getattr(obj, "__dict__", _EMPTY):
                    values = [a0(f)] if nargs == 2 else [a(f) for a in args] if args else []
                    code = fn._code
                    if code.simple and code.argcount == nargs:
                        ctx = f[1]
                        ctx.steps_left -= 1
                        if ctx.steps_left < 0:
                            ctx.refill()
                        depth = ctx.depth = ctx.depth + 1
                        if depth > ctx.max_depth:
                            ctx.depth -= 1
                            raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
                        try:
                            return code.run([fn._globals, ctx, fn, None, obj, *values,
                                             *code.pad])
                        finally:
                            ctx.depth -= 1
                    return fn.call_positional(f[1], [obj, *values])
                try:
                    if t in known or t in growable or (t in short and len(obj) < short[t]):
                        method = getattr(obj, name)
                    elif t in plain:
                        method = plain[t](obj)
                    else:
                        method = get_attr(obj, name)
                except BaseException as e:
                    mark(e, f, code_name, attr_pos)
                    raise
                values = [a(f) for a in args]
                if type(method) is Function:
                    return method.call_positional(f[1], values)
                if id(method) in CLASS_CHECK_IDS:  # collections.Counter(xs)
                    class_check(f[1], method, values)
                if values:
                    v0 = values[0]
                    tv = type(v0)
                    # any position: tuple.__new__(cls, it), str.join(sep, it)
                    if tv in GUARDED_TYPES or (len(values) > 1 and not GUARDED_TYPES.isdisjoint(
                            map(type, values))):
                        if t in growable:
                            check_growth(f[1], obj, name, values)
                        values = [guard_arg(f[1], method, v) if type(v) in GUARDED_TYPES
                                  else v for v in values]
                    elif ((n := SIZED_LEN.get(tv)) is not None and n(v0) > LONG) or (
                            t in growable and len(values) > 1):
                        if t in growable:
                            check_growth(f[1], obj, name, values)
                        else:
                            check_call(f[1], method, values)
                    if tv is tuple and isinstance(obj, _HASHING):
                        check_hash(f[1], v0)  # d.get(key), s.add(item)...
                    if name in _HASHING_NAMES and tv not in _SCALARS and \
                            _hashes_items(obj, name, method):
                        # s.update(xs), dict.fromkeys(xs), collections.Counter(xs)...
                        values[0] = check_hashed_items(f[1], values[0])
                if type(method) in KEYED_CALL_TYPES:
                    check_cache_key(f[1], method, values)
                elif slot_call and len(values) == 2:  # bytes.__new__(bytes, n)
                    check_sized_slot(f[1], method, values[1])
                return method(*values)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return method_call

    def _call_args(self, nodes: list[ast.expr]) -> Any:
        pieces = [(isinstance(a, ast.Starred),
                   self.expr(a.value if isinstance(a, ast.Starred) else a)) for a in nodes]

        def positional(f: list[Any], fn: Any) -> list[Any]:
            out: list[Any] = []
            for starred, part in pieces:
                if starred:
                    value = part(f)
                    if not _iterable(value):
                        raise TypeError(f"{callable_name(fn)} argument after * must be an "
                                        f"iterable, not {type(value).__name__}")
                    if type(value) in GUARDED_TYPES:
                        value = guard_arg(f[1], list, value)
                    elif (n := SIZED_LEN.get(type(value))) is not None and n(value) > LONG:
                        check_call(f[1], list, (value,))
                    out.extend(value)
                else:
                    out.append(part(f))
            return out
        return positional


_NOT_FOUND: Any = object()


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


_EMPTY: dict[str, Any] = {}
#: Containers whose methods hash their first argument (get, pop, add, discard...).
_HASHING = (dict, set, frozenset)
#: Methods of dicts and sets (and their classes) that hash every item of their argument.
_HASHING_METHODS = frozenset({
    "fromkeys", "update", "union", "intersection", "difference", "symmetric_difference",
    "intersection_update", "difference_update", "symmetric_difference_update", "issubset",
    "issuperset", "isdisjoint", "subtract"})


#: Attribute names under which an item-hashing callable is reached (a cheap first filter).
_HASHING_NAMES = _HASHING_METHODS | {"Counter", "OrderedDict", "set", "frozenset", "dict"}


def _hashes_items(obj: Any, name: str, method: Any) -> bool:
    """Whether ``obj.name(xs)`` (``method``) hashes each item of ``xs`` in C: ``set``,
    ``frozenset`` and ``Counter`` reached as attributes, and the item-hashing methods of
    dicts, sets and their classes (``dict.fromkeys``)."""
    if id(method) in _HASHING_IDS:
        return True
    if name not in _HASHING_METHODS:
        return False
    return isinstance(obj, _HASHING) or (isinstance(obj, type) and issubclass(obj, _HASHING))
#: Builtin value types: for them the gate's answer is the override if there is one (method
#: calls skip the gate's other cases).
_PLAIN = frozenset({str, bytes, bytearray, list, tuple, dict, set, frozenset, int, float})


#: ``x in lst`` compares items at ~15 ns each: charged as this many bytes touched per item.
_BYTES_PER_COMPARED_ITEM = 64


def _contains(f: list[Any], needle: Any, container: Any) -> bool:
    """``needle in container``: a lazy host iterator is drained in charged steps, a container
    needle's comparisons are estimated first."""
    tc = type(container)
    if tc in LAZY_TYPES:
        container = counted(f[1], container)
    elif type(needle) not in _SCALARS:
        check_contains(f[1], needle, container)
    elif (tc is str or tc is bytes or tc is bytearray) and len(container) > 1 << 16:
        charge_bytes(f[1], len(container))  # a substring search scans the container
    elif (tc is list or tc is tuple) and len(container) > 1 << 16:
        charge_bytes(f[1], len(container) * _BYTES_PER_COMPARED_ITEM)  # a linear search
    return needle in container


def _check_str_call(ctx: Any, fn: Any, values: list[Any], kwargs: dict[str, Any]) -> None:
    """``str(x)`` (``repr``, ``ascii``) called with keywords or unpacked arguments: the text
    of ``x`` is sized."""
    obj = values[0] if values else kwargs.get("object")
    if type(obj) not in _SCALARS and len(values) + len(kwargs) == 1:
        check_walking_call(ctx, fn, obj)


#: Builtins whose one argument CPython walks in C (by id: a guest callable may be unhashable).
_WALKING_IDS = frozenset(map(id, (str, repr, ascii, hash, max, min, sorted)))
#: Host callables that hash every item of their one argument in C.
_HASHING_IDS = frozenset(map(id, (set, frozenset, dict, Counter, OrderedDict)))


def callable_name(fn: Any) -> str:
    """How CPython names a callee in call errors: ``f()``, ``print()``, ``int()``..."""
    if type(fn) is Function:
        return f"{fn.__dict__['__module__']}.{fn.__dict__['__qualname__']}()"
    name = getattr(fn, "__qualname__", None)
    if not isinstance(name, str):
        return f"{type(fn).__name__} object"
    module = getattr(fn, "__module__", None) if isinstance(fn, type) else None
    if isinstance(module, str) and module != "builtins":
        return f"{module}.{name}()"
    return f"{name}()"


def _iterable(value: Any) -> bool:
    t = type(value)
    return hasattr(t, "__iter__") or hasattr(t, "__getitem__")


