# threading for the guest, written for the sandbox: CPython 3.11's Thread, Lock, RLock,
# Condition, Semaphore, BoundedSemaphore, Event, Barrier, Timer and local. No host thread is
# ever made: each started thread is a greenlet of the run (sandbox/modules/threadsched.py),
# and one runs at a time. start() runs the new thread until it ends or waits, then the
# starter goes on; a wait (a held lock, an unset event, a join...) lets the other threads
# run, and whatever ends it (release, set, the thread's end) runs the waiting thread at once.
# That is one of the schedules CPython may take, and the one every run takes here. When every
# thread waits and none has a timeout (CPython: a deadlock, forever), the main thread's wait
# raises RuntimeError saying so; with a timeout the wait takes that long (time.sleep, on the
# run's deadline) and answers as CPython does on a timeout.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits;
# the _thread_* helpers (the scheduler) deal in small integers only.

import sys as _sys
import time as _time

__all__ = ["get_ident", "active_count", "Condition", "current_thread", "enumerate",
           "main_thread", "TIMEOUT_MAX", "Event", "Lock", "RLock", "Semaphore",
           "BoundedSemaphore", "Thread", "Barrier", "BrokenBarrierError", "Timer",
           "ThreadError", "local", "stack_size", "excepthook", "ExceptHookArgs",
           "get_native_id", "activeCount", "currentThread"]

TIMEOUT_MAX = 9223372036.0
ThreadError = RuntimeError

_ONE_AT_A_TIME = "no other thread can run to "


def _forever(what, instead, hint="use a timeout, or a non-blocking call"):
    return RuntimeError(f"{what} would wait forever: every other thread is waiting or done "
                        f"(a deadlock), so {_ONE_AT_A_TIME}{instead} ({hint})")


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("timeout value must be a non-negative number")


class _WaitList:
    # the threads waiting for one thing, woken in the order they came

    def __init__(self):
        self._ids = []

    def __len__(self):
        return len(self._ids)

    def wait(self, timeout=None):
        """Park this thread until woken: True; False after timeout seconds; None when no
        thread is left that could wake it (the caller raises its error)."""
        wid = _thread_new_waiter()
        self._ids.append(wid)
        try:
            got = _thread_park(wid, timeout)
        finally:
            if wid in self._ids:
                self._ids.remove(wid)
                _thread_cancel_wait(wid)
        if type(got) is float:
            if got > 0:
                _time.sleep(got)
            return False
        return got

    def wake(self, n=1, now=True):
        woken = 0
        while self._ids and woken < n:
            if _thread_wake(self._ids.pop(0), now):
                woken += 1
        return woken

    def wake_all(self, now=True):
        return self.wake(len(self._ids), now)


def _wait_out(timeout):
    # a wait nothing can end early
    if timeout > 0:
        _time.sleep(timeout)


def _deadline(timeout):
    return None if timeout is None else _time.monotonic() + timeout


def _left(deadline):
    return None if deadline is None else max(deadline - _time.monotonic(), 0.0)


# --- thread identities --------------------------------------------------------------------

_names = 0
_idents = 0


def _newname(template="Thread-%d"):
    global _names
    _names += 1
    return template % _names


def _new_ident():
    global _idents
    _idents += 1
    return 140_180_000_000_000 + 8_392_704 * _idents


# thread greenlet id (0: the main thread, and its asyncio tasks) -> the threads running on
# it, innermost last: a thread, then the executor workers whose calls it runs (guest/futures)
_stacks = {}
_active = {}   # ident -> alive thread (started, not stopped), in start order


def _stack():
    return _stacks[_thread_gid()]


def current_thread():
    """Return the current Thread object, corresponding to the caller's thread of control."""
    return _stacks[_thread_gid()][-1]


def main_thread():
    """Return the main thread object."""
    return _main


def get_ident():
    """Return a non-zero integer that uniquely identifies the current thread."""
    return current_thread()._ident


def get_native_id():
    """Return the native integral Thread ID of the current thread."""
    return current_thread()._native_id


def active_count():
    """Return the number of Thread objects currently alive."""
    return len(_active)


def enumerate():
    """Return a list of all Thread objects currently alive."""
    return list(_active.values())


def currentThread():
    return current_thread()


def activeCount():
    return active_count()


def stack_size(size=0):
    """Return the thread stack size used when creating new threads (0: the default)."""
    if size != 0 and size < 32768:
        raise ValueError("size not valid: 32768 bytes")
    return 0


def _holder_text(holder):
    if holder is None:
        return "it is not held by any thread"
    if holder is current_thread():
        return f"it is held by this thread ({holder.name})"
    return f"it is held by {holder.name}"


# --- locks --------------------------------------------------------------------------------

