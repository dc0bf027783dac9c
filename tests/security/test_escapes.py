"""Escapes: reaching host objects (frames, globals, builtins, modules, classes, private host
objects) through introspection, from every builtin value, every builtin function, every
allowlisted module and the objects their functions return.

Every case asserts the exact refusal (the exception type and the attribute it names) and that
the statement after the refused one never ran (see ``harness.refused``). The walker cases
(``harness.WALKER``) read every public attribute, every dangerous dunder and every
``__call__``/``__func__``/``__wrapped__``/``__self__`` hop of an object and must reach nothing.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import datetime
import decimal
import fractions
import os
import sys
from typing import Any, NamedTuple

import pytest

from sandbox import Limits

from .harness import (
    attr_refused,
    case,
    chain_links,
    describe,
    importable,
    make_sandbox,
    ok,
    refused,
    run,
    walk_result,
)

# --- 1. dunder chains from every kind of builtin value ----------------------------------------

HOST_VALUES = {
    "int": "(1)", "bool": "True", "float": "1.5", "complex": "1j", "str": "'s'",
    "bytes": "b's'", "bytearray": "bytearray(b's')", "list": "[1]", "tuple": "(1,)",
    "dict": "{1: 2}", "set": "{1}", "frozenset": "frozenset({1})", "range": "range(3)",
    "slice": "slice(1)", "None": "None", "Ellipsis": "...", "NotImplemented": "NotImplemented",
    "dict_keys": "{1: 2}.keys()", "dict_items": "{1: 2}.items()",
    "list_iterator": "iter([1])", "str_iterator": "iter('ab')", "map": "map(abs, [1])",
    "zip": "zip([1])", "enumerate": "enumerate([1])", "reversed": "reversed([1])",
    "filter": "filter(None, [1])", "genexpr": "(x for x in [1])",
    "builtin_len": "len", "builtin_print": "print", "builtin_method": "[].append",
    "property": "property()", "super": "super(G := type('G', (int,), {}), G(1))",
    "exception": "ValueError('x')", "exception_class": "ValueError",
}


@pytest.mark.parametrize("attr", ["__reduce_ex__", "__reduce__"])
@pytest.mark.parametrize("expr", list(HOST_VALUES.values()), ids=list(HOST_VALUES))
def test_value_dunder_refused(expr: str, attr: str) -> None:
    attr_refused(f"x = {expr}\nx.{attr}", attr)


@pytest.mark.parametrize("expr", list(HOST_VALUES.values()), ids=list(HOST_VALUES))
def test_value_class_is_what_type_answers(expr: str) -> None:
    # e.__class__.__name__ is ordinary code; it hands out the guest's type(x), no more
    assert ok(f"x = {expr}\nx.__class__ is type(x)").value is True


TYPES = ["object", "int", "str", "bytes", "list", "dict", "tuple", "set", "type(None)",
         "BaseException", "Exception", "type(print)", "type(len)", "type(lambda: 0)",
         "type(iter([]))", "type((x for x in []))"]


@pytest.mark.parametrize("attr", ["__subclasses__", "__dict__"])
@pytest.mark.parametrize("expr", TYPES)
def test_type_introspection_refused(expr: str, attr: str) -> None:
    attr_refused(f"t = {expr}\nt.{attr}", attr)


# --- 2. builtin functions: __self__ is the builtins module in CPython ----------------------------

BUILTIN_NAMES = ["abs", "all", "any", "ascii", "bin", "callable", "chr", "divmod", "format",
                 "getattr", "hasattr", "hash", "hex", "isinstance", "issubclass", "iter",
                 "len", "max", "min", "next", "oct", "ord", "pow", "print", "repr", "round",
                 "setattr", "delattr", "sorted", "sum", "vars", "dir", "aiter", "anext", "type"]


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_builtin_self_refused(name: str) -> None:
    attr_refused(f"{name}.__self__", "__self__")


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_builtin_walk_reaches_nothing(name: str) -> None:
    found, _, _ = walk_result("", name, 1, name)
    assert found == []


@pytest.mark.parametrize("expr", ["type[int]", "(type | None).__args__[0]",
                                  "(None | type).__args__[1]", "(int | type).__args__[1]"])
def test_type_hint_aliases_hold_the_guest_type(expr: str) -> None:
    # an alias of the real ``type`` would build host classes when called (type[int]("A", ...))
    result = ok(f"import typing\nt = {expr}\nC = t('C', (), {{}})\n(C.__module__, type(C) is type)")
    assert result.value == ("__main__", True)


# --- 3. every allowlisted module -----------------------------------------------------------------

MODULE_DUNDERS = ["__loader__", "__spec__", "__file__", "__dict__", "__builtins__", "__path__",
                  "__package__", "__cached__", "__class__", "__getattribute__", "__reduce__"]

#: Modules whose walk currently reaches something, with what is missing.
MODULE_WALK_GAPS: dict[str, str] = {
    # Field, InitVar and FrozenInstanceError are guest classes now (guest/dataclasses.py): the
    # walk reads __subclasses__ (their guest subclasses) on them, as on every guest class
    # (class A: pass; the same); whether guest classes keep it is the reachability census's
    # call (issue 13). (Their __getattribute__ is the gate's object.__getattribute__, which the
    # walker does not count: it is what the name ``object`` gives.)
    "dataclasses": "guest classes expose __subclasses__",
    "os": "os.DirEntry is a guest class (guest/os_walk.py): the same as dataclasses",
    "logging": "its loggers, handlers and formatters are guest classes: as dataclasses",
    "warnings": "WarningMessage and catch_warnings are guest classes: as dataclasses",
}


@pytest.mark.parametrize("module", sorted(importable()))
def test_module_dunders_refused(module: str) -> None:
    code = (f"import {module} as M\nreached = []\n"
            f"for name in {MODULE_DUNDERS!r}:\n"
            "    try:\n        getattr(M, name)\n"
            "    except AttributeError as e:\n"
            "        if name not in str(e):\n            reached.append((name, str(e)))\n"
            "    else:\n        reached.append(name)\nreached")
    result = ok(code)
    assert result.value == [], result.value


@pytest.mark.parametrize("module", [case(m, m, xfail=MODULE_WALK_GAPS.get(m))
                                    for m in sorted(importable())])
def test_module_walk_reaches_nothing(module: str) -> None:
    found, _, _ = walk_result(f"import {module}", module, 2, module)
    assert [f for f in found if not _guest_class_dunder(f)] == []


#: Classes that modules hand out as *guest* classes (their source is run by the sandbox per
#: session): on them ``__subclasses__`` (this session's guest subclasses only) reads as on any
#: guest class (their ``__getattribute__``, the gate's object.__getattribute__, the walker
#: does not count: see harness.WALKER).
GUEST_CLASSES = ("collections.UserDict", "collections.UserList", "collections.UserString",
                 "pathlib.PurePath", "pathlib.PurePosixPath", "pathlib.Path",
                 "pathlib.PosixPath", "pathlib.PureWindowsPath", "pathlib.WindowsPath",
                 "shutil.Error", "shutil.SameFileError",
                 "tempfile.TemporaryDirectory", "os.PathLike",
                 "string.Formatter", "reprlib.Repr", "html.parser.HTMLParser",
                 "json.JSONEncoder", "json.JSONDecoder", "functools.partialmethod",
                 "pprint.PrettyPrinter", "configparser.ExtendedInterpolation",
                 "asyncio.Future",  # guest source (guest/to_thread.py)
                 # guest source (guest/collections_abc.py): classes programs derive from
                 *(f"collections.abc.{name}" for name in collections.abc.__all__
                   if name != "Buffer"),
                 *(f"argparse.{name}" for name in (  # guest source (guest/argparse.py)
                     "ArgumentParser", "ArgumentError", "ArgumentTypeError", "Namespace",
                     "HelpFormatter", "FileType")),
                 *(f"inspect.{name}" for name in (
                     "BoundArguments", "Parameter", "Parameter.empty", "Signature")),
                 *(f"configparser.{name}" for name in (
                     "BasicInterpolation", "ConfigParser", "DuplicateOptionError",
                     "DuplicateSectionError", "Error", "Interpolation",
                     "InterpolationDepthError", "InterpolationError",
                     "InterpolationMissingOptionError", "InterpolationSyntaxError",
                     "MissingSectionHeaderError", "NoOptionError", "NoSectionError",
                     "ParsingError", "RawConfigParser", "SectionProxy")),
                 *(f"queue.{name}" for name in (  # guest source (guest/queue.py)
                     "Empty", "Full", "Queue", "LifoQueue", "PriorityQueue", "SimpleQueue")),
                 *(f"ipaddress.{name}" for name in (  # guest source (guest/ipaddress*.py)
                     "AddressValueError", "NetmaskValueError", "IPv4Address", "IPv6Address",
                     "IPv4Network", "IPv6Network", "IPv4Interface", "IPv6Interface")),
                 # guest source (guest/xml_*.py, guest/email_*.py)
                 *(f"email.charset.{name}" for name in ("Charset",)),
                 *(f"email.contentmanager.{name}" for name in ("ContentManager",)),
                 *(f"email.errors.{name}" for name in (
                     "BoundaryError", "CharsetError", "CloseBoundaryNotFoundDefect",
                     "FirstHeaderLineIsContinuationDefect", "HeaderDefect",
                     "HeaderMissingRequiredValue", "HeaderParseError",
                     "InvalidBase64CharactersDefect", "InvalidBase64LengthDefect",
                     "InvalidBase64PaddingDefect", "InvalidDateDefect", "InvalidHeaderDefect",
                     "MalformedHeaderDefect", "MessageDefect", "MessageError", "MessageParseError",
                     "MisplacedEnvelopeHeaderDefect", "MultipartConversionError",
                     "MultipartInvariantViolationDefect", "NoBoundaryInMultipartDefect",
                     "NonASCIILocalPartDefect", "NonPrintableDefect", "ObsoleteHeaderDefect",
                     "StartBoundaryNotFoundDefect",)),
                 *(f"email.generator.{name}" for name in (
                     "BytesGenerator", "DecodedGenerator", "Generator",)),
                 *(f"email.header.{name}" for name in ("Header",)),
                 *(f"email.headerregistry.{name}" for name in (
                     "Address", "AddressHeader", "BaseHeader", "ContentDispositionHeader",
                     "ContentTransferEncodingHeader", "ContentTypeHeader", "DateHeader", "Group",
                     "HeaderRegistry", "UnstructuredHeader",)),
                 *(f"email.message.{name}" for name in ("EmailMessage", "MIMEPart", "Message",)),
                 *(f"email.mime.application.{name}" for name in ("MIMEApplication",)),
                 *(f"email.mime.base.{name}" for name in ("MIMEBase",)),
                 *(f"email.mime.image.{name}" for name in ("MIMEImage",)),
                 *(f"email.mime.message.{name}" for name in ("MIMEMessage",)),
                 *(f"email.mime.multipart.{name}" for name in ("MIMEMultipart",)),
                 *(f"email.mime.nonmultipart.{name}" for name in ("MIMENonMultipart",)),
                 *(f"email.mime.text.{name}" for name in ("MIMEText",)),
                 *(f"email.parser.{name}" for name in (
                     "BytesFeedParser", "BytesHeaderParser", "BytesParser", "FeedParser",
                     "HeaderParser", "Parser",)),
                 *(f"email.policy.{name}" for name in ("Compat32", "EmailPolicy", "Policy",)),
                 *(f"xml.dom.minidom.{name}" for name in (
                     "Attr", "CDATASection", "Comment", "DOMImplementation", "Document", "Element",
                     "NamedNodeMap", "Node", "NodeList", "ProcessingInstruction", "Text",)),
                 *(f"xml.etree.ElementTree.{name}" for name in (
                     "Element", "ElementTree", "ParseError", "QName", "TreeBuilder", "XMLParser",)),
                 *(f"xml.parsers.expat.{name}" for name in ("ExpatError",)),
                 *(f"weakref.{name}" for name in (  # guest source (guest/weakref_*.py)
                     "ReferenceType", "ref", "WeakMethod", "WeakValueDictionary",
                     "WeakKeyDictionary", "WeakSet", "finalize")),
                 # guest source (guest/contextvars.py, guest/gzip.py)
                 *(f"contextvars.{name}" for name in ("Context", "ContextVar", "Token")),
                 "gzip.GzipFile",
                 # guest source (guest/threading.py, concurrent_futures.py, multiprocessing*)
                 "concurrent.futures.BrokenExecutor",
                 "concurrent.futures.CancelledError",
                 "concurrent.futures.Executor",
                 "concurrent.futures.Future",
                 "concurrent.futures.InvalidStateError",
                 "concurrent.futures.ProcessPoolExecutor",
                 "concurrent.futures.ThreadPoolExecutor",
                 "multiprocessing.AuthenticationError",
                 "multiprocessing.Barrier",
                 "multiprocessing.BoundedSemaphore",
                 "multiprocessing.BufferTooShort",
                 "multiprocessing.Condition",
                 "multiprocessing.Event",
                 "multiprocessing.JoinableQueue",
                 "multiprocessing.Pool",
                 "multiprocessing.Process",
                 "multiprocessing.ProcessError",
                 "multiprocessing.RLock",
                 "multiprocessing.Semaphore",
                 "multiprocessing.SimpleQueue",
                 "multiprocessing.ThreadPool",
                 "multiprocessing.TimeoutError",
                 "multiprocessing.dummy.Barrier",
                 "multiprocessing.dummy.BoundedSemaphore",
                 "multiprocessing.dummy.Condition",
                 "multiprocessing.dummy.Event",
                 "multiprocessing.dummy.JoinableQueue",
                 "multiprocessing.dummy.Pool",
                 "multiprocessing.dummy.Process",
                 "multiprocessing.dummy.RLock",
                 "multiprocessing.dummy.Semaphore",
                 "multiprocessing.pool.ApplyResult",
                 "multiprocessing.pool.Pool",
                 "multiprocessing.pool.ThreadPool",
                 "threading.Barrier",
                 "threading.BoundedSemaphore",
                 "threading.BrokenBarrierError",
                 "threading.Condition",
                 "threading.Event",
                 "threading.ExceptHookArgs",
                 "threading.RLock",
                 "threading.Semaphore",
                 "threading.Thread",
                 "threading.Timer",
                 "threading.local")


def _guest_class_dunder(path: str) -> bool:
    owner, _, name = path.rpartition(".")
    return owner in GUEST_CLASSES and name == "__subclasses__"


def test_module_guest_classes_reach_only_guest_objects() -> None:
    result = ok("import collections\nclass Mine(collections.UserDict):\n    pass\n"
                "subs = collections.UserDict.__subclasses__()\n"
                "ga = collections.UserList.__getattribute__\n"
                "(subs == [Mine], ga is object.__getattribute__, ga(collections.UserList([1]),"
                " 'data'))")
    assert result.value == (True, True, [1])
    other = ok("import collections\ncollections.UserDict.__subclasses__()")
    assert other.value == []  # another session's classes are its own
    mine = ok("import json, string\nclass E(json.JSONEncoder):\n    pass\n"
              "(json.JSONEncoder.__subclasses__() == [E], string.Formatter.__subclasses__())")
    assert mine.value == (True, [])


def test_no_module_hands_out_host_python_functions() -> None:
    offenders = []
    for module in sorted(importable()):
        _, hostfn, _ = walk_result(f"import {module}", module, 2, module)
        offenders += hostfn
    assert offenders == []




# --- 4. objects returned by module functions ------------------------------------------------------

RETURNED = [
    ("re.Pattern", "re", "import re", "re.compile('a(b)')"),
    ("re.Match", "re", "import re", "re.match('a(b)', 'ab')"),
    ("re.finditer", "re", "import re", "re.finditer('a', 'aa')"),
    ("re.error", "re", "import re\ntry:\n    re.compile('(')\nexcept re.error as e:\n    x = e",
     "x"),
    ("json.JSONDecodeError", "json",
     "import json\ntry:\n    json.loads('{')\nexcept ValueError as e:\n    x = e", "x"),
    ("datetime.datetime", "datetime", "import datetime",
     "datetime.datetime(2020, 1, 2, 3, 4, 5)"),
    ("datetime.date", "datetime", "import datetime", "datetime.date(2020, 1, 2)"),
    ("datetime.timedelta", "datetime", "import datetime", "datetime.timedelta(1)"),
    ("datetime.timezone", "datetime", "import datetime", "datetime.timezone.utc"),
    ("datetime.class", "datetime", "import datetime", "datetime.datetime"),
    ("zoneinfo.ZoneInfo", "zoneinfo", "import zoneinfo", "zoneinfo.ZoneInfo('UTC')"),
    ("collections.deque", "collections", "import collections", "collections.deque([1])"),
    ("collections.Counter", "collections", "import collections", "collections.Counter('ab')"),
    ("collections.OrderedDict", "collections", "import collections",
     "collections.OrderedDict(a=1)"),
    ("collections.defaultdict", "collections", "import collections",
     "collections.defaultdict(list)"),
    ("collections.ChainMap", "collections", "import collections",
     "collections.ChainMap({1: 2})"),
    ("namedtuple", "collections", "import collections\nP = collections.namedtuple('P', 'a b')",
     "P(1, 2)"),
    ("numbers.Number", "numbers", "import numbers", "numbers.Number"),
    ("io.StringIO", "io", "import io", "io.StringIO('x')"),
    ("io.BytesIO", "io", "import io", "io.BytesIO(b'x')"),
    ("csv.reader", "csv", "import csv", "csv.reader(['a,b'])"),
    ("csv.writer", "csv", "import csv, io", "csv.writer(io.StringIO())"),
    ("csv.DictReader", "csv", "import csv", "csv.DictReader(['a,b', '1,2'])"),
    ("hashlib.sha256", "hashlib", "import hashlib", "hashlib.sha256(b'x')"),
    ("hmac.HMAC", "hmac", "import hmac", "hmac.new(b'k', b'm', 'sha256')"),
    ("uuid.UUID", "uuid", "import uuid", "uuid.UUID(int=5)"),
    ("struct.Struct", "struct", "import struct", "struct.Struct('i')"),
    ("struct.iter_unpack", "struct", "import struct", "struct.iter_unpack('b', b'ab')"),
    ("array.array", "array", "import array", "array.array('i', [1, 2])"),
    ("difflib.SequenceMatcher", "difflib", "import difflib",
     "difflib.SequenceMatcher(None, 'ab', 'ac')"),
    ("difflib.ndiff", "difflib", "import difflib", "difflib.ndiff(['a'], ['b'])"),
    ("string.Template", "string", "import string", "string.Template('$a')"),
    ("time.struct_time", "time", "import time", "time.gmtime(0)"),
    ("calendar.TextCalendar", "calendar", "import calendar", "calendar.TextCalendar()"),
    ("calendar.month_name", "calendar", "import calendar", "calendar.month_name"),
    ("types.SimpleNamespace", "types", "import types", "types.SimpleNamespace(a=1)"),
    ("types.MappingProxyType", "types", "import types", "types.MappingProxyType({1: 2})"),
    ("asyncio.Event", "asyncio", "import asyncio", "asyncio.Event()"),
    ("asyncio.Queue", "asyncio", "import asyncio", "asyncio.Queue()"),
    ("asyncio.Task", "asyncio",
     "import asyncio\nasync def main():\n    return asyncio.current_task()\n"
     "x = asyncio.run(main())", "x"),
    ("enum.Enum", "enum", "import enum\nclass C(enum.Enum):\n    A = 1", "C.A"),
    ("dataclass", "dataclasses",
     "import dataclasses\n@dataclasses.dataclass\nclass D:\n    a: int = 1", "D()"),
    ("contextmanager", "contextlib",
     "import contextlib\n@contextlib.contextmanager\ndef cm():\n    yield 1", "cm()"),
    ("itertools.count", "itertools", "import itertools", "itertools.count()"),
    ("itertools.chain", "itertools", "import itertools", "itertools.chain([1], [2])"),
    ("itertools.groupby", "itertools", "import itertools", "itertools.groupby('aab')"),
    ("itertools.tee", "itertools", "import itertools", "itertools.tee([1, 2])[0]"),
    ("functools.partial", "functools", "import functools", "functools.partial(print, 1)"),
    ("functools.lru_cache", "functools",
     "import functools\n@functools.lru_cache(None)\ndef f(x):\n    return x", "f"),
    ("functools.cmp_to_key", "functools", "import functools",
     "functools.cmp_to_key(lambda a, b: 0)(1)"),
    ("operator.attrgetter", "operator", "import operator", "operator.attrgetter('real')"),
    ("operator.methodcaller", "operator", "import operator",
     "operator.methodcaller('upper')"),
    ("decimal.Decimal", "decimal", "import decimal", "decimal.Decimal('1.5')"),
    ("decimal.Context", "decimal", "import decimal", "decimal.getcontext()"),
    ("fractions.Fraction", "fractions", "import fractions", "fractions.Fraction(1, 3)"),
    ("statistics.NormalDist", "statistics", "import statistics",
     "statistics.NormalDist(0, 1)"),
    ("random_module_result", "random", "import random", "random.sample(range(10), 3)"),
    ("typing.alias", "typing", "import typing", "typing.List[int]"),
    ("typing.namedtuple_class", "typing",
     "import typing\nclass P(typing.NamedTuple):\n    a: int", "P(1)"),
    ("dataclasses.fields", "dataclasses",
     "import dataclasses\n@dataclasses.dataclass\nclass D:\n    a: int = 1",
     "dataclasses.fields(D)[0]"),
    ("contextlib.suppress", "contextlib", "import contextlib",
     "contextlib.suppress(ValueError)"),
    ("abc.ABC_instance", "abc", "import abc\nclass A(abc.ABC):\n    pass", "A()"),
    ("math.result", "math", "import math", "math.frexp(1.5)"),
    ("cmath.result", "cmath", "import cmath", "cmath.sqrt(-1)"),
    ("bisect_heapq", "heapq", "import heapq, bisect\nh = [3, 1]\nheapq.heapify(h)",
     "(h, bisect.bisect(h, 2))"),
    ("tool_result", None, "", "tool()"),
    ("guest_generator", None, "def g():\n    yield 1", "g()"),
    ("guest_coroutine", None, "async def c():\n    return 1", "c()"),
    ("guest_async_generator", None, "async def ag():\n    yield 1", "ag()"),
    ("guest_traceback", None, "try:\n    1/0\nexcept ZeroDivisionError as e:\n    x = e",
     "x.__traceback__"),
    ("guest_function", None, "def f(a=[1]):\n    return a", "f"),
    ("guest_instance", None, "class A:\n    def m(self):\n        return 1", "A()"),
    ("sys_stdout", None, "", "print"),
]


@pytest.mark.parametrize(("setup", "expr"), [
    case(name, setup, expr, needs=module) for name, module, setup, expr in RETURNED])
def test_returned_object_walk_reaches_nothing(setup: str, expr: str) -> None:
    found, _, _ = walk_result(setup, expr, 2, "x", tools={"tool": _returning_tool})
    assert found == []


@dataclasses.dataclass
class _Point:
    x: int
    tags: list[str]


def _returning_tool() -> Any:
    return {"point": _Point(1, ["a"]), "when": datetime.datetime(2020, 1, 1),
            "amount": decimal.Decimal("1.5"), "ratio": fractions.Fraction(1, 3),
            "pair": _Pair(1, 2), "nested": [[1, (2, {3})]], "blob": b"x", "buf": bytearray(b"y")}


class _Pair(NamedTuple):
    a: int
    b: int


class _HostDict(dict):  # type: ignore[type-arg]
    def __getitem__(self, key: Any) -> Any:
        return os


TOOL_RETURNS = [
    case("dict_subclass_becomes_dict", "type(tool()).__name__", "dict"),
    case("dataclass_becomes_dict", "type(point()).__name__", "dict"),
    case("namedtuple_becomes_dict", "type(pair()).__name__", "dict"),
    case("subclass_items_copied", "tool()['k']", "v"),
    case("no_host_module_through_subclass_getitem", "[type(v).__name__ for v in tool().values()]",
         ["str"]),
]


@pytest.mark.parametrize(("code", "expected"), TOOL_RETURNS)
def test_tool_results_are_plain_data(code: str, expected: Any) -> None:
    tools = {"tool": lambda: _HostDict(k="v"), "point": lambda: _Point(1, ["a"]),
             "pair": lambda: _Pair(1, 2)}
    assert ok(code, tools=tools).value == expected


@pytest.mark.parametrize("value", [
    case("object", object()), case("module", os), case("function", os.getcwd),
    case("class", int), case("exception", ValueError("x")), case("generator", iter([1])),
    case("frame", sys._getframe()), case("host_dataclass_with_module_field", _Point(1, os)),
])
def test_host_objects_never_cross_from_tools(value: Any) -> None:
    result = run("tool()", tools={"tool": lambda: value})
    # the host's bug, not the guest's: the guest learns only that the tool failed; the host's
    # ToolError (sandbox.ToolError, not a GuestError) has a SandboxError cause naming the tool
    # and the type
    from sandbox import ToolError
    assert isinstance(result.error, ToolError), result.error
    assert "tool 'tool' failed" in str(result.error) and "host's side" in str(result.error)
    assert "cannot be passed as a tool result" in str(result.error.__cause__)


# --- 5. generators, coroutines, frames, tracebacks -----------------------------------------------

GEN = "def g():\n    yield 1\nx = g()\n"
CORO = "async def c():\n    return 1\nx = c()\n"
AGEN = "async def ag():\n    yield 1\nx = ag()\n"
TB = "try:\n    1/0\nexcept ZeroDivisionError as e:\n    err = e\n"

FRAME_WALKS = [
    case("gi_frame", GEN + "x.gi_frame", "gi_frame"),
    case("gi_code", GEN + "x.gi_code", "gi_code"),
    case("gi_yieldfrom", GEN + "x.gi_yieldfrom", "gi_yieldfrom"),
    case("gen_private_frame", GEN + "x._frame", "_frame"),
    case("gen_private_greenlet", GEN + "next(x)\nx._glet", "_glet"),
    case("gen_private_code", GEN + "x._code", "_code"),
    case("gen_send_func_globals", GEN + "x.send.__func__.__globals__", "__globals__"),
    case("genexpr_gi_frame", "x = (i for i in [1])\nx.gi_frame", "gi_frame"),
    case("cr_frame", CORO + "x.cr_frame", "cr_frame"),
    case("cr_code", CORO + "x.cr_code", "cr_code"),
    case("cr_await", CORO + "x.cr_await", "cr_await"),
    case("coro_private_frame", CORO + "x._frame", "_frame"),
    case("ag_frame", AGEN + "x.ag_frame", "ag_frame"),
    case("agen_private_gen", AGEN + "x._gen", "_gen"),
    case("tb_frame", TB + "err.__traceback__.tb_frame", "tb_frame"),
    case("tb_frame_f_back", TB + "err.__traceback__.tb_frame.f_back", "tb_frame"),
    case("tb_next_frame",
         "def f():\n    1/0\ntry:\n    f()\nexcept ZeroDivisionError as e:\n    err = e\n"
         "err.__traceback__.tb_next.tb_frame", "tb_frame"),
    case("tb_private_entries", TB + "err._sandbox_tb", "_sandbox_tb"),
    case("exception_with_traceback_frame", TB + "err.with_traceback(None).__traceback__"
         ".tb_frame", "tb_frame"),
    case("frame_via_generator_throw",
         "def g():\n    try:\n        yield 1\n    except Exception as e:\n        yield e\n"
         "x = g()\nnext(x)\ne = x.throw(ValueError())\ne.__traceback__.tb_frame", "tb_frame"),
    case("await_iterator_internals", CORO + "it = x.__await__()\nit.gi_frame", "gi_frame"),
    case("stop_iteration_value_frame",
         "def g():\n    return 5\n    yield\ntry:\n    next(g())\nexcept StopIteration as s:\n"
         "    e = s\ne.__traceback__.tb_frame", "tb_frame"),
]


@pytest.mark.parametrize(("code", "attr"), FRAME_WALKS)
def test_frame_walks_refused(code: str, attr: str) -> None:
    attr_refused(code, chain_links(code, attr))


# --- 6. exceptions as carriers --------------------------------------------------------------------

CARRIERS = [
    case("context_chain_walk",
         "import json\ntry:\n    json.loads('{')\nexcept ValueError as e:\n    err = e\n"
         "c = err\nwhile c is not None:\n    c.__traceback__.tb_frame\n    c = c.__context__",
         "tb_frame", needs="json"),
    case("host_cause_of_tool_error",
         "try:\n    fail()\nexcept OSError as e:\n    err = e\nerr._sandbox_host_cause",
         "_sandbox_host_cause"),
    case("tool_name_mark_of_tool_error",
         "try:\n    fail()\nexcept OSError as e:\n    err = e\nerr._sandbox_tool",
         "_sandbox_tool"),
    case("tool_error_cause_is_none",
         "try:\n    fail()\nexcept OSError as e:\n    err = e\nerr.__cause__.__traceback__",
         "__traceback__"),
    case("exception_dict", TB + "err.__dict__", "__dict__"),
    case("exception_reduce", TB + "err.__reduce__()", "__reduce__"),
    case("exception_setstate", TB + "err.__setstate__({'x': 1})", "__setstate__"),
    case("attribute_error_obj_class",
         "try:\n    print.nope\nexcept AttributeError as e:\n    err = e\nerr.obj.__self__",
         "__self__"),
    case("notes_carry_host_object",
         TB + "err.add_note('n')\nerr.__notes__.__reduce_ex__", "__reduce_ex__"),
    case("stop_iteration_value_host",
         "it = iter([])\ntry:\n    next(it)\nexcept StopIteration as e:\n    err = e\n"
         "err.value.__reduce_ex__", "__reduce_ex__"),
    case("exception_group_members",
         "try:\n    raise ExceptionGroup('g', [ValueError(1)])\nexcept ExceptionGroup as e:\n"
         "    err = e\nerr.exceptions[0].__traceback__.tb_frame", "tb_frame"),
    case("keyerror_args_host",
         "try:\n    {}[print]\nexcept KeyError as e:\n    err = e\n"
         "err.args[0].__call__.__globals__",
         "__globals__"),
]


def _failing_tool() -> None:
    raise OSError("boom")


@pytest.mark.parametrize(("code", "attr"), CARRIERS)
def test_exception_carriers_refused(code: str, attr: str) -> None:
    attr_refused(code, chain_links(code, attr), tools={"fail": _failing_tool})


def test_tool_error_carries_no_host_exception() -> None:
    result = ok("try:\n    fail()\nexcept OSError as e:\n    err = e\n"
                "(err.__cause__, err.__context__, err.args, type(err).__name__,"
                " hasattr(err, '__notes__'))",
                tools={"fail": _failing_tool})
    assert result.value == (None, None, ("boom",), "OSError", False)


# --- 7. forging the evaluator's own objects -------------------------------------------------------

FORGE_CODE = """
F = type(lambda: 0)
class C:
    pass
