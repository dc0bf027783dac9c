"""Guest function source for :mod:`sandbox.state`: cut a ``def``/``lambda`` out of its program
at export, rebuild its :class:`~sandbox.runtime.objects.Code` from that text at import.

Export (:func:`code_record`): the compiler keeps on every Code the program source, the node's
span and its free variable names; the record is ``[name, qualname, kind, text, lineno, col,
indent, freevars]`` where ``text`` runs from the ``def``/``async``/``lambda`` keyword to the
end of the node (decorators are not part of it: a decorated function is exported as whatever
the decorators returned), ``lineno``/``col`` are its original position (col in UTF-8 bytes, as
in the ast) and ``indent`` is the whitespace before a ``def`` on its line.

Import (:func:`rebuild_code`), nothing of the blob is trusted:

1. The text alone is parsed by the sandbox's own front end (size and nesting caps, CPython's
   parser and compiler checks, the sandbox's validator). A ``def`` is parsed inside a synthetic
   ``def __sbx_w__(<free variables>):`` so that ``nonlocal`` statements compile; a lambda inside
   parentheses. The tree must be exactly that one ``def`` (no decorators, the recorded name)
   or that one lambda: text that smuggles in another statement is refused.
2. Defaults, keyword defaults and annotations are removed from the node (defaults are
   restored as values, annotations are never evaluated), so building the function evaluates
   nothing.
3. The node is grafted into a synthetic skeleton rebuilt from the qualname: one ``class`` or
   ``def`` per enclosing scope (so the qualname and private-name mangling come out as in the
   original program), the innermost enclosing ``def`` taking the free variables as parameters
   (lambdas: a one-item comprehension binding them) so they compile as closure cells.
4. The skeleton is compiled with the sandbox's compiler and run in a scratch namespace with
   no builtins; running it only executes ``class``/``def``/``lambda`` definitions of empty
   wrappers, then hands the function to a sink. Its Code is checked (name, qualname, free
   variables) and returned; :mod:`sandbox.state` builds the real function around it with the
   restored defaults, closure cells and attributes.

Line numbers are the original ones (the tree is shifted with ``ast.increment_lineno``); the
rebuilt Code keeps the synthetic text as its source (a :class:`ShiftedSource` that remembers
the shift), so a restored function exports exactly as the original did.
"""

from __future__ import annotations

import ast
import keyword
import re
from collections import OrderedDict
from typing import Any

from ..errors import SandboxError, StateError
from ..limits import Limits
from ..mangle import mangle_name, mangle_tree
from ..parse import parse
from ..runtime.objects import Code, Function, Globals
from ..scopes import analyse
from ..validate import validate

#: Longest function text accepted in a blob (characters).
MAX_TEXT_CHARS = 2_000_000
#: Longest qualname (characters) and deepest nesting of enclosing scopes.
MAX_QUALNAME_CHARS = 10_000
MAX_WRAPPERS = 100
#: Largest line number / column accepted (larger ones are refused as corrupt).
MAX_LINENO = 10_000_000
MAX_COL = 1_000_000

_SINK = "__sbx__"
_HEADER = "__sbx_w__"
_NEWLINE = re.compile(r"\r\n|\r|\n")
_WHITESPACE = re.compile(r"[ \t\f]*\Z")


class ShiftedSource(str):
    """Synthetic source of a rebuilt function: its line ``n`` is line ``n + line_offset`` of the
    original program (the Code's span holds original line numbers)."""

    line_offset: int = 0

    def __new__(cls, text: str, line_offset: int) -> ShiftedSource:
        self = super().__new__(cls, text)
        self.line_offset = line_offset
        return self


class LineIndex:
    """Start offsets of the lines of one source string (universal newlines, like the
    tokenizer)."""

    __slots__ = ("source", "starts")

    def __init__(self, source: str) -> None:
        self.source = source
        self.starts = [0] + [m.end() for m in _NEWLINE.finditer(source)]

    def line(self, lineno: int) -> str:
        """Line ``lineno`` (1-based) without its line break."""
        start = self.starts[lineno - 1]
        end = self.starts[lineno] if lineno < len(self.starts) else len(self.source)
        return _NEWLINE.sub("", self.source[start:end])

    def offset(self, lineno: int, col_bytes: int) -> int:
        """Character offset of (line, UTF-8 byte column)."""
        line = self.line(lineno)
        col = len(line.encode("utf-8", "surrogatepass")[:col_bytes]
                  .decode("utf-8", "surrogatepass"))
        return self.starts[lineno - 1] + col


