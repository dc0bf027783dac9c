"""OS confinement of a worker process, each layer detected and verified at run time.

A worker calls :func:`enter_namespaces` first thing (while it is still single-threaded) and
:func:`confine` once it has imported everything it will ever need. Every layer is *tried*,
then *checked* (a probe that must now fail, or the kernel's own read-back); the returned
report says ``in_force`` only for a layer the check confirmed, with a reason otherwise.
Nothing here raises for an unavailable layer: a machine without Landlock simply reports it.

Layers, in the order they are applied:

- ``netns``: ``unshare(CLONE_NEWUSER | CLONE_NEWNET)`` -- a network namespace with no
  interfaces but a down loopback (often refused in containers);
- ``rlimits``: ``RLIMIT_AS`` (address space: the worker's size at confinement plus twice
  ``Limits.max_memory_bytes`` plus slack, plus the guest thread's stack growth),
  ``RLIMIT_CPU`` (re-armed per run by the worker), ``RLIMIT_NOFILE`` (no new descriptors),
  ``RLIMIT_NPROC`` (0; the kernel ignores it for root), ``RLIMIT_FSIZE``/``RLIMIT_CORE`` (0);
- ``no_new_privs``: ``prctl(PR_SET_NO_NEW_PRIVS)``;
- ``landlock``: a ruleset handling every filesystem right the kernel knows (and TCP
  bind/connect, and signal scoping, where its ABI has them) with no rule granting any;
- ``seccomp``: a filter returning EPERM for network sockets, process creation, file opens and
  file-system changes, tracing, namespaces, io_uring, bpf and signals to other processes.
  It uses libseccomp's binding when there is one (``import seccomp``, or the module file
  of Debian's python3-seccomp when its ABI tag is this interpreter's), else a BPF program
  built here (x86-64 only; on other architectures the layer is reported as not in force);
  the report names which.
"""

from __future__ import annotations

import ctypes
import errno
import os
import platform
import resource
import struct
import time
from typing import Any

PR_SET_NO_NEW_PRIVS, PR_GET_NO_NEW_PRIVS, PR_SET_SECCOMP = 38, 39, 22
SECCOMP_MODE_FILTER = 2
CLONE_NEWUSER, CLONE_NEWNET = 0x10000000, 0x40000000

#: Syscalls the filter answers with EPERM (name, x86-64 number).
DENIED_SYSCALLS: tuple[tuple[str, int], ...] = (
    # network: no new sockets, so no connection anywhere (the channel is already open)
    ("socket", 41), ("connect", 42), ("accept", 43), ("bind", 49), ("listen", 50),
    ("socketpair", 53), ("accept4", 288),
    # process creation (threads included) and program execution
    ("clone", 56), ("fork", 57), ("vfork", 58), ("execve", 59), ("execveat", 322),
    ("clone3", 435),
    # opening files, and changing the file system
    ("open", 2), ("creat", 85), ("openat", 257), ("openat2", 437),
    ("open_by_handle_at", 304), ("name_to_handle_at", 303), ("uselib", 134),
    ("truncate", 76), ("rename", 82), ("mkdir", 83), ("rmdir", 84), ("link", 86),
    ("unlink", 87), ("symlink", 88), ("chmod", 90), ("chown", 92), ("lchown", 94),
    ("mknod", 133), ("mkdirat", 258), ("mknodat", 259), ("fchownat", 260),
    ("unlinkat", 263), ("renameat", 264), ("linkat", 265), ("symlinkat", 266),
    ("fchmodat", 268), ("renameat2", 316),
    # other processes: tracing, their memory, signals (tgkill stays for raise/abort)
    ("ptrace", 101), ("kill", 62), ("tkill", 200), ("rt_sigqueueinfo", 129),
    ("rt_tgsigqueueinfo", 297), ("process_vm_readv", 310), ("process_vm_writev", 311),
    ("pidfd_open", 434), ("pidfd_send_signal", 424),
    # kernel attack surface a sandboxed interpreter never needs
    ("mount", 165), ("umount2", 166), ("chroot", 161), ("unshare", 272), ("setns", 308),
    ("bpf", 321), ("perf_event_open", 298), ("userfaultfd", 323), ("keyctl", 250),
    ("add_key", 248), ("request_key", 249), ("io_uring_setup", 425),
    ("io_uring_enter", 426), ("io_uring_register", 427),
)

#: Address-space headroom over the worker's size at confinement, besides the memory limit.
AS_SLACK_BYTES = 256 * 1024 * 1024

_libc: Any = None


