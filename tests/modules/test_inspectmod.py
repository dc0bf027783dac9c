"""The guest's inspect: signatures of tools and C builtins come from their host signatures
as plain data, source text of guest definitions from the session's own runs, and what would
expose frames, code or files is refused with what to use instead."""

from __future__ import annotations

import inspect

import pytest

from sandbox import Sandbox

from .differential import guest_error, same


async def fetch(url: str, retries: int = 3, *, timeout: float = 1.0) -> dict:
    """Fetch a page."""
    return {}


def test_a_tools_signature_and_kind_are_its_host_functions() -> None:
    """As CPython shows the host function (its annotations are strings here: this module
    has ``from __future__ import annotations``)."""
    result = Sandbox([fetch], isolation="inprocess").run_sync(
        "import inspect\nsig = inspect.signature(fetch)\n"
        "print(sig, inspect.iscoroutinefunction(fetch), inspect.getdoc(fetch))\n"
        "print(sig.bind('u', timeout=2).arguments)")
    assert result.error is None, result.error
    assert result.output == (f"{inspect.signature(fetch)} True Fetch a page.\n"
                             "{'url': 'u', 'timeout': 2}\n")


def test_c_builtins_have_cpythons_signatures_or_its_error() -> None:
    same("import inspect\nprint(inspect.signature(len), inspect.signature(divmod))\n"
         "for f in (print, int):\n    try:\n        inspect.signature(f)\n"
         "    except ValueError as e:\n        print(e)")


@pytest.mark.parametrize(("name", "instead"), [
    ("getfile", "inspect.getsource()"), ("getsourcefile", "inspect.getsource()"),
    ("currentframe", "traceback.format_exc"), ("stack", "traceback.format_exc"),
    ("getfullargspec", "inspect.signature(f).parameters")])
def test_frame_and_source_members_are_refused_with_what_to_use(name: str,
                                                                instead: str) -> None:
    err = guest_error(f"import inspect\ninspect.{name}")
    assert f"has no attribute '{name}'" in str(err) and instead in str(err)
    err = guest_error(f"from inspect import {name}")
    assert instead in str(err)


def test_helpers_and_internals_stay_private() -> None:
    for name in ("_target", "_parameters", "_kinds", "_type_name", "_source_lines"):
        err = guest_error(f"import inspect\ninspect.{name}")
        assert "has no attribute" in str(err)


@pytest.mark.parametrize("isolation", ["inprocess", "process"])
def test_getsource_reads_an_earlier_run_of_the_session(isolation: str) -> None:
    session = Sandbox(isolation=isolation).session()
    assert session.run_sync("class Tally:\n    n = 0\n\n    def bump(self):\n"
                            "        self.n += 1\n\ndef twice(x):\n    return 2 * x\n").ok
    result = session.run_sync("import inspect\nprint(inspect.getsource(twice), end='')\n"
                              "print(inspect.getsource(Tally.bump), end='')\n"
                              "inspect.getsourcelines(Tally)[1]")
    assert result.error is None, result.error
    assert result.output == "def twice(x):\n    return 2 * x\n    def bump(self):\n" \
                            "        self.n += 1\n"
    assert result.value == 1


def test_getsource_of_a_long_program_reads_only_the_definition() -> None:
    # the block finder tokenizes the definition and a few lines after it, not the program
    body = "x = 1\n" * 50_000
    result = Sandbox().run_sync("import inspect\ndef f():\n    return 1\n" + body
                                + "inspect.getsource(f)")
    assert result.value == "def f():\n    return 1\n", result.error
