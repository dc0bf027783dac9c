"""Fused operators: ``n - 1``, ``i * i``, ``n < 2``, ``i % 2 == 0`` as one closure.

An operator whose operands are local names, global names or constants reads them itself
instead of calling a closure per operand (a Python call each, the largest cost of simple
arithmetic). The fused closure only handles the case whose checks it knows to be empty:
exact ``int``/``float`` operands (ints below ``2**4096`` for ``*`` and ``//``, which are
size-checked otherwise) and, for comparisons with a constant, any operand (comparing with
an ``int``, ``float`` or ``str`` constant walks nothing). Anything else -- another type, an
unbound name, a missing global -- falls back to the operator's ordinary closure (``slow``),
which reads the operands again: reading a name or a constant has no effect, so the guest
sees exactly what the ordinary closure would do, checks included.
"""

from __future__ import annotations

import ast
import operator
from typing import Any

from ..guards.sizing import SCALARS as _SCALARS
from ..runtime.objects import UNBOUND
from ..runtime.tracing import mark
from ..scopes import GLOBAL, LOCAL, Scope
from .base import Closure

#: Ints strictly inside (-_SMALL, _SMALL) multiply and divide without a size check.
_SMALL = 1 << 4096
_NEG_SMALL = -_SMALL  # a constant: negating a 4096-bit int per test would cost

#: Operators fused for numeric operands: the function, and whether int operands must be
#: below ``_SMALL`` (the others cost at most the size of their operands).
FUSED_BINOPS: dict[type[ast.operator], tuple[Any, bool]] = {
    ast.Add: (operator.add, False), ast.Sub: (operator.sub, False),
    ast.Mult: (operator.mul, True), ast.Mod: (operator.mod, False),
    ast.FloorDiv: (operator.floordiv, True), ast.Div: (operator.truediv, False),
    ast.BitAnd: (operator.and_, False), ast.BitOr: (operator.or_, False),
    ast.BitXor: (operator.xor, False),
}
FUSED_COMPARES: dict[type[ast.cmpop], Any] = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
    ast.Gt: operator.gt, ast.GtE: operator.ge,
}


def operand(scope: Scope, node: ast.expr) -> tuple[str, Any] | None:
    """``("L", slot)`` for a local name, ``("G", name)`` for a global one, ``("C", value)``
    for a numeric or text constant, else None."""
    if isinstance(node, ast.Constant):
        return ("C", node.value) if type(node.value) in (int, float, str) else None
    if isinstance(node, ast.Name):
        kind, slot = scope.resolve(node.id)
        if kind == LOCAL:
            return "L", slot
        if kind == GLOBAL:
            return "G", node.id
    return None


def fused_binop(scope: Scope, node: ast.BinOp, slow: Closure, code_name: str, pos: Any
                ) -> Closure | None:
    """A fused closure for ``node`` (see the module docstring), or None."""
    entry = FUSED_BINOPS.get(type(node.op))
    left, right = operand(scope, node.left), operand(scope, node.right)
    if entry is None or left is None or right is None:
        return None
    fn, bounded = entry
    if right[0] == "C":
        c = right[1]
        if type(c) not in (int, float) or (bounded and not _NEG_SMALL < c < _SMALL):
            return None
        if type(node.op) is ast.Mult and -1024 <= c <= 1024:
            bounded = False  # a product grows by at most 11 bits (unchecked before too)
        if left[0] == "L":
            return _local_const(fn, left[1], c, bounded, slow, code_name, pos)
        if left[0] == "G":
            return _global_const(fn, left[1], c, bounded, slow, code_name, pos)
        return None
    if left[0] == "L" and right[0] == "L":
        return _local_local(fn, left[1], right[1], bounded, slow, code_name, pos)
    return None


