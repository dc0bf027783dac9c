"""Compile calls: ``f(args)`` specialised by shape (0, 1, 2, n positional arguments,
general), and ``obj.name(args)`` method calls with a per-site lookup cache.

A guest function with a simple signature is entered directly at the call site (one step,
one recursion level, a fresh frame) instead of through ``Function.call_positional``;
host callables get the size and walk checks of :mod:`sandbox.guards` before the C call.
"""

from __future__ import annotations

import ast
import functools
import operator
import threading
import types
from collections import Counter, OrderedDict, deque
from typing import Any

from ..errors import abort_limit
from ..guards.collisions import note_join
from ..guards.compared import compared_items
from ..guards.compares import HASHED_LOOKUPS, host_consumer
from ..guards.costmodel import CLASS_CHECK_IDS, class_check
from ..guards.iterguard import GUARDED_TYPES, check_sized_slot, guard_arg, sized_source
from ..guards.sizechecks import (
    GROWABLE,
    LONG,
    SITE_CHECKED_IDS,
    SIZED_LEN,
    check_call,
    check_growth,
    checked_callable,
    short_types,
)
from ..guards.sizing import (
    HANDED,
    KEYED_CALL_TYPES,
    check_cache_key,
    check_extremum,
    check_hash,
    check_hashed_items,
    check_hashing_call,
    check_items,
    check_walking_call,
    hashed_positions,
)
from ..guards.sizing import SCALARS as _SCALARS
from ..runtime import gate
from ..runtime.hosttext import settled
from ..runtime.memory import METER_LEN
from ..runtime.memory import METERED_TYPES as METERED
from ..runtime.objects import UNBOUND, Function, enter
from ..runtime.reprs import guest_text
from ..runtime.tracing import mark
from ..scopes import F_CTX, GLOBAL
from .base import Closure, CompilerBase
from .expressions import _NOT_FOUND, _iterable
from .operands import operand

#: Stands for "the callee is not a global name": a key no guest namespace can hold (and
#: the default of ``globals.get(name, _NO_NAME)``: a global is read with ``get``, not with
#: ``name in g`` and ``g[name]``, because the namespace is a dict subclass, whose ``in`` and
#: ``[]`` CPython dispatches through a Python-level method call, ~300 and ~150 instructions).
_NO_NAME: Any = object()