#: The line indexes of the sources exported last (id -> index, which holds its source, so an
#: id is not reused while its entry lives): a guest module's source (dataclasses' is 36k
#: characters) is indexed once, not at every export. At most :data:`_MAX_CACHED_INDEXES`
#: entries, oldest out first, of sources up to :data:`_MAX_CACHED_SOURCE_CHARS` (what the
#: cache keeps alive stays under ~3 MB).
_LINE_INDEXES: dict[int, LineIndex] = {}
_MAX_CACHED_INDEXES = 32
_MAX_CACHED_SOURCE_CHARS = 100_000


def line_index(source: str) -> LineIndex:
    """The :class:`LineIndex` of ``source``, from the cache if it was indexed lately."""
    index = _LINE_INDEXES.get(id(source))
    if index is not None and index.source is source:
        return index
    index = LineIndex(source)
    if len(source) > _MAX_CACHED_SOURCE_CHARS:
        return index
    if len(_LINE_INDEXES) >= _MAX_CACHED_INDEXES:
        del _LINE_INDEXES[next(iter(_LINE_INDEXES))]
    _LINE_INDEXES[id(source)] = index
    return index


def code_record(code: Code, indexes: dict[int, LineIndex]) -> list[Any] | None:
    """The export record of ``code``, or None if its source is unknown."""
    source, span = code.source, code.source_span
    if not isinstance(source, str) or span is None:
        return None
    index = indexes.get(id(source))
    if index is None or index.source is not source:
        index = indexes[id(source)] = line_index(source)
    shift = getattr(source, "line_offset", 0)
    l1, c1, l2, c2 = span
    l1 -= shift
    l2 -= shift
    if not (1 <= l1 <= l2 <= len(index.starts)):
        return None
    start = index.offset(l1, c1)
    end = index.offset(l2, c2)
    text = source[start:end]
    kind = "lambda" if code.name == "<lambda>" else "def"
    indent = ""
    if kind == "def":
        indent = index.line(l1)[:start - index.starts[l1 - 1]]
        if not _WHITESPACE.match(indent):
            return None
    return [code.name, code.qualname, kind, text, l1 + shift, c1, indent, list(code.freevars)]


# --- import -------------------------------------------------------------------------------------

def _bad(record: Any, why: str) -> StateError:
    name = record[1] if isinstance(record, list) and len(record) > 1 and isinstance(
        record[1], str) else "?"
    return StateError(f"corrupt state blob: function {name[:200]!r}: {why}")


def _identifier(name: Any) -> bool:
    return isinstance(name, str) and name.isidentifier() and not keyword.iskeyword(name)


def check_record(record: Any) -> tuple[str, str, str, str, int, int, str, tuple[str, ...]]:
    """Strict type and range checks of a code record (StateError if anything is off)."""
    if not isinstance(record, list) or len(record) != 8:
        raise _bad(record, "malformed function record")
    name, qualname, kind, text, lineno, col, indent, freevars = record
    if kind not in ("def", "lambda"):
        raise _bad(record, "unknown function kind")
    if not isinstance(qualname, str) or len(qualname) > MAX_QUALNAME_CHARS:
        raise _bad(record, "bad qualname")
    if kind == "lambda" and name != "<lambda>" or kind == "def" and not _identifier(name):
        raise _bad(record, "bad function name")
    if not isinstance(text, str) or not text or len(text) > MAX_TEXT_CHARS:
        raise _bad(record, "bad source text")
    if type(lineno) is not int or not 1 <= lineno <= MAX_LINENO:
        raise _bad(record, "bad line number")
    if type(col) is not int or not 0 <= col <= MAX_COL:
        raise _bad(record, "bad column")
    if not isinstance(indent, str) or not _WHITESPACE.match(indent) or len(indent) > MAX_COL:
        raise _bad(record, "bad indentation")
    if (not isinstance(freevars, list) or not all(_identifier(v) for v in freevars)
            or freevars != sorted(set(freevars))):
        raise _bad(record, "bad free variable names")
    return name, qualname, kind, text, lineno, col, indent, tuple(freevars)


