"""Guest ``os`` and ``os.path`` on the session's virtual file system (:mod:`sandbox.fs`).

Every function that touches files goes to the session's :class:`~sandbox.fs.vfs.VirtualFS`,
which routes the virtual path to memory or to a mount and enforces the budgets there; errors
are CPython's, naming the path as the guest wrote it. ``os.environ`` is a per-session ``dict``
filled from ``Sandbox(environ=...)`` (empty by default; never the host's environment) and
``os.getenv`` reads it. The path functions of ``os.path`` are CPython's ``posixpath`` on exact
``str``/``bytes`` copies of the arguments (a guest ``str`` subclass's methods never run in host
code), except those that need a working directory, which use the session's virtual cwd.
``os.walk``, ``os.scandir`` (with ``os.DirEntry``), ``os.makedirs``, ``os.removedirs`` and
``os.PathLike`` are guest code (``guest/os_walk.py``).

Left out on purpose (what to use instead is in :data:`sandbox.modules.WITHHELD`): processes
(``system``, ``popen``, ``fork``, ``exec*``, ``spawn*``, ``kill``), descriptors (``open``,
``read``, ``write``, ``close``, ``pipe``, ``dup``), identity and permissions (``getuid``,
``chmod``, ``chown``), ``urandom`` (use ``random.randbytes``),
``symlink``/``link`` (the virtual file system has no links).
"""

from __future__ import annotations

import errno
import os
import posixpath
from typing import Any

from ..fs.paths import fspath, normalise, os_error
from ..fs.stat import stat_result
from ..guards.costmodel import costs, linear
from ..runtime.builtins import make_builtin
from . import REGISTRY, ModuleEnv, guest_source, register, withhold

_PATH_STR = ("basename", "dirname", "split", "splitext", "join", "normpath", "isabs",
             "commonprefix", "commonpath", "normcase", "splitdrive")
_PATH_FS = ("exists", "isfile", "isdir", "islink", "getsize", "getmtime", "getatime",
            "getctime", "abspath", "realpath", "relpath", "lexists", "expanduser",
            "samefile", "ismount")
_STRING_COST = linear(ns=20, mem=8, note="posixpath string work, linear in the path's length")
#: commonpath/commonprefix split every path into components in Python (measured ~60 ns and
#: ~22 bytes of lists a byte: benchmarks/cost_calibration.py)
_COMMON_COST = linear(ns=120, mem=48, note="every path split into components in Python")


def _exact(value: Any) -> Any:
    """``value`` as an exact str or bytes (a path-like object's ``__fspath__`` called)."""
    if type(value) is str or type(value) is bytes:
        return value
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    return fspath(value)


def _exact_args(args: Any) -> list[Any]:
    return [_exact(a) for a in args]


def _fs(env: ModuleEnv) -> Any:
    return env.session.fs