class CallCompiler(CompilerBase):
    """Mixin: call nodes.

    The entry into a guest function (charge a step, hold a recursion level, run the body
    in a fresh frame) is written out inline where it measurably pays -- ``f(x)``,
    ``f(x, y)``, ``obj.m(...)``, ``f(a) + g(b)`` (:meth:`binop_of_calls`) and ``@property``
    reads, ~400 instructions (4-5%) a call under callgrind -- and shared through
    :func:`~sandbox.runtime.objects.enter` for the rarer shapes (``f()``, three or more
    arguments); see ``benchmarks/README.md``."""

    def super_call(self, node: ast.Call) -> Closure | None:
        raise NotImplementedError  # see classes.ClassCompiler

    def dynamic_call(self, node: ast.Call) -> Closure | None:
        raise NotImplementedError  # see dynamic.DynamicCompiler

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
        # a global callee is read here (its closure only when the name is not a global)
        gname: Any = node.func.id if isinstance(node.func, ast.Name) and \
            self.scope.resolve(node.func.id)[0] == GLOBAL else _NO_NAME
        # a builtin callee is read here too, unless a class body's namespace (which may be
        # a __prepare__ mapping) comes first
        bname: Any = gname if self.scope.kind != "class" else _NO_NAME
        if simple:
            args = [self.expr(a) for a in node.args]
            if not args:
                def call0(f: list[Any]) -> Any:
                    try:
                        fn = func(f)
                        if type(fn) is Function:
                            code = fn._code
                            if code.simple_argcount == 0:
                                ctx = f[1]
                                return enter(ctx, code, [fn._globals, ctx, fn, None, *code.pad])
                            return fn.call_positional(f[1], ())
                        if type(fn) is _PARTIAL:  # partial(bytes, n)(): bytes(n)'s checks
                            fn = checked_callable(f[1], fn)
                        r = fn()
                        return r if type(r) is str and len(r) < METER_LEN and " at 0x" not in r \
                            else settled(f, r, fn, ()) if type(r) in METERED else r
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                return call0
            if len(args) == 1:
                (a0,) = args
                # f(n - 1): the argument is computed here for an int local
                o_slot, offset = getattr(a0, "int_offset", (-1, 0))

                def call1(f: list[Any]) -> Any:
                    try:
                        g = f[0]
                        fn = g.get(gname, _NO_NAME)  # see _NO_NAME
                        if fn is _NO_NAME:
                            fn = g.builtins.get(bname, _NO_NAME)  # len(x), range(n)...
                            if fn is _NO_NAME:
                                fn = func(f)
                        if type(fn) is Function:
                            if o_slot >= 0:
                                arg = f[o_slot]
                                arg = arg + offset if type(arg) is int else a0(f)
                            else:
                                arg = a0(f)
                            code = fn._code
                            if code.simple_argcount == 1:
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
                                run = code.run  # an attribute read: see binop_calls
                                pad = code.pad
                                try:
                                    return run([fn._globals, ctx, fn, None, arg, *pad] if pad
                                               else [fn._globals, ctx, fn, None, arg])
                                finally:
                                    ctx.depth -= 1
                            return fn.call_positional(f[1], (arg,))
                        arg = a0(f)
                        ta = type(arg)
                        if type(fn) is _PARTIAL:
                            fn = checked_callable(f[1], fn)
                        if id(fn) in CLASS_CHECK_IDS:
                            if (held := class_check(f[1], fn, (arg,))) is not None:
                                arg = held[0][0]  # defaultdict(factory): held (round 8)
                        if ta in GUARDED_TYPES:
                            arg = guard_arg(f[1], fn, arg)
                            if id(fn) in _TEXT_IDS:  # repr(iterator): its host address
                                return guest_text(fn(arg), arg)
                            if (fn is max or fn is min or fn is sorted) and ta is not range:
                                arg = compared_items(f[1], fn, arg)  # max(iter(xs))
                            elif id(fn) in _HASHING_IDS or hashed_positions(fn) == 0:
                                arg = check_hashed_items(f[1], arg, host_consumer(fn))
                        elif ta is int and arg > 4096 and (fn is bytes or fn is bytearray
                                                           or type(fn) is type):
                            check_sized_slot(f[1], fn, arg)  # bytes(n), a guest subclass's
                        elif (fn is bytes or fn is bytearray or type(fn) is type) and \
                                ta not in _SCALARS and hasattr(ta, "__index__"):
                            arg = sized_source(f[1], fn, arg)  # bytes(x) of x.__index__()
                        elif ta not in _SCALARS and id(fn) in _WALKING_IDS:
                            check_walking_call(f[1], fn, arg)  # str(x), max(x)...
                            if id(fn) in _TEXT_IDS:  # no host address in the text
                                text = fn(arg)
                                return text if " at 0x" not in text else guest_text(text, arg)
                            arg = compared_items(f[1], fn, arg)  # max(a generator)...
                        else:
                            n = SIZED_LEN.get(ta)
                            if n is not None and n(arg) > LONG:
                                check_call(f[1], fn, (arg,))
                            if id(fn) in _HASHING_IDS:  # deep tuples crash C's tuple hash
                                arg = check_hashed_items(f[1], arg, True)
                            else:
                                if type(fn) in KEYED_CALL_TYPES:
                                    check_cache_key(f[1], fn, (arg,))
                                hp = hashed_positions(fn)
                                if hp == 0:  # a subclass, s.update...
                                    arg = check_hashed_items(f[1], arg, host_consumer(fn))
                                elif hp == HANDED:  # a class built by host Python code
                                    check_hashing_call(f[1], fn, [arg])
                        r = fn(arg)
                        return r if type(r) is str and len(r) < METER_LEN and " at 0x" not in r \
                            else settled(f, r, fn, (arg,)) if type(r) in METERED else r
                    except BaseException as e:
                        mark(e, f, code_name, pos)
                        raise
                # read by binop_of_calls, which enters a plain guest callee itself
                call1.guest_entry = (gname, a0, o_slot, offset, pos)  # type: ignore[attr-defined]
                return call1
            if len(args) == 2:
                a0, a1 = args

                def call2(f: list[Any]) -> Any:
                    try:
                        g = f[0]
                        fn = g.get(gname, _NO_NAME)  # see _NO_NAME
                        if fn is _NO_NAME:
                            fn = g.builtins.get(bname, _NO_NAME)  # len(x), range(n)...
                            if fn is _NO_NAME:
                                fn = func(f)
                        if type(fn) is Function:
                            x0 = a0(f)
                            x1 = a1(f)
                            code = fn._code
                            if code.simple_argcount == 2:
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
                        if type(fn) is _PARTIAL:
                            fn = checked_callable(f[1], fn)
                        if id(fn) in CLASS_CHECK_IDS:
                            if (held := class_check(f[1], fn, (x0, x1))) is not None:
                                x0, x1 = held[0]
                        if fn is map or fn is filter or fn is iter:  # iter(f, sentinel)
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
                        if (type(x0) not in _SCALARS or type(x1) not in _SCALARS) and \
                                hashed_positions(fn) != -1:  # defaultdict(int, pairs)...
                            pair = [x0, x1]
                            check_hashing_call(f[1], fn, pair)
                            x0, x1 = pair
                        r = fn(x0, x1)
                        return r if type(r) is str and len(r) < METER_LEN and " at 0x" not in r \
                            else settled(f, r, fn, (x0, x1)) if type(r) in METERED else r
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
                        if code.simple_argcount == len(values):
                            ctx = f[1]
                            return enter(ctx, code, [fn._globals, ctx, fn, None, *values,
                                                     *code.pad])
                        return fn.call_positional(f[1], values)
                    if type(fn) is _PARTIAL:
                        fn = checked_callable(f[1], fn)
                    if id(fn) in CLASS_CHECK_IDS:
                        if (held := class_check(f[1], fn, values)) is not None:
                            values = list(held[0])
                    if values and (n := SIZED_LEN.get(type(values[0]))) is not None \
                            and n(values[0]) > LONG:
                        check_call(f[1], fn, values)
                    if fn is max or fn is min or fn is sorted:
                        check_extremum(f[1], fn, values, _EMPTY)
                    elif len(values) == 1 and id(fn) in _WALKING_IDS:  # str(*args)
                        check_walking_call(f[1], fn, values[0])
                        if id(fn) in _TEXT_IDS:
                            v0 = values[0]
                            return guest_text(fn(guard_arg(f[1], fn, v0) if type(v0) in
                                                 GUARDED_TYPES else v0), v0)
                    elif type(fn) in KEYED_CALL_TYPES:
                        check_cache_key(f[1], fn, values)
                    elif (fn is map or fn is filter or fn is iter and len(values) == 2) and values:
                        values[0] = checked_callable(f[1], values[0])
                    elif len(values) == 1 and (fn is bytes or fn is bytearray or
                                               type(fn) is type):
                        values[0] = sized_source(f[1], fn, values[0])  # bytes(*[n])
                    check_hashing_call(f[1], fn, values)  # s.union(a, b, c)...
                    r = fn(*[guard_arg(f[1], fn, v) if type(v) in GUARDED_TYPES else v
                             for v in values])
                    return r if type(r) is str and len(r) < METER_LEN and " at 0x" not in r \
                        else settled(f, r, fn, values) if type(r) in METERED else r
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
                if type(fn) is _PARTIAL:
                    fn = checked_callable(f[1], fn)
                if id(fn) in CLASS_CHECK_IDS:
                    if (held := class_check(f[1], fn, values, kwargs)) is not None:
                        values, kwargs = list(held[0]), held[1]
                if fn is str or fn is repr or fn is ascii:
                    _check_str_call(f[1], fn, values, kwargs)
                    return guest_text(fn(*[guard_arg(f[1], fn, v) if type(v) in GUARDED_TYPES
                                           else v for v in values], **kwargs),
                                      *values, *kwargs.values())
                elif fn is max or fn is min or fn is sorted:
                    check_extremum(f[1], fn, values, kwargs)  # may wrap kwargs["key"]
                if values and (n := SIZED_LEN.get(type(values[0]))) is not None \
                        and n(values[0]) > LONG:
                    check_call(f[1], fn, values, kwargs)
                if type(fn) in KEYED_CALL_TYPES:
                    check_cache_key(f[1], fn, values, kwargs)
                elif (fn is map or fn is filter or fn is iter and len(values) == 2) and values:
                    values[0] = checked_callable(f[1], values[0])
                elif fn is bytes or fn is bytearray or type(fn) is type:
                    if len(values) == 1 and not kwargs:  # bytes(*[n])
                        values[0] = sized_source(f[1], fn, values[0])
                    elif not values and len(kwargs) == 1 and "source" in kwargs:
                        kwargs["source"] = sized_source(f[1], fn, kwargs["source"])
                check_hashing_call(f[1], fn, values, kwargs)  # dict(pairs, a=1), set(*[xs])...
                r = fn(*[guard_arg(f[1], fn, v) if type(v) in GUARDED_TYPES else v
                         for v in values], **kwargs)
                return settled(f, r, fn, [*values, *kwargs.values()] if kwargs else values) \
                    if type(r) in METERED else r
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return call_general

    def binop_of_calls(self, node: ast.BinOp) -> Closure | None:
        """``f(a) + g(b)`` (``fib(n - 1) + fib(n - 2)``), both operands one-argument calls
        of global names, as one closure that enters a plain guest callee itself: the call
        closures' inlined entry (one step, one recursion level, a fresh frame) written out
        for each operand, so neither call costs a host frame of its own. Any other callee
        goes through its call closure; an ``int`` result of ``+``/``-`` is computed here, any
        other pair of values goes to the operator's ordinary closure (its checks and
        metering), which is handed the two values already computed. None when the node
        has another shape."""
        if not all(isinstance(c, ast.Call) and isinstance(c.func, ast.Name)
                   and len(c.args) == 1 and not c.keywords
                   and not isinstance(c.args[0], ast.Starred)
                   and self.scope.resolve(c.func.id)[0] == GLOBAL
                   for c in (node.left, node.right)):
            return None
        c0, c1 = self.expr(node.left), self.expr(node.right)
        e0, e1 = getattr(c0, "guest_entry", None), getattr(c1, "guest_entry", None)
        if e0 is None or e1 is None:  # a special call (super, eval...)
            return self._binop(node, c0, c1)  # type: ignore[attr-defined, no-any-return]
        held = threading.local()  # the two values, from here to the ordinary closure

        def held_left(f: list[Any]) -> Any:
            v, held.left = held.left, None
            return v

        def held_right(f: list[Any]) -> Any:
            v, held.right = held.right, None
            return v
        slow = self._binop(node, held_left, held_right)  # type: ignore[attr-defined]
        sign = 1 if isinstance(node.op, ast.Add) else -1 if isinstance(node.op, ast.Sub) else 0
        n0, x0, s0, k0, p0 = e0
        n1, x1, s1, k1, p1 = e1
        # an argument that is not "local + constant" reads the context's slot, which never
        # holds an int: its test fails without a test of its own
        s0, s1 = s0 if s0 >= 0 else F_CTX, s1 if s1 >= 0 else F_CTX
        code_name = self.scope.name

        def make(g_slot: int = -1, g_cmp: Any = None, g_c: Any = None, g_result: int = -1,
                 body: Any = None) -> Closure:
            lt, le = g_cmp is operator.lt, g_cmp is operator.le
            guarded = g_slot >= 0
            same = g_result == g_slot  # "if n < 2: return n": the result is the int n

            def binop_calls(f: list[Any]) -> Any:  # noqa: C901 - two calls written out
                if guarded:  # "if n < 2: return n" first (see with_guard)
                    n = f[g_slot]
                    if type(n) is not int:
                        return body(f)
                    if n < g_c if lt else n <= g_c if le else g_cmp(n, g_c):
                        if same:
                            return n
                        if g_result >= 0 and (r := f[g_result]) is not UNBOUND:
                            return r
                        return body(f)
                ctx = f[1]
                fn = f[0].get(n0)  # see _NO_NAME
                if type(fn) is Function and (code := fn._code).simple_argcount == 1:
                    try:
                        if type(arg := f[s0]) is int:
                            arg += k0
                            below = code.leaf_below  # see Code.set_leaf
                        else:
                            arg = x0(f)
                            below = None
                        ctx.steps_left -= 1
                        if ctx.steps_left < 0:
                            ctx.refill()
                        if below is not None and arg < below:
                            # the callee's base case (Code.set_leaf): its level checked,
                            # no frame
                            if ctx.depth >= ctx.max_depth:
                                raise abort_limit("max_recursion_depth", ctx.depth + 1,
                                                  ctx.max_depth)
                            leaf = code.leaf
                            a = arg if leaf[1] else leaf[2]  # type: ignore[index]
                        else:
                            depth = ctx.depth = ctx.depth + 1
                            if depth > ctx.max_depth:
                                ctx.depth -= 1
                                raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
                            try:
                                run = code.run  # an attribute read: the method-call form is
                                pad = code.pad  # slower
                                a = run([fn._globals, ctx, fn, None, arg, *pad] if pad else
                                        [fn._globals, ctx, fn, None, arg])
                            finally:
                                ctx.depth -= 1
                    except BaseException as e:
                        mark(e, f, code_name, p0)
                        raise
                else:
                    a = c0(f)
                fn = f[0].get(n1)
                if type(fn) is Function and (code := fn._code).simple_argcount == 1:
                    try:
                        if type(arg := f[s1]) is int:
                            arg += k1
                            below = code.leaf_below  # see Code.set_leaf
                        else:
                            arg = x1(f)
                            below = None
                        ctx.steps_left -= 1
                        if ctx.steps_left < 0:
                            ctx.refill()
                        if below is not None and arg < below:
                            # the callee's base case (Code.set_leaf): its level checked,
                            # no frame
                            if ctx.depth >= ctx.max_depth:
                                raise abort_limit("max_recursion_depth", ctx.depth + 1,
                                                  ctx.max_depth)
                            leaf = code.leaf
                            b = arg if leaf[1] else leaf[2]  # type: ignore[index]
                        else:
                            depth = ctx.depth = ctx.depth + 1
                            if depth > ctx.max_depth:
                                ctx.depth -= 1
                                raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
                            try:
                                run = code.run  # an attribute read: the method-call form is
                                pad = code.pad  # slower
                                b = run([fn._globals, ctx, fn, None, arg, *pad] if pad else
                                        [fn._globals, ctx, fn, None, arg])
                            finally:
                                ctx.depth -= 1
                    except BaseException as e:
                        mark(e, f, code_name, p1)
                        raise
                else:
                    b = c1(f)
                if sign and type(a) is int and type(b) is int:
                    return a + b if sign > 0 else a - b
                held.left, held.right = a, b
                return slow(f)
            return binop_calls

        def with_guard(slot: int, cmp: Any, c: Any, result: int | None, body: Closure
                       ) -> Closure | None:
            """The body ``if <local> <cmp> <c>: return <result>`` then ``return`` this
            operator, as one closure (one host frame per guest call of such a function):
            the comparison of an ``int`` local with a numeric constant (which cannot raise)
            and the local result are done here; anything else goes to ``body``, the body's
            ordinary closure, which does the comparison again (reading a local has no
            effect)."""
            if type(c) not in (int, float) or cmp not in _GUARD_COMPARES:
                return None
            return make(slot, cmp, c, -1 if result is None else result, body)

        closure = make()
        closure.with_guard = with_guard  # type: ignore[attr-defined]
        return closure

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
        joins = name in _JOINING  # s.add(k): charged by the group of k's hash it joins
        # list.extend/set.update...: the real method, called after check_growth
        growable = GROWABLE if name in ("extend", "update") else frozenset()
        known = gate.fast_types(name)
        # types whose override of this name only checks what this site checks (d.get(k))
        site = frozenset(t for t, n in gate.SITE_CHECKED if n == name)
        get_attr = gate.get_attr
        # what get_attr answers for builtin value types with an override of this name, and
        # those whose override hands out the real method for short objects (s.upper())
        plain = {t: gate.OVERRIDES[t, name] for t in _PLAIN if (t, name) in gate.OVERRIDES}
        short = short_types(name)
        version = gate.CLASS_VERSION
        # type, function, class version, in gate.GUEST_ENTRIES (forgotten when the run ends),
        # whether the type's instances have a __dict__ (one that may shadow the method)
        cache: list[Any] = [None, None, -1, False, True]
        journal = gate.GUEST_ENTRIES

        def lookup(t: type) -> Any:
            if issubclass(t, type):  # obj is a class (of a guest metaclass): its own MRO first
                return None
            for klass in t.__mro__:
                found = klass.__dict__.get(name, _NOT_FOUND)
                if found is not _NOT_FOUND:
                    return found if type(found) is Function else None
            return None

        # a local or global object name is read here, as in expr_Attribute
        src = operand(self.scope, func_node.value)
        local = src is not None and src[0] == "L"
        glob = src is not None and src[0] == "G"
        key: Any = src[1] if src is not None else None

        def method_call(f: list[Any]) -> Any:
            try:
                if local:
                    obj = f[key]
                    if obj is UNBOUND:
                        obj = obj_expr(f)  # raises the UnboundLocalError
                elif glob:
                    obj = f[0].get(key, _NO_NAME)  # see _NO_NAME
                    if obj is _NO_NAME:
                        obj = obj_expr(f)
                else:
                    obj = obj_expr(f)
                t = type(obj)
                if t is cache[0] and cache[2] == version[0]:
                    fn = cache[1]
                elif getattr(t, "__sandbox_guest__", False) is True:
                    fn = lookup(t)
                    cache[0], cache[1], cache[2] = t, fn, version[0]
                    cache[4] = t.__dictoffset__ != 0
                    if cache[4] and type(_instance_dict(t)) is not _GETSET:
                        fn = cache[1] = None  # a class's own __dict__ attribute: the gate
                    if not cache[3]:
                        cache[3] = True
                        journal.append(cache)
                else:
                    fn = None
                if fn is not None and name not in (obj.__dict__ if cache[4] else _EMPTY):
                    # obj.m(x), the common shape: its argument goes into the frame itself
                    # (no list of the values)
                    if nargs == 2:
                        x0 = a0(f)
                    else:
                        values = [a(f) for a in args] if args else []
                    code = fn._code
                    if code.simple_argcount == nargs:
                        ctx = f[1]
                        ctx.steps_left -= 1
                        if ctx.steps_left < 0:
                            ctx.refill()
                        depth = ctx.depth = ctx.depth + 1
                        if depth > ctx.max_depth:
                            ctx.depth -= 1
                            raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
                        run = code.run  # an attribute read: see binop_calls
                        pad = code.pad
                        try:
                            if nargs == 2:
                                return run([fn._globals, ctx, fn, None, obj, x0, *pad] if pad
                                           else [fn._globals, ctx, fn, None, obj, x0])
                            return run([fn._globals, ctx, fn, None, obj, *values, *pad])
                        finally:
                            ctx.depth -= 1
                    return fn.call_positional(f[1], [obj, x0] if nargs == 2 else [obj, *values])
                try:
                    if t in known or t in growable or (t in short and len(obj) < short[t]) \
                            or t in site:
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
                    if (held := class_check(f[1], method, values)) is not None:
                        values = list(held[0])
                if id(method) in SITE_CHECKED_IDS or type(method) is _PARTIAL:
                    # self.factory(n) with factory = bytes: as the call bytes(n) is checked
                    method = checked_callable(f[1], method)
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
                    if (tv is tuple or tv not in _SCALARS and issubclass(tv, tuple)) \
                            and t not in _NOT_HASHING:
                        # d.get(key), s.add(item), and any host method that may hash its
                        # argument (ChainMap.get, Counter's...): a deep tuple crashes C's hash
                        check_hash(f[1], v0)
                    if joins and tv is not str and tv is not float and (
                            tv is not int or v0 >= 1073741824 or v0 <= -1073741824) \
                            and isinstance(obj, _HASHING):  # (s.add(small): no call)
                        note_join(f[1], v0)
                    if tv not in _SCALARS or len(values) > 1:
                        # s.update(xs), dict.fromkeys(xs), collections.Counter(xs), a guest
                        # subclass mod.S(xs), s.union(a, b)...: by what the call builds
                        check_hashing_call(f[1], method, values)
                if type(method) in KEYED_CALL_TYPES:
                    check_cache_key(f[1], method, values)
                elif slot_call and len(values) == 2:  # bytes.__new__(bytes, n)
                    values[1] = sized_source(f[1], method, values[1])
                r = method(*values)
                return r if type(r) is str and len(r) < METER_LEN and " at 0x" not in r \
                    else settled(f, r, method, (obj, *values)) if type(r) in METERED else r
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


