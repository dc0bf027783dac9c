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


