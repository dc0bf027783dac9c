"""Property-based fuzzing: generated programs never crash or hang the host, ``run_sync`` never
raises, and every error it reports is a ``SandboxError`` (never a ``SandboxInternalError``, and
never a traceback with a host frame).

Programs come from two sources: random statement/expression trees built from a small grammar
(introspection chains, dunder names, format strings, huge literals and widths, imports of
allowed and forbidden modules, classes, generators, try/except, loops), and random mutations
of the conformance suite's case files (lines deleted, duplicated, swapped, truncated, numbers
made huge, attribute chains and format fields spliced in, infinite loops inserted).

CI runs a bounded, derandomised sample in-process (``max_examples=150`` per source). The long
run (>= 10,000 programs: 5,000 per source; marked slow) runs each program in a process forked
from a worker (``harness.ForkRunner``), so a hang or a crash is reported with its program:

    python -m pytest tests/security/test_fuzz.py -m slow -q -p no:cacheprovider -s

It prints the number of programs run and how their outcomes split.
"""

from __future__ import annotations

import collections
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox import Limits, Sandbox, SandboxError, SandboxInternalError, Tool

from .harness import ForkRunner

FUZZ_LIMITS = Limits(max_steps=20_000, timeout_s=2.0, max_memory_bytes=32 << 20,
                     max_output_bytes=10_000, max_output_lines=200, max_recursion_depth=100,
                     max_tool_calls=50)


def _tool(x: Any = None) -> Any:
    return [x, {"k": "v"}]


SANDBOX = Sandbox(tools=[Tool(_tool, name="tool", cheap=True)], limits=FUZZ_LIMITS,
                  random_seed=0)
OUTCOMES: collections.Counter[str] = collections.Counter()


def check_program(source: str) -> None:
    """The property: the host survives, run_sync returns, the error is a SandboxError."""
    result = SANDBOX.session().run_sync(source)
    err = result.error
    OUTCOMES[type(err).__name__ if err is not None else "ok"] += 1
    assert err is None or isinstance(err, SandboxError), repr(err)
    assert not isinstance(err, SandboxInternalError), f"{err.message}\n--- source:\n{source}"
    if err is not None:
        assert 'File "/' not in err.traceback, err.traceback
        assert "." not in getattr(err, "type_name", ""), err.type_name


# --- a small grammar ------------------------------------------------------------------------------

NAMES = ["a", "b", "x", "lst", "d", "s", "f", "g", "C", "obj", "e"]
BUILTINS = ["print", "len", "str", "repr", "type", "object", "int", "list", "dict", "tuple",
            "set", "getattr", "hasattr", "setattr", "sorted", "range", "iter", "next", "format",
            "vars", "dir", "super", "isinstance", "abs", "sum", "min", "max", "divmod", "pow",
            "ord", "chr", "hash", "bytes", "bytearray", "enumerate", "zip", "map", "filter",
            "Exception", "ValueError", "KeyError", "tool", "ToolError", "callable", "reversed"]
ATTRS = ["__class__", "__dict__", "__globals__", "__code__", "__closure__", "__self__",
         "__func__", "__mro__", "__subclasses__", "__bases__", "__base__", "__reduce_ex__",
         "__getattribute__", "__init__", "__call__", "__builtins__", "__module__", "__name__",
         "__traceback__", "__context__", "__wrapped__", "gi_frame", "gi_code", "cr_frame",
         "tb_frame", "f_back", "f_globals", "_frame", "_code", "_globals", "args", "append",
         "format", "format_map", "join", "upper", "real", "keys", "items", "send", "throw",
         "__sandbox_guest__", "__doc__", "__getitem__", "__len__", "__mul__", "__format__"]
MODULES = ["json", "re", "math", "itertools", "collections", "functools", "operator",
           "string", "datetime", "copy", "random", "os", "sys", "builtins", "io", "types",
           "asyncio", "decimal", "textwrap", "struct", "gc", "inspect", "ctypes", "importlib"]