_EMPTY: dict[str, Any] = {}
#: The type of the ``__dict__`` descriptor CPython gives classes whose instances have one.
_GETSET = type(type.__dict__["__dict__"])


def _instance_dict(t: type) -> Any:
    """What ``t``'s MRO holds under ``__dict__`` (the instances' dict descriptor, unless a
    class body defined a ``__dict__`` of its own)."""
    for klass in t.__mro__:
        if "__dict__" in klass.__dict__:
            return klass.__dict__["__dict__"]
    return None
#: Comparisons of an int with a numeric constant (none can raise) for ``with_guard``.
_GUARD_COMPARES = frozenset({operator.lt, operator.le, operator.gt, operator.ge, operator.eq,
                             operator.ne})
#: Containers whose methods hash their first argument (get, pop, add, discard...).
_HASHING = HASHED_LOOKUPS
#: Types whose methods never hash their first argument (a tuple one is not checked).
_NOT_HASHING = frozenset({list, tuple, str, bytes, bytearray, deque})
#: Methods of sets and dicts that add their first argument as a key.
_JOINING = frozenset({"add", "setdefault", "__setitem__"})
#: Builtin value types: for them the gate's answer is the override if there is one (method
#: calls skip the gate's other cases).
_PLAIN = frozenset({str, bytes, bytearray, list, tuple, dict, set, frozenset, int, float})