def _builder_path(env: ModuleEnv) -> dict[str, Any]:
    def _string(name: str) -> Any:
        real = getattr(posixpath, name)

        def call(*args: Any) -> Any:
            if name in ("commonprefix", "commonpath") and len(args) == 1:
                return real([_exact(a) for a in list(args[0])])
            return real(*_exact_args(args))
        return make_builtin(name, call, real.__doc__)

    def stat_or_none(path: Any) -> Any:
        try:
            return _fs(env).stat(path)
        except (OSError, ValueError):
            return None

    def exists(path: Any) -> bool:
        """Test whether a path exists.  Returns False for broken symbolic links"""
        return stat_or_none(path) is not None

    def isfile(path: Any) -> bool:
        """Test whether a path is a regular file"""
        st = stat_or_none(path)
        return st is not None and st[0] == "file"

    def isdir(s: Any) -> bool:
        """Return true if the pathname refers to an existing directory."""
        st = stat_or_none(s)
        return st is not None and st[0] == "dir"

    def islink(path: Any) -> bool:
        """Test whether a path is a symbolic link (never, in the sandbox)"""
        _exact(path)
        return False

    def ismount(path: Any) -> bool:
        """Test whether a path is a mount point"""
        virtual = normalise(fspath(path), _fs(env).cwd)
        return virtual == "/" or any(p.path == virtual for p in _fs(env).points)

    def getsize(filename: Any) -> int:
        """Return the size of a file, reported by os.stat()."""
        return int(_fs(env).stat_or_raise(filename)[1])

    def getmtime(filename: Any) -> float:
        """Return the last modification time of a file, reported by os.stat()."""
        return float(_fs(env).stat_or_raise(filename)[2])

    def abspath(path: Any) -> Any:
        """Return an absolute path."""
        p = _exact(path)
        if isinstance(p, bytes):
            return os.fsencode(normalise(os.fsdecode(p), _fs(env).cwd))
        return normalise(p, _fs(env).cwd) if p else _fs(env).cwd

    def relpath(path: Any, start: Any = None) -> Any:
        """Return a relative version of a path"""
        p = _exact(path)
        if not p:
            raise ValueError("no path specified")
        s = _fs(env).cwd if start is None else _exact(start)
        return posixpath.relpath(abspath(p), abspath(s))

    def expanduser(path: Any) -> Any:
        """Expand ~ and ~user constructions (``~`` is $HOME of os.environ, if set)."""
        p = _exact(path)
        home = env.services.get("environ", {}).get("HOME")
        if home is None:
            return p
        if isinstance(p, bytes):
            return os.fsencode(home) + p[1:] if p == b"~" or p.startswith(b"~/") else p
        return home + p[1:] if p == "~" or p.startswith("~/") else p

    def samefile(f1: Any, f2: Any) -> bool:
        """Test whether two pathnames reference the same actual file or directory"""
        fs = _fs(env)
        fs.stat_or_raise(f1)
        fs.stat_or_raise(f2)
        return fs.absolute(f1) == fs.absolute(f2)

    ns: dict[str, Any] = {name: _string(name) for name in _PATH_STR}
    for fn in (exists, isfile, isdir, islink, ismount, getsize, getmtime, abspath, relpath,
               expanduser, samefile):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, fn.__doc__)
    ns["lexists"] = ns["exists"]
    ns["realpath"] = make_builtin("realpath", lambda path, *, strict=False: abspath(path),
                                  "Return the canonical path of the specified filename.")
    ns["getatime"] = ns["getctime"] = ns["getmtime"]
    ns.update(sep="/", altsep=None, curdir=".", pardir="..", extsep=".", pathsep=":",
              defpath="/bin:/usr/bin", devnull="/dev/null", supports_unicode_filenames=False)
    return ns


register("os.path", doc="Path functions (posixpath) on the virtual file system.",
         costs=costs({name: _COMMON_COST if name.startswith("common") else _STRING_COST
                      for name in _PATH_STR},
                     wrapped=_PATH_FS))(_builder_path)

_OS_FS = ("getcwd", "getcwdb", "chdir", "listdir", "mkdir", "rmdir", "remove", "unlink",
          "rename", "replace", "stat", "lstat", "getenv", "fspath", "fsencode", "fsdecode",
          "utime", "access")


@register("os", doc="Files, directories and environment of the sandbox's virtual file system.",
          costs=costs(wrapped=(*_OS_FS, "walk", "scandir", "makedirs", "removedirs"),
                      constant=("error", "stat_result")))  # PathLike, DirEntry: guest code