def _c() -> Any:
    global _libc
    if _libc is None:
        _libc = ctypes.CDLL(None, use_errno=True)
    return _libc


def _layer(in_force: bool, detail: str) -> dict[str, Any]:
    return {"in_force": bool(in_force), "detail": detail}


def enter_namespaces() -> dict[str, Any]:
    """Try a new user + network namespace (call before any thread exists)."""
    try:
        before = os.readlink("/proc/self/ns/net")
    except OSError:
        before = None
    libc = _c()
    if libc.unshare(CLONE_NEWUSER | CLONE_NEWNET) != 0:
        err = ctypes.get_errno()
        return _layer(False, f"unshare(CLONE_NEWUSER|CLONE_NEWNET) refused: "
                             f"{errno.errorcode.get(err, err)}")
    try:
        after = os.readlink("/proc/self/ns/net")
    except OSError:
        after = None
    if before is not None and after == before:
        return _layer(False, "unshare returned but the network namespace did not change")
    return _layer(True, "own user and network namespace (no interfaces up)")


def arm_cpu_limit(seconds: float) -> None:
    """Let the process use at most ``seconds`` more CPU time (SIGXCPU kills it after)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    used = usage.ru_utime + usage.ru_stime
    soft = int(used + seconds) + 1
    if soft == _armed[0]:
        return  # the limit in force is this very one (whole seconds: most runs re-arm it)
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
    _armed[0] = soft


#: The soft RLIMIT_CPU :func:`arm_cpu_limit` last set in this process (only it sets that
#: limit; a forked worker inherits the limit and this record of it alike).
_armed = [-1]


def _vm_size() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        return 0


def _rlimits(max_memory_bytes: int, cpu_seconds: float, root: bool,
             stack_bytes: int = 0) -> dict[str, Any]:
    report: dict[str, Any] = {}
    base = _vm_size()
    # the stack's growth is address space too (a deep guest recursion through C code)
    address_space = base + 2 * max_memory_bytes + AS_SLACK_BYTES + stack_bytes
    try:
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))
        got = resource.getrlimit(resource.RLIMIT_AS)[0]
        report["rlimit_as"] = _layer(got == address_space,
                                     f"{address_space // (1 << 20)} MiB address space")
    except (OSError, ValueError) as exc:
        report["rlimit_as"] = _layer(False, f"setrlimit(RLIMIT_AS) failed: {exc}")
    try:
        arm_cpu_limit(cpu_seconds)
        report["rlimit_cpu"] = _layer(True, "CPU seconds re-armed per run (timeout + 1 s)")
    except (OSError, ValueError) as exc:
        report["rlimit_cpu"] = _layer(False, f"setrlimit(RLIMIT_CPU) failed: {exc}")
    for name, limit in (("rlimit_fsize", resource.RLIMIT_FSIZE),
                        ("rlimit_core", resource.RLIMIT_CORE)):
        try:
            resource.setrlimit(limit, (0, 0))
            report[name] = _layer(True, "0")
        except (OSError, ValueError) as exc:
            report[name] = _layer(False, str(exc))
    try:
        resource.setrlimit(resource.RLIMIT_NPROC, (0, 0))
        if root:  # a new user namespace shows another uid, but the kernel counts the real one
            report["rlimit_nproc"] = _layer(False, "set to 0, but not in force: the worker "
                                                   "runs as root, for whom the kernel does "
                                                   "not enforce RLIMIT_NPROC (see no_fork)")
        else:
            report["rlimit_nproc"] = _layer(True, "0 (no new processes for this user)")
    except (OSError, ValueError) as exc:
        report["rlimit_nproc"] = _layer(False, f"setrlimit(RLIMIT_NPROC) failed: {exc}")
    return report


def _nofile() -> dict[str, Any]:
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (0, 0))
    except (OSError, ValueError) as exc:
        return _layer(False, f"setrlimit(RLIMIT_NOFILE) failed: {exc}")
    try:
        os.dup(0)
    except OSError:
        return _layer(True, "0: no new file descriptors")
    return _layer(False, "set, but a descriptor could still be created")


def _no_new_privs() -> dict[str, Any]:
    libc = _c()
    libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    ok = libc.prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) == 1
    return _layer(ok, "set" if ok else "prctl(PR_SET_NO_NEW_PRIVS) did not take")


# --- Landlock -------------------------------------------------------------------------------

_LANDLOCK_CREATE, _LANDLOCK_RESTRICT = 444, 446  # the same on every architecture
_FS_RIGHTS_BY_ABI = {1: 13, 2: 14, 3: 15, 4: 15, 5: 16}  # number of access_fs bits


def _landlock() -> dict[str, Any]:
    libc = _c()
    libc.syscall.restype = ctypes.c_long
    abi = libc.syscall(_LANDLOCK_CREATE, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    if abi < 0:
        err = ctypes.get_errno()
        return _layer(False, f"not available ({errno.errorcode.get(err, err)})")
    fs_bits = _FS_RIGHTS_BY_ABI.get(abi, 16)
    fields = [(1 << fs_bits) - 1]
    if abi >= 4:
        fields.append(0b11)  # LANDLOCK_ACCESS_NET_BIND_TCP | CONNECT_TCP
    if abi >= 6:
        fields.append(0b11)  # scope: abstract unix sockets, signals to other domains
    attr = ctypes.create_string_buffer(struct.pack(f"<{len(fields)}Q", *fields))
    fd = libc.syscall(_LANDLOCK_CREATE, attr, ctypes.c_size_t(len(attr.raw)),
                      ctypes.c_uint32(0))
    if fd < 0:
        err = ctypes.get_errno()
        return _layer(False, f"landlock_create_ruleset failed "
                             f"({errno.errorcode.get(err, err)})")
    rc = libc.syscall(_LANDLOCK_RESTRICT, ctypes.c_int(fd), ctypes.c_uint32(0))
    os.close(fd)
    if rc != 0:
        err = ctypes.get_errno()
        return _layer(False, f"landlock_restrict_self failed "
                             f"({errno.errorcode.get(err, err)})")
    try:
        os.stat("/")  # stat needs no right; reading a directory does
        os.listdir("/")
    except PermissionError:
        net = ", TCP bind/connect" if abi >= 4 else ""
        return _layer(True, f"ABI {abi}: no file-system access{net}")
    return _layer(False, f"ABI {abi}: restricted, but the root directory is still readable")


# --- seccomp ----------------------------------------------------------------------------------

_AUDIT_ARCH_X86_64 = 0xC000003E
_X32_BIT = 0x40000000
_RET_KILL_PROCESS, _RET_ERRNO, _RET_ALLOW = 0x80000000, 0x00050000, 0x7FFF0000
_LD_W_ABS, _JEQ_K, _JGE_K, _RET_K = 0x20, 0x15, 0x35, 0x06


def bpf_program(denied: tuple[int, ...], err: int = errno.EPERM) -> bytes:
    """The x86-64 seccomp BPF program: kill a foreign architecture or an x32 call, answer
    each ``denied`` syscall with ``err``, allow the rest. Layout (n = len(denied)):
    ``0 ld arch; 1 jeq x86_64 else KILL; 2 ld nr; 3 jge x32 -> KILL; 4..3+n jeq nr -> ERRNO;
    4+n ALLOW; 5+n ERRNO; 6+n KILL``."""
    n = len(denied)
    if n > 240:
        raise ValueError("too many syscalls for one jump range")
    ins = [(_LD_W_ABS, 0, 0, 4), (_JEQ_K, 0, 4 + n, _AUDIT_ARCH_X86_64),
           (_LD_W_ABS, 0, 0, 0), (_JGE_K, n + 2, 0, _X32_BIT)]
    ins += [(_JEQ_K, n - i, 0, nr) for i, nr in enumerate(denied)]
    ins += [(_RET_K, 0, 0, _RET_ALLOW), (_RET_K, 0, 0, _RET_ERRNO | (err & 0xFFFF)),
            (_RET_K, 0, 0, _RET_KILL_PROCESS)]
    return b"".join(struct.pack("<HBBI", *i) for i in ins)


#: Where Debian's python3-seccomp (libseccomp's own binding) installs its module, for the
#: system's interpreter; another interpreter of the same ABI loads that one file from there.
DEBIAN_DIST_PACKAGES = "/usr/lib/python3/dist-packages"


def load_binding() -> tuple[Any, str]:
    """libseccomp's Python binding, if there is one (call before confinement: it is a file),
    and where it came from: ``import seccomp``, else the module file Debian's python3-seccomp
    installs, when its ABI tag is this interpreter's. (None, why not) otherwise."""
    try:
        import seccomp  # type: ignore[import-not-found]  # libseccomp's own binding
        return seccomp, f"libseccomp binding ({getattr(seccomp, '__file__', 'seccomp')})"
    except ImportError:
        pass
    import importlib.machinery
    import importlib.util
    import sysconfig
    path = os.path.join(DEBIAN_DIST_PACKAGES, "seccomp" + str(sysconfig.get_config_var(
        "EXT_SUFFIX")))
    if not os.path.exists(path):
        return None, "no libseccomp binding (python3-seccomp) for this interpreter"
    try:
        loader = importlib.machinery.ExtensionFileLoader("seccomp", path)
        spec = importlib.util.spec_from_file_location("seccomp", path, loader=loader)
        assert spec is not None
        module = importlib.util.module_from_spec(spec)
        loader.exec_module(module)
    except (ImportError, OSError, AssertionError) as exc:
        return None, f"python3-seccomp's module did not load here ({exc})"
    return module, f"libseccomp binding (Debian python3-seccomp, {path})"


