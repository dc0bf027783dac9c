# The locks of guest/threading.py (Lock, RLock, Condition, Semaphore, Event, Barrier): joined
# after its first part, which ends with the thread identities, by modules/threadmods.py.

# --- locks --------------------------------------------------------------------------------

def _check_acquire(blocking, timeout):
    """The argument errors of Lock.acquire() and RLock.acquire(), as CPython's."""
    if not blocking and timeout != -1:
        raise ValueError("can't specify a timeout for a non-blocking call")
    if timeout < 0 and timeout != -1:
        raise ValueError("timeout value must be positive")


class lock:
    """A primitive lock: acquire() and release(), a context manager."""

    def __init__(self):
        self._held = False
        self._holder = None
        self._waiting = _WaitList()

    def acquire(self, blocking=True, timeout=-1):
        """Lock the lock; True if it was acquired (False: not in time, or not blocking)."""
        _check_acquire(blocking, timeout)
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
        _check_acquire(blocking, timeout)
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


