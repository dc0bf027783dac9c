"""Compile operators: arithmetic and bitwise (``BinOp``), unary, boolean and comparisons.

Each ``expr_<Node>`` returns ``closure(frame) -> value`` and records its position when it
raises. Operators that can build a huge object in one C call (``*``, ``**``, ``<<``, ``%``
formatting, ``+`` on long sequences) check the size first; comparisons of containers
estimate the walk first (:mod:`sandbox.guards.sizing`).
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable
from typing import Any

from ..guards.collisions import KEYED_OPERANDS, check_keyed_op
from ..guards.dunders import checked_mod
from ..guards.iterguard import LAZY_TYPES, counted
from ..guards.opchecks import (
    PLAIN_OPERANDS,
    check_add,
    check_division,
    check_lshift,
    check_mul,
    check_pow,
    checked_mul,
)
from ..guards.percent import checked_percent
from ..guards.sizing import (
    LONG_NEEDLE,
    check_compare,
    check_contains,
)
from ..guards.sizing import SCALARS as _SCALARS
from ..guards.viewops import SET_VIEWS, view_op
from ..runtime.costs import charge_bytes
from ..runtime.memory import METER_LEN, meter
from ..runtime.memory import METERED_TYPES as METERED
from ..runtime.tracing import mark
from .base import Closure, CompilerBase
from .operands import fused_binop, fused_compare, fused_remainder
from .operands import operand as operand_of

#: Ints strictly inside (-_SMALL, _SMALL) multiply without a size check.
_SMALL = 1 << 4096
_NEG_SMALL = -_SMALL  # a constant: negating a 4096-bit int per test would cost
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



class OperatorCompiler(CompilerBase):
    """Mixin: operator nodes."""

    def binop_of_calls(self, node: ast.BinOp) -> Closure | None:
        raise NotImplementedError  # see calls.CallCompiler

    def expr_BinOp(self, node: ast.BinOp) -> Closure:
        calls = self.binop_of_calls(node)  # f(a) + g(b)
        if calls is not None:
            return calls
        slow = self._binop(node)
        return (fused_binop(self.scope, node, slow, self.scope.name, self.pos(node))
                or fused_remainder(self.scope, node, slow) or slow)

    def _binop(self, node: ast.BinOp, left: Closure | None = None,  # noqa: C901 - per op
               right: Closure | None = None) -> Closure:
        """The ordinary closure of ``node``; ``left`` and ``right``, when given, stand for
        the operands' closures (called once each, left first)."""
        left = self.expr(node.left) if left is None else left
        right = self.expr(node.right) if right is None else right
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
                    r = a + b
                    return meter(f[1], r) if type(r) in METERED and len(r) >= METER_LEN else r
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
                    a = left(f)
                    b = right(f)
                    ta = type(a)
                    if ta is int or ta is float:
                        return a - b  # (the common case: no keyed-operand test)
                    tb = type(b)
                    if ta in KEYED_OPERANDS and tb in KEYED_OPERANDS:
                        check_keyed_op(f[1], a, b)
                    r = view_op(f[1], operator.sub, a, b) if ta in SET_VIEWS or \
                        tb in SET_VIEWS else a - b  # (a view hashes any iterable's items)
                    # set - set
                    return meter(f[1], r) if type(r) in METERED and len(r) >= METER_LEN else r
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
                        r = a * rvalue
                        return meter(f[1], r) if type(r) in METERED and len(r) >= METER_LEN else r
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
                    if ta is int and type(b) is int and _NEG_SMALL < a < _SMALL \
                            and _NEG_SMALL < b < _SMALL:
                        return a * b
                    if ta in PLAIN_OPERANDS and type(b) in PLAIN_OPERANDS:
                        check_mul(f[1], a, b)
                        r = a * b
                        return meter(f[1], r) if type(r) in METERED and len(r) >= METER_LEN else r
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
                        if ta is int:
                            return a % rvalue
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
                    if type(a) is int and not _NEG_SMALL < a < _SMALL:
                        check_division(f[1], a, b)
                    return fn(a, b)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return division

        if op in (ast.BitOr, ast.BitAnd, ast.BitXor):
            def keyed(f: list[Any]) -> Any:
                try:
                    a = left(f)
                    b = right(f)
                    ta, tb = type(a), type(b)
                    if ta is int:
                        return fn(a, b)
                    if ta in KEYED_OPERANDS and tb in KEYED_OPERANDS:
                        check_keyed_op(f[1], a, b)
                    # (a view hashes the items of any iterable operand)
                    r = view_op(f[1], fn, a, b) if ta in SET_VIEWS or tb in SET_VIEWS \
                        else fn(a, b)
                    # s | t, d | e
                    return meter(f[1], r) if type(r) in METERED and len(r) >= METER_LEN else r
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return keyed

        def binop(f: list[Any]) -> Any:
            try:
                r = fn(left(f), right(f))
                # s | t, d | e
                return meter(f[1], r) if type(r) in METERED and len(r) >= METER_LEN else r
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
        src = operand_of(self.scope, node.operand)
        if src is not None and src[0] == "L" and fn is operator.neg:
            slot = src[1]

            def neg_local(f: list[Any]) -> Any:  # -x: a local int or float cannot raise
                a = f[slot]
                ta = type(a)
                if ta is int or ta is float:
                    return -a
                try:
                    return fn(operand(f))  # unbound, or any other type: the general path
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return neg_local

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

    def expr_Compare(self, node: ast.Compare) -> Closure:
        slow = self._compare(node)
        if len(node.ops) != 1:
            return slow
        return fused_compare(self.scope, node, slow, self.scope.name, self.pos(node)) or slow

    def _compare(self, node: ast.Compare) -> Closure:  # noqa: C901 - one case per operator
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
                    if walk and (type(a) not in _SCALARS or type(b) is memoryview):
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
                    elif type(b) is memoryview:
                        check_compare(f[1], b, a)  # b"..." == view: item by item
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
                    elif type(b) is memoryview:
                        check_compare(f[1], b, a)  # b"..." == view: item by item
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


#: ``x in lst`` compares items at ~15 ns each: charged as this many bytes touched per item.
_BYTES_PER_COMPARED_ITEM = 64


def _contains(f: list[Any], needle: Any, container: Any) -> bool:
    """``needle in container``: a lazy host iterator is drained in charged steps, a container
    needle's comparisons are estimated first."""
    tc = type(container)
    if tc in LAZY_TYPES:
        container = counted(f[1], container)
    elif type(needle) not in _SCALARS or tc is memoryview or (
            type(needle) is bytes and len(needle) > LONG_NEEDLE and (tc is list or tc is tuple)):
        check_contains(f[1], needle, container)
    elif (tc is str or tc is bytes or tc is bytearray) and len(container) > 1 << 16:
        charge_bytes(f[1], len(container))  # a substring search scans the container
    elif (tc is list or tc is tuple) and len(container) > 1 << 16:
        charge_bytes(f[1], len(container) * _BYTES_PER_COMPARED_ITEM)  # a linear search
    return needle in container
