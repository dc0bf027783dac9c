"""Guest ``pathlib``, ``glob``, ``fnmatch``, ``shutil``, ``tempfile`` (guest Python in
``sandbox/modules/guest/``, on the guest's ``os`` and ``open``) and ``tomllib`` (CPython's
parser on exact ``str``, sized first).

These are guest code, charged step by step like any guest code: every file operation they
make is a call of the guest's ``os``/``open``, so the virtual file system's routing, budgets
and errors apply (:mod:`sandbox.fs`). Left out on purpose: ``shutil`` archives, disk usage,
``which`` and ownership; ``tempfile.mkstemp``/``SpooledTemporaryFile`` (descriptors);
``pathlib.WindowsPath`` (it cannot be made on POSIX, as in CPython; ``PureWindowsPath``
is offered), ``owner``/``group``/``chmod``/links.

``stat`` is CPython's: its integer constants and its pure functions of a mode (``S_ISDIR``,
``S_ISREG``, ``S_IMODE``, ``S_IFMT``, ``filemode``...), each bounded work on one C integer (a
mode too big for ``mode_t`` is CPython's OverflowError), for the ``st_mode`` of the virtual
file system's ``os.stat`` (``0o100644`` files, ``0o40755`` directories).
"""

from __future__ import annotations

import stat as _stat
import tomllib as _tomllib
from typing import Any

from ..guards.costmodel import CONSTANT, costs, linear
from ..runtime import gate
from ..runtime.builtins import make_builtin
from . import ModuleEnv, guest_source, register, register_source, withhold

# tomllib returns datetime, date and time values: the gate's tables for them come with the
# datetime wrapper, which a program reading TOML need not have imported
from . import timemods as _timemods  # noqa: F401

register_source("fnmatch", guest_source("fnmatch.py"),
                doc="Shell-style file name matching (guest code on re).")
register_source("pathlib", guest_source("pathlib.py"),
                doc="PurePath, PurePosixPath, PureWindowsPath, Path, PosixPath on the virtual "
                    "file system.")
register_source("glob", guest_source("glob.py"),
                doc="glob, iglob, escape on the virtual file system.")
register_source("shutil", guest_source("shutil.py"),
                doc="copyfile, copy, copy2, copytree, rmtree, move within the virtual file "
                    "system.")


def _tempfile_helpers(env: ModuleEnv) -> dict[str, Any]:
    import random
    return {"_names": env.session.importer.import_module("random").Random(
        random.Random(env.session.sandbox.random_seed).getrandbits(64))}


register_source("tempfile", guest_source("tempfile.py"), helpers=_tempfile_helpers,
                doc="NamedTemporaryFile, TemporaryFile, TemporaryDirectory, mkdtemp in the "
                    "session's memory.")

withhold("shutil", {
    **dict.fromkeys(["make_archive", "unpack_archive", "get_archive_formats"],
                    "no archives here: use zipfile-free data such as json"),
    **dict.fromkeys(["disk_usage", "which", "chown", "get_terminal_size"],
                    "no host information here"),
})
withhold("tempfile", {
    "mkstemp": "no file descriptors here: use tempfile.NamedTemporaryFile or mkdtemp",
    "SpooledTemporaryFile": "use tempfile.NamedTemporaryFile or io.BytesIO",
})

#: stat's functions: each reads one mode integer (filemode builds 10 characters).
_STAT_FUNCTIONS = tuple(name for name in dir(_stat)
                        if not name.startswith("_") and callable(getattr(_stat, name)))


@register("stat", doc="File mode constants and tests (S_ISDIR, S_ISREG, filemode...) for "
                      "os.stat().st_mode.", costs=costs(constant=_STAT_FUNCTIONS))
def build_stat(env: ModuleEnv) -> dict[str, Any]:
    return {name: getattr(_stat, name) for name in dir(_stat)
            if not name.startswith("_") and (name in _STAT_FUNCTIONS
                                             or type(getattr(_stat, name)) is int)}


#: TOML text longer than this many characters is refused before parsing.
MAX_TOML_CHARS = 10_000_000
#: (measured ~470 ns and ~9 bytes a byte for a file of short key = value lines)
_TOML_COST = linear(ns=1000, mem=16, note="tomllib parses in time and memory linear in the "
                                          "text")


@register("tomllib", doc="Parse TOML (loads on str, load on a binary file).",
          costs=costs(loads=_TOML_COST, load=_TOML_COST, TOMLDecodeError=CONSTANT))
def build_tomllib(env: ModuleEnv) -> dict[str, Any]:
    def loads(s: Any, /, *, parse_float: Any = float) -> dict[str, Any]:
        """Parse TOML from a string."""
        if not isinstance(s, str):
            raise TypeError(f"Expected str object, not '{type(s).__qualname__}'")
        text = str.__str__(s)
        if len(text) > MAX_TOML_CHARS:
            raise _tomllib.TOMLDecodeError(f"document longer than {MAX_TOML_CHARS} "
                                           "characters")
        try:
            return _tomllib.loads(text, parse_float=parse_float)
        except RecursionError:
            raise _tomllib.TOMLDecodeError("document nested too deeply") from None

    def load(fp: Any, /, *, parse_float: Any = float) -> dict[str, Any]:
        """Parse TOML from a binary file object."""
        b = gate.get_attr(fp, "read")()
        if not isinstance(b, (bytes, bytearray)):
            raise TypeError("File must be opened in binary mode, e.g. use "
                            "`open('foo.toml', 'rb')`")
        ctx = env.ctx()
        if ctx is not None:
            _TOML_COST.enforce(ctx, "tomllib.load", (b,), {})
        return loads(bytes(b).decode(), parse_float=parse_float)

    return {"loads": make_builtin("loads", loads, loads.__doc__),
            "load": make_builtin("load", load, load.__doc__),
            "TOMLDecodeError": _tomllib.TOMLDecodeError}
