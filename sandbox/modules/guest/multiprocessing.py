# multiprocessing for the guest, written for the sandbox: the parts of CPython 3.11's module
# that programs use to spread work (Pool with map/imap/starmap/apply_async, Process, Queue,
# Manager's dict and list, Value, the synchronisation primitives, cpu_count) on one thread of
# execution. No process is made: a Process runs its target to the end in start(), a Pool runs
# each task when it is given, in this process (nothing is pickled, so a lambda or a local
# function works where CPython's pickling would refuse it). cpu_count() is 1: the sandbox runs
# one thread of execution. multiprocessing.dummy (the same API on threads) is this module too.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

import queue as _queue
import threading as _threading

__all__ = ["Pool", "Process", "Queue", "JoinableQueue", "SimpleQueue", "Manager", "Value",
           "Array", "Lock", "RLock", "Event", "Semaphore", "BoundedSemaphore", "Condition",
           "Barrier", "cpu_count", "current_process", "parent_process", "active_children",
           "freeze_support", "set_start_method", "get_start_method", "get_context",
           "TimeoutError", "ProcessError", "AuthenticationError", "BufferTooShort",
           "ThreadPool"]

Lock = _threading.Lock
RLock = _threading.RLock
Event = _threading.Event
Semaphore = _threading.Semaphore
BoundedSemaphore = _threading.BoundedSemaphore
Condition = _threading.Condition
Barrier = _threading.Barrier


class ProcessError(Exception):
    pass


class BufferTooShort(ProcessError):
    pass


class TimeoutError(ProcessError):
    pass


class AuthenticationError(ProcessError):
    pass


for _cls in (ProcessError, BufferTooShort, TimeoutError, AuthenticationError):
    _cls.__module__ = "multiprocessing.context"


def cpu_count():
    """Returns the number of CPUs in the system (the sandbox runs one thread of execution)."""
    return 1


def freeze_support():
    pass


_start_method = [None]


def set_start_method(method, force=False):
    if _start_method[0] is not None and not force:
        raise RuntimeError("context has already been set")
    if method not in ("fork", "spawn", "forkserver", None):
        raise ValueError(f"cannot find context for {method!r}")
    _start_method[0] = method


def get_start_method(allow_none=False):
    if _start_method[0] is None and not allow_none:
        _start_method[0] = "fork"
    return _start_method[0]


def get_context(method=None):
    import multiprocessing
    return multiprocessing


# --- processes --------------------------------------------------------------------------------

_process_names = [0]
_process_stack = []


class Process:
    """A process object: start() runs run() (the target by default) to its end here."""

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *,
                 daemon=None):
        assert group is None, "group argument must be None for now"
        _process_names[0] += 1
        self._identity = (_process_names[0],)
        self._target = target
        self._args = tuple(args)
        self._kwargs = dict(kwargs or {})
        self._name = name or f"Process-{_process_names[0]}"
        self.daemon = bool(daemon)
        self._popen = None
        self.exitcode = None
        self.pid = None

    def run(self):
        if self._target:
            self._target(*self._args, **self._kwargs)

    def start(self):
        if self._popen is not None:
            raise AssertionError("cannot start a process twice")
        self._popen = True
        self.pid = 4000 + self._identity[0]
        _process_stack.append(self)
        try:
            self.run()
            self.exitcode = 0
        except SystemExit as e:
            code = e.code
            self.exitcode = code if isinstance(code, int) else (0 if code is None else 1)
        except BaseException:
            import sys
            import traceback
            sys.stderr.write(f"Process {self._name}:\n{traceback.format_exc()}")
            self.exitcode = 1
        finally:
            _process_stack.pop()

    def join(self, timeout=None):
        if self._popen is None:
            raise AssertionError("can only join a started process")

    def is_alive(self):
        return False if self._popen is None else self.exitcode is None

    def terminate(self):
        pass

    kill = terminate

    def close(self):
        pass

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, value):
        self._name = str(value)

    @property
    def ident(self):
        return self.pid

    def __repr__(self):
        status = "initial" if self._popen is None else (
            "started" if self.exitcode is None else f"stopped exitcode={self.exitcode}"
            if self.exitcode else "stopped")
        return f"<{type(self).__name__} name='{self._name}' {status}>"


