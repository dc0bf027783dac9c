# asyncio.to_thread for the guest, written for the sandbox: CPython 3.11 runs the call in the
# event loop's default executor, a ThreadPoolExecutor named "asyncio" (threads asyncio_0,
# asyncio_1...). Here that executor runs each call to its end when it is submitted
# (guest/futures.py), so awaiting to_thread(f, x) runs f(x) then and there, on asyncio_0, and
# the coroutines gathered with it wait until it ends: a sync tool called in f runs as a sync
# call does (one at a time), not concurrently with the other tasks' tool calls.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

__all__ = ["to_thread"]

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
                             "call_soon, call_later, call_at, time, is_running and is_closed; "
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


async def _outcome(future):
    return future.result()


_running_loop = _UnixSelectorEventLoop()
__all__.append("_running_loop")