def _seccomp(binding: tuple[Any, str]) -> dict[str, Any]:
    seccomp, found = binding
    if seccomp is not None:
        try:
            filt = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
            for name, _ in DENIED_SYSCALLS:
                try:
                    filt.add_rule(seccomp.ERRNO(errno.EPERM), name)
                except Exception:  # noqa: BLE001, S112 - a syscall this arch lacks
                    continue
            filt.load()
        except Exception as exc:  # noqa: BLE001 - reported
            return _layer(False, f"{found} failed: {exc}")
        how = found
    elif platform.machine() != "x86_64":
        return _layer(False, f"{found}, and no built-in filter for {platform.machine()}")
    else:
        program = bpf_program(tuple(nr for _, nr in DENIED_SYSCALLS))
        buf = ctypes.create_string_buffer(program, len(program))

        class _Prog(ctypes.Structure):
            _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

        prog = _Prog(len(program) // 8, ctypes.cast(buf, ctypes.c_void_p))
        libc = _c()
        if libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(prog), 0, 0) != 0:
            err = ctypes.get_errno()
            return _layer(False, f"prctl(PR_SET_SECCOMP) refused: "
                                 f"{errno.errorcode.get(err, err)}")
        how = f"built-in BPF filter ({found})"
    if _probe_denied():
        return _layer(True, f"{how}: no sockets, processes, threads or file opens")
    return _layer(False, f"{how} loaded, but a probe syscall was not refused")


