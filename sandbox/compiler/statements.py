"""Compile statements: blocks, assignments, control flow, try/raise, assert, del.

Each ``stmt_<Node>`` returns ``closure(frame) -> Flow | None`` (or None when the statement
does nothing at run time, e.g. ``pass`` or ``global``). Loops charge one step per iteration.
Guest ``except``/``finally`` never see :data:`UNCATCHABLE` signals.
"""

from __future__ import annotations

import ast
import operator
from collections import deque
from typing import Any

from greenlet import GreenletExit

from ..errors import Abort
from ..guards.collisions import KEYED_OPERANDS, check_keyed_op
from ..guards.compares import CheckedMapping
from ..guards.iterguard import GUARDED_TYPES, guard_arg
from ..guards.opchecks import check_lshift, check_mul, check_pow, checked_imul
from ..guards.percent import check_percent
from ..guards.sizechecks import check_inplace_add, check_inplace_or
from ..guards.sizing import check_hashed_items
from ..guards.suggestions import VARNAMES
from ..guards.viewops import SET_VIEWS, view_op
from ..runtime import gate
from ..runtime.context import note_guest_raise, stop_if_breached
from ..runtime.objects import UNBOUND, Function
from ..runtime.reprs import guest_text
from ..runtime.tracing import mark, mark_again
from ..scopes import F_RETURN, GLOBAL, LOCAL
from .base import SELF_MARKING_EXPRS as _SELF_MARKING_EXPRS
from .base import Closure, CompilerBase
from .expressions import name_error, unbound_local
from .flow import BREAK, CONTINUE, RETURN
from .operands import operand

#: Signals that guest ``except``/``finally`` never observe: limit and policy aborts, greenlet
#: teardown, and host stack or memory exhaustion.
#: (A MemoryError is not among them: guest code may raise and catch its own; one the host
#: raises becomes the run's memory breach in ``stop_if_breached``, which every handler
#: calls first.)
UNCATCHABLE = (Abort, GreenletExit, RecursionError)

_INPLACE: dict[type[ast.operator], Any] = {
    ast.Add: operator.iadd, ast.Sub: operator.isub, ast.Mult: operator.imul,
    ast.Div: operator.itruediv, ast.FloorDiv: operator.ifloordiv, ast.Mod: operator.imod,
    ast.Pow: operator.ipow, ast.LShift: operator.ilshift, ast.RShift: operator.irshift,
    ast.BitOr: operator.ior, ast.BitXor: operator.ixor, ast.BitAnd: operator.iand,
    ast.MatMult: operator.imatmul,
}

def _check_inplace_keyed(ctx: Any, a: Any, b: Any) -> None:
    if type(a) in KEYED_OPERANDS and type(b) in KEYED_OPERANDS:
        check_keyed_op(ctx, a, b)  # s &= t, s -= t, s ^= t of keys of equal hash


def _check_inplace_or(ctx: Any, a: Any, b: Any) -> None:
    check_inplace_or(ctx, a, b)
    _check_inplace_keyed(ctx, a, b)


_INPLACE_CHECKS: dict[type[ast.operator], Any] = {
    ast.Add: check_inplace_add, ast.Mult: check_mul, ast.Pow: check_pow,
    ast.LShift: check_lshift, ast.BitOr: _check_inplace_or, ast.Mod: check_percent,
    ast.BitAnd: _check_inplace_keyed, ast.BitXor: _check_inplace_keyed,
    ast.Sub: _check_inplace_keyed,
}
#: In-place operators that hash both operands' items when one is a dict view (``|=`` also
#: those of a mapping a dict is updated with).
_VIEW_OPS = frozenset({ast.BitOr, ast.BitAnd, ast.BitXor, ast.Sub})


def _guest_ior(t: type) -> bool:
    """Whether a dict subclass's ``|=`` is guest code (it receives its operand unchanged)."""
    for klass in t.__mro__:
        if "__ior__" in klass.__dict__:
            return type(klass.__dict__["__ior__"]) is Function
    return False


#: Types whose in-place operators (``+=``, ``|=``) drain an iterable right operand in C.
_DRAINED_BY_INPLACE = frozenset({list, deque, dict})




def _noop(f: list[Any]) -> None:
    return None


