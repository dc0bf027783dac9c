# The threads of guest/threading.py (Thread, Timer, excepthook, executor workers, local):
# joined after threading.py and threading_locks.py by modules/threadmods.py.

import sys as _sys

# --- threads ------------------------------------------------------------------------------

class ExceptHookArgs(tuple):
    """ExceptHookArgs((exc_type, exc_value, exc_traceback, thread)): excepthook's argument."""

    n_fields = n_sequence_fields = 4
    n_unnamed_fields = 0

    def __new__(cls, sequence):
        values = tuple(sequence)
        if len(values) != 4:
            raise TypeError(f"_thread._ExceptHookArgs() takes a 4-sequence "
                            f"({len(values)}-sequence given)")
        return tuple.__new__(cls, values)

    exc_type = property(lambda self: self[0])
    exc_value = property(lambda self: self[1])
    exc_traceback = property(lambda self: self[2])
    thread = property(lambda self: self[3])

    def __repr__(self):
        return ("_thread._ExceptHookArgs(exc_type={!r}, exc_value={!r}, exc_traceback={!r}, "
                "thread={!r})".format(*self))


ExceptHookArgs.__module__ = "_thread"
ExceptHookArgs.__name__ = ExceptHookArgs.__qualname__ = "_ExceptHookArgs"


def excepthook(args, /):
    """Handle an exception raised by Thread.run(): print it on stderr."""
    if args.exc_type is SystemExit:
        return
    import traceback
    name = args.thread.name if args.thread is not None else get_ident()
    text = "".join(traceback.format_exception(args.exc_type, args.exc_value,
                                              args.exc_traceback))
    _sys.stderr.write(f"Exception in thread {name}:\n{text}")
    _sys.stderr.flush()


def _report(thread, exc):
    import threading  # the module as the guest sees it: threading.excepthook may be replaced
    threading.excepthook(ExceptHookArgs((type(exc), exc, exc.__traceback__, thread)))


class Thread:
    """A thread of control. start() runs run() (the target by default) to its end."""

    _initialized = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *,
                 daemon=None):
        assert group is None, "group argument must be None for now"
        if kwargs is None:
            kwargs = {}
        if name:
            name = str(name)
        else:
            name = _newname("Thread-%d")
            if target is not None:
                try:
                    name += f" ({target.__name__})"
                except AttributeError:
                    pass
        self._target = target
        self._name = name
        self._args = args
        self._kwargs = kwargs
        self._daemonic = daemon if daemon is not None else current_thread().daemon
        self._ident = None
        self._native_id = None
        self._started = False
        self._is_stopped = False
        self._initialized = True

    def __repr__(self):
        assert self._initialized, "Thread.__init__() was not called"
        status = "initial"
        if self._started:
            status = "started"
        if self._is_stopped:
            status = "stopped"
        if self._daemonic:
            status += " daemon"
        if self._ident is not None:
            status += f" {self._ident}"
        return f"<{type(self).__name__}({self._name}, {status})>"

    def start(self):
        """Start the thread: it runs now, until it ends or waits (see the module's
        comment); then this thread goes on."""
        if not self._initialized:
            raise RuntimeError("thread.__init__() not called")
        if self._started:
            raise RuntimeError("threads can only be started once")
        self._begin()
        _thread_spawn(self._bootstrap)

    def _begin(self):
        self._started = True
        self._ident = _new_ident()
        self._native_id = self._ident % 100_000 + 1000
        self._joiners = _WaitList()
        _active[self._ident] = self

    def _bootstrap(self):
        _stacks[_thread_gid()] = [self]
        try:
            try:
                self.run()
            except SystemExit:
                pass
            except BaseException as exc:
                _report(self, exc)
        finally:
            del _stacks[_thread_gid()]
            self._finish(now=False)

    def _finish(self, now=True):
        self._is_stopped = True
        _active.pop(self._ident, None)
        self._joiners.wake_all(now)

    def run(self):
        """The thread's activity: call the target with its arguments."""
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            del self._target, self._args, self._kwargs

    def join(self, timeout=None):
        """Wait until the thread ends (here it has, unless it is waiting for this one)."""
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")
        if self is current_thread():
            raise RuntimeError("cannot join current thread")
        if self._is_stopped:
            return
        self._wait_alive(timeout)

    def _wait_alive(self, timeout):
        deadline = _deadline(timeout)
        while not self._is_stopped:
            if _running(self):
                # an executor worker running the call that is waiting: it cannot end first
                got = None
            else:
                got = self._joiners.wait(_left(deadline))
            if got is None:
                raise _forever(f"join() on {self._name}", "let it end: it is waiting too",
                               "join with a timeout")
            if got is False:
                return

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, name):
        self._name = str(name)

    @property
    def ident(self):
        return self._ident

    @property
    def native_id(self):
        return self._native_id

    def is_alive(self):
        """Return whether the thread is alive (started, not yet ended)."""
        return self._started and not self._is_stopped

    @property
    def daemon(self):
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if self._started:
            raise RuntimeError("cannot set daemon status of active thread")
        self._daemonic = daemonic

    def isDaemon(self):
        return self.daemon

    def setDaemon(self, daemonic):
        self.daemon = daemonic

    def getName(self):
        return self.name

    def setName(self, name):
        self.name = name