BINOPS = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"]
CMPOPS = ["==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in"]
SPECS = ["", ">5", "<10", "^20", "09", ".3f", ",", "x", "!r", ">999999999", ".999999999",
         ">{w}", "{w}"]
INTS = st.one_of(st.integers(-1000, 1000).map(str), st.sampled_from(
    ["2 ** 63", "10 ** 100", "-(10 ** 30)", "10 ** 6", "10 ** 9", "4300", "10 ** 4000",
     "2 ** 31 - 1"]))
STRINGS = st.text(alphabet="ab{}.0[]_%s:!<>\\\n\t'x", max_size=12)

atoms = st.one_of(
    INTS.map(lambda i: f"({i})"),
    STRINGS.map(repr),
    st.sampled_from(NAMES),
    st.sampled_from(BUILTINS),
    st.sampled_from(["None", "True", "False", "...", "1.5", "float('inf')", "1e308", "b'xy'",
                     "[]", "{}", "()", "'{0.__class__}'", "'{0.__globals__}'",
                     "'%s%s%s'", "'{:>999999999}'", "(lambda *a, **k: a)"]),
)
SIMPLE_OPERAND = st.one_of(st.sampled_from(NAMES), INTS.map(lambda i: f"({i})"))


def _compound(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.builds(lambda a, op, b: f"({a} {op} {b})", children, st.sampled_from(BINOPS),
                  children),
        st.builds(lambda a, op, b: f"({a} {op} {b})", children, st.sampled_from(CMPOPS),
                  children),
        st.builds(lambda op, a: f"({op}{a})", st.sampled_from(["-", "~", "not ", "+"]),
                  children),
        st.builds(lambda f, args: f"({f})({', '.join(args)})", children,
                  st.lists(children, max_size=3)),
        st.builds(lambda f, args: f"{f}({', '.join(args)})", st.sampled_from(BUILTINS),
                  st.lists(children, max_size=3)),
        st.builds(lambda a, n: f"({a}).{n}", children, st.sampled_from(ATTRS)),
        st.builds(lambda a, n: f"getattr({a}, {n!r}, None)", children, st.sampled_from(ATTRS)),
        st.builds(lambda a, n: f"getattr({a}, '__' + {n!r} + '__')", children,
                  st.sampled_from(["class", "globals", "subclasses", "self", "dict"])),
        st.builds(lambda a, i: f"({a})[{i}]", children, children),
        st.builds(lambda items: f"[{', '.join(items)}]", st.lists(children, max_size=4)),
        st.builds(lambda items: f"({', '.join(items)},)" if items else "()",
                  st.lists(children, max_size=3)),
        st.builds(lambda k, v: f"{{{k}: {v}}}", children, children),
        st.builds(lambda a, spec, w: "f'{" + a + (":" + spec.replace("{w}", "{" + w + "}")
                                                  if spec and not spec.startswith("!")
                                                  else spec) + "}'",
                  SIMPLE_OPERAND, st.sampled_from(SPECS), SIMPLE_OPERAND),
        st.builds(lambda t, a, field: f"{t!r}.format({a})", st.sampled_from(
            ["{0.__class__}", "{0.__init__.__globals__}", "{0[0]}", "{}", "{0!r:>20}",
             "{0.real}", "{:{}}"]), children, st.just("")),
        st.builds(lambda a, b, c: f"({a} if {b} else {c})", children, children, children),
        st.builds(lambda body: f"(lambda x=None: {body})", children),
        st.builds(lambda a, b: f"[{a} for x in {b}]", children, children),
        st.builds(lambda a, b: f"{{{a}: x for x in {b}}}", children, children),
        st.builds(lambda a: f"(x for x in {a})", children),
        st.builds(lambda a, b: f"({a} and {b})", children, children),
        st.builds(lambda a, b: f"({a} or {b})", children, children),
    )


expressions = st.recursive(atoms, _compound, max_leaves=12)