def _probe_denied() -> bool:
    """Whether socket() and openat() are now refused with EPERM."""
    import socket
    try:
        socket.socket(socket.AF_INET, socket.SOCK_STREAM).close()
        return False
    except PermissionError:
        pass
    except OSError as exc:
        if exc.errno != errno.EPERM:
            return False
    try:
        os.close(os.open("/", os.O_RDONLY))
        return False
    except PermissionError:
        return True
    except OSError as exc:
        return exc.errno == errno.EPERM


def _no_fork(seccomp_layer: dict[str, Any], nproc_layer: dict[str, Any]) -> dict[str, Any]:
    """Whether this process can make another (a fork, which clone/clone3 would serve): tried
    once, after seccomp. A child that does come to exist exits at once."""
    try:
        pid = os.fork()
    except OSError as exc:
        by = ("seccomp (clone, clone3, fork, vfork refused)" if seccomp_layer["in_force"]
              else "RLIMIT_NPROC" if nproc_layer["in_force"] else "the OS")
        return _layer(True, f"os.fork() refused with {errno.errorcode.get(exc.errno or 0, exc)}"
                            f" by {by}")
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)
    return _layer(False, "os.fork() still works (no seccomp filter, and RLIMIT_NPROC is not "
                         "enforced)")


def confine(max_memory_bytes: int, cpu_seconds: float, started_as_root: bool,
            stack_bytes: int = 0) -> dict[str, Any]:
    """Apply every layer after start-up; return ``{layer: {"in_force", "detail"}}``.
    ``started_as_root``: the worker's uid before any namespace (RLIMIT_NPROC is not enforced
    for root); ``stack_bytes``: how far the guest thread's stack may grow (counted in the
    address space allowed, on top of its size now)."""
    started = time.perf_counter()
    binding = load_binding()  # a file: before Landlock and seccomp close the file system
    report = _rlimits(max_memory_bytes, cpu_seconds, started_as_root, stack_bytes)
    report["no_new_privs"] = _no_new_privs()
    report["landlock"] = _landlock()
    report["seccomp"] = _seccomp(binding)
    report["no_fork"] = _no_fork(report["seccomp"], report["rlimit_nproc"])
    report["rlimit_nofile"] = _nofile()  # last: the probes above need descriptors
    report["_confine_s"] = round(time.perf_counter() - started, 6)
    return report
