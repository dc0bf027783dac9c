"""Compile ``with``, ``async with``, ``async for`` and ``try ... except*``.

Context managers are looked up on the type, as CPython does; a breached limit (an
UNCATCHABLE signal) skips ``__exit__`` just as it skips ``finally``.
"""

from __future__ import annotations

import ast
from typing import Any, NoReturn, cast

from ..runtime.awaiting import await_value
from ..runtime.context import stop_if_breached
from ..runtime.tracing import guest_traceback, mark
from .base import Closure, CompilerBase
from .flow import BREAK, CONTINUE
from .statements import UNCATCHABLE


def _enter_exit(mgr: Any, enter_name: str, exit_name: str, is_async: bool) -> tuple[Any, Any]:
    t = type(mgr)
    enter = getattr(t, enter_name, None)
    exit_ = getattr(t, exit_name, None)
    if enter is None:
        proto = "asynchronous context manager" if is_async else "context manager"
        raise TypeError(f"'{t.__name__}' object does not support the {proto} protocol")
    if exit_ is None:
        proto = "asynchronous context manager" if is_async else "context manager"
        raise TypeError(f"'{t.__name__}' object does not support the {proto} protocol "
                        f"(missed {exit_name} method)")
    return enter, exit_


class CompoundCompiler(CompilerBase):
    """Mixin: with, async with, async for, except*."""

    def stmt_With(self, node: ast.With) -> Closure:
        return self._with(node, is_async=False)

    def stmt_AsyncWith(self, node: ast.AsyncWith) -> Closure:
        return self._with(node, is_async=True)  # type: ignore[arg-type]

    def _with(self, node: ast.With, is_async: bool) -> Closure:
        body = self.block(node.body)
        code_name = self.scope.name
        enter_name, exit_name = (("__aenter__", "__aexit__") if is_async
                                 else ("__enter__", "__exit__"))
        # with a, b: body  ==  with a: with b: body
        for item in reversed(node.items):
            body = self._with_item(item, body, code_name, enter_name, exit_name, is_async)
        return body

    def _with_item(self, item: ast.withitem, body: Closure, code_name: str, enter_name: str,
                   exit_name: str, is_async: bool) -> Closure:
        manager = self.expr(item.context_expr)
        store = self.store(item.optional_vars) if item.optional_vars is not None else None
        pos = self.pos(item.context_expr)

        def with_(f: list[Any]) -> Any:
            try:
                mgr = manager(f)
                enter, exit_ = _enter_exit(mgr, enter_name, exit_name, is_async)
                value = enter(mgr)
                if is_async:
                    value = await_value(f[1], value)
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
            if store is not None:
                store(f, value)
            try:
                r = body(f)
            except UNCATCHABLE:
                raise
            except BaseException as e:
                stop_if_breached(f[1])
                suppress = exit_(mgr, type(e), e, guest_traceback(e))
                if is_async:
                    suppress = await_value(f[1], suppress)
                if not suppress:
                    raise
                return None
            done = exit_(mgr, None, None, None)
            if is_async:
                await_value(f[1], done)
            return r
        return with_

    def stmt_AsyncFor(self, node: ast.AsyncFor) -> Closure:
        iterable = self.expr(node.iter)
        store = self.store(node.target)
        body = self.block(node.body)
        orelse = self.block(node.orelse) if node.orelse else None
        code_name = self.scope.name
        pos = self.pos(node.iter)

        def async_for(f: list[Any]) -> Any:
            try:
                obj = iterable(f)
                aiter = getattr(type(obj), "__aiter__", None)
                if aiter is None:
                    raise TypeError(f"'async for' requires an object with __aiter__ method, "
                                    f"got {type(obj).__name__}")
                it = aiter(obj)
                anext = getattr(type(it), "__anext__", None)
                if anext is None:
                    raise TypeError("'async for' received an object from __aiter__ that does "
                                    f"not implement __anext__: {type(it).__name__}")
            except BaseException as e:
                mark(e, f, code_name, pos)
                raise
            ctx = f[1]
            while True:
                try:
                    item = await_value(ctx, anext(it))
                except StopAsyncIteration:
                    break
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
        return async_for

    def stmt_TryStar(self, node: ast.TryStar) -> Closure:
        body = self.block(node.body)
        orelse = self.block(node.orelse) if node.orelse else None
        final = self.block(node.finalbody) if node.finalbody else None
        handlers = []
        for h in node.handlers:
            assert h.type is not None
            handlers.append((self.expr(h.type), self.store_name(h.name) if h.name else None,
                             self.block(h.body)))

        def try_star(f: list[Any]) -> Any:
            try:
                try:
                    r = body(f)
                except UNCATCHABLE:
                    raise
                except BaseException as exc:
                    stop_if_breached(f[1])
                    _handle_star(f, exc, handlers)
                    return None
                if r is None and orelse is not None:
                    return orelse(f)
                return r
            except UNCATCHABLE:
                raise
            except BaseException:
                stop_if_breached(f[1])
                if final is not None:
                    fr = final(f)
                    if fr is not None:
                        return fr
                raise
        if final is None:
            return try_star

        def try_star_finally(f: list[Any]) -> Any:
            r = try_star(f)
            fr = final(f)
            return fr if fr is not None else r
        return try_star_finally