class StatementCompiler(CompilerBase):
    """Mixin: statement nodes."""

    def block(self, body: list[ast.stmt]) -> Closure:
        """Compile a statement list; the closure returns the first Flow a statement returns."""
        code_name = self.scope.name
        pairs = []
        for node in body:
            compiled = self.stmt(node)
            if compiled is not None:
                pairs.append((compiled, self.pos(node)))
        if not pairs:
            return _noop
        if len(pairs) == 1:
            (s0, p0), = pairs
            if getattr(s0, "self_marking", False):
                return s0  # it records its own position when something raises

            def block1(f: list[Any]) -> Any:
                try:
                    return s0(f)
                except BaseException as e:
                    mark(e, f, code_name, p0)
                    raise
            return block1
        if len(pairs) == 2:
            (s0, p0), (s1, p1) = pairs

            def block2(f: list[Any]) -> Any:
                try:
                    r = s0(f)
                except BaseException as e:
                    mark(e, f, code_name, p0)
                    raise
                if r is not None:
                    return r
                try:
                    return s1(f)
                except BaseException as e:
                    mark(e, f, code_name, p1)
                    raise
            return block2

        def block_n(f: list[Any]) -> Any:
            for s, p in pairs:
                try:
                    r = s(f)
                except BaseException as e:
                    mark(e, f, code_name, p)
                    raise
                if r is not None:
                    return r
            return None
        return block_n

    # --- simple statements ------------------------------------------------------------------

    def stmt_Expr(self, node: ast.Expr) -> Closure | None:
        if isinstance(node.value, ast.Constant):
            return None  # docstrings and bare constants do nothing
        value = self.expr(node.value)

        def expression(f: list[Any]) -> None:
            value(f)
        # a call (attribute, operator...) records its own position, which is the
        # statement's: a one-statement body (a loop's, a function's) runs it directly
        expression.self_marking = isinstance(  # type: ignore[attr-defined]
            node.value, _SELF_MARKING_EXPRS)
        if expression.self_marking:  # type: ignore[attr-defined]
            # a loop whose body is this statement calls the value itself (its result unused)
            expression.expr_value = value  # type: ignore[attr-defined]
        return expression

    def stmt_Pass(self, node: ast.Pass) -> None:
        return None

    def stmt_Global(self, node: ast.Global) -> None:
        return None

    def stmt_Nonlocal(self, node: ast.Nonlocal) -> None:
        return None

    def stmt_Break(self, node: ast.Break) -> Closure:
        return lambda f: BREAK

    def stmt_Continue(self, node: ast.Continue) -> Closure:
        return lambda f: CONTINUE

    def stmt_Return(self, node: ast.Return) -> Closure:
        if node.value is None:
            def return_none(f: list[Any]) -> Any:
                f[F_RETURN] = None
                return RETURN
            return return_none
        value = self.expr(node.value)

        def return_(f: list[Any]) -> Any:
            f[F_RETURN] = value(f)
            return RETURN
        return return_

    def stmt_Assign(self, node: ast.Assign) -> Closure:
        value = self.expr(node.value)
        if len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                kind, slot = self.scope.resolve(target.id)
                marks = isinstance(node.value, _SELF_MARKING_EXPRS)
                if kind == LOCAL:
                    def assign_local(f: list[Any]) -> None:
                        f[slot] = value(f)
                    assign_local.self_marking = marks  # type: ignore[attr-defined]
                    return assign_local
                if kind == GLOBAL:
                    name = target.id

                    def assign_global(f: list[Any]) -> None:
                        f[0][name] = value(f)
                    assign_global.self_marking = marks  # type: ignore[attr-defined]
                    return assign_global
            store = self.store(target)

            def assign(f: list[Any]) -> None:
                store(f, value(f))
            return assign
        stores = [self.store(t) for t in node.targets]

        def assign_many(f: list[Any]) -> None:
            v = value(f)
            for s in stores:
                s(f, v)
        return assign_many

    def stmt_AnnAssign(self, node: ast.AnnAssign) -> Closure | None:
        """Module and class bodies evaluate simple annotations into ``__annotations__``;
        function bodies do not evaluate them (CPython 3.11; ``from __future__ import
        annotations`` records their text instead)."""
        records = self.scope.kind in ("module", "class") and node.simple
        annotation = self.annotation(node.annotation) if records else None
        name = node.target.id if records else ""  # type: ignore[union-attr]
        in_class = self.scope.kind == "class"
        value = self.expr(node.value) if node.value is not None else None
        store = self.store(node.target) if value is not None else None

        def ann_assign(f: list[Any]) -> None:
            if value is not None:
                store(f, value(f))  # type: ignore[misc]
            if annotation is not None:
                ns = f[F_RETURN] if in_class else f[0]
                if "__annotations__" not in ns:
                    ns["__annotations__"] = {}
                ns["__annotations__"][name] = annotation(f)
        if value is None and annotation is None:
            return None
        return ann_assign

    def stmt_AugAssign(self, node: ast.AugAssign) -> Closure:  # noqa: C901 - one per target
        op = type(node.op)
        inplace = _INPLACE[op]
        value = self.expr(node.value)
        target = node.target
        code_name = self.scope.name
        pos = self.pos(node)
        check = _INPLACE_CHECKS.get(op)
        keyed = op in _VIEW_OPS

        def apply(ctx: Any, a: Any, b: Any) -> Any:
            if check is not None:
                check(ctx, a, b)
            if type(b) in GUARDED_TYPES and type(a) in _DRAINED_BY_INPLACE:
                b = guard_arg(ctx, list, b)  # list += iterator drains it in C
            if keyed and type(a) is not int:  # (i -= 1: no view, no dict)
                ta, tb = type(a), type(b)
                if ta in SET_VIEWS or tb in SET_VIEWS:
                    return view_op(ctx, inplace, a, b)  # a view hashes any iterable's items
                if op is ast.BitOr and tb is not dict and isinstance(a, dict) \
                        and not _guest_ior(ta):
                    if ta.__ior__ is dict.__ior__ or not hasattr(tb, "items"):
                        b = check_hashed_items(ctx, b, True)  # d |= m reads m as update
                    else:  # a host class's Python code reads m.items() (Counter's |=)
                        b = CheckedMapping(ctx, b)
            return inplace(a, b)

        if op is ast.Mult:
            apply = checked_imul  # check and product in one call (an __index__ count asked once)
        elif op is ast.Mod:
            def apply(ctx: Any, a: Any, b: Any) -> Any:
                check_percent(ctx, a, b)
                return guest_text(inplace(a, b), b)  # '%r' of a host object: its address

        if isinstance(target, ast.Name):
            name = target.id
            kind, slot = self.scope.resolve(name)
            target_pos = self.pos(target)
            varnames = self.scope.varnames()  # "Did you mean" candidates of a NameError
            if kind == LOCAL and op is ast.Add:
                def aug_local_add(f: list[Any]) -> None:
                    try:
                        a = f[slot]
                        if a is UNBOUND:
                            err = unbound_local(name)
                            mark(err, f, code_name, target_pos)  # the carets: the name
                            raise err
                        b = value(f)
                        if type(a) is int and type(b) is int:
                            f[slot] = a + b
                        else:
                            f[slot] = apply(f[1], a, b)
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                aug_local_add.self_marking = True  # type: ignore[attr-defined]
                return aug_local_add
            if kind == GLOBAL and op is ast.Add:
                def aug_global_add(f: list[Any]) -> None:
                    try:
                        g = f[0]
                        a = g.get(name, UNBOUND)  # not "in" and "[]": see calls._NO_NAME
                        if a is UNBOUND:
                            if name not in g.builtins:
                                err = name_error(name)
                                err.__dict__.setdefault(VARNAMES, varnames)
                                mark(err, f, code_name, target_pos)
                                raise err
                            a = g.builtins[name]
                        b = value(f)
                        if type(a) is int and type(b) is int:
                            g[name] = a + b
                        else:
                            g[name] = apply(f[1], a, b)
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                aug_global_add.self_marking = True  # type: ignore[attr-defined]
                return aug_global_add
            load = self.expr(target if isinstance(target.ctx, ast.Load)
                             else ast.copy_location(ast.Name(name, ast.Load()), target))
            store = self.store_name(name)

            def aug_name(f: list[Any]) -> None:
                try:
                    store(f, apply(f[1], load(f), value(f)))
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            aug_name.self_marking = True  # type: ignore[attr-defined]
            return aug_name
        if isinstance(target, ast.Attribute):
            obj = self.expr(target.value)
            attr = target.attr
            readable = gate.fast_types(attr)
            writable = gate.set_fast_types(attr)

            src = operand(self.scope, target.value)  # a local object name is read here
            slot = src[1] if src is not None and src[0] == "L" else None
            rhs = operand(self.scope, node.value)  # and a local right operand
            v_slot = rhs[1] if rhs is not None and rhs[0] == "L" else None

            def aug_attr(f: list[Any]) -> None:
                try:
                    if slot is not None:
                        o = f[slot]
                        if o is UNBOUND:
                            o = obj(f)  # raises the UnboundLocalError
                    else:
                        o = obj(f)
                    t = type(o)
                    if t in readable and t in writable:
                        a = getattr(o, attr)
                        if v_slot is not None:
                            b = f[v_slot]
                            if b is UNBOUND:
                                b = value(f)  # raises the UnboundLocalError
                        else:
                            b = value(f)
                        if type(a) is int and type(b) is int:
                            setattr(o, attr, a + b if op is ast.Add else inplace(a, b))
                        else:
                            setattr(o, attr, apply(f[1], a, b))
                        return
                    gate.set_attr(o, attr, apply(f[1], gate.get_attr(o, attr), value(f)))
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            aug_attr.self_marking = True  # type: ignore[attr-defined]
            return aug_attr
        assert isinstance(target, ast.Subscript)
        container = self.expr(target.value)
        index = self.expr(target.slice)

        def aug_item(f: list[Any]) -> None:
            try:
                c = container(f)
                i = index(f)
                c[i] = apply(f[1], c[i], value(f))
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        aug_item.self_marking = True  # type: ignore[attr-defined]
        return aug_item

    def stmt_Delete(self, node: ast.Delete) -> Closure:
        parts = [self.delete(t) for t in node.targets]
        if len(parts) == 1:
            (p,) = parts

            def delete_one(f: list[Any]) -> None:
                p(f)
            return delete_one

        def delete_many(f: list[Any]) -> None:
            for p in parts:
                p(f)
        return delete_many

    def stmt_Assert(self, node: ast.Assert) -> Closure:
        test = self.expr(node.test)
        msg = self.expr(node.msg) if node.msg is not None else None
        code_name = self.scope.name
        pos = self.pos(node.test)  # CPython points at the failed test

        def assert_(f: list[Any]) -> None:
            if not test(f):
                err = AssertionError() if msg is None else AssertionError(msg(f))
                mark(err, f, code_name, pos)
                raise err
        return assert_

    # --- control flow -----------------------------------------------------------------------

    def stmt_If(self, node: ast.If) -> Closure:
        test = self.expr(node.test)
        if (not node.orelse and len(node.body) == 1 and isinstance(node.body[0], ast.Return)
                and node.body[0].value is not None):
            # "if test: return value" (guard clauses): one closure instead of three
            value = self.expr(node.body[0].value)
            code_name = self.scope.name
            rpos = self.pos(node.body[0])

            def if_return(f: list[Any]) -> Any:
                if test(f):
                    try:
                        f[F_RETURN] = value(f)
                    except BaseException as e:
                        mark(e, f, code_name, rpos)
                        raise
                    return RETURN
                return None
            if_return.self_marking = True  # type: ignore[attr-defined]
            return if_return
        body = self.block(node.body)
        if not node.orelse:
            def if_(f: list[Any]) -> Any:
                if test(f):
                    return body(f)
                return None
            return if_
        orelse = self.block(node.orelse)

        def if_else(f: list[Any]) -> Any:
            if test(f):
                return body(f)
            return orelse(f)
        return if_else

    def stmt_While(self, node: ast.While) -> Closure:
        test = self.expr(node.test)
        body = self.block(node.body)
        orelse = self.block(node.orelse) if node.orelse else None

        def while_(f: list[Any]) -> Any:
            ctx = f[1]
            while test(f):
                ctx.steps_left -= 1
                if ctx.steps_left < 0:
                    ctx.refill()
                r = body(f)
                if r is not None:
                    if r is BREAK:
                        return None
                    if r is CONTINUE:
                        continue
                    return r
            if orelse is not None:
                return orelse(f)
            return None
        return while_

    def stmt_For(self, node: ast.For) -> Closure:
        iterable = self.expr(node.iter)
        body = self.block(node.body)
        orelse = self.block(node.orelse) if node.orelse else None
        code_name = self.scope.name
        iter_pos = self.pos(node.iter)
        target = node.target
        local_slot = None
        if isinstance(target, ast.Name):
            kind, slot = self.scope.resolve(target.id)
            if kind == LOCAL:
                local_slot = slot
        store = self.store(target)

        def start(f: list[Any]) -> Any:
            try:
                return iter(iterable(f))
            except BaseException as e:
                mark(e, f, code_name, iter_pos)
                raise

        # "for x in xs: call(...)": the call's closure is the body (no statement closure,
        # no flow to test: an expression statement returns none)
        only = getattr(body, "expr_value", None)
        if only is not None and orelse is None and isinstance(target, ast.Name) and \
                (local_slot is not None or self.scope.resolve(target.id)[0] == GLOBAL):
            return self._for_expression(start, only, target.id, local_slot)

        if isinstance(target, ast.Name) and self.scope.resolve(target.id)[0] == GLOBAL:
            gname = target.id

            def for_global(f: list[Any]) -> Any:
                ctx = f[1]
                g = f[0]
                for item in start(f):
                    ctx.steps_left -= 1
                    if ctx.steps_left < 0:
                        ctx.refill()
                    g[gname] = item
                    r = body(f)
                    if r is not None:
                        if r is BREAK:
                            return None
                        if r is CONTINUE:
                            continue
                        return r
                if orelse is not None:
                    return orelse(f)
                return None
            return for_global

        if local_slot is not None:
            i = local_slot

            def for_local(f: list[Any]) -> Any:
                ctx = f[1]
                for item in start(f):
                    ctx.steps_left -= 1
                    if ctx.steps_left < 0:
                        ctx.refill()
                    f[i] = item
                    r = body(f)
                    if r is not None:
                        if r is BREAK:
                            return None
                        if r is CONTINUE:
                            continue
                        return r
                if orelse is not None:
                    return orelse(f)
                return None
            return for_local

        def for_(f: list[Any]) -> Any:
            ctx = f[1]
            for item in start(f):
                ctx.steps_left -= 1
                if ctx.steps_left < 0:
                    ctx.refill()
                store(f, item)
                r = body(f)
                if r is not None:
                    if r is BREAK:
                        return None
                    if r is CONTINUE:
                        continue
                    return r
            if orelse is not None:
                return orelse(f)
            return None
        return for_

    @staticmethod
    def _for_expression(start: Closure, value: Closure, name: str,
                        local_slot: int | None) -> Closure:
        """``for name in xs: <call>`` with a local or global ``name``: one step per item, as
        in ``stmt_For``'s loops; the call marks its own position."""
        if local_slot is not None:
            i = local_slot

            def for_local_expression(f: list[Any]) -> None:
                ctx = f[1]
                for item in start(f):
                    ctx.steps_left -= 1
                    if ctx.steps_left < 0:
                        ctx.refill()
                    f[i] = item
                    value(f)
            return for_local_expression

        def for_global_expression(f: list[Any]) -> None:
            ctx = f[1]
            g = f[0]
            for item in start(f):
                ctx.steps_left -= 1
                if ctx.steps_left < 0:
                    ctx.refill()
                g[name] = item
                value(f)
        return for_global_expression

    # --- exceptions -------------------------------------------------------------------------

    def stmt_Raise(self, node: ast.Raise) -> Closure:
        code_name = self.scope.name
        pos = self.pos(node)
        if node.exc is None:
            def reraise(f: list[Any]) -> None:
                raise  # noqa: PLE0704 - re-raises the exception the guest is handling
            return reraise
        exc = self.expr(node.exc)
        cause = self.expr(node.cause) if node.cause is not None else None

        def raise_(f: list[Any]) -> None:
            error = _as_exception(exc(f), "exceptions must derive from BaseException")
            if cause is not None:
                c = cause(f)
                error.__cause__ = None if c is None else _as_exception(
                    c, "exception causes must derive from BaseException")
            mark_again(error, f, code_name, pos)
            if isinstance(error, MemoryError):
                note_guest_raise(f[1], error)
            try:
                raise error
            finally:  # this frame is in the traceback: without this, a cycle keeps the
                del error  # exception and the arguments of every frame until collected
        return raise_

    def stmt_Try(self, node: ast.Try) -> Closure:
        inner = self._try_except(node)
        if not node.finalbody:
            return inner
        final = self.block(node.finalbody)

        def try_finally(f: list[Any]) -> Any:
            try:
                r = inner(f)
            except UNCATCHABLE:
                raise
            except BaseException:
                stop_if_breached(f[1])
                fr = final(f)
                if fr is not None:
                    return fr  # return/break/continue in finally discards the exception
                raise
            fr = final(f)
            if fr is not None:
                return fr
            return r
        return try_finally

    def _try_except(self, node: ast.Try) -> Closure:
        body = self.block(node.body)
        orelse = self.block(node.orelse) if node.orelse else None
        if not node.handlers:
            if orelse is None:
                return body

            def try_else(f: list[Any]) -> Any:
                r = body(f)
                if r is not None:
                    return r
                return orelse(f)
            return try_else
        code_name = self.scope.name
        handlers = []
        for h in node.handlers:
            match = self.expr(h.type) if h.type is not None else None
            store = self.store_name(h.name) if h.name else None
            unbind = self._unbind(h.name) if h.name else None
            handlers.append((match, store, unbind, self.block(h.body),
                             self.pos(h.type) if h.type is not None else self.pos(h)))

        def try_except(f: list[Any]) -> Any:
            try:
                r = body(f)
            except UNCATCHABLE:
                raise
            except BaseException as e:
                stop_if_breached(f[1])
                for match, store, unbind, handler, pos in handlers:
                    if match is not None:
                        try:
                            matched = _matches(e, match(f))
                        except BaseException as err:
                            mark(err, f, code_name, pos)
                            raise
                        if not matched:
                            continue
                    if store is None:
                        return handler(f)
                    store(f, e)
                    try:
                        return handler(f)
                    finally:
                        unbind(f)  # type: ignore[misc]
                raise
            if r is not None or orelse is None:
                return r
            return orelse(f)
        return try_except

    def _unbind(self, name: str) -> Closure:
        """``del name`` at the end of an ``except ... as name`` block (no error if unbound)."""
        kind, slot = self.scope.resolve(name)
        if kind == LOCAL:
            def unbind_local(f: list[Any]) -> None:
                f[slot] = UNBOUND
            return unbind_local
        if kind == GLOBAL:
            def unbind_global(f: list[Any]) -> None:
                f[0].pop(name, None)
            return unbind_global
        delete = self.delete(ast.Name(name, ast.Del(), lineno=0, end_lineno=0, col_offset=0,
                                      end_col_offset=0))

        def unbind_other(f: list[Any]) -> None:
            try:
                delete(f)
            except NameError:
                pass
        return unbind_other


def _as_exception(value: Any, message: str) -> BaseException:
    if isinstance(value, type) and issubclass(value, BaseException):
        value = value()
        if not isinstance(value, BaseException):
            raise TypeError(f"calling {value!r} should have returned an instance of "
                            "BaseException")
        return value
    if isinstance(value, BaseException):
        return value
    raise TypeError(message)


def _matches(exc: BaseException, spec: Any) -> bool:
    """CPython's ``except`` match: by the exception class's MRO, never through a metaclass's
    ``__instancecheck__``/``__subclasscheck__`` (which ``isinstance`` would call)."""
    if isinstance(spec, tuple):
        for item in spec:
            if not (isinstance(item, type) and issubclass(item, BaseException)):
                raise TypeError("catching classes that do not inherit from BaseException is "
                                "not allowed")
        mro = type(exc).__mro__
        return any(k is item for item in spec for k in mro)
    if not (isinstance(spec, type) and issubclass(spec, BaseException)):
        raise TypeError("catching classes that do not inherit from BaseException is not "
                        "allowed")
    return any(k is spec for k in type(exc).__mro__)
