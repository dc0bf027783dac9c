"""Compile ``match`` statements: each pattern becomes ``matcher(frame, subject) -> bool``
that binds capture names as it goes (as CPython does)."""

from __future__ import annotations

import ast
import collections.abc
from typing import Any

from ..runtime import gate
from ..runtime.tracing import mark
from .base import Closure, CompilerBase
from .targets import _to_list

#: Builtin classes whose single positional sub-pattern matches the subject itself.
_SELF_MATCHING = (bool, bytearray, bytes, dict, float, frozenset, int, list, set, str, tuple)
_NOT_SEQUENCES = (str, bytes, bytearray)
_MISSING = object()


class PatternCompiler(CompilerBase):
    """Mixin: match statements."""

    def stmt_Match(self, node: ast.Match) -> Closure:
        subject = self.expr(node.subject)
        code_name = self.scope.name
        cases = []
        for case in node.cases:
            guard = self.expr(case.guard) if case.guard is not None else None
            cases.append((self.pattern(case.pattern), guard, self.block(case.body),
                          self.pos(case.pattern)))

        def match_(f: list[Any]) -> Any:
            value = subject(f)
            for matcher, guard, body, pos in cases:
                try:
                    matched = matcher(f, value)
                except BaseException as e:
                    mark(e, f, code_name, pos)
                    raise
                if matched and (guard is None or guard(f)):
                    return body(f)
            return None
        return match_

    def pattern(self, p: ast.pattern) -> Any:  # noqa: C901 - one case per pattern kind
        if isinstance(p, ast.MatchValue):
            value = self.expr(p.value)
            return lambda f, s: s == value(f)
        if isinstance(p, ast.MatchSingleton):
            const = p.value
            return lambda f, s: s is const
        if isinstance(p, ast.MatchAs):
            store = self.store_name(p.name) if p.name is not None else None
            if p.pattern is None:
                if store is None:
                    return lambda f, s: True

                def capture(f: list[Any], s: Any) -> bool:
                    store(f, s)
                    return True
                return capture
            inner = self.pattern(p.pattern)

            def as_(f: list[Any], s: Any) -> bool:
                if not inner(f, s):
                    return False
                if store is not None:
                    store(f, s)
                return True
            return as_
        if isinstance(p, ast.MatchOr):
            options = [self.pattern(x) for x in p.patterns]
            return lambda f, s: any(o(f, s) for o in options)
        if isinstance(p, ast.MatchSequence):
            return self._sequence_pattern(p)
        if isinstance(p, ast.MatchMapping):
            return self._mapping_pattern(p)
        if isinstance(p, ast.MatchClass):
            return self._class_pattern(p)
        raise SyntaxError(f"unsupported pattern {type(p).__name__}")

    def _sequence_pattern(self, p: ast.MatchSequence) -> Any:
        star = next((i for i, x in enumerate(p.patterns) if isinstance(x, ast.MatchStar)), None)
        subs = [self.pattern(x) if not isinstance(x, ast.MatchStar) else None
                for x in p.patterns]
        star_store = None
        if star is not None:
            name = p.patterns[star].name  # type: ignore[attr-defined]
            star_store = self.store_name(name) if name is not None else None
        n = len(subs)
        code_name = self.scope.name
        pos = self.pos(p)

        def sequence(f: list[Any], s: Any) -> bool:
            # as CPython: the length first; a fixed-length pattern or a wildcard star reads
            # the items it needs by index; only a named star materialises the subject, and
            # that goes through star-unpacking's sized materialisation (``x, *r = range(...)``
            # and ``case [x, *r]`` are refused alike)
            if isinstance(s, _NOT_SEQUENCES) or not isinstance(s, collections.abc.Sequence):
                return False
            length = len(s)
            if star is None:
                if length != n:
                    return False
                items = _to_list(f, s, code_name, pos)
                return all(sub(f, item) for sub, item in zip(subs, items, strict=False))  # type: ignore[misc]
            before, after = star, n - star - 1
            if length < before + after:
                return False
            if star_store is None:
                for i in range(before):
                    if not subs[i](f, s[i]):  # type: ignore[misc]
                        return False
                for j in range(after):
                    if not subs[star + 1 + j](f, s[j - after]):  # type: ignore[misc]
                        return False
                return True
            items = _to_list(f, s, code_name, pos)
            for i in range(before):
                if not subs[i](f, items[i]):  # type: ignore[misc]
                    return False
            tail = items[len(items) - after:] if after else []
            for j in range(after):
                if not subs[star + 1 + j](f, tail[j]):  # type: ignore[misc]
                    return False
            star_store(f, items[before:len(items) - after])
            return True
        return sequence

    def _mapping_pattern(self, p: ast.MatchMapping) -> Any:
        keys = [self.expr(k) for k in p.keys]
        subs = [self.pattern(x) for x in p.patterns]
        rest = self.store_name(p.rest) if p.rest is not None else None

        def mapping(f: list[Any], s: Any) -> bool:
            if not isinstance(s, collections.abc.Mapping):
                return False
            seen = []
            for key, sub in zip(keys, subs, strict=False):
                k = key(f)
                if k in seen:
                    raise ValueError(f"mapping pattern checks duplicate key ({k!r})")
                seen.append(k)
                value = s.get(k, _MISSING)
                if value is _MISSING or not sub(f, value):
                    return False
            if rest is not None:
                rest(f, {k: v for k, v in s.items() if k not in seen})
            return True
        return mapping

    def _class_pattern(self, p: ast.MatchClass) -> Any:
        cls_expr = self.expr(p.cls)
        positional = [self.pattern(x) for x in p.patterns]
        keyword = list(zip(p.kwd_attrs, [self.pattern(x) for x in p.kwd_patterns], strict=False))
        npos = len(positional)

        def class_(f: list[Any], s: Any) -> bool:
            cls = cls_expr(f)
            if not isinstance(cls, type):
                raise TypeError("called match pattern must be a type")
            if not isinstance(s, cls):
                return False
            names: list[str] = []
            if npos:
                match_args = getattr(cls, "__match_args__", _MISSING)
                if match_args is _MISSING:
                    if issubclass(cls, _SELF_MATCHING) and not hasattr(cls, "__sandbox_guest__"):
                        if npos > 1:
                            raise TypeError(f"{cls.__name__}() accepts 1 positional "
                                            f"sub-pattern ({npos} given)")
                        return positional[0](f, s) and _keywords(f, s, keyword)
                    match_args = ()
                if not isinstance(match_args, tuple):
                    raise TypeError(f"{cls.__name__}.__match_args__ must be a tuple (got "
                                    f"{type(match_args).__name__})")
                if npos > len(match_args):
                    raise TypeError(f"{cls.__name__}() accepts {len(match_args)} positional "
                                    f"sub-pattern{'s' if len(match_args) != 1 else ''} "
                                    f"({npos} given)")
                names = list(match_args[:npos])
            for name, sub in zip(names, positional, strict=False):
                try:
                    value = gate.get_attr(s, name)
                except AttributeError:
                    return False
                if not sub(f, value):
                    return False
            return _keywords(f, s, keyword)
        return class_


def _keywords(f: list[Any], s: Any, keyword: list[tuple[str, Any]]) -> bool:
    for name, sub in keyword:
        try:
            value = gate.get_attr(s, name)
        except AttributeError:
            return False
        if not sub(f, value):
            return False
    return True
