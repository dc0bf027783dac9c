"""logging and warnings in the sandbox: differential tests against CPython run in a child
process (the host's logging and warnings are process-wide state a test must not change),
stdout and stderr each compared apart."""

from __future__ import annotations

import subprocess
import sys

import pytest

from sandbox import Sandbox

_CHILD = ("import linecache, sys\nsrc = sys.stdin.read()\n"
          "linecache.cache['<sandbox>'] = (len(src), None, src.splitlines(True), '<sandbox>')\n"
          "exec(compile(src, '<sandbox>', 'exec'), {'__name__': '__main__'})")


def cpython_all_output(src: str) -> tuple[str, str]:
    """(stdout, stderr) of ``src`` under CPython."""
    done = subprocess.run([sys.executable, "-u", "-c", _CHILD], input=src, text=True,
                          capture_output=True, check=False, timeout=60)
    return done.stdout, done.stderr


def sandbox_all_output(src: str) -> tuple[str, str]:
    result = Sandbox().run_sync(src)
    assert result.ok, result.error and result.error.traceback
    return result.output, result.stderr


CASES = {
    "last_resort": """
import logging
logging.getLogger("quiet").info("not shown")
logging.getLogger("loud").warning("shown %s", "plain")
logging.getLogger("loud").error("error too")
""",
    "module_level_configures_root": """
import logging
logging.warning("first %d", 1)
logging.info("below WARNING")
logging.error("second")
""",
    "basic_config_stdout": """
import logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.DEBUG,
                    format="%(levelname)s %(name)s %(message)s")
log = logging.getLogger("app.sub")
log.debug("dbg %s", "x")
log.info("info")
logging.info("root info %(a)s", {"a": 1})
logging.getLogger("app").setLevel(logging.ERROR)
log.warning("hidden")
log.error("shown")
log.log(45, "level 45")
log.critical("crit")
print(logging.getLogger("app"), logging.getLevelName(20), logging.getLevelName("INFO"))
print(log.getEffectiveLevel(), log.isEnabledFor(logging.WARNING), log.parent.name)
""",
    "handlers_formatters_filters": """
import logging, sys
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[{levelname}] {name}: {message}", style="{"))
h.setLevel(logging.INFO)
log = logging.getLogger("svc")
log.propagate = False
log.setLevel(logging.DEBUG)
log.addHandler(h)
log.debug("under the handler's level")
log.info("hello %s", "world")
class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 1
h.addFilter(OnlyOdd())
for i in range(4):
    log.warning("n=%d", i)
child = log.getChild("part")
print(child.name, child.parent is log, log.hasHandlers())
""",
    "exception_traceback": """
import logging, sys
logging.basicConfig(stream=sys.stdout, format="%(levelname)s:%(message)s")
def parse(text):
    return int(text)
try:
    parse("x")
except ValueError:
    logging.exception("could not parse")
try:
    {}["k"]
except KeyError as e:
    logging.getLogger("w").error("with exc_info", exc_info=e)
logging.error("no exception", exc_info=True)
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_logging_matches_cpython(name: str) -> None:
    src = CASES[name]
    assert sandbox_all_output(src) == cpython_all_output(src)


WARNINGS = {
    "default_once_per_location": """
import warnings
def helper():
    warnings.warn("deprecated thing", DeprecationWarning, stacklevel=2)
print("start")
for i in range(3):
    warnings.warn("loop warning")
helper()
helper()
warnings.warn("custom", RuntimeWarning)
warnings.warn(UserWarning("an instance"))
warnings.warn("pending", PendingDeprecationWarning)
""",
    "filters_and_catch_warnings": """
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("recorded 1")
    warnings.warn("recorded 2", FutureWarning)
print(len(caught), [str(w.message) for w in caught], caught[1].category.__name__,
      caught[0].lineno, caught[0].filename)
warnings.warn("shown after the block")
warnings.filterwarnings("ignore")
warnings.warn("ignored")
warnings.resetwarnings()
warnings.filterwarnings("error", message="bad")
warnings.warn("fine")
try:
    warnings.warn("bad news")
except UserWarning as e:
    print("raised", e)
try:
    warnings.warn("x", int)
except TypeError as e:
    print(e)
""",
    # message and module are regular expressions (case-insensitive for the message), matched
    # at the start, as CPython compiles them: not plain prefixes
    "filter_patterns_are_regexes": """
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="timeout.*set")
    warnings.filterwarnings("ignore", message=r"\\d+ retries")
    warnings.filterwarnings("ignore", module="__ma.n")
    warnings.warn("TIMEOUT not set")
    warnings.warn("3 retries left")
    warnings.warn("timeout.*set")
    warnings.warn_explicit("from a module", UserWarning, "x.py", 1, module="__main__")
    warnings.warn_explicit("from another", UserWarning, "y.py", 1, module="helpers")
print([str(w.message) for w in caught])
""",
}


@pytest.mark.parametrize("name", sorted(WARNINGS))
def test_warnings_match_cpython(name: str) -> None:
    src = WARNINGS[name]
    assert sandbox_all_output(src) == cpython_all_output(src)


def test_warnings_never_touch_the_hosts_filters() -> None:
    import warnings
    before = list(warnings.filters)
    Sandbox().run_sync("import warnings\nwarnings.simplefilter('error')\n"
                       "warnings.filterwarnings('ignore', category=DeprecationWarning)")
    assert warnings.filters == before


def test_logging_asctime_is_the_sandbox_clock() -> None:
    src = ("import logging, sys\nlogging.basicConfig(stream=sys.stdout, "
           "format='%(asctime)s %(message)s')\nlogging.warning('x')\n")
    out = Sandbox(clock=lambda: 1_700_000_000.25).run_sync(src).output
    assert out == "2023-11-14 22:13:20,250 x\n"


def test_logging_never_touches_the_hosts_logging() -> None:
    import logging
    before = (list(logging.getLogger().handlers), logging.getLogger().level)
    Sandbox().run_sync("import logging\nlogging.basicConfig(level=logging.DEBUG, force=True)\n"
                       "logging.getLogger().handlers.clear()")
    assert (list(logging.getLogger().handlers), logging.getLogger().level) == before