class _MainProcess(Process):
    def __init__(self):
        self._identity = ()
        self._name = "MainProcess"
        self.daemon = False
        self._popen = True
        self.exitcode = None
        self.pid = 4000


_main_process = _MainProcess()


def current_process():
    """Return process object representing the current process."""
    return _process_stack[-1] if _process_stack else _main_process


def parent_process():
    return _process_stack[-2] if len(_process_stack) > 1 else (
        _main_process if _process_stack else None)


def active_children():
    return []


# --- queues and shared values ---------------------------------------------------------------

class Queue(_queue.Queue):
    """A process queue (here: queue.Queue with close/join_thread)."""

    def __init__(self, maxsize=0, *, ctx=None):
        _queue.Queue.__init__(self, maxsize)

    def close(self):
        pass

    def join_thread(self):
        pass

    def cancel_join_thread(self):
        pass


JoinableQueue = Queue


class SimpleQueue(_queue.SimpleQueue):
    def close(self):
        pass


class _Value:
    def __init__(self, typecode, value):
        self._typecode = typecode
        self.value = value
        self._lock = RLock()

    def get_lock(self):
        return self._lock

    def get_obj(self):
        return self

    def __repr__(self):
        return f"<Synchronized wrapper for c_{_CTYPES.get(self._typecode, 'int')}" \
               f"({self.value!r})>"


_CTYPES = {"i": "int", "d": "double", "f": "float", "l": "long", "b": "byte", "c": "char",
           "I": "uint", "L": "ulong", "h": "short", "H": "ushort", "B": "ubyte", "q": "longlong"}


def Value(typecode_or_type, *args, lock=True):
    """A shared value (here: an object whose .value every task sees)."""
    return _Value(typecode_or_type, args[0] if args else 0)


def Array(typecode_or_type, size_or_initializer, *, lock=True):
    """A shared array (here: a list)."""
    if isinstance(size_or_initializer, int):
        return [0] * size_or_initializer
    return list(size_or_initializer)


class _Namespace:
    def __repr__(self):
        items = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items()
                          if not k.startswith("_"))
        return f"Namespace({items})"


