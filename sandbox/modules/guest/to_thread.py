# asyncio.to_thread for the guest, written for the sandbox: CPython 3.11 runs the call in the
# event loop's default executor, a ThreadPoolExecutor named "asyncio" (threads asyncio_0,
# asyncio_1...). Here that executor runs each call to its end when it is submitted
# (guest/futures.py), so awaiting to_thread(f, x) runs f(x) then and there, on asyncio_0, and
# the coroutines gathered with it wait until it ends: a sync tool called in f runs as a sync
# call does (one at a time), not concurrently with the other tasks' tool calls.
# asyncio.Future (and the running loop's create_future) is written here as guest code too, on
# an asyncio.Event: a future's waiters, callbacks and values are the guest's own objects.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

__all__ = ["to_thread", "Future"]

_default = []   # the loop's default executor, made on first use


async def to_thread(func, /, *args, **kwargs):
    """Asynchronously run function *func* in a separate thread.

    Any *args and **kwargs supplied for this function are directly passed
    to *func*. Return a coroutine that can be awaited to get the eventual result of *func*.
    """
    if not _default:
        import concurrent.futures
        _default.append(concurrent.futures.ThreadPoolExecutor(thread_name_prefix="asyncio"))
    return _default[0].submit(func, *args, **kwargs).result()