def _wrappers(record: Any, qualname: str, name: str, kind: str) -> list[tuple[str, str]]:
    """Enclosing scopes from a qualname: [("class"|"def"|"lambda", name)], outermost first."""
    parts = qualname.split(".")
    if parts[-1] != name:
        raise _bad(record, "qualname does not end with the function's name")
    chain = parts[:-1]
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(chain):
        part = chain[i]
        is_function = i + 1 < len(chain) and chain[i + 1] == "<locals>"
        if part == "<lambda>" and is_function:
            out.append(("lambda", part))
        elif _identifier(part):
            out.append(("def" if is_function else "class", part))
        else:
            raise _bad(record, "bad qualname")
        i += 2 if is_function else 1
    if len(out) > MAX_WRAPPERS:
        raise _bad(record, "nested too deeply")
    seen_lambda = False
    for what, _ in out:
        if seen_lambda and what != "lambda":
            raise _bad(record, "impossible qualname")
        seen_lambda = seen_lambda or what == "lambda"
    if seen_lambda and kind != "lambda":
        raise _bad(record, "impossible qualname")
    return out


def _parse_target(record: Any, kind: str, name: str, text: str, lineno: int, col: int,
                  indent: str, freevars: tuple[str, ...], mangle_class: str | None,
                  limits: Limits) -> tuple[ast.AST, str, int]:
    """Parse the function text alone; return (node, synthetic source, line shift)."""
    if kind == "def":
        header = indent != "" or bool(freevars)
        params = list(freevars)
        prefix = f"_{mangle_class.lstrip('_')}__" if mangle_class else None
        for v in freevars:  # CPython's check sees the names before mangling
            if prefix and v.startswith(prefix) and f"__{v[len(prefix):]}" not in params:
                params.append(f"__{v[len(prefix):]}")
        source = (f"def {_HEADER}({', '.join(params)}):\n" if header else "") + indent + text
        first = 2 if header else 1
    else:
        source = "(\n" + " " * col + text + "\n)"
        first = 2
    try:
        tree = parse(source, limits)
        validate(tree)
    except SandboxError as exc:
        raise _bad(record, f"source does not compile: {exc.message}") from None
    body = tree.body
    if kind == "def" and header:
        if (len(body) != 1 or not isinstance(body[0], ast.FunctionDef)
                or body[0].name != _HEADER):
            raise _bad(record, "source text is not one function definition")
        body = body[0].body
    if kind == "def":
        if len(body) != 1 or not isinstance(body[0], (ast.FunctionDef, ast.AsyncFunctionDef)):
            raise _bad(record, "source text is not one function definition")
        node: Any = body[0]
        if node.decorator_list:
            raise _bad(record, "source text has decorators")
        mangled = mangle_name(mangle_class, node.name) if mangle_class else node.name
        if mangled != name:
            raise _bad(record, "source text defines another name")
    else:
        if len(body) != 1 or not isinstance(body[0], ast.Expr) or not isinstance(
                body[0].value, ast.Lambda):
            raise _bad(record, "source text is not one lambda")
        node = body[0].value
    shift = max(lineno - first, 0)
    if shift:
        ast.increment_lineno(node, shift)
    args = node.args
    args.defaults = []
    args.kw_defaults = [None] * len(args.kwonlyargs)
    for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
        if arg is not None:
            arg.annotation = None
    if kind == "def":
        node.returns = None
    return node, source, shift


def _at(node: Any, line: int) -> Any:
    n: Any  # any node with positions; ast.AST declares none
    for n in ast.walk(node):
        if "lineno" in n._attributes and not hasattr(n, "lineno"):
            n.lineno = n.end_lineno = line
            n.col_offset = n.end_col_offset = 0
    return node


def _arguments(names: tuple[str, ...]) -> ast.arguments:
    return ast.arguments(posonlyargs=[], args=[ast.arg(arg=n) for n in names], vararg=None,
                         kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])


