"""Compile the nodes that create scopes: ``def``, ``lambda`` and comprehensions, plus ``await``.

A ``def`` compiles its body once into a :class:`~sandbox.runtime.objects.Code`; executing the
``def`` statement only evaluates decorators and defaults, captures closure cells and builds a
:class:`~sandbox.runtime.objects.Function`. Comprehensions run in a frame of their own (as in
CPython 3.11, they appear in tracebacks as ``<listcomp>`` etc.); generator expressions are
lazy and charge a step per item whenever they are resumed.
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable
from typing import Any

from ..guards.collisions import note_join
from ..guards.sizing import check_hash
from ..runtime.awaiting import await_value
from ..runtime.generators import yield_from, yield_value
from ..runtime.objects import UNBOUND, Cell, Code, Function
from ..runtime.tracing import mark
from ..scopes import F_RETURN, FIRST_SLOT, LOCAL, Scope
from .base import SELF_MARKING_EXPRS, Closure, CompilerBase
from .flow import RETURN

Maker = Callable[[list[Any]], Function]
#: Constant results a call site may hand out for a function's base case (immutable atoms).
_LEAF_CONSTANTS = frozenset({int, float, str, bool, type(None)})


def _call(f: list[Any], fn: Any, arg: Any) -> Any:
    if type(fn) is Function:
        return fn.call_positional(f[1], (arg,))
    return fn(arg)


class FunctionCompiler(CompilerBase):
    """Mixin: functions, lambdas, comprehensions, await."""

    def stmt_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> Closure:
        return self.stmt_FunctionDef(node)  # type: ignore[arg-type]

    def stmt_FunctionDef(self, node: ast.FunctionDef) -> Closure:
        code_name = self.scope.name
        decorators = [(self.expr(d), self.pos(d)) for d in node.decorator_list]
        make = self.function_maker(node, node.name, node.args, node.body)
        store = self.store_name(node.name)

        def define(f: list[Any]) -> None:
            decs = []
            for d, pos in decorators:
                decs.append((d(f), pos))
            fn: Any = make(f)
            for dec, pos in reversed(decs):
                try:
                    fn = _call(f, dec, fn)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
            store(f, fn)
        return define

    def expr_Lambda(self, node: ast.Lambda) -> Closure:
        return self.function_maker(node, "<lambda>", node.args, node.body)

    def function_maker(self, node: ast.AST, name: str, args: ast.arguments,
                       body: list[ast.stmt] | ast.expr) -> Maker:
        """Compile a function once; return the closure that creates it at run time."""
        defaults = [self.expr(d) for d in args.defaults]
        kw_defaults = [(a.arg, self.expr(d))
                       for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=False)
                       if d is not None]
        # CPython evaluates annotations when the def runs (unless "from __future__")
        annotations = [(a.arg, self.annotation(a.annotation)) for a in [
            *args.posonlyargs, *args.args, *([args.vararg] if args.vararg else []),
            *args.kwonlyargs, *([args.kwarg] if args.kwarg else [])] if a.annotation is not None]
        returns = getattr(node, "returns", None)
        if returns is not None:
            annotations.append(("return", self.annotation(returns)))
        qualname = self.qualprefix + name
        outer: Scope = self.scope
        saved = self.enter_scope(node, qualname)
        scope = self.scope
        doc = None
        if isinstance(body, list):
            first = body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                doc = first.value.value
            run = self._function_body(body)
        else:
            run = self._return_value(body)
        self.leave_scope(saved)
        frees = sorted(scope.frees)
        code = Code(
            name=name, qualname=qualname,
            argcount=len(args.posonlyargs) + len(args.args),
            posonlycount=len(args.posonlyargs), kwonlycount=len(args.kwonlyargs),
            varargs=args.vararg is not None, varkw=args.kwarg is not None,
            params=scope.params, nslots=scope.nslots,
            cell_slots=tuple(scope.slots[n] for n in sorted(scope.cells)),
            free_slots=tuple(scope.slots[n] for n in frees),
            run=run, doc=doc, is_generator=scope.is_generator, is_async=scope.is_async)
        code.source = getattr(self, "source", None)  # for sandbox.state
        code.source_span = (node.lineno, node.col_offset,  # type: ignore[attr-defined]
                            node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        code.freevars = tuple(frees)
        decorators = getattr(node, "decorator_list", None)
        head: Any = decorators[0] if decorators else node
        code.first_lineno = head.lineno
        code.origin = getattr(self, "origin", None)
        code.set_leaf(getattr(run, "leaf", None))
        outer_slots = tuple(outer.slots[n] for n in frees)

        def make(f: list[Any]) -> Function:
            d = tuple([x(f) for x in defaults]) if defaults else ()
            kw = {k: x(f) for k, x in kw_defaults} if kw_defaults else None
            closure = tuple([f[s] for s in outer_slots]) if outer_slots else ()
            fn = Function(code, f[0], d, kw, closure)
            fn.__dict__["__annotations__"] = {k: x(f) for k, x in annotations}
            return fn
        return make

    def _function_body(self, body: list[ast.stmt]) -> Closure:
        stmts = body
        if (len(stmts) >= 1 and isinstance(stmts[0], ast.Expr)
                and isinstance(stmts[0].value, ast.Constant)):
            stmts = stmts[1:] or stmts
        if len(stmts) == 1 and isinstance(stmts[0], ast.Return) and stmts[0].value is not None:
            return self._return_value(stmts[0].value, self.pos(stmts[0]))
        guarded = self._guard_clause_body(stmts)
        if guarded is not None:
            return guarded
        last = stmts[-1]
        if isinstance(last, ast.Return) and last.value is not None and len(stmts) > 1:
            # the final "return value" runs without the statement machinery
            head = self.block(stmts[:-1])
            value = self.expr(last.value)
            pos = self.pos(last)
            code_name = self.scope.name

            def run_then_return(frame: list[Any]) -> Any:
                if head(frame) is RETURN:
                    return frame[F_RETURN]
                try:
                    return value(frame)
                except BaseException as e:
                    mark(e, frame, code_name, pos)
                    raise
            return run_then_return
        block = self.block(stmts)

        def run(frame: list[Any]) -> Any:
            if block(frame) is RETURN:
                return frame[F_RETURN]
            return None
        return run

    def _return_value(self, node: ast.expr, pos: Any = None) -> Closure:
        """The body of ``lambda: value`` or ``def f(): return value``: the value's own
        closure when it records its own position (an attribute, a call, an operator...),
        else a closure that marks ``pos`` (the ``return``'s; the value's for a lambda)."""
        value = self.expr(node)
        if isinstance(node, SELF_MARKING_EXPRS) or (
                isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not)):
            return value
        pos = self.pos(node) if pos is None else pos
        code_name = self.scope.name

        def run_return(frame: list[Any]) -> Any:
            try:
                return value(frame)
            except BaseException as e:
                mark(e, frame, code_name, pos)
                raise
        return run_return

    def _guard_clause_body(self, stmts: list[ast.stmt]) -> Closure | None:
        """``if test: return a`` followed by ``return b`` (base case + recursion, guard +
        result) as one closure."""
        if len(stmts) != 2:
            return None
        first, last = stmts
        if not (isinstance(first, ast.If) and not first.orelse and len(first.body) == 1
                and isinstance(first.body[0], ast.Return) and first.body[0].value is not None
                and isinstance(last, ast.Return) and last.value is not None):
            return None
        test = self.expr(first.test)
        early = self.expr(first.body[0].value)
        value = self.expr(last.value)
        code_name = self.scope.name
        test_pos, early_pos, last_pos = self.pos(first), self.pos(first.body[0]), self.pos(last)

        compare = getattr(test, "local_compare", None)
        if compare is None:
            def run_guarded(frame: list[Any]) -> Any:
                try:
                    passed = test(frame)
                except BaseException as e:
                    mark(e, frame, code_name, test_pos)
                    raise
                try:
                    return early(frame) if passed else value(frame)
                except BaseException as e:
                    mark(e, frame, code_name, early_pos if passed else last_pos)
                    raise
            return run_guarded
        # "if n < 2: return n": the comparison of a local with a constant and a local result
        # are read here (their closures only for an unbound local)
        t_slot, t_cmp, t_c, t_pos = compare
        e_node = first.body[0].value
        e_slot = self.scope.resolve(e_node.id)[1] if isinstance(e_node, ast.Name) and \
            self.scope.resolve(e_node.id)[0] == LOCAL else None

        lt, le = t_cmp is operator.lt, t_cmp is operator.le

        def run_guarded_local(frame: list[Any]) -> Any:
            a = frame[t_slot]
            if a is UNBOUND:
                passed = test(frame)  # raises the UnboundLocalError
            else:
                try:  # "<" and "<=" (base cases) without the operator function's C call
                    passed = a < t_c if lt else a <= t_c if le else t_cmp(a, t_c)
                except BaseException as e:
                    mark(e, frame, code_name, t_pos)  # where the comparison's closure marks
                    raise
            if passed and e_slot is not None:
                r = frame[e_slot]
                if r is not UNBOUND:
                    return r
            try:
                return early(frame) if passed else value(frame)
            except BaseException as e:
                mark(e, frame, code_name, early_pos if passed else last_pos)
                raise
        # "return f(n - 1) + f(n - 2)": the operator's closure takes the guard in too
        fuse = getattr(value, "with_guard", None)
        fused = fuse(t_slot, t_cmp, t_c, e_slot, run_guarded_local) if fuse else None
        body: Any = fused or run_guarded_local
        # the base case as call sites may answer it (Code.set_leaf): the first parameter
        # below an int constant, returning itself or an immutable constant
        same = e_slot == FIRST_SLOT
        constant = isinstance(e_node, ast.Constant) and type(e_node.value) in _LEAF_CONSTANTS
        if t_slot == FIRST_SLOT and type(t_c) is int and (lt or le) and (same or constant):
            body.leaf = (t_c if lt else t_c + 1, same,
                         None if same else e_node.value)  # type: ignore[attr-defined]
        return body

    # --- comprehensions -----------------------------------------------------------------

    def expr_ListComp(self, node: ast.ListComp) -> Closure:
        return self._comprehension(node, "list")

    def expr_SetComp(self, node: ast.SetComp) -> Closure:
        return self._comprehension(node, "set")

    def expr_DictComp(self, node: ast.DictComp) -> Closure:
        return self._comprehension(node, "dict")

    def expr_GeneratorExp(self, node: ast.GeneratorExp) -> Closure:
        return self._comprehension(node, "gen")

    def _comprehension(self, node: Any, kind: str) -> Closure:  # noqa: C901
        gens: list[ast.comprehension] = node.generators
        first_iter = self.expr(gens[0].iter)
        if gens[0].is_async:
            first_iter = _async_source(first_iter)
        outer = self.scope
        outer_name = outer.name
        pos = self.pos(node)
        first_pos = self.pos(gens[0].iter)
        saved = self.enter_scope(node)
        scope = self.scope
        inner_name = scope.name
        levels = []
        for i, gen in enumerate(gens):
            it = self.expr(gen.iter) if i else None
            if it is not None and gen.is_async:
                it = _async_source(it)
            levels.append((it, self.pos(gen.iter), self.store(gen.target),
                           [self.expr(c) for c in gen.ifs]))
        if kind == "dict":
            key = self.expr(node.key)
            val = self.expr(node.value)
        else:
            elt = self.expr(node.elt)
        self.leave_scope(saved)
        frees = sorted(scope.frees)
        inner_free = tuple(scope.slots[n] for n in frees)
        outer_free = tuple(outer.slots[n] for n in frees)
        cells = tuple(scope.slots[n] for n in sorted(scope.cells))
        pad = [UNBOUND] * (scope.nslots - FIRST_SLOT)

        def new_frame(f: list[Any]) -> list[Any]:
            fr = [f[0], f[1], None, None, *pad]
            for s in cells:
                fr[s] = Cell()
            for s_in, s_out in zip(inner_free, outer_free, strict=False):
                fr[s_in] = f[s_out]
            return fr

        def start(f: list[Any]) -> Any:
            try:
                return iter(first_iter(f))
            except BaseException as e:
                mark(e, f, outer_name, first_pos)
                raise

        if kind == "gen":
            return self._generator_expression(levels, elt, new_frame, start, inner_name)

        if kind == "dict":
            def emit_dict(fr: list[Any], out: Any) -> None:
                k = key(fr)  # CPython evaluates the key first
                tk = type(k)
                if tk is int:  # (literal bounds: compact-int compares, no call)
                    if k >= 1073741824 or k <= -1073741824:
                        note_join(fr[1], k)  # by the group of its hash it joins
                elif tk is tuple:
                    check_hash(fr[1], k)
                    note_join(fr[1], k)
                elif tk is not str and tk is not float:
                    if issubclass(tk, tuple):  # a namedtuple, struct_time: tuple's hash
                        check_hash(fr[1], k)
                    note_join(fr[1], k)
                out[k] = val(fr)
            emit: Any = emit_dict
            factory: Any = dict
        elif kind == "set":
            def emit_set(fr: list[Any], out: Any) -> None:
                item = elt(fr)
                ti = type(item)
                if ti is int:  # (literal bounds: compact-int compares, no call)
                    if item >= 1073741824 or item <= -1073741824:
                        note_join(fr[1], item)  # by the group of its hash it joins
                elif ti is tuple:
                    check_hash(fr[1], item)
                    note_join(fr[1], item)
                elif ti is not str and ti is not float:
                    if issubclass(ti, tuple):  # a namedtuple, struct_time: tuple's hash
                        check_hash(fr[1], item)
                    note_join(fr[1], item)
                out.add(item)
            emit, factory = emit_set, set
        else:
            def emit_list(fr: list[Any], out: Any) -> None:
                out.append(elt(fr))
            emit, factory = emit_list, list

        run_levels = _nested_loops(levels, emit, inner_name)

        one_loop = (len(levels) == 1 and isinstance(gens[0].target, ast.Name)
                    and len(levels[0][3]) <= 1 and gens[0].target.id not in scope.cells)
        if kind == "dict" and one_loop:  # {k: v for x in xs [if c]}: the loop written out
            slot = scope.slots[gens[0].target.id]  # type: ignore[attr-defined]
            conds = levels[0][3]
            cond = conds[0] if conds else None

            # {i: ... for i in range(a, b)}: the keys are the range's items, ints between its
            # bounds; bounds below 2**30 (read once) are what the per-key test below lets
            # through, so the loop skips it (the hash-collision ledger's common case)
            by_item = (isinstance(node.key, ast.Name)
                       and node.key.id == gens[0].target.id)  # type: ignore[attr-defined]

            def dict_fast(f: list[Any]) -> Any:
                if by_item:
                    try:
                        src = first_iter(f)
                        it = iter(src)
                    except BaseException as e:
                        mark(e, f, outer_name, first_pos)
                        raise
                    small = type(src) is range and _small_range(src)
                else:
                    it = start(f)
                    small = False
                fr = new_frame(f)
                ctx = f[1]
                out: dict[Any, Any] = {}
                try:
                    for item in it:
                        ctx.steps_left -= 1
                        if ctx.steps_left < 0:
                            ctx.refill()
                        fr[slot] = item
                        if cond is None or cond(fr):
                            k = key(fr)  # CPython evaluates the key first
                            if small:
                                out[k] = val(fr)  # (k is item: an int of |k| < 2**30)
                                continue
                            tk = type(k)
                            if tk is int:  # (literal bounds: compact-int compares, no call)
                                if k >= 1073741824 or k <= -1073741824:
                                    note_join(ctx, k)  # by the group of its hash it joins
                            elif tk is tuple:
                                check_hash(ctx, k)
                                note_join(ctx, k)
                            elif tk is not str and tk is not float:
                                if issubclass(tk, tuple):  # a namedtuple: tuple's hash
                                    check_hash(ctx, k)
                                note_join(ctx, k)
                            out[k] = val(fr)
                except BaseException as e:
                    mark(e, fr, inner_name, pos)
                    mark(e, f, outer_name, pos)
                    raise
                return out
            return dict_fast

        if kind == "list" and one_loop:
            slot = scope.slots[gens[0].target.id]  # type: ignore[attr-defined]
            conds = levels[0][3]
            cond = conds[0] if conds else None

            def list_fast(f: list[Any]) -> Any:
                it = start(f)
                fr = new_frame(f)
                ctx = f[1]
                out: list[Any] = []
                append = out.append
                try:
                    for item in it:
                        ctx.steps_left -= 1
                        if ctx.steps_left < 0:
                            ctx.refill()
                        fr[slot] = item
                        if cond is None or cond(fr):
                            append(elt(fr))
                except BaseException as e:
                    mark(e, fr, inner_name, pos)
                    mark(e, f, outer_name, pos)
                    raise
                return out
            return list_fast

        def comprehension(f: list[Any]) -> Any:
            it = start(f)
            fr = new_frame(f)
            out = factory()
            try:
                run_levels(fr, it, out)
            except BaseException as e:
                mark(e, fr, inner_name, pos)
                mark(e, f, outer_name, pos)
                raise
            return out
        return comprehension

    @staticmethod
    def _generator_expression(levels: list[Any], elt: Closure, new_frame: Any, start: Any,
                              inner_name: str) -> Closure:
        def produce(fr: list[Any], depth: int, it: Any) -> Any:
            _, _, store, conds = levels[depth]
            last = depth == len(levels) - 1
            g = fr[0]
            for item in it:
                ctx = fr[1] = g.ctx  # a generator may be resumed by a later run
                ctx.steps_left -= 1
                if ctx.steps_left < 0:
                    ctx.refill()
                store(fr, item)
                for c in conds:
                    if not c(fr):
                        break
                else:
                    if last:
                        yield elt(fr)
                    else:
                        nxt = levels[depth + 1]
                        try:
                            inner = iter(nxt[0](fr))
                        except BaseException as e:
                            mark(e, fr, inner_name, nxt[1])
                            raise
                        yield from produce(fr, depth + 1, inner)

        produce.__qualname__ = produce.__name__ = "<genexpr>"

        def genexpr(f: list[Any]) -> Any:
            return produce(new_frame(f), 0, start(f))
        return genexpr

    # --- yield and await ----------------------------------------------------------------

    def expr_Yield(self, node: ast.Yield) -> Closure:
        value = self.expr(node.value) if node.value is not None else None
        def yield_(f: list[Any]) -> Any:
            return yield_value(value(f) if value is not None else None)
        return yield_

    def expr_YieldFrom(self, node: ast.YieldFrom) -> Closure:
        value = self.expr(node.value)
        code_name = self.scope.name
        pos = self.pos(node)

        def yield_from_(f: list[Any]) -> Any:
            try:
                return yield_from(value(f))
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return yield_from_


    def expr_Await(self, node: ast.Await) -> Closure:
        value = self.expr(node.value)
        code_name = self.scope.name
        pos = self.pos(node)

        def await_(f: list[Any]) -> Any:
            try:
                return await_value(f[1], value(f))
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
        return await_


def _small_range(r: range) -> bool:
    """Whether every item of range ``r`` is an int of magnitude below 2**30 (each lies between
    its start and its stop): keys no group of equal hash is made of, ledger or not."""
    return -1073741824 < r.start < 1073741824 and -1073741824 <= r.stop <= 1073741824


def _async_source(source: Closure) -> Closure:
    """An ``async for`` clause of a comprehension: awaiting is synchronous inside the
    sandbox's greenlet, so the async iterator is adapted to a plain one."""
    def adapted(f: list[Any]) -> Any:
        return _AsyncIterAdapter(f[1], source(f))
    return adapted