def fused_remainder(scope: Scope, node: ast.BinOp, slow: Closure) -> Closure | None:
    """``(x * c1) % c2`` (or ``+``, ``-`` for ``*``; ``x`` a local or global name; ``c1``,
    ``c2`` int constants, ``c2`` not zero) as one closure, else None. For an int ``x`` (of
    fewer than 4096 bits when the product could grow it by more than 11) neither operation
    can raise nor build a large value; anything else takes ``slow``, the unfused closures."""
    inner = node.left
    if not (type(node.op) is ast.Mod and isinstance(inner, ast.BinOp)
            and type(inner.op) in (ast.Add, ast.Sub, ast.Mult)):
        return None
    x, c1, c2 = operand(scope, inner.left), operand(scope, inner.right), operand(scope, node.right)
    if x is None or x[0] == "C" or c1 is None or c1[0] != "C" or c2 is None or c2[0] != "C":
        return None
    a_c, m = c1[1], c2[1]
    if type(a_c) is not int or type(m) is not int or m == 0:
        return None
    fn = FUSED_BINOPS[type(inner.op)][0]
    bounded = type(inner.op) is ast.Mult and not -1024 <= a_c <= 1024
    if bounded and not _NEG_SMALL < a_c < _SMALL:
        return None
    key = x[1]
    if x[0] == "L":
        def remainder_local(f: list[Any]) -> Any:
            a = f[key]
            if type(a) is int and (not bounded or _NEG_SMALL < a < _SMALL):
                return fn(a, a_c) % m
            return slow(f)
        return remainder_local

    def remainder_global(f: list[Any]) -> Any:
        a = f[0].get(key, UNBOUND)  # see _global_const
        if type(a) is int and (not bounded or _NEG_SMALL < a < _SMALL):
            return fn(a, a_c) % m
        return slow(f)
    return remainder_global


def _local_const(fn: Any, slot: int, c: Any, bounded: bool, slow: Closure, code_name: str,
                 pos: Any) -> Closure:
    def binop_local_const(f: list[Any]) -> Any:
        a = f[slot]
        ta = type(a)
        if (ta is int or ta is float) and (not bounded or _NEG_SMALL < a < _SMALL):
            try:
                return fn(a, c)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return slow(f)
    if type(c) is not int or fn not in (operator.add, operator.sub):
        return binop_local_const
    offset = c if fn is operator.add else -c

    def binop_local_offset(f: list[Any]) -> Any:  # n - 1, i + 1: an int cannot raise
        a = f[slot]
        ta = type(a)
        if ta is int:
            return a + offset
        if ta is float:
            try:
                return fn(a, c)  # not a + offset: -0.0 - 0 is -0.0, -0.0 + 0 is 0.0
            except BaseException as e:  # x + 10**400
                mark(e, f, code_name, pos)
                raise
        return slow(f)
    # read by call sites that compute the argument themselves (f(n - 1))
    binop_local_offset.int_offset = (slot, offset)  # type: ignore[attr-defined]
    return binop_local_offset


def _global_const(fn: Any, name: str, c: Any, bounded: bool, slow: Closure, code_name: str,
                  pos: Any) -> Closure:
    def binop_global_const(f: list[Any]) -> Any:
        a = f[0].get(name, UNBOUND)  # get: "in" and "[]" on the Globals dict
        # subclass go through a Python-level method call in CPython (~450 instructions)
        ta = type(a)
        if (ta is int or ta is float) and (not bounded or _NEG_SMALL < a < _SMALL):
            try:
                return fn(a, c)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return slow(f)
    if type(c) is not int or (fn is operator.mod and c == 0) or \
            fn not in (operator.add, operator.sub, operator.mod):
        return binop_global_const
    if fn is operator.mod:
        def binop_global_mod(f: list[Any]) -> Any:  # i % 10: an int by a nonzero int
            a = f[0].get(name, UNBOUND)  # cannot raise, and is smaller than either
            if type(a) is int:
                return a % c
            return binop_global_const(f)  # floats, the rest: as before
        return binop_global_mod
    offset = c if fn is operator.add else -c

    def binop_global_offset(f: list[Any]) -> Any:  # i + 1: an int cannot raise
        a = f[0].get(name, UNBOUND)
        if type(a) is int:
            return a + offset
        return binop_global_const(f)  # not a + offset for floats: see binop_local_offset
    return binop_global_offset


def _local_local(fn: Any, s1: int, s2: int, bounded: bool, slow: Closure, code_name: str,
                 pos: Any) -> Closure:
    def binop_locals(f: list[Any]) -> Any:
        a = f[s1]
        b = f[s2]
        ta = type(a)
        tb = type(b)
        if (ta is int or ta is float) and (tb is int or tb is float) and (
                not bounded or (_NEG_SMALL < a < _SMALL and _NEG_SMALL < b < _SMALL)):
            try:
                return fn(a, b)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return slow(f)
    return binop_locals


