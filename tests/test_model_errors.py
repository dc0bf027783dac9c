"""What a model sees when it makes a typical mistake: every message is pinned to its exact text.

A model retries from the traceback alone, so each refusal names what was refused and says in
one sentence what works instead; a limit breach reads as a breach and points at the guest line.
The word counts (``len(text.split())``) bound what each costs the model to read.
"""

from __future__ import annotations

import pytest

import sandbox
from sandbox import LimitExceeded, Limits, Sandbox, SandboxError, Tool, ToolError


def lookup(key: str) -> str:
    """Look a key up."""
    return key.upper()


class Connection:
    """A host object that has no guest copy."""


def connect() -> object:
    """Open a connection (a host bug: returns a host object)."""
    return Connection()


SB = Sandbox(tools=[Tool(lookup, cheap=True), Tool(connect, cheap=True)],
             limits=Limits(max_steps=10_000, max_recursion_depth=50))


def traceback_of(code: str, sb: Sandbox = SB) -> str:
    result = sb.run_sync(code)
    assert result.error is not None, result
    return result.error.traceback


def test_step_limit_points_at_the_loop() -> None:
    result = SB.run_sync("def spin(n):\n    total = 0\n    while True:\n        total += n\n\n"
                         "spin(3)\n")
    error = result.error
    assert isinstance(error, LimitExceeded)
    assert error.message == "step limit exceeded: 10,001 steps (limit 10,000) while running line 3"
    assert error.traceback == (
        "Traceback (most recent call last):\n"
        '  File "<sandbox>", line 6, in <module>\n'
        "    spin(3)\n"
        '  File "<sandbox>", line 3, in spin\n'
        "    while True:\n"
        "LimitExceeded: step limit exceeded: 10,001 steps (limit 10,000) while running line 3\n")
    assert (error.limit, error.used, error.allowed, error.lineno) == ("max_steps", 10_001,
                                                                      10_000, 3)


def test_a_breach_inside_a_guest_module_names_the_programs_line() -> None:
    # the line is the program's (what the model wrote); the module's frames stay in the
    # traceback below it
    error = SB.run_sync("import threading\n\nfor i in range(10**6):\n"
                        "    threading.Thread(target=print).start()\n").error
    assert isinstance(error, LimitExceeded) and error.lineno in (3, 4), error
    assert error.message.endswith(f"while running line {error.lineno}")


def test_recursion_limit_folds_repeated_frames_as_cpython() -> None:
    error = SB.run_sync("def fact(n):\n    return n * fact(n - 1)\n\nfact(5)\n").error
    assert isinstance(error, LimitExceeded) and error.limit == "max_recursion_depth"
    frame = ('  File "<sandbox>", line 2, in fact\n'
             "    return n * fact(n - 1)\n"
             "               ^^^^^^^^^^^\n")
    assert error.traceback == (
        "Traceback (most recent call last):\n"
        '  File "<sandbox>", line 4, in <module>\n'
        "    fact(5)\n" + frame * 3 +
        "  [Previous line repeated 47 more times]\n"
        "LimitExceeded: maximum recursion depth exceeded: 51 nested calls (limit 50) "
        "while running line 2\n")


def test_memory_limit_names_the_operation_and_the_sizes() -> None:
    error = SB.run_sync("def build():\n    row = [0] * 10\n    return row * 10**9\n\nbuild()\n"
                        ).error
    assert isinstance(error, LimitExceeded) and error.limit == "max_memory_bytes"
    assert error.traceback == (
        "Traceback (most recent call last):\n"
        '  File "<sandbox>", line 5, in <module>\n'
        "    build()\n"
        '  File "<sandbox>", line 3, in build\n'
        "    return row * 10**9\n"
        "           ~~~~^~~~~~~\n"
        "LimitExceeded: memory limit exceeded: sequence repetition needs 74.5 GiB "
        "(limit 256 MiB) while running line 3\n")