class lock:
    """A primitive lock: acquire() and release(), a context manager."""

    def __init__(self):
        self._held = False
        self._holder = None
        self._waiting = _WaitList()

    def acquire(self, blocking=True, timeout=-1):
        """Lock the lock; True if it was acquired (False: not in time, or not blocking)."""
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        if timeout < 0 and timeout != -1:
            raise ValueError("timeout value must be positive")
        deadline = _deadline(None if timeout == -1 else timeout)
        while self._held:
            if not blocking:
                return False
            got = self._waiting.wait(_left(deadline))
            if got is None:
                raise _forever("Lock.acquire() on a held lock", "release it: " +
                               _holder_text(self._holder),
                               "use an RLock to re-acquire in one thread, a timeout, or "
                               "acquire(blocking=False)")
            if got is False:
                return False
        self._held = True
        self._holder = current_thread()
        return True

    def release(self):
        """Release the lock, allowing another acquire() to take it."""
        if not self._held:
            raise RuntimeError("release unlocked lock")
        self._held = False
        self._holder = None
        self._waiting.wake()

    def locked(self):
        """Return whether the lock is in the locked state."""
        return self._held

    acquire_lock = acquire
    release_lock = release
    locked_lock = locked

    def __enter__(self):
        return self.acquire()

    def __exit__(self, t, v, tb):
        self.release()

    def _at_fork_reinit(self):
        self._held = False
        self._holder = None

    def __repr__(self):
        state = "locked" if self._held else "unlocked"
        return f"<{state} _thread.lock object at {id(self):#x}>"


lock.__module__ = "_thread"
LockType = lock


def Lock():
    """allocate_lock() -> lock object: a new unlocked primitive lock."""
    return lock()


Lock.__name__ = Lock.__qualname__ = "allocate_lock"


class RLock:
    """A reentrant lock: the thread that holds it may acquire it again."""

    def __init__(self):
        self._owner = None
        self._count = 0
        self._waiting = _WaitList()

    def acquire(self, blocking=True, timeout=-1):
        """Acquire the lock (again, if this thread holds it); True if acquired."""
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        if timeout < 0 and timeout != -1:
            raise ValueError("timeout value must be positive")
        me = current_thread()
        deadline = _deadline(None if timeout == -1 else timeout)
        while self._owner is not None and self._owner is not me:
            if not blocking:
                return False
            got = self._waiting.wait(_left(deadline))
            if got is None:
                raise _forever("RLock.acquire() on a lock another thread holds",
                               "release it: " + _holder_text(self._owner))
            if got is False:
                return False
        self._owner = me
        self._count += 1
        return True

    def release(self):
        """Release the lock once; it is free when released as often as acquired."""
        if self._owner is not current_thread():
            raise RuntimeError("cannot release un-acquired lock")
        self._count -= 1
        if not self._count:
            self._owner = None
            self._waiting.wake()

    def _is_owned(self):
        return self._owner is current_thread()

    def _release_save(self):
        state = (self._count, self._owner)
        self._count = 0
        self._owner = None
        self._waiting.wake()
        return state

    def _acquire_restore(self, state):
        self.acquire()
        self._count, self._owner = state

    def __enter__(self):
        return self.acquire()

    def __exit__(self, t, v, tb):
        self.release()

    def __repr__(self):
        owner = self._owner._ident if self._owner is not None else 0
        state = "locked" if self._owner is not None else "unlocked"
        return (f"<{state} _thread.RLock object owner={owner} count={self._count} "
                f"at {id(self):#x}>")


RLock.__module__ = "_thread"


class Condition:
    """A condition variable: wait() until another thread calls notify()."""

    def __init__(self, lock=None):
        if lock is None:
            lock = RLock()
        self._lock = lock
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiting = _WaitList()

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def __repr__(self):
        return f"<Condition({self._lock!r}, {len(self._waiting)})>"

    def _is_owned(self):
        owned = getattr(self._lock, "_is_owned", None)
        if owned is not None:
            return owned()
        if self._lock.acquire(False):
            self._lock.release()
            return False
        return True

    def _release_save(self):
        save = getattr(self._lock, "_release_save", None)
        if save is not None:
            return save()
        self._lock.release()
        return None

    def _acquire_restore(self, state):
        restore = getattr(self._lock, "_acquire_restore", None)
        if restore is not None:
            restore(state)
        else:
            self._lock.acquire()

    def wait(self, timeout=None):
        """Wait until notified or until a timeout occurs; False on a timeout."""
        if not self._is_owned():
            raise RuntimeError("cannot wait on un-acquired lock")
        state = self._release_save()
        try:
            got = self._waiting.wait(timeout)
        finally:
            self._acquire_restore(state)
        if got is None:
            raise _forever("Condition.wait()", "notify it",
                           "check the condition first (wait_for does), or use a timeout")
        return got

    def wait_for(self, predicate, timeout=None):
        """Wait until predicate() is true (it is checked first); its last value."""
        result = predicate()
        deadline = None
        while not result:
            if timeout is not None:
                if deadline is None:
                    deadline = _time.monotonic() + timeout
                else:
                    timeout = deadline - _time.monotonic()
                    if timeout <= 0:
                        break
            self.wait(timeout)
            result = predicate()
        return result

    def notify(self, n=1):
        """Wake up to n threads waiting on this condition."""
        if not self._is_owned():
            raise RuntimeError("cannot notify on un-acquired lock")
        self._waiting.wake(n)

    def notify_all(self):
        """Wake up all threads waiting on this condition."""
        if not self._is_owned():
            raise RuntimeError("cannot notify on un-acquired lock")
        self._waiting.wake_all()

    notifyAll = notify_all