def _handle_star(f: list[Any], exc: BaseException, handlers: list[Any]) -> None:
    naked = not isinstance(exc, BaseExceptionGroup)
    group: BaseExceptionGroup[Any] | None = (
        BaseExceptionGroup("", (exc,)) if naked else exc)  # type: ignore[assignment]
    raised: list[BaseException] = []
    reraised: list[BaseException] = []
    for match_type, store, handler in handlers:
        if group is None:
            break
        spec = match_type(f)
        specs = spec if isinstance(spec, tuple) else (spec,)
        for s in specs:
            if not (isinstance(s, type) and issubclass(s, BaseException)):
                raise TypeError("catching classes that do not inherit from BaseException is "
                                "not allowed")
            if issubclass(s, BaseExceptionGroup):
                raise TypeError("catching ExceptionGroup with except* is not allowed. Use "
                                "except instead.")
        if naked and group is not None and group.exceptions[0] is exc:
            # CPython wraps a matching naked exception itself (the group is not split)
            mro = type(exc).__mro__  # (no metaclass hook: CPython's match)
            hit = any(k is s for s in specs for k in mro)
            matched, group = (group, None) if hit else (None, group)
        else:
            matched, group = group.split(spec)
        if matched is None:
            continue
        if store is not None:
            store(f, matched)
        try:
            _run_handling(f, handler, matched)
        except UNCATCHABLE:
            raise
        except BaseException as new:
            if new is matched:
                reraised.append(matched)
            else:
                raised.append(new)
    leaves: set[int] = set()
    for g in [group, *reraised]:
        if g is not None:
            leaves.update(id(x) for x in _leaves(g))
    unhandled: BaseException | None = None
    if leaves:
        root = BaseExceptionGroup("", (exc,)) if naked else cast("BaseExceptionGroup[Any]", exc)
        unhandled = root.split(lambda e: id(e) in leaves)[0] if not naked else None
        if naked:
            unhandled = exc
    if not raised:
        if unhandled is not None:
            _reraise(unhandled)
        return
    if unhandled is None and len(raised) == 1:
        _reraise(raised[0])
    everything = [*raised, *([unhandled] if unhandled is not None else [])]
    _reraise(BaseExceptionGroup("", everything) if not all(
        isinstance(e, Exception) for e in everything) else ExceptionGroup(
            "", cast("list[Exception]", everything)))


def _reraise(error: BaseException) -> NoReturn:
    """Raise what leaves a ``try``/``except*`` as CPython re-raises it, without chaining: it
    keeps the ``__context__`` it has (the raising here, inside the host's handler of the
    original exception, would set that exception as its context)."""
    context = error.__context__
    try:
        raise error
    finally:
        error.__context__ = context


def _run_handling(f: list[Any], handler: Any, matched: BaseException) -> None:
    """Run an ``except*`` handler with ``matched`` as the exception being handled, as in
    CPython: a bare ``raise`` in it re-raises the matched part, not the whole group, and what
    it raises has that part as ``__context__``. Raising it here must not change what guest
    code sees of it, so its context and traceback are put back."""
    context, traceback = matched.__context__, matched.__traceback__
    try:
        raise matched
    except BaseException:
        matched.__context__ = context
        matched.__traceback__ = traceback
        handler(f)


def _leaves(group: BaseException) -> list[BaseException]:
    if isinstance(group, BaseExceptionGroup):
        out: list[BaseException] = []
        for e in group.exceptions:
            out.extend(_leaves(e))
        return out
    return [group]
