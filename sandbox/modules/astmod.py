"""``ast`` for the guest: ``literal_eval`` only.

``literal_eval(s)`` is CPython's own (it builds nothing but literals from the tree; its
messages are CPython's), given a tree that the sandbox parsed after bounding the work:

- ``s`` must be a ``str`` (its plain value: a subclass's methods are not called); anything
  else is CPython's ``ValueError: malformed node or string`` (the guest has no AST nodes to
  pass, since ``ast.parse`` is withheld);
- text longer than ``Limits.max_source_bytes`` is refused as ``LimitExceeded``, as source
  given to ``eval`` is;
- the parse is charged before it starts: host time (about 5 µs per node-making character,
  60 ns per other byte) and memory (CPython's AST costs about 1 KB per node: ``[0,0,...]`` of
  600 KB peaks near 290 MB), counting an upper bound of nodes from the characters that
  introduce one (``,.:([{`` operators and whitespace; a comma inside a string literal is
  counted too, so the estimate only errs on the large side);
- bracket nesting deeper than ``Limits.max_nesting_depth`` is refused before the parse as a
  guest ``SyntaxError`` (CPython's own parser refuses 200 levels with a ``SyntaxError``);
  nesting without brackets (``- - - 1``, ``1+1+...``), which makes CPython's parser raise
  ``MemoryError`` or ``RecursionError``, is the same ``SyntaxError`` here. Nothing that deep
  reaches the host's C stack: the tokenizer counts brackets and the C parser's own stack
  guard stops the rest.

Everything else of ``ast`` (``parse``, ``dump``, node classes, ``NodeVisitor``) is withheld:
its nodes are host objects and the guest has no use for them but running code, which
``eval``/``exec`` already do under the sandbox's pipeline.
"""

from __future__ import annotations

import ast
import warnings
from typing import Any

from ..errors import SandboxSyntaxError, abort_limit
from ..guards.costmodel import costs
from ..parse import check_source_nesting
from ..runtime.builtins import make_builtin
from ..runtime.costs import charge_ns
from . import ModuleEnv, register, withhold

#: Host bytes of CPython's Python-level AST per node (measured 700-1,600 bytes a node for
#: lists of ints, empty lists and empty dicts under tracemalloc, peak of parse + convert).
AST_BYTES_PER_NODE = 1024
#: Host nanoseconds to tokenize, parse and convert one node (measured about 1-2 µs each for the
#: parse and for the tokenizer's nesting check; rounded up) and one byte of anything else (a
#: long string literal: measured 60 ns a byte).
PARSE_NS_PER_NODE = 5_000
PARSE_NS_PER_BYTE = 60
#: Characters each of which introduces at most one AST node besides the leaves it separates.
_NODE_CHARS = ",.:([{-+*/%<>=~&|^@ \t\n"
#: Plain values whose repr a refusal may show (repr of a guest object would run guest code).
_PLAIN = (int, float, complex, bool, type(None), bytes, bytearray)


def _node_bound(text: str) -> int:
    """An upper bound of the AST nodes CPython builds for ``text``."""
    return 1 + sum(map(text.count, _NODE_CHARS))


def _too_deep(max_depth: int) -> SyntaxError:
    return SyntaxError(f"literal is nested too deeply for the sandbox (more than {max_depth} "
                       "levels of brackets or operators; Limits.max_nesting_depth)")


def literal_eval(ctx: Any, node_or_string: Any) -> Any:
    """Evaluate a string containing a Python literal (see the module docstring)."""
    if not isinstance(node_or_string, str):
        shown = (repr(node_or_string) if type(node_or_string) in _PLAIN
                 else f"<{type(node_or_string).__name__} object>")
        raise ValueError(f"malformed node or string: {shown}")
    text = str.__str__(node_or_string).lstrip(" \t")
    size = len(text.encode("utf-8", "surrogatepass"))
    limit = ctx.limits.max_source_bytes
    if size > limit:
        raise abort_limit("max_source_bytes", size, limit, "text given to ast.literal_eval()")
    nodes = _node_bound(text)
    ctx.check_alloc(nodes * AST_BYTES_PER_NODE + 4 * size, "ast.literal_eval")
    charge_ns(ctx, nodes * PARSE_NS_PER_NODE + size * PARSE_NS_PER_BYTE, "ast.literal_eval")
    max_depth = ctx.limits.max_nesting_depth
    if sum(map(text.count, "([{")) > max_depth:  # only then can the brackets nest too deep
        try:
            check_source_nesting(text, max_depth)  # the tokenizer's count: strings excluded
        except SandboxSyntaxError:
            raise _too_deep(max_depth) from None
    try:
        with warnings.catch_warnings():  # SyntaxWarnings must not reach the host's stderr
            warnings.simplefilter("ignore")
            tree = compile(text, "<unknown>", "eval", ast.PyCF_ONLY_AST, dont_inherit=True)
        return ast.literal_eval(tree)
    except (RecursionError, MemoryError):
        raise _too_deep(max_depth) from None


@register("ast", doc="literal_eval only: Python literals from text (sized and depth-checked "
                     "before the parse; no parse/dump or node classes).",
          costs=costs(wrapped=("literal_eval",)))  # sized and charged before the parse
def build_ast(env: ModuleEnv) -> dict[str, Any]:
    def literal_eval_(node_or_string: Any, /) -> Any:
        """Evaluate an expression node or a string containing only a Python expression.

        The string or node provided may only consist of the following Python literal
        structures: strings, bytes, numbers, tuples, lists, dicts, sets, booleans, and None."""
        return literal_eval(env.ctx(), node_or_string)
    return {"literal_eval": make_builtin("literal_eval", literal_eval_)}


_NO_TREES = "the sandbox has no AST objects; use ast.literal_eval for literals, eval/exec to run"
withhold("ast", {
    **dict.fromkeys(("parse", "dump", "unparse", "walk", "iter_child_nodes", "iter_fields",
                     "fix_missing_locations", "copy_location", "increment_lineno",
                     "get_source_segment", "get_docstring", "NodeVisitor", "NodeTransformer",
                     "AST"), _NO_TREES),
})