def _skeleton(wrappers: list[tuple[str, str]], node: Any, kind: str,
              freevars: tuple[str, ...]) -> ast.Module:
    """The synthetic module around ``node`` (see the module docstring)."""
    line = node.lineno
    if kind == "lambda":
        expr: Any = node
        if freevars:  # [<lambda> for (a, b) in [(None, None)]][0]
            target = ast.Tuple(elts=[ast.Name(id=v, ctx=ast.Store()) for v in freevars],
                               ctx=ast.Store())
            values = ast.Tuple(elts=[ast.Constant(value=None) for _ in freevars],
                               ctx=ast.Load())
            comp = ast.ListComp(elt=expr, generators=[ast.comprehension(
                target=target, iter=ast.List(elts=[values], ctx=ast.Load()), ifs=[],
                is_async=0)])
            expr = ast.Subscript(value=comp, slice=ast.Constant(value=0), ctx=ast.Load())
        for what, _ in reversed(wrappers):
            if what != "lambda":
                break
            expr = ast.Call(func=ast.Lambda(args=_arguments(()), body=expr), args=[],
                            keywords=[])
        wrappers = [w for w in wrappers if w[0] != "lambda"]
        body: list[Any] = [ast.Expr(value=ast.Call(func=ast.Name(id=_SINK, ctx=ast.Load()),
                                                   args=[expr], keywords=[]))]
    else:
        body = [node, ast.Expr(value=ast.Call(func=ast.Name(id=_SINK, ctx=ast.Load()),
                                              args=[ast.Name(id=node.name, ctx=ast.Load())],
                                              keywords=[]))]
    innermost_def = max((i for i, (what, _) in enumerate(wrappers) if what == "def"),
                        default=None)
    for i in range(len(wrappers) - 1, -1, -1):
        what, name = wrappers[i]
        if what == "class":
            body = [ast.ClassDef(name=name, bases=[], keywords=[], body=body,
                                 decorator_list=[])]
        else:
            params = freevars if i == innermost_def and kind == "def" else ()
            body = [ast.FunctionDef(name=name, args=_arguments(params), body=body,
                                    decorator_list=[], returns=None, type_comment=None),
                    ast.Expr(value=ast.Call(func=ast.Name(id=name, ctx=ast.Load()),
                                            args=[ast.Constant(value=None) for _ in params],
                                            keywords=[]))]
    module = ast.Module(body=body, type_ignores=[])
    return _at(module, line)  # type: ignore[no-any-return]


#: Rebuilt Codes by record (they hold no session state, like compiled programs).
_CACHE: OrderedDict[tuple[Any, ...], Code] = OrderedDict()
_CACHE_SIZE = 2048


def rebuild_code(record: Any, limits: Limits, ctx: Any) -> Code:
    """Compile the Code of an export record (see the module docstring); StateError if the
    record is corrupt or does not rebuild the function it claims to. Cached."""
    checked = check_record(record)
    key = (*checked, limits.max_source_bytes, limits.max_nesting_depth)
    code = _CACHE.get(key)
    if code is not None:
        _CACHE.move_to_end(key)
        return code
    code = _rebuild(record, checked, limits, ctx)
    _CACHE[key] = code
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return code


def _rebuild(record: Any, checked: tuple[Any, ...], limits: Limits, ctx: Any) -> Code:
    from ..compiler import Compiler

    name, qualname, kind, text, lineno, col, indent, freevars = checked
    wrappers = _wrappers(record, qualname, name, kind)
    classes = [n for what, n in wrappers if what == "class"]
    node, source, shift = _parse_target(record, kind, name, text, lineno, col, indent,
                                        freevars, classes[-1] if classes else None, limits)
    tree = _skeleton(wrappers, node, kind, freevars)
    made: list[Any] = []
    try:
        mangle_tree(tree)
        scopes = analyse(tree)
        compiler = Compiler(scopes, source.splitlines())
        compiler.source = ShiftedSource(source, shift)  # type: ignore[attr-defined]
        compiler.scope = scopes[tree]
        run = compiler.block(list(tree.body))
        g = Globals()
        g.ctx = ctx
        g.builtins = {}
        g.importer = None
        g["__name__"] = "__main__"
        g[_SINK] = made.append
        run([g, ctx, None, None])
    except StateError:
        raise
    except Exception as exc:  # noqa: BLE001 - any failure is a bad record
        raise _bad(record, f"source does not rebuild ({type(exc).__name__}: {exc})") from None
    if len(made) != 1 or type(made[0]) is not Function:
        raise _bad(record, "source does not rebuild one function")
    code: Code = made[0]._code
    if code.name != name or code.qualname != qualname or code.freevars != freevars:
        raise _bad(record, "source does not match the recorded name, qualname or free "
                           "variables")
    return code