def test_time_limit_reads_as_elapsed_against_the_limit() -> None:
    # the deadline is a backstop here: the run is stopped by it only because it never ends
    sb = Sandbox(limits=Limits(timeout_s=0.25, max_steps=10**12))
    error = sb.run_sync("n = 0\nwhile True:\n    n += 1\n").error
    assert isinstance(error, LimitExceeded) and error.limit == "timeout_s"
    elapsed = sandbox.errors._fmt(error.used)
    assert error.message == (f"time limit exceeded: {elapsed} s elapsed (limit 0.25 s) "
                             "while running line 2")
    assert error.traceback.startswith("Traceback (most recent call last):\n"
                                      '  File "<sandbox>", line 2, in <module>\n'
                                      "    while True:\n")


@pytest.mark.parametrize(("limit", "used", "allowed", "detail", "text"), [
    ("timeout_s", 3.0004, 3, "", "time limit exceeded: 3 s elapsed (limit 3 s)"),
    ("timeout_s", 3.2, 3, "time limit exceeded (in a regular expression)",
     "time limit exceeded: 3.2 s elapsed (limit 3 s) in a regular expression"),
    ("max_memory_bytes", 300 * 2**20, 256 * 2**20,
     "memory limit exceeded: the run holds too much memory",
     "memory limit exceeded: the run holds 300 MiB (limit 256 MiB)"),
    ("max_memory_bytes", 2**30, 256 * 2**20,
     "memory limit exceeded: str.join (the run holds 900 bytes)",
     "memory limit exceeded: str.join would bring the run to 1 GiB (limit 256 MiB)"),
    ("max_memory_bytes", 0, 256 * 2**20, "the host ran out of memory",
     "memory limit exceeded: the host ran out of memory (limit 256 MiB)"),
    ("max_memory_bytes", 20_000, 10_000, "re: pattern longer than 10000 characters",
     "memory limit exceeded: re: pattern longer than 10000 characters"),
    ("max_tool_calls", 101, 100, "",
     "tool call limit exceeded: call 101 of a run (limit 100 calls)"),
])
def test_breach_messages(limit: str, used: float, allowed: float, detail: str,
                         text: str) -> None:
    error = LimitExceeded(limit, used, allowed, detail)
    assert error.message == text
    assert "used " not in error.message and "allowed" not in error.message
    assert (error.limit, error.used, error.allowed) == (limit, used, allowed)


@pytest.mark.parametrize(("code", "last_line"), [
    ("import subprocess", "ModuleNotFoundError: No module named 'subprocess' (no processes "
                          "here: use the tools the host gave you, or values passed in as "
                          "inputs)"),
    ("import requests", "ModuleNotFoundError: No module named 'requests' (no network here: "
                        "call the tools the host gave you)"),
    ("import socket", "ModuleNotFoundError: No module named 'socket' (no network here: call "
                      "the tools the host gave you)"),
    ("import pandas as pd", "ModuleNotFoundError: No module named 'pandas' (no third-party "
                            "packages: use plain lists and dicts; csv, statistics and "
                            "collections are available)"),
    ("import numpy as np", "ModuleNotFoundError: No module named 'numpy' (no third-party "
                           "packages: use plain lists; math and statistics are available)"),
    ("import bz2", "ModuleNotFoundError: No module named 'bz2' (use zlib)"),
    ("import xml.sax", "ModuleNotFoundError: No module named 'xml.sax' (no SAX parser here: "
                       "use xml.etree.ElementTree (fromstring, iterparse, or XMLParser with a "
                       "target object for events) or xml.dom.minidom.parseString)"),
    ("import sqlite3", "ModuleNotFoundError: No module named 'sqlite3' (no database here: "
                       "use lists of dicts with sorted(), itertools.groupby and "
                       "collections.Counter)"),
    ("import platform", "ModuleNotFoundError: No module named 'platform' (use "
                        "sys.version_info, sys.version and sys.platform)"),
    ("import getopt", "ModuleNotFoundError: No module named 'getopt' (there is no "
                      "command line (sys.argv is ['']): set the options as variables)"),
    ("import itertool", "ModuleNotFoundError: No module named 'itertool' (did you mean "
                        "'itertools'?)"),
    ("import dataclass", "ModuleNotFoundError: No module named 'dataclass' (did you mean "
                         "'dataclasses'?)"),
    ("import collections.abcd", "ModuleNotFoundError: No module named 'collections.abcd' "
                                "(did you mean 'collections.abc' or 'collections'?)"),
    ("import frobnicate", "ModuleNotFoundError: No module named 'frobnicate' (it is not in "
                          "the sandbox's allowlist of modules)"),
])
def test_module_not_found_is_short_and_says_what_instead(code: str, last_line: str) -> None:
    text = traceback_of(code)
    assert text.splitlines()[-1] == last_line
    assert len(last_line.split()) <= 40  # the budget for a typical refusal