def _indent(block: str) -> str:
    return "\n".join("    " + line for line in block.splitlines())


SIMPLE = st.one_of(
    st.builds(lambda n, e: f"{n} = {e}", st.sampled_from(NAMES), expressions),
    st.builds(lambda n, op, e: f"{n} {op}= {e}", st.sampled_from(NAMES),
              st.sampled_from(["+", "*", "-", "**", "<<", "|"]), expressions),
    expressions,
    st.builds(lambda e, n, v: f"{e}.{n} = {v}", expressions, st.sampled_from(ATTRS),
              expressions),
    st.builds(lambda e, i, v: f"{e}[{i}] = {v}", expressions, expressions, expressions),
    st.builds(lambda m: f"import {m}", st.sampled_from(MODULES)),
    st.builds(lambda m, n: f"from {m} import {n}", st.sampled_from(MODULES),
              st.sampled_from(["*", "path", "loads", "environ", "_private", "chain"])),
    st.builds(lambda e: f"print({e})", expressions),
    st.builds(lambda e: f"raise {e}", expressions),
    st.builds(lambda e: f"assert {e}", expressions),
    st.builds(lambda n: f"del {n}", st.sampled_from(NAMES)),
    st.sampled_from(["pass", "global a", "await tool()", "x = await tool(1)"]),
)
IN_FUNCTION = st.sampled_from(["return", "return x", "yield x", "x = yield from range(3)",
                               "return (yield)"])
IN_LOOP = st.sampled_from(["break", "continue"])


def _statements(depth: int, extra: st.SearchStrategy[str] | None = None
                ) -> st.SearchStrategy[str]:
    simple = SIMPLE if extra is None else st.one_of(SIMPLE, extra)
    if depth <= 0:
        return simple

    def block(inner: st.SearchStrategy[str] | None = extra) -> st.SearchStrategy[str]:
        return st.lists(_statements(depth - 1, inner), min_size=1, max_size=3).map(
            lambda stmts: _indent("\n".join(stmts)))

    loop_extra = IN_LOOP if extra is None else st.one_of(extra, IN_LOOP)
    return st.one_of(
        simple,
        st.builds(lambda c, b, e: f"if {c}:\n{b}\nelse:\n{e}", expressions, block(), block()),
        st.builds(lambda it, b: f"for x in {it}:\n{b}", expressions, block(loop_extra)),
        st.builds(lambda c, b: f"while {c}:\n{b}", expressions, block(loop_extra)),
        st.builds(lambda b, h, f: f"try:\n{b}\nexcept BaseException as e:\n{h}\nfinally:\n{f}",
                  block(), block(), block()),
        st.builds(lambda n, b: f"def {n}(self=None, *args, **kw):\n{b}", st.sampled_from(
            ["f", "g", "__init__", "__repr__", "__getattr__", "__eq__", "__hash__"]),
            block(IN_FUNCTION)),
        st.builds(lambda n, base, b: f"class {n}({base}):\n{b}", st.sampled_from(["C", "D"]),
                  st.sampled_from(["", "object", "str", "dict", "Exception", "int", "type",
                                   "C", "type(print)", "metaclass=type"]), block(None)),
        st.builds(lambda b: f"async def g():\n{b}", block(IN_FUNCTION)),
        st.builds(lambda e, b: f"with {e} as w:\n{b}", expressions, block()),
    )


programs = st.lists(_statements(2), min_size=1, max_size=8).map("\n".join)

# --- mutations of the conformance cases ----------------------------------------------------------

CASE_FILES = sorted((Path(__file__).resolve().parents[2] / "conformance" / "cases").glob("*.py"))
SPLICES = ["x.__class__.__mro__[-1].__subclasses__()", "'{0.__globals__}'.format(print)",
           "while True:\n    pass", "10 ** 10 ** 8", "'a' * 10 ** 10", "print.__self__",
           "def __del__(self):\n    pass", "raise SystemExit", "import os",
           "(lambda: 0).__code__", "f'{0:>9999999999}'", "getattr(1, '__cl' + 'ass__')"]