code = C()
code.name = code.qualname = 'x'
code.doc = None
code.simple = True
code.argcount = 0
code.pad = ()
box = []
def run(frame):
    box.append(frame)
code.run = run
forged = F(code, None, (), None, ())
forged()
ctx = box[0][1]
ctx.steps_left = 10 ** 12
ctx.deadline = 1e300
ctx.max_depth = 10 ** 6
"""

FORGING = [
    case("forged_function_captures_run_context", FORGE_CODE, "TypeError", "function"),
    case("forged_generator", "def g():\n    yield 1\nG = type(g())\nclass C:\n    pass\n"
         "G(C(), [])", "TypeError", "generator"),
    case("forged_traceback", "try:\n    1/0\nexcept ZeroDivisionError as e:\n    err = e\n"
         "T = type(err.__traceback__)\nT(1, None)", "TypeError", "traceback"),
    case("object_new_of_private_host_class",
         "import copy\nC = type(copy.copy.__call__.__self__)\nobject.__new__(C)",
         "AttributeError", "__call__", needs="copy"),
    case("object_new_of_builtin_wrapper", "object.__new__(type(print))", "TypeError",
         "builtin_function_or_method"),
    case("builtin_wrapper_class_called", "type(print)()", "TypeError",
         "builtin_function_or_method"),
    case("module_class_called", "import json\nM = type(json)\nM('os', {})", "TypeError",
         "module", needs="json"),
]


@pytest.mark.parametrize(("code", "type_name", "word"), FORGING)
def test_forging_internal_objects_refused(code: str, type_name: str, word: str) -> None:
    result = refused(code, type_name, word, sandbox=None)
    assert "box" not in result.output


def test_forged_function_cannot_lift_the_step_limit() -> None:
    result = run(FORGE_CODE + "\nfor i in range(100000):\n    pass\nprint('REACHED')\n",
                 limits=None)
    assert "REACHED" not in result.output, describe(result)




# --- 8. host Python functions and bound methods ---------------------------------------------------

HOST_FUNCTIONS = [
    case("print_call_globals", "print.__call__.__globals__", "__globals__"),
    case("print_call_closure", "print.__call__.__closure__", "__closure__"),
    case("print_call_code", "print.__call__.__code__", "__code__"),
    case("print_call_defaults", "print.__call__.__defaults__", "__defaults__"),
    case("print_call_kwdefaults", "print.__call__.__kwdefaults__", "__kwdefaults__"),
    case("getattr_call_builtins", "getattr.__call__.__builtins__", "__builtins__"),
    case("type_call_closure", "type.__call__.__closure__", "__closure__"),
    case("len_call_self_self", "len.__call__.__self__", "__self__"),
    case("method_wrapper_objclass", "len.__call__.__objclass__", "__objclass__"),
    case("list_append_self", "[].append.__self__", "__self__"),
    case("str_upper_objclass", "str.upper.__objclass__", "__objclass__"),
    case("copy_call_func_globals", "import copy\ncopy.copy.__call__.__func__.__globals__",
         "__globals__", needs="copy"),
    case("copy_copier_private_env", "import copy\ncopy.copy.__call__.__self__.env", "env",
         needs="copy"),
    case("copy_copier_self", "import copy\ncopy.copy.__call__.__self__", "__self__",
         needs="copy"),
    case("guest_method_func_globals",
         "class A:\n    def m(self):\n        pass\nA().m.__func__.__globals__", "__globals__"),
    case("classmethod_func_code",
         "class A:\n    @classmethod\n    def c(cls):\n        pass\n"
         "A.__dict__['c'].__func__.__code__", "__code__"),
    case("property_fget_globals",
         "class A:\n    @property\n    def p(self):\n        return 1\nA.p.fget.__globals__",
         "__globals__"),
    case("decorator_sees_function_code",
         "def deco(f):\n    return f.__code__\n@deco\ndef g():\n    pass", "__code__"),
    case("host_function_wrapped", "print.__call__.__wrapped__", "__wrapped__"),
]


@pytest.mark.parametrize(("code", "attr"), HOST_FUNCTIONS)
def test_host_function_internals_refused(code: str, attr: str) -> None:
    attr_refused(code, chain_links(code, attr))


HOSTFN_REASON = ("sandbox builtins (make_builtin) expose their host implementation: "
                 "'f.__call__' is the host Python function (a staticmethod impl), and host "
                 "bound methods expose '__func__'; the gate should refuse __call__ on Builtin "
                 "instances (or return the Builtin itself) and __func__ on host methods")


@pytest.mark.parametrize("expr", [
    case("print", "print.__call__"),
    case("getattr", "getattr.__call__"),
    case("type", "type.__call__"),
    case("json_dumps", "json.dumps.__call__", needs="json"),
    case("copy_func", "copy.copy.__call__.__func__", needs="copy"),
    case("generator_send_func", "g().send.__func__"),
])
def test_no_host_python_function_handed_out(expr: str) -> None:
    module = expr.split(".")[0]
    setup = f"import {module}\n" if module in importable() else ""
    setup += "def g():\n    yield 1\n"
    result = make_sandbox(limits=Limits(timeout_s=10)).run_sync(
        setup + f"v = {expr}\ntype(v) is type(lambda: 0) or "
        "type(v).__name__ not in ('function', 'method')")
    if result.error is not None:  # refused outright: nothing reached the guest
        assert getattr(result.error, "type_name", "") == "AttributeError", result.error
        return
    assert result.value is True, "a host Python function reached the guest"


# --- 9. classes, metaclasses, decorators, descriptors, super --------------------------------------

CLASS_TRICKS = [
    # guest metaclasses are allowed (tests/security/test_metaclasses.py); a host callable
    # or a host metaclass that is not the sandbox's is refused before any code of it runs
    case("metaclass_keyword",
         "class A(metaclass=type(print)):\n    pass", "TypeError", "metaclass"),
    case("metaclass_builtin_function", "class A(metaclass=print):\n    pass", "TypeError",
         "metaclass"),
    case("metaclass_subclass_of_enum_type", "import enum\nclass M(enum.EnumType):\n    pass",
         "TypeError", "__init_subclass__"),
    case("guest_metaclass_host_base", "class M(type):\n    pass\nM('X', (type(print),), {})",
         "TypeError", "subclassed"),
    case("type3_host_base", "type('X', (type(print),), {})", "TypeError", "subclassed"),
    case("subclass_builtin_wrapper", "class X(type(print)):\n    pass", "TypeError",
         "subclassed"),
    case("subclass_function_type", "class X(type(lambda: 0)):\n    pass", "TypeError",
         "subclassed"),
    case("subclass_generator_type",
         "def g():\n    yield\nclass X(type(g())):\n    pass", "TypeError", "subclassed"),
    case("subclass_module_type",
         "import json\nclass X(type(json)):\n    pass", "TypeError", "subclassed", needs="json"),
    case("subclass_re_pattern",
         "import re\nclass X(type(re.compile('a'))):\n    pass", "TypeError", "subclass",
         needs="re"),
    case("flip_guest_flag", "class A:\n    pass\nA.__sandbox_guest__ = False", "AttributeError",
         "__sandbox_guest__"),
    case("read_guest_flag", "class A:\n    pass\nA.__sandbox_guest__", "AttributeError",
         "__sandbox_guest__"),
    case("setattr_guest_flag", "class A:\n    pass\nsetattr(A, '__sandbox_guest__', 0)",
         "AttributeError", "__sandbox_guest__"),
    case("class_subclasses_of_object",
         "class A:\n    pass\nA.__mro__[-1].__subclasses__()", "AttributeError",
         "__subclasses__"),
    case("class_base_subclasses", "class A(int):\n    pass\nA.__base__.__subclasses__()",
         "AttributeError", "__subclasses__"),
    case("init_subclass_leaks_nothing",
         "class A:\n    def __init_subclass__(cls, **kw):\n        cls.got = kw\n"
         "class B(A, x=print):\n    pass\nB.got['x'].__self__", "AttributeError", "__self__"),
    case("set_name_owner_is_guest",
         "class D:\n    def __set_name__(self, owner, name):\n        self.o = owner\n"
         "class A:\n    d = D()\nA.d.o.__base__.__subclasses__()", "AttributeError",
         "__subclasses__"),
    case("descriptor_get_on_host",
         "class A:\n    __slots__ = ('x',)\nA.x.__get__(print)", "AttributeError", "__get__"),
    case("getset_descriptor_of_guest_class",
         "class A:\n    pass\nA.__dict__['__dict__'].__get__(print)", "AttributeError",
         "__get__"),
    case("class_getitem_host",
         "class A:\n    def __class_getitem__(cls, item):\n        return item\n"
         "A[print].__self__", "AttributeError", "__self__"),
    # __origin__/__args__ are readable metadata (the guest's own classes and values)
    case("generic_alias_reduce", "list[int].__reduce__", "AttributeError", "__reduce__"),
    case("generic_alias_reduce_ex", "list[int].__reduce_ex__(2)", "AttributeError",
         "__reduce_ex__"),
    case("super_reduce", "class A(int):\n    pass\nsuper(A, A(1)).__reduce_ex__(2)",
         "AttributeError", "__reduce_ex__"),
    case("super_getattribute",
         "class A:\n    def f(self):\n        return super().__getattribute__('__class__')\n"
         "A().f()", "AttributeError", "__getattribute__"),
    case("super_on_builtin", "super(type(print), print).__call__.__globals__",
         "TypeError", "not allowed"),
    case("super_object_on_builtin", "super(object, print).__reduce_ex__(2)",
         "TypeError", "not allowed"),
    case("str_subclass_format_real",
         "class S(str):\n    pass\nS('{0.__reduce_ex__}').format(1)", "AttributeError",
         "__reduce_ex__"),
    case("str_subclass_format_map_real",
         "class S(str):\n    pass\nS('{a.__reduce__}').format_map({'a': 1})",
         "AttributeError", "__reduce__"),
    case("str_subclass_unbound_format",
         "class S(str):\n    pass\nS.format('{0.__reduce_ex__}', 1)", "AttributeError",
         "__reduce_ex__"),
    case("super_str_format",
         "class S(str):\n    pass\nsuper(S, S('{0.__reduce_ex__}')).format(1)",
         "AttributeError", "__reduce_ex__"),
    case("getattribute_override_cannot_bypass",
         "class A:\n    def __getattribute__(self, n):\n"
         "        return object.__getattribute__(print, n)\nA().__self__", "AttributeError",
         "__self__"),
    case("object_getattribute_on_builtin", "object.__getattribute__(print, '__call__')"
         ".__globals__", "AttributeError", "__call__"),
    case("object_getattribute_on_int", "object.__getattribute__(1, '__reduce_ex__')",
         "AttributeError", "__reduce_ex__"),
    case("type_getattribute", "type.__getattribute__(int, '__subclasses__')",
         "AttributeError", "__getattribute__"),
    case("object_setattr_on_builtin", "object.__setattr__(print, 'x', 1)", "AttributeError",
         "x"),
    case("object_setattr_on_str_type", "object.__setattr__(str, 'upper', len)",
         "AttributeError", "upper"),
    case("object_setattr_on_module", "import json\nobject.__setattr__(json, 'dumps', len)",
         "AttributeError", "dumps", needs="json"),
    case("object_setattr_on_function",
         "def f():\n    pass\nobject.__setattr__(f, '__globals__', {})", "AttributeError",
         "__globals__"),
    case("object_delattr_on_module", "import json\nobject.__delattr__(json, 'dumps')",
         "AttributeError", "dumps", needs="json"),
    case("object_setattr_dunder_class",
         "class A:\n    pass\na = A()\nobject.__setattr__(a, '__class__', int)",
         "AttributeError", "__class__"),
]


@pytest.mark.parametrize(("code", "type_name", "word"), CLASS_TRICKS)
def test_class_tricks_refused(code: str, type_name: str, word: str) -> None:
    refused(code, type_name, word)


# --- 10. vars(), dir(), computed and look-alike attribute names -----------------------------------

NAMES = [
    case("vars_of_builtin", "vars(print)", "TypeError", "__dict__"),
    case("vars_of_module", "import json\nvars(json)", "TypeError", "__dict__", needs="json"),
    case("vars_of_function", "def f():\n    pass\nvars(f)", "TypeError", "__dict__"),
    case("vars_of_type", "vars(int)", "TypeError", "__dict__"),
    # globals() is a dict of the module's names that writes through: the module namespace
    # (a host object holding the run's context) is never what it hands out or reaches
    case("globals_module_slot", "globals()._module", "AttributeError", "_module"),
    case("globals_module_slot_by_object", "object.__getattribute__(globals(), '_module')",
         "AttributeError", "_module"),
    case("globals_module_slot_by_format", "'{0._module}'.format(globals())",
         "AttributeError", "_module"),
    case("globals_class_dict", "vars(type(globals()))['_module']", "TypeError", "vars"),
    case("eval_reads_through_the_gate", "eval('(1).__reduce_ex__')", "AttributeError",
         "__reduce_ex__"),
    case("exec_reads_through_the_gate", "exec('def f():\\n    pass\\nf.__globals__')",
         "AttributeError", "__globals__"),
    case("eval_own_builtins_no_import", "eval('__import__(\"os\")', {'__builtins__': {}})",
         "NameError", "__import__"),
    case("exec_no_import_of_subprocess", "exec('import subprocess')", "ModuleNotFoundError",
         "subprocess"),
    case("code_object_attributes", "compile('1', 's', 'eval').co_code", "AttributeError",
         "co_code"),
    case("code_object_construct", "type(compile('1', 's', 'eval'))()", "TypeError", "code"),
    case("compile_ast_flag", "compile('1', 's', 'eval', 1024)", "ValueError", "flags"),
    case("locals_frame_vars", "def f():\n    return locals()\nf()['x'].f_back",
         "KeyError", "x"),
    # the builtins module (also what the name __builtins__ reads) is the session's builtin
    # names, read-only (test_builtins_module_is_the_names); its dunders are module dunders
    case("builtins_module_no_import", "import builtins\nbuiltins.__import__('os')",
         "AttributeError", "__import__"),
    case("builtins_name_dict", "__builtins__.__dict__", "AttributeError", "__dict__"),
    case("builtins_module_vars", "import builtins\nvars(builtins)", "TypeError", "__dict__"),
    case("builtins_module_rebind", "import builtins\nbuiltins.len = print", "AttributeError",
         "len"),
    case("builtins_name_delete", "del __builtins__.print", "AttributeError", "print"),
    case("builtins_module_by_object_setattr",
         "import builtins\nobject.__setattr__(builtins, 'len', print)", "AttributeError", "len"),
    case("dunder_import", "__import__('os')", "NameError", "__import__"),
    case("computed_name", "n = '__redu' + 'ce__'\ngetattr(1, n)", "AttributeError",
         "__reduce__"),
    case("computed_join", "getattr(print, ''.join(['__', 'self', '__']))", "AttributeError",
         "__self__"),
    case("computed_from_bytes", "getattr(1, bytes([95, 95]).decode() + 'reduce__')",
         "AttributeError", "__reduce__"),
    case("str_subclass_name",
         "class S(str):\n    def __eq__(self, o):\n        return True\n"
         "    def __hash__(self):\n        return hash('real')\n    def __str__(self):\n"
         "        return 'real'\ngetattr(1, S('__reduce_ex__'))",  # read by its text, as CPython
         "AttributeError", "'__reduce_ex__' cannot be read"),
    case("nfkc_identifier", "(1).__ｒｅｄｕｃｅ__", "AttributeError", "__reduce__"),
    case("nfkc_getattr_string", "getattr(1, '__ｃｌａｓｓ__')", "AttributeError", "ｃｌａｓｓ"),
    case("fullwidth_underscores", "getattr(1, '\uff3f\uff3fclass\uff3f\uff3f')",
         "AttributeError", "class"),
    case("zero_width_joiner", "getattr(1, '__class\u200d__')", "AttributeError", "class"),
    case("trailing_space", "getattr(1, '__class__ ')", "AttributeError", "__class__ "),
    case("single_underscore_private", "def g():\n    yield 1\ngetattr(g(), '_frame')",
         "AttributeError", "_frame"),
    case("mangled_private", "def f():\n    pass\ngetattr(f, '_Function__code')",
         "AttributeError", "_Function__code"),
    case("hasattr_reveals_nothing",
         "r = [hasattr(print, n) for n in ('__self__', '__call__', '__globals__')]\n"
         "r[0] or r[2] or print.__self__", "AttributeError", "__self__"),
    case("getattr_default_then_use", "g = getattr(print, '__globals__', None)\ng['x']",
         "TypeError", "NoneType"),
]


@pytest.mark.parametrize(("code", "type_name", "word"), NAMES)
def test_names_refused(code: str, type_name: str, word: str) -> None:
    refused(code, type_name, word)


def test_builtins_module_is_the_names() -> None:
    """What a guest reaches through ``import builtins`` (or the name ``__builtins__``) is what
    it reaches through the builtin names: every member is the very object of the name of the
    same name in the session's builtins (so a call through the module is the same compiled,
    checked call), and every public builtin name is a member. The module walk
    (test_module_walk_reaches_nothing[builtins]) then walks exactly the builtin names."""
    result = ok("import builtins\n"
                "members = [n for n in dir(builtins) if not n.startswith('_')]\n"
                "(__builtins__ is builtins, len(members),\n"
                " [n for n in members if getattr(builtins, n) is not eval(n)])")
    same, count, different = result.value
    assert same is True and different == [] and count > 100, result.value
    session = make_sandbox().session()
    session.run_sync("import builtins").check()
    table = session.globals.builtins
    module = vars(session.globals.importer.modules["builtins"])
    names = {n for n in table if not n.startswith("_")}
    assert names == {n for n in module if not n.startswith("_")}
    assert all(module[n] is table[n] for n in names)


def test_dir_lists_names_only() -> None:
    result = ok("d = dir(print)\nall(type(n) is str for n in d)")
    assert result.value is True


# --- a tool failure's host exception behind the guest's copy of it ----------------------------

def _fails(key: str) -> str:
    raise KeyError("no such row", key)


@pytest.mark.parametrize("source, copy_call", [("e", "copy.deepcopy(src, memo)"),
                                               ("e", "copy.copy(src)"),
                                               ("copy.copy(e)", "copy.deepcopy(src, memo)")])
def test_copying_a_tool_failure_never_reaches_the_host_exception(source: str,
                                                                 copy_call: str) -> None:
    """The guest's exception carries the host's in sandbox bookkeeping; deepcopy's memo keeps
    every original it copied, so a copy that carried the bookkeeping handed guest code the
    host exception (writable, with its host traceback)."""
    from sandbox import Sandbox

    code = ("import copy\nmemo = {}\ntry:\n    _fails('k')\nexcept KeyError as e:\n"
            f"    src = {source}\n    c = {copy_call}\n"
            "    seen = [o for v in memo.values() if type(v) is list for o in v]\n"
            "    others = [o for o in seen if isinstance(o, BaseException) and o is not src]\n"
            "    print(type(c).__name__, c.args, hasattr(c, '__notes__'), len(others))\n")
    result = Sandbox(tools=[_fails]).run_sync(code)
    assert result.ok, result.error
    assert result.output == "KeyError ('no such row', 'k') False 0\n"