def test_full_module_list_only_on_request() -> None:
    assert sandbox.allowed_modules() == sorted(sandbox.allowed_modules())
    assert {"json", "math", "collections.abc", "asyncio"} <= set(sandbox.allowed_modules())
    assert "subprocess" not in sandbox.allowed_modules()
    assert ", ".join(sandbox.allowed_modules()) in SB.describe_tools()
    assert "zoneinfo" not in traceback_of("import subprocess")


@pytest.mark.parametrize(("code", "last_line"), [
    ("import uuid\nuuid.uuid1()", "AttributeError: module 'uuid' has no attribute 'uuid1' "
                                  "(use uuid.uuid4 (uuid1 reads the MAC address and the clock))"),
    ("from uuid import uuid1", "ImportError: cannot import name 'uuid1' from 'uuid' (use "
                               "uuid.uuid4 (uuid1 reads the MAC address and the clock))"),
    ("from time import slep", "ImportError: cannot import name 'slep' from 'time' (unknown "
                              "location)"),
    ("import asyncio\nloop = asyncio.get_event_loop()",
     "RuntimeError: There is no current event loop in thread 'MainThread' (the sandbox makes "
     "none outside asyncio.run: use asyncio.run(main()) or top-level 'await')"),
    ("import asyncio\nloop = asyncio.new_event_loop()",
     "AttributeError: module 'asyncio' has no attribute 'new_event_loop' (use top-level "
     "'await' on the coroutine; asyncio.gather runs several at once)"),
    ("name = input('name? ')", "NameError: name 'input' is not defined (no standard input in "
                               "the sandbox: values come in as inputs or from the tools)"),
    ("f = open('data.csv')", "FileNotFoundError: [Errno 2] No such file or directory: "
                             "'data.csv'"),
    ("import os\nos.system('ls')", "AttributeError: module 'os' has no attribute 'system' (no "
                                   "processes here: use the tools the host gave you)"),
    ("x = await lookup('a')", "TypeError: tool 'lookup' is not async: call it without 'await' "
                              "(lookup(...) returns its result directly)"),
    ("x = await 'a'", "TypeError: object str can't be used in 'await' expression"),
])
def test_refusals_say_what_to_do_instead(code: str, last_line: str) -> None:
    assert traceback_of(code).splitlines()[-1] == last_line


def test_awaiting_a_sync_tool_points_at_the_await() -> None:
    assert traceback_of("value = await lookup('k')") == (
        "Traceback (most recent call last):\n"
        '  File "<sandbox>", line 1, in <module>\n'
        "    value = await lookup('k')\n"
        "            ^^^^^^^^^^^^^^^^^\n"
        "TypeError: tool 'lookup' is not async: call it without 'await' (lookup(...) returns "
        "its result directly)\n")


def test_uncrossable_tool_result_is_the_hosts_bug() -> None:
    result = SB.run_sync("conn = connect()")
    error = result.error
    assert isinstance(error, ToolError) and error.tool_name == "connect"
    assert error.message == "tool 'connect' failed (a problem on the host's side, not in your code)"
    cause = error.__cause__
    assert type(cause) is SandboxError
    assert cause.message == (
        "tool 'connect' returned a value of type 'Connection' that cannot cross into the "
        "sandbox: a Connection cannot be passed as a tool result (only plain data crosses "
        "the sandbox boundary)")
    assert "Connection" not in error.traceback  # the model is not shown the host's type
    caught = SB.run_sync("try:\n    connect()\nexcept ToolError as e:\n    print(e)")
    assert caught.output == ("tool 'connect' failed (a problem on the host's side, not in "
                             "your code)\n")