def build_os(env: ModuleEnv) -> dict[str, Any]:
    environ: dict[str, str] = dict(env.services.get("environ", {}))
    env.services["environ"] = environ

    def getcwd() -> str:
        """Return a unicode string representing the current working directory."""
        return str(_fs(env).cwd)

    def getcwdb() -> bytes:
        """Return a bytes string representing the current working directory."""
        return os.fsencode(str(_fs(env).cwd))

    def chdir(path: Any) -> None:
        """Change the current working directory to the specified path."""
        _fs(env).chdir(path)

    def listdir(path: Any = None) -> list[Any]:
        """Return a list containing the names of the files in the directory."""
        names = _fs(env).listdir("." if path is None else path)
        if isinstance(path, bytes):
            return [os.fsencode(n) for n in names]  # undecodable names round-trip
        return names

    def mkdir(path: Any, mode: Any = 0o777, *, dir_fd: Any = None) -> None:
        """Create a directory."""
        _fs(env).mkdir(path)

    def rmdir(path: Any, *, dir_fd: Any = None) -> None:
        """Remove a directory."""
        _fs(env).rmdir(path)

    def remove(path: Any, *, dir_fd: Any = None) -> None:
        """Remove a file (same as unlink())."""
        st = _fs(env).stat(path)
        if st is not None and st[0] == "dir":
            raise os_error(errno.EISDIR, path)
        _fs(env).unlink(path)

    def rename(src: Any, dst: Any, *, src_dir_fd: Any = None, dst_dir_fd: Any = None) -> None:
        """Rename a file or directory."""
        _fs(env).rename(src, dst)

    def stat(path: Any, *, dir_fd: Any = None, follow_symlinks: Any = True) -> stat_result:
        """Perform a stat system call on the given path."""
        return stat_result.of(_fs(env).stat_or_raise(path))

    def getenv(key: Any, default: Any = None) -> Any:
        """Get an environment variable, return None if it doesn't exist."""
        if not isinstance(key, str):
            raise TypeError(f"str expected, not {type(key).__name__}")
        return environ.get(str.__str__(key), default)

    def fspath_(path: Any) -> Any:
        """Return the file system path representation of the object."""
        return _exact(path)

    def fsencode(filename: Any) -> bytes:
        """Encode filename (an os.PathLike, bytes, or str) to the filesystem encoding"""
        p = _exact(filename)
        return p if isinstance(p, bytes) else p.encode("utf-8", "surrogateescape")

    def fsdecode(filename: Any) -> str:
        """Decode filename (an os.PathLike, bytes, or str) from the filesystem encoding"""
        p = _exact(filename)
        return p if isinstance(p, str) else p.decode("utf-8", "surrogateescape")

    def utime(path: Any, times: Any = None, *, ns: Any = None, dir_fd: Any = None,
              follow_symlinks: Any = True) -> None:
        """Set the access and modified time of path (kept as is in the sandbox)."""
        _fs(env).stat_or_raise(path)
        _fs(env).check_writable(path)  # as the kernel refuses it on a read-only mount

    def access(path: Any, mode: Any, *, dir_fd: Any = None, effective_ids: Any = False,
               follow_symlinks: Any = True) -> bool:
        """Use the real uid/gid to test for access to a path."""
        try:
            if _fs(env).stat(path) is None:
                return False
            if type(mode) is int and mode & 2:  # W_OK: not on a read-only mount
                _fs(env).check_writable(path)
            return True
        except (OSError, ValueError):
            return False

    ns: dict[str, Any] = {}
    for fn in (getcwd, getcwdb, chdir, listdir, mkdir, rmdir, remove, rename, stat, getenv,
               fsencode, fsdecode, utime, access):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, fn.__doc__)
    ns["unlink"] = make_builtin("unlink", remove, "Remove a file (same as remove()).")
    ns["replace"] = make_builtin("replace", rename, "Rename a file or directory, overwriting "
                                 "the destination.")
    ns["lstat"] = make_builtin("lstat", stat, "Perform a stat system call on the given path, "
                               "without following symbolic links.")
    ns["fspath"] = make_builtin("fspath", fspath_, fspath_.__doc__)
    importer = env.importer_ref() if env.importer_ref is not None else None
    assert importer is not None
    path = importer.modules.get("os.path")
    if path is None:
        path = importer.make_module(REGISTRY["os.path"], _builder_path(env))
    ns["path"] = path
    ns.update(environ=environ, error=OSError, stat_result=stat_result, name="posix",
              sep="/", altsep=None, curdir=".", pardir="..", extsep=".", pathsep=":",
              linesep="\n", devnull="/dev/null", defpath="/bin:/usr/bin",
              F_OK=0, R_OK=4, W_OK=2, X_OK=1, SEEK_SET=0, SEEK_CUR=1, SEEK_END=2)
    guest = env.run_source("os", guest_source("os_walk.py"),
                           {"_listdir": ns["listdir"], "_mkdir": ns["mkdir"],
                            "_rmdir": ns["rmdir"], "_path": ns["path"],
                            "_stat": ns["stat"], "_fspath": ns["fspath"]})
    ns.update(guest)
    return ns


withhold("os", {
    **dict.fromkeys(["system", "popen", "fork", "execv", "execve", "execl", "spawnv",
                     "kill", "getpid", "startfile"],
                    "no processes here: use the tools the host gave you"),
    **dict.fromkeys(["open", "read", "write", "close", "pipe", "dup", "fdopen"],
                    "no file descriptors here: use open() on a path"),
    **dict.fromkeys(["chmod", "chown", "getuid", "getlogin"],
                    "the virtual file system has no owners or permissions"),
    **dict.fromkeys(["symlink", "link", "readlink"],
                    "the virtual file system has no links"),
    "urandom": "use random.randbytes (the session's seeded generator)",
    "putenv": "assign to os.environ", "unsetenv": "delete from os.environ",
    "cpu_count": "no host information here", "uname": "no host information here",
})