class Semaphore:
    """A counter: acquire() takes one (waiting while it is zero), release() gives back."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._value = value
        self._waiting = _WaitList()

    def __repr__(self):
        return f"<{type(self).__module__}.{type(self).__qualname__} at {id(self):#x}: " \
               f"value={self._value}>"

    def acquire(self, blocking=True, timeout=None):
        """Take one from the counter; True, or False if not blocking or not in time."""
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        deadline = _deadline(timeout)
        while self._value == 0:
            if not blocking:
                return False
            got = self._waiting.wait(_left(deadline))
            if got is None:
                raise _forever(f"{type(self).__name__}.acquire() at zero", "release it")
            if got is False:
                return False
        self._value -= 1
        return True

    __enter__ = acquire

    def release(self, n=1):
        """Give n back to the counter."""
        if n < 1:
            raise ValueError("n must be one or more")
        self._value += n
        self._waiting.wake(n)

    def __exit__(self, t, v, tb):
        self.release()


class BoundedSemaphore(Semaphore):
    """A semaphore that refuses to be released above its initial value."""

    def __init__(self, value=1):
        Semaphore.__init__(self, value)
        self._initial_value = value

    def __repr__(self):
        return f"<{type(self).__module__}.{type(self).__qualname__} at {id(self):#x}: " \
               f"value={self._value}/{self._initial_value}>"

    def release(self, n=1):
        """Give n back; ValueError past the initial value."""
        if n < 1:
            raise ValueError("n must be one or more")
        if self._value + n > self._initial_value:
            raise ValueError("Semaphore released too many times")
        self._value += n
        self._waiting.wake(n)


class Event:
    """A flag threads wait on: set() raises it, clear() lowers it."""

    def __init__(self):
        self._flag = False
        self._waiting = _WaitList()

    def __repr__(self):
        status = "set" if self._flag else "unset"
        return f"<{type(self).__module__}.{type(self).__qualname__} at {id(self):#x}: {status}>"

    def is_set(self):
        """Return true if and only if the internal flag is true."""
        return self._flag

    isSet = is_set

    def set(self):
        """Set the internal flag to true, waking every thread that waits for it."""
        self._flag = True
        self._waiting.wake_all()

    def clear(self):
        """Reset the internal flag to false."""
        self._flag = False

    def wait(self, timeout=None):
        """Block until the flag is true or the timeout passes; the flag."""
        if self._flag:
            return True
        got = self._waiting.wait(timeout)
        if got is None:
            raise _forever("Event.wait() on an unset event", "set it",
                           "set it in another thread, or use a timeout")
        return self._flag


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    """A meeting point for a fixed number of threads."""

    def __init__(self, parties, action=None, timeout=None):
        self._parties = parties
        self._action = action
        self._timeout = timeout
        self._count = 0
        self._broken = False
        self._generation = 0
        self._waiting = _WaitList()

    def __repr__(self):
        if self._broken:
            return f"<{type(self).__module__}.{type(self).__qualname__} at {id(self):#x}: broken>"
        return (f"<{type(self).__module__}.{type(self).__qualname__} at {id(self):#x}: "
                f"waiters={self._count}/{self._parties}>")

    def wait(self, timeout=None):
        """Wait until all parties have called wait(); this party's arrival index."""
        if self._broken:
            raise BrokenBarrierError
        if timeout is None:
            timeout = self._timeout
        index = self._count
        self._count += 1
        if self._count >= self._parties:
            self._count = 0
            self._generation += 1
            try:
                if self._action is not None:
                    self._action()
            except BaseException:
                self._break()
                raise
            self._waiting.wake_all()
            return index
        generation = self._generation
        got = self._waiting.wait(timeout)
        if self._generation != generation and not self._broken:
            return index
        if got is None:
            self._count -= 1
            raise _forever(f"Barrier.wait() with {index + 1} of {self._parties} parties",
                           "reach it", "start a thread for every party, or use a timeout")
        if not self._broken:
            self._break()
        raise BrokenBarrierError

    def _break(self):
        self._broken = True
        self._count = 0
        self._waiting.wake_all()

    def reset(self):
        """Return the barrier to its initial state."""
        if self._count:
            self._break()
        self._count = 0
        self._broken = False

    def abort(self):
        """Put the barrier in the broken state."""
        self._break()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._count

    @property
    def broken(self):
        return self._broken


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