@st.composite
def mutated_cases(draw: st.DrawFn) -> str:
    path = draw(st.sampled_from(CASE_FILES))
    lines = path.read_text().splitlines()
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            lines = ["pass"]
        kind = draw(st.sampled_from(["delete", "duplicate", "swap", "truncate", "huge_number",
                                     "splice", "char", "dedent"]))
        i = draw(st.integers(0, len(lines) - 1))
        j = draw(st.integers(0, len(lines) - 1))
        if kind == "delete":
            del lines[i]
        elif kind == "duplicate":
            lines.insert(i, lines[i])
        elif kind == "swap":
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "truncate":
            lines[i] = lines[i][:draw(st.integers(0, max(0, len(lines[i]))))]
        elif kind == "huge_number":
            lines[i] = "".join("9" * 12 if ch.isdigit() else ch for ch in lines[i])
        elif kind == "splice":
            indent = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
            splice = draw(st.sampled_from(SPLICES))
            lines[i:i] = [indent + s for s in splice.splitlines()]
        elif kind == "char":
            pos = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:pos] + draw(st.sampled_from(list("()[]{}:.,'\"\\#@*"))) + \
                lines[i][pos:]
        else:
            lines[i] = lines[i].lstrip()
    return "\n".join(lines) + "\n"


# --- the tests ----------------------------------------------------------------------------------

CI = settings(max_examples=150, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=5_000, deadline=None, database=None,
                suppress_health_check=list(HealthCheck))


@CI
@given(programs)
def test_generated_programs(source: str) -> None:
    check_program(source)


@CI
@given(mutated_cases())
def test_mutated_conformance_cases(source: str) -> None:
    check_program(source)


FORK_LIMITS = {"max_steps": FUZZ_LIMITS.max_steps, "timeout_s": FUZZ_LIMITS.timeout_s,
               "max_memory_bytes": FUZZ_LIMITS.max_memory_bytes,
               "max_output_bytes": FUZZ_LIMITS.max_output_bytes,
               "max_output_lines": FUZZ_LIMITS.max_output_lines,
               "max_recursion_depth": FUZZ_LIMITS.max_recursion_depth,
               "max_tool_calls": FUZZ_LIMITS.max_tool_calls}


@pytest.fixture(scope="module")
def fork_runner() -> Any:
    runner = ForkRunner()
    yield runner
    runner.close()


def check_isolated(runner: ForkRunner, source: str) -> None:
    """The property, with the program in a forked process: a hang or crash of the host process
    is reported as a failure with the program instead of stopping the run."""
    rec = runner.run(source, FORK_LIMITS, deadline=FUZZ_LIMITS.timeout_s + 8.0)
    OUTCOMES[rec["outcome"] if rec["outcome"] != "done" else rec.get("error") or "ok"] += 1
    assert rec["outcome"] == "done", f"host process {rec['outcome']}: {rec}\n{source}"
    assert "host_exception" not in rec, f"run_sync raised {rec['host_exception']}\n{source}"
    if rec.get("error"):
        assert rec.get("is_sandbox_error"), rec
        assert rec["error"] != "SandboxInternalError", f"{rec['message']}\n{source}"
        assert 'File "/' not in rec.get("traceback", ""), rec["traceback"]


@pytest.mark.slow
@pytest.mark.timeout(7200)
@LONG
@given(programs)
def test_generated_programs_long(fork_runner: ForkRunner, source: str) -> None:
    check_isolated(fork_runner, source)


@pytest.mark.slow
@pytest.mark.timeout(7200)
@LONG
@given(mutated_cases())
def test_mutated_conformance_cases_long(fork_runner: ForkRunner, source: str) -> None:
    check_isolated(fork_runner, source)


def teardown_module() -> None:
    if OUTCOMES:
        print(f"\nfuzz outcomes ({sum(OUTCOMES.values())} programs): {dict(OUTCOMES)}")