class _MainThread(Thread):

    def __init__(self):
        Thread.__init__(self, name="MainThread", daemon=False)
        self._started = True
        self._ident = _new_ident()
        self._native_id = 1000
        self._joiners = _WaitList()
        _active[self._ident] = self


class _DummyThread(Thread):
    pass


_main = _MainThread()
_stacks[0] = [_main]


class Timer(Thread):
    """Call a function after a specified number of seconds:

            t = Timer(30.0, f, args=None, kwargs=None)
            t.start()
            t.cancel()     # stop the timer's action if it's still waiting

    """

    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
        self.finished = Event()

    def cancel(self):
        """Stop the timer if it hasn't finished yet."""
        self.finished.set()

    def run(self):
        self.finished.wait(self.interval)
        if not self.finished.is_set():
            self.function(*self.args, **self.kwargs)
        self.finished.set()


# --- executor workers (concurrent.futures) --------------------------------------------------

def _worker(name):
    # a started thread that runs what _run_on gives it, until _retire
    thread = Thread(name=name, daemon=False)
    thread._begin()
    return thread


def _run_on(thread, fn, *args):
    stack = _stack()
    stack.append(thread)
    try:
        return fn(*args)
    finally:
        stack.pop()


def _retire(thread):
    thread._finish()


def _running(thread):
    # an executor worker in the middle of a call (workers run on the stack of the thread
    # that submitted the call, above it)
    return any(thread in stack[1:] for stack in _stacks.values())


# reached by guest/futures.py as attributes of Thread (the module exports __all__ only)
Thread._sandbox_worker = staticmethod(_worker)
Thread._sandbox_run_on = staticmethod(_run_on)
Thread._sandbox_retire = staticmethod(_retire)
Thread._sandbox_running = staticmethod(_running)
Thread._sandbox_main = _main
Thread._sandbox_waitlist = _WaitList
Thread._sandbox_one_at_a_time = _ONE_AT_A_TIME


# --- thread-local data ------------------------------------------------------------------

class local:
    """Thread-local data: each thread sees its own attributes of the same object."""

    def __new__(cls, *args, **kw):
        if (args or kw) and (cls.__init__ is object.__init__):
            raise TypeError("Initialization arguments are not supported")
        self = object.__new__(cls)
        object.__setattr__(self, "_local__args", (args, kw))
        object.__setattr__(self, "_local__dicts", {get_ident(): {}})
        return self

    def _local__here(self):
        dicts = object.__getattribute__(self, "_local__dicts")
        ident = get_ident()
        d = dicts.get(ident)
        if d is None:
            d = dicts[ident] = {}
            args, kw = object.__getattribute__(self, "_local__args")
            init = type(self).__init__
            if init is not object.__init__:
                init(self, *args, **kw)
        return d

    def __getattr__(self, name):
        if name.startswith("_local__"):
            raise AttributeError(name)
        d = local._local__here(self)
        try:
            return d[name]
        except KeyError:
            raise AttributeError(f"'{type(self).__name__}' object has no attribute "
                                 f"'{name}'") from None

    def __setattr__(self, name, value):
        if name == "__dict__":
            raise AttributeError(f"{type(self).__name__!r} object attribute '__dict__' is "
                                 "read-only")
        prop = getattr(type(self), name, None)
        if hasattr(prop, "__set__"):
            return object.__setattr__(self, name, value)
        local._local__here(self)[name] = value

    def __delattr__(self, name):
        d = local._local__here(self)
        try:
            del d[name]
        except KeyError:
            raise AttributeError(name) from None


local.__module__ = "_thread"
local.__name__ = local.__qualname__ = "_local"