class _AsyncIterAdapter:
    __slots__ = ("_ctx", "_it", "_anext")

    def __init__(self, ctx: Any, obj: Any) -> None:
        aiter = getattr(type(obj), "__aiter__", None)
        if aiter is None:
            raise TypeError("'async for' requires an object with __aiter__ method, got "
                            f"{type(obj).__name__}")
        self._ctx = ctx
        self._it = aiter(obj)
        self._anext = type(self._it).__anext__

    def __iter__(self) -> Any:
        return self

    def __next__(self) -> Any:
        try:
            return await_value(self._ctx, self._anext(self._it))
        except StopAsyncIteration:
            raise StopIteration from None


def _nested_loops(levels: list[Any], emit: Any, inner_name: str) -> Any:
    """Build ``run(frame, first_iterator, out)`` for the ``for``/``if`` levels of a
    comprehension; ``emit(frame, out)`` adds one element."""
    def level(depth: int) -> Any:
        _, _, store, conds = levels[depth]
        if depth == len(levels) - 1:
            def innermost(fr: list[Any], it: Any, out: Any) -> None:
                ctx = fr[1]
                for item in it:
                    ctx.steps_left -= 1
                    if ctx.steps_left < 0:
                        ctx.refill()
                    store(fr, item)
                    for c in conds:
                        if not c(fr):
                            break
                    else:
                        emit(fr, out)
            return innermost
        deeper = level(depth + 1)
        next_iter, next_pos = levels[depth + 1][0], levels[depth + 1][1]

        def outer_level(fr: list[Any], it: Any, out: Any) -> None:
            ctx = fr[1]
            for item in it:
                ctx.steps_left -= 1
                if ctx.steps_left < 0:
                    ctx.refill()
                store(fr, item)
                for c in conds:
                    if not c(fr):
                        break
                else:
                    try:
                        inner = iter(next_iter(fr))
                    except BaseException as e:
                        mark(e, fr, inner_name, next_pos)
                        raise
                    deeper(fr, inner, out)
        return outer_level
    return level(0)