class _UnixSelectorEventLoop:
    # the running loop as asyncio.get_running_loop() gives it: the parts programs reach for
    # around executors (run_in_executor, time, create_task); the loop itself is the sandbox's

    def run_in_executor(self, executor, func, *args):
        """Run func(*args) in executor (None: the default one, threads asyncio_N); an
        awaitable of its result (here the call has run when this returns)."""
        import asyncio
        if executor is None:
            if not _default:
                import concurrent.futures
                _default.append(concurrent.futures.ThreadPoolExecutor(
                    thread_name_prefix="asyncio"))
            executor = _default[0]
        return asyncio.ensure_future(_outcome(executor.submit(func, *args)))

    def create_future(self):
        """Create a Future object attached to the loop."""
        return Future(loop=self)

    def time(self):
        """The loop's clock: time.monotonic()."""
        import time
        return time.monotonic()

    def create_task(self, coro, *, name=None, context=None):
        """Schedule the execution of a coroutine object: asyncio.create_task."""
        import asyncio
        return asyncio.create_task(coro, name=name)

    def call_soon(self, callback, *args, context=None):
        """Arrange for callback(*args) to be called on the loop's next turn; a Handle."""
        return self.call_at(None, callback, *args)

    def call_later(self, delay, callback, *args, context=None):
        """Arrange for callback(*args) to be called after delay seconds; a TimerHandle."""
        return self.call_at(self.time() + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        """Arrange for callback(*args) to be called at loop time when; a TimerHandle."""
        import asyncio

        async def call():
            if when is not None:
                await asyncio.sleep(max(0, when - self.time()))
            callback(*args)
        task = asyncio.ensure_future(call())
        return Handle(task) if when is None else TimerHandle(task, when)

    def is_running(self):
        return True

    def is_closed(self):
        return False

    def get_debug(self):
        return False

    def __getattr__(self, name):
        raise AttributeError(f"'_UnixSelectorEventLoop' object has no attribute '{name}' (the "
                             "sandbox's running loop offers run_in_executor, create_task, "
                             "create_future, call_soon, call_later, call_at, time, is_running and "
                             "is_closed; "
                             "use asyncio's functions for the rest)")

    def __repr__(self):
        return "<_UnixSelectorEventLoop running=True closed=False debug=False>"


class Handle:
    # what call_soon returns: here the callback runs as a task of its own (asyncio schedules
    # a task's first step as it schedules a callback: on the loop's next turn)
    __slots__ = ("_task", "_cancelled")

    def __init__(self, task):
        self._task = task
        self._cancelled = False

    def cancel(self):
        """Cancel the call, if it has not run yet."""
        if not self._cancelled:
            self._cancelled = True
            self._task.cancel()

    def cancelled(self):
        return self._cancelled

    def __repr__(self):
        return f"<{type(self).__name__}{' cancelled' if self._cancelled else ''}>"


class TimerHandle(Handle):
    # what call_later and call_at return
    __slots__ = ("_when",)

    def __init__(self, task, when):
        super().__init__(task)
        self._when = when

    def when(self):
        """The scheduled loop time of the call (a float, in time() units)."""
        return self._when


class Future:
    """This class is *almost* compatible with concurrent.futures.Future.

    Differences:

    - This class is not thread-safe.

    - result() and exception() do not take a timeout argument and
      raise an exception when the future isn't done yet.

    - Callbacks registered with add_done_callback() are always called
      via the event loop's call_soon().

    - This class is not compatible with the wait() and as_completed()
      methods in the concurrent.futures package.
    """

    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        import asyncio
        self._loop = asyncio.get_running_loop() if loop is None else loop
        self._state = "PENDING"
        self._result = None
        self._exception = None
        self._cancel_message = None
        self._callbacks = []
        self._event = asyncio.Event()

    def __repr__(self):
        info = [self._state.lower()]
        if self._state == "FINISHED":
            if self._exception is not None:
                info.append(f"exception={self._exception!r}")
            else:
                import reprlib
                info.append(f"result={reprlib.repr(self._result)}")
        return f"<{type(self).__name__} {' '.join(info)}>"

    def get_loop(self):
        """Return the event loop the Future is bound to."""
        return self._loop

    def cancel(self, msg=None):
        """Cancel the future and schedule callbacks.

        If the future is already done or cancelled, return False.  Otherwise,
        change the future's state to cancelled, schedule the callbacks and
        return True.
        """
        if self._state != "PENDING":
            return False
        self._state = "CANCELLED"
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks[:]
        self._callbacks[:] = []
        for callback in callbacks:
            self._loop.call_soon(callback, self)
        self._event.set()

    def cancelled(self):
        """Return True if the future was cancelled."""
        return self._state == "CANCELLED"

    def done(self):
        """Return True if the future is done.

        Done means either that a result / exception are available, or that the
        future was cancelled.
        """
        return self._state != "PENDING"

    def _cancelled_error(self):
        import asyncio
        if self._cancel_message is None:
            return asyncio.CancelledError()
        return asyncio.CancelledError(self._cancel_message)

    def result(self):
        """Return the result this future represents.

        If the future has been cancelled, raises CancelledError.  If the
        future's result isn't yet available, raises InvalidStateError.  If
        the future is done and has an exception set, this exception is raised.
        """
        import asyncio
        if self._state == "CANCELLED":
            raise self._cancelled_error()
        if self._state != "FINISHED":
            raise asyncio.InvalidStateError("Result is not set.")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        """Return the exception that was set on this future.

        The exception (or None if no exception was set) is returned only if
        the future is done.  If the future has been cancelled, raises
        CancelledError.  If the future isn't done yet, raises
        InvalidStateError.
        """
        import asyncio
        if self._state == "CANCELLED":
            raise self._cancelled_error()
        if self._state != "FINISHED":
            raise asyncio.InvalidStateError("Exception is not set.")
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        """Add a callback to be run when the future becomes done.

        The callback is called with a single argument - the future object. If
        the future is already done when this is called, the callback is
        scheduled with call_soon.
        """
        if self._state != "PENDING":
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        """Remove all instances of a callback from the "call when done" list.

        Returns the number of callbacks removed.
        """
        kept = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks[:] = kept
        return removed

    def set_result(self, result):
        """Mark the future done and set its result.

        If the future is already done when this method is called, raises
        InvalidStateError.
        """
        import asyncio
        if self._state != "PENDING":
            raise asyncio.InvalidStateError("invalid state")  # (the C Future's text)
        self._result = result
        self._state = "FINISHED"
        self._schedule_callbacks()

    def set_exception(self, exception):
        """Mark the future done and set an exception.

        If the future is already done when this method is called, raises
        InvalidStateError.
        """
        import asyncio
        if self._state != "PENDING":
            raise asyncio.InvalidStateError("invalid state")  # (the C Future's text)
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators "
                            "and cannot be raised into a Future")
        self._exception = exception
        self._state = "FINISHED"
        self._schedule_callbacks()

    async def _wait(self):
        import asyncio
        if self._state == "PENDING":
            try:
                await self._event.wait()
            except asyncio.CancelledError as exc:
                self.cancel(*exc.args)  # the awaiting task was cancelled: so is its future
                raise
        return self.result()

    def __await__(self):
        return self._wait().__await__()

    def __iter__(self):
        # iterated, not awaited (``next(iter(fut))``, ``list(fut)``): CPython's iterator
        # yields the pending future once, then says it was not awaited; it never waits
        return _FutureIter(self)


class _FutureIter:
    """What iterating a future gives (CPython's ``FutureIter``): the future itself while it
    is pending (once), then its result as ``StopIteration``'s value."""

    def __init__(self, future):
        self._future = future
        self._yielded = False

    def __iter__(self):
        return self

    def __next__(self):
        future = self._future
        if not future.done():
            if self._yielded:
                raise RuntimeError("await wasn't used with future")
            self._yielded = True
            return future
        raise StopIteration(future.result())

    def send(self, value):
        return self.__next__()


async def _outcome(future):
    return future.result()


_running_loop = _UnixSelectorEventLoop()
__all__.append("_running_loop")