class _Manager:
    """A manager whose shared objects are this process's own (dict, list, Queue...)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def start(self):
        pass

    def shutdown(self):
        pass

    def dict(self, *args, **kwargs):
        return dict(*args, **kwargs)

    def list(self, *args):
        return list(*args)

    def Queue(self, maxsize=0):
        return _queue.Queue(maxsize)

    JoinableQueue = Queue

    def Lock(self):
        return Lock()

    def RLock(self):
        return RLock()

    def Event(self):
        return Event()

    def Semaphore(self, value=1):
        return Semaphore(value)

    def Value(self, typecode, value, lock=True):
        return _Value(typecode, value)

    def Namespace(self):
        return _Namespace()


def Manager():
    """Returns a manager (here: its shared objects are plain objects of this process)."""
    _process_names[0] += 1   # CPython's manager is a process, numbered too
    return _Manager()


# --- pools ------------------------------------------------------------------------------------

class ApplyResult:
    """The result of Pool.apply_async and map_async."""

    def __init__(self, ok, value):
        self._success = ok
        self._value = value

    def ready(self):
        return True

    def successful(self):
        return self._success

    def wait(self, timeout=None):
        pass

    def get(self, timeout=None):
        if self._success:
            return self._value
        raise self._value


AsyncResult = ApplyResult
MapResult = ApplyResult


class Pool:
    """A pool of worker processes (here: each task runs when it is given, in this process)."""

    _wrap_exception = True

    def __init__(self, processes=None, initializer=None, initargs=(), maxtasksperchild=None,
                 context=None):
        if processes is None:
            processes = cpu_count()
        if processes < 1:
            raise ValueError("Number of processes must be at least 1")
        if maxtasksperchild is not None and (
                not isinstance(maxtasksperchild, int) or maxtasksperchild <= 0):
            raise ValueError("maxtasksperchild must be a positive int or None")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._processes = processes
        self._state = "RUN"
        if not isinstance(self, ThreadPool):
            _process_names[0] += processes   # CPython's workers are processes, numbered too
        if initializer is not None:
            initializer(*initargs)

    def __repr__(self):
        return f"<{type(self).__module__}.{type(self).__qualname__} state={self._state} " \
               f"pool_size={self._processes}>"

    def _check_running(self):
        if self._state != "RUN":
            raise ValueError("Pool not running")

    def apply(self, func, args=(), kwds=None):
        """Equivalent of func(*args, **kwds)."""
        self._check_running()
        return func(*args, **(kwds or {}))

    def apply_async(self, func, args=(), kwds=None, callback=None, error_callback=None):
        """Run func(*args, **kwds) now; its AsyncResult."""
        return self._async(lambda: func(*args, **(kwds or {})), callback, error_callback)

    def map(self, func, iterable, chunksize=None):
        """Apply func to each element of iterable, collecting the results in a list (every
        task runs; the first exception, in input order, is raised)."""
        self._check_running()
        return list(_outcomes(_run_all(func, _one_each(iterable))))

    def starmap(self, func, iterable, chunksize=None):
        """Like map(), but the elements of iterable are argument tuples."""
        self._check_running()
        return list(_outcomes(_run_all(func, _tuples(iterable))))

    def _async(self, run, callback, error_callback):
        self._check_running()
        try:
            value = run()
        except Exception as exc:
            if error_callback is not None:
                error_callback(exc)
            return ApplyResult(False, exc)
        if callback is not None:
            callback(value)
        return ApplyResult(True, value)

    def map_async(self, func, iterable, chunksize=None, callback=None, error_callback=None):
        items = _one_each(iterable)
        return self._async(lambda: list(_outcomes(_run_all(func, items))), callback,
                           error_callback)

    def starmap_async(self, func, iterable, chunksize=None, callback=None,
                      error_callback=None):
        items = _tuples(iterable)
        return self._async(lambda: list(_outcomes(_run_all(func, items))), callback,
                           error_callback)

    def imap(self, func, iterable, chunksize=1):
        """Like map(), lazily: results in order (here: every task runs now)."""
        self._check_running()
        return _outcomes(_run_all(func, _one_each(iterable)))

    imap_unordered = imap

    def close(self):
        if self._state == "RUN":
            self._state = "CLOSE"

    def terminate(self):
        self._state = "TERMINATE"

    def join(self):
        if self._state == "RUN":
            raise ValueError("Pool is still running")

    def __enter__(self):
        self._check_running()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.terminate()


def _one_each(iterable):
    """The argument lists of map(): each element alone (the iterable read whole first)."""
    return [(x,) for x in list(iterable)]


def _tuples(iterable):
    """The argument lists of starmap(): each element as a tuple."""
    return [tuple(a) for a in list(iterable)]


def _run_all(func, arglists):
    outcomes = []
    for args in arglists:
        try:
            outcomes.append((True, func(*args)))
        except Exception as exc:
            outcomes.append((False, exc))
    return outcomes


def _outcomes(outcomes):
    for ok, value in outcomes:
        if not ok:
            raise value
        yield value


class ThreadPool(Pool):
    """A pool of worker threads (multiprocessing.pool.ThreadPool)."""

    def __init__(self, processes=None, initializer=None, initargs=()):
        Pool.__init__(self, processes, initializer, initargs)