def _check_str_call(ctx: Any, fn: Any, values: list[Any], kwargs: dict[str, Any]) -> None:
    """``str(x)`` (``repr``, ``ascii``) called with keywords or unpacked arguments: the text
    of ``x`` is sized."""
    obj = values[0] if values else kwargs.get("object")
    if type(obj) not in _SCALARS and len(values) + len(kwargs) == 1:
        check_walking_call(ctx, fn, obj)


#: Builtins whose one argument CPython walks in C (by id: a guest callable may be unhashable).
#: (The guest's ``hash`` is the sandbox's own builtin, which checks its argument itself.)
_WALKING_IDS = frozenset(map(id, (str, repr, ascii, max, min, sorted)))
#: Those of them that make text from their argument (text that may hold host addresses).
_TEXT_IDS = frozenset(map(id, (str, repr, ascii)))
#: Host callables that hash every item of their one argument in C.
_HASHING_IDS = frozenset(map(id, (set, frozenset, dict, Counter, OrderedDict)))


_PARTIAL = functools.partial


def callable_name(fn: Any) -> str:
    """How CPython names a callee in call errors: ``f()``, ``print()``, ``int()``..."""
    if type(fn) is types.MethodType and type(fn.__func__) is Function:
        fn = fn.__func__  # a bound guest method is named by its function, as in CPython
    if type(fn) is Function:
        return f"{fn.__dict__['__module__']}.{fn.__dict__['__qualname__']}()"
    name = getattr(fn, "__qualname__", None)
    if not isinstance(name, str):
        return f"{type(fn).__name__} object"
    module = getattr(fn, "__module__", None) if isinstance(fn, type) else None
    if isinstance(module, str) and module != "builtins":
        return f"{module}.{name}()"
    return f"{name}()"