def test_name_error_after_a_failed_run_says_why() -> None:
    session = SB.session()
    session.run_sync("ratio = 1 / 0\nlabel = 'done'")
    assert traceback_of_session(session, "print(label)").splitlines()[-1] == (
        "NameError: name 'label' is not defined (the previous run ended with an error before "
        "assigning it)")
    # a name no earlier run bound (and close to no other name: no "Did you mean")
    assert traceback_of_session(session, "print(qwzx)").splitlines()[-1] == (
        "NameError: name 'qwzx' is not defined")
    session.run_sync("label = 'set now'")
    assert session.run_sync("label").value == "set now"
    session.run_sync("del label")
    assert traceback_of_session(session, "label").splitlines()[-1] == (
        "NameError: name 'label' is not defined")


def test_name_error_after_a_breach_says_the_assignments_were_undone() -> None:
    session = SB.session()
    session.run_sync("total = 0\nwhile True:\n    total += 1")
    assert traceback_of_session(session, "total").splitlines()[-1] == (
        "NameError: name 'total' is not defined (the previous run was stopped by a limit, and "
        "its assignments were undone)")


def test_guest_sees_cpython_name_error_text() -> None:
    session = SB.session()
    session.run_sync("x = 1 / 0\ny = 2")
    caught = session.run_sync("try:\n    y\nexcept NameError as e:\n    print(e)")
    assert caught.output == "name 'y' is not defined\n"  # only the host's text has the clause


def traceback_of_session(session: sandbox.Session, code: str) -> str:
    result = session.run_sync(code)
    assert result.error is not None
    return result.error.traceback


def test_describe_tools_states_the_rules_within_a_budget() -> None:
    from sandbox.hints import RULES_WORDS
    sb = Sandbox(tools=[Tool(lookup, cheap=True)],
                 limits=Limits(max_steps=5_000, timeout_s=2.5, max_memory_bytes=64 * 2**20,
                               max_recursion_depth=40, max_output_bytes=20_000,
                               max_tool_calls=7))
    text = sb.describe_tools()
    rules = text[text.index("# Sandbox rules"):]
    assert rules == (
        "# Sandbox rules: plain Python 3.11.\n"
        "# - The value of the last expression is the result; print() output is returned too.\n"
        "# - Call plain tools directly; async tools need await (top-level await works).\n"
        "# - A failing tool raises an exception in your code whose message names the tool: "
        "catch it with try/except, or the run ends with its traceback.\n"
        "# - Limits per run: 5,000 steps, 2.5 s, 64 MiB memory, recursion depth 40, 20,000 "
        "bytes of output, 7 tool calls. A breach ends the run (it cannot be caught) and undoes "
        "its assignments.\n"
        "# - Files: open, os, pathlib work in the sandbox's own file system (cwd /work). No "
        "network or processes: use the tools.\n"
        f"# - Importable modules: {', '.join(sandbox.allowed_modules())}.\n")
    words = len(rules.split()) - len(sandbox.allowed_modules())
    assert words <= RULES_WORDS
    # the chars/4 token estimate, module list included (70 modules since the ipaddress and
    # __future__ ones, ~3 tokens a module; the rules themselves are bounded by RULES_WORDS)
    assert len(rules) / 4 <= 160 + 3 * len(sandbox.allowed_modules())


def test_oversized_source_reads_as_a_bound() -> None:
    result = Sandbox(limits=Limits(max_source_bytes=1_000)).run_sync("x = 1\n" * 300)
    assert result.error is not None
    assert result.error.message == "source is too large: 1,800 bytes (limit 1,000)"
