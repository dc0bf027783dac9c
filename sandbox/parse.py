"""Parse guest source: size and nesting caps first, then CPython's own parser and compiler checks.

Contract: :func:`parse` returns a :class:`ast.Module` for source that CPython 3.11 would accept
(top-level ``await`` allowed, as in a notebook), or raises :class:`SandboxSyntaxError` whose
``traceback`` is the text CPython prints for the same mistake. Nothing is executed: the code
object that ``compile`` builds (to get CPython's scope and control-flow errors) is discarded.
"""

from __future__ import annotations

import ast
import io
import tokenize
import traceback
import warnings

from .errors import SandboxSyntaxError
from .limits import Limits

FILENAME = "<sandbox>"
_FLAGS = ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT
#: Deepest AST the recursive compiler accepts, whatever the source nesting looked like
#: (e.g. ``1+1+1+...`` is flat in the source but a deep tree).
MAX_AST_DEPTH = 400
_OPENERS = frozenset("([{")
_CLOSERS = frozenset(")]}")


def parse(source: str, limits: Limits) -> ast.Module:
    """Check caps, parse and compile-check ``source``; see the module docstring."""
    size = len(source.encode("utf-8", "surrogatepass"))
    if size > limits.max_source_bytes:
        raise SandboxSyntaxError(
            f"source is too large: {size:,} bytes (limit {limits.max_source_bytes:,})")
    _check_source_nesting(source, limits.max_nesting_depth)
    try:
        with warnings.catch_warnings():  # SyntaxWarnings must not reach the host's stderr
            warnings.simplefilter("ignore")
            tree = compile(source, FILENAME, "exec", _FLAGS, dont_inherit=True)
            compile(tree, FILENAME, "exec", ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
    except SyntaxError as exc:
        raise syntax_error_from(exc, source) from None
    except (RecursionError, MemoryError):
        raise SandboxSyntaxError("source is nested too deeply to parse") from None
    except ValueError as exc:  # e.g. "source code string cannot contain null bytes"
        raise SandboxSyntaxError(str(exc)) from None
    assert isinstance(tree, ast.Module)
    _check_ast_depth(tree)
    return tree


def syntax_error_from(exc: SyntaxError, source: str | None = None) -> SandboxSyntaxError:
    """Convert CPython's SyntaxError into ours, keeping CPython's exact rendering (errors
    found while compiling the tree carry no source line: it is taken from ``source``)."""
    exc.filename = FILENAME
    if exc.text is None and source is not None and exc.lineno:
        lines = source.splitlines()
        if 0 < exc.lineno <= len(lines):
            exc.text = lines[exc.lineno - 1] + "\n"
    text = "".join(traceback.format_exception_only(type(exc), exc))
    message = exc.msg if exc.lineno is None else f"{exc.msg} (line {exc.lineno})"
    return SandboxSyntaxError(message, text, lineno=exc.lineno, offset=exc.offset)


def _check_source_nesting(source: str, max_depth: int) -> None:
    """Refuse bracket or indentation nesting deeper than ``max_depth`` before parsing, so the
    parser never recurses far. Tokenizer errors are left for ``compile`` to report."""
    depth = indent = 0
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.OP:
                if tok.string in _OPENERS:
                    depth += 1
                    if depth > max_depth:
                        _too_deep(tok.start[0], max_depth)
                elif tok.string in _CLOSERS:
                    depth -= 1
            elif tok.type == tokenize.INDENT:
                indent += 1
                if indent > max_depth:
                    _too_deep(tok.start[0], max_depth)
            elif tok.type == tokenize.DEDENT:
                indent -= 1
    except (tokenize.TokenError, SyntaxError):
        return


def _too_deep(lineno: int, max_depth: int) -> None:
    raise SandboxSyntaxError(
        f"source is nested too deeply (more than {max_depth} levels, line {lineno})",
        lineno=lineno)


def _check_ast_depth(tree: ast.AST) -> None:
    stack = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_AST_DEPTH:
            raise SandboxSyntaxError(
                f"expression is nested too deeply (more than {MAX_AST_DEPTH} levels, "
                f"line {getattr(node, 'lineno', '?')})")
        for child in ast.iter_child_nodes(node):
            stack.append((child, depth + 1))


#: Also used for the source given to the guest's eval/exec/compile (runtime.dynamic).
check_source_nesting = _check_source_nesting
check_ast_depth = _check_ast_depth