def fused_compare(scope: Scope, node: ast.Compare, slow: Closure, code_name: str, pos: Any
                  ) -> Closure | None:
    """A fused closure for a one-operator comparison ``node``, or None: a name compared
    with a constant or with another local, or ``name % c == d`` and its kin."""
    cfn = FUSED_COMPARES.get(type(node.ops[0]))
    right = operand(scope, node.comparators[0])
    if cfn is None or right is None or right[0] == "G":
        return None
    if isinstance(node.left, ast.BinOp) and right[0] == "C":
        return _binop_compare(scope, node.left, cfn, right[1], slow, code_name, pos)
    left = operand(scope, node.left)
    if left is None or left[0] == "C":
        return None
    if right[0] == "C":
        c = right[1]
        if left[0] == "L":
            slot = left[1]

            def compare_local_const(f: list[Any]) -> Any:
                a = f[slot]
                if a is not UNBOUND:
                    try:
                        return cfn(a, c)
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return slow(f)
            # read by the guard-clause body, which compares itself (if n < 2: return n)
            compare_local_const.local_compare = (slot, cfn, c, pos)  # type: ignore[attr-defined]
            return compare_local_const
        name = left[1]

        def compare_global_const(f: list[Any]) -> Any:
            a = f[0].get(name, UNBOUND)  # see _global_const
            if a is not UNBOUND:
                try:
                    return cfn(a, c)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            return slow(f)
        return compare_global_const
    if left[0] != "L":
        return None
    s1, s2 = left[1], right[1]

    def compare_locals(f: list[Any]) -> Any:
        a = f[s1]
        b = f[s2]
        if type(a) in _SCALARS and b is not UNBOUND:  # a scalar's comparison walks nothing
            try:
                return cfn(a, b)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return slow(f)
    return compare_locals


def _binop_compare(scope: Scope, inner: ast.BinOp, cfn: Any, d: Any, slow: Closure,
                   code_name: str, pos: Any) -> Closure | None:
    """``x % c == d`` (any fused operator, a local or global ``x``) as one closure."""
    entry = FUSED_BINOPS.get(type(inner.op))
    left, right = operand(scope, inner.left), operand(scope, inner.right)
    if entry is None or left is None or right is None or left[0] == "C" or right[0] != "C":
        return None
    fn, bounded = entry
    c = right[1]
    if type(c) not in (int, float) or (bounded and not _NEG_SMALL < c < _SMALL):
        return None
    if type(inner.op) is ast.Mult and -1024 <= c <= 1024:
        bounded = False  # as in fused_binop
    inner_pos = (inner.lineno, inner.end_lineno or inner.lineno, inner.col_offset,
                 inner.end_col_offset or 0)
    local = left[0] == "L"
    key = left[1]

    def compare_binop_const(f: list[Any]) -> Any:
        if local:
            a = f[key]
        else:
            a = f[0].get(key, UNBOUND)  # see binop_global_const
        ta = type(a)
        if (ta is int or ta is float) and (not bounded or _NEG_SMALL < a < _SMALL):
            try:
                v = fn(a, c)
            except BaseException as e:
                mark(e, f, code_name, inner_pos)
                raise
            try:
                return cfn(v, d)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return slow(f)
    if local and type(inner.op) is ast.Mod and type(c) is int and c != 0 and type(d) is int \
            and cfn in (operator.eq, operator.ne):
        return _local_mod_test(key, c, d, cfn is operator.eq, compare_binop_const)
    return compare_binop_const


def _local_mod_test(slot: int, c: int, d: int, equal: bool, general: Closure) -> Closure:
    """``x % c == d`` or ``!=`` for a local ``x`` and int constants, ``c`` not zero: for an
    int ``x`` neither the remainder nor the comparison can raise or walk anything; any other
    ``x`` takes the general fused closure."""
    if equal:
        def local_mod_eq(f: list[Any]) -> Any:
            a = f[slot]
            if type(a) is int:
                return a % c == d
            return general(f)
        return local_mod_eq

    def local_mod_ne(f: list[Any]) -> Any:
        a = f[slot]
        if type(a) is int:
            return a % c != d
        return general(f)
    return local_mod_ne
