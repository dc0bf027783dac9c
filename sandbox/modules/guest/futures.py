# concurrent.futures for the guest, written for the sandbox: CPython 3.11's Future, Executor,
# ThreadPoolExecutor, ProcessPoolExecutor, wait and as_completed on one thread of execution
# (see guest/threading.py). submit() runs the call to its end at once on a worker thread of
# the pool, so futures finish in submission order and as_completed() yields them in that
# order. Workers are made as CPython makes them: a new one only when no worker is idle, so
# calls submitted one after another all run on ThreadPoolExecutor-N_0, and a call submitted
# from inside a running call goes to a second worker (or, when every worker is busy, waits in
# the pool's queue and runs when a worker comes free, as in CPython). A wait for a future that
# cannot finish meanwhile (queued behind the calls that are running, or never given a result)
# raises RuntimeError saying why, or with a timeout takes it and raises TimeoutError.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

import threading as _threading_module
import time as _time
from collections import deque as _deque
from collections import namedtuple as _namedtuple

_T = _threading_module.Thread

__all__ = ["FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED", "CancelledError",
           "TimeoutError", "BrokenExecutor", "Future", "Executor", "wait", "as_completed",
           "ProcessPoolExecutor", "ThreadPoolExecutor", "InvalidStateError"]

FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"
_AS_COMPLETED = "_AS_COMPLETED"

PENDING = "PENDING"
RUNNING = "RUNNING"
CANCELLED = "CANCELLED"
CANCELLED_AND_NOTIFIED = "CANCELLED_AND_NOTIFIED"
FINISHED = "FINISHED"

_STATE_TEXT = {PENDING: "pending", RUNNING: "running", CANCELLED: "cancelled",
               CANCELLED_AND_NOTIFIED: "cancelled", FINISHED: "finished"}
_DEFAULT_WORKERS = 5   # min(32, os.cpu_count() + 4) with no CPU count to tell (os has none)


class Error(Exception):
    """Base class for all future-related exceptions."""
    pass


class CancelledError(Error):
    """The Future was cancelled."""
    pass


class InvalidStateError(Error):
    """The operation is not allowed in this state."""
    pass


class BrokenExecutor(RuntimeError):
    """Raised when a executor has become non-functional after a severe failure."""
    pass


class BrokenThreadPool(BrokenExecutor):
    """Raised when a worker thread in a ThreadPoolExecutor failed initializing."""
    pass


class BrokenProcessPool(BrokenExecutor):
    """Raised when a process in a ProcessPoolExecutor terminated abruptly."""
    pass


for _cls in (Error, CancelledError, InvalidStateError, BrokenExecutor):
    _cls.__module__ = "concurrent.futures._base"
BrokenThreadPool.__module__ = "concurrent.futures.thread"
BrokenProcessPool.__module__ = "concurrent.futures.process"
TimeoutError = TimeoutError

_finished = 0   # completion counter: as_completed and wait order by it


def _forever(what, why, hint="use a timeout"):
    return RuntimeError(f"{what} would wait forever: {why}; "
                        f"{_T._sandbox_one_at_a_time}finish it ({hint})")


class Future:
    """Represents the result of an asynchronous computation."""

    def __init__(self):
        self._state = PENDING
        self._result = None
        self._exception = None
        self._done_callbacks = []
        self._seq = None
        self._queued_in = None   # the executor whose queue holds it, while it waits there

    def __repr__(self):
        text = _STATE_TEXT[self._state]
        if self._state == FINISHED:
            if self._exception:
                return (f"<{type(self).__name__} at {id(self):#x} state={text} raised "
                        f"{type(self._exception).__name__}>")
            return (f"<{type(self).__name__} at {id(self):#x} state={text} returned "
                    f"{type(self._result).__name__}>")
        return f"<{type(self).__name__} at {id(self):#x} state={text}>"

    def __class_getitem__(cls, item):
        return cls

    def _invoke_callbacks(self):
        for callback in self._done_callbacks:
            try:
                callback(self)
            except Exception:
                _callback_failed(self)

    def cancel(self):
        """Cancel the future if possible; True if it is (now) cancelled."""
        if self._state in (RUNNING, FINISHED):
            return False
        if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
            return True
        self._state = CANCELLED
        self._mark_done()
        self._invoke_callbacks()
        return True

    def cancelled(self):
        """Return True if the future was cancelled."""
        return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED)

    def running(self):
        """Return True if the future is currently executing."""
        return self._state == RUNNING

    def done(self):
        """Return True if the future was cancelled or finished executing."""
        return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED)

    def _get_result(self):
        if self._exception:
            try:
                raise self._exception
            finally:
                self = None
        return self._result

    def _wait_done(self, timeout, what):
        if self._state in (PENDING, RUNNING):
            if timeout is None:
                raise _forever(what, self._why())
            if timeout > 0:
                _time.sleep(timeout)

    def _why(self):
        if self._state == RUNNING:
            return "the call is running in a thread that is suspended until this one ends"
        if self._queued_in is not None:
            return ("the call waits in the executor's queue, and every worker is busy with a "
                    "call that is suspended until this one ends")
        return "nothing has set its result (set_result or set_exception)"

    def add_done_callback(self, fn):
        """Attach a callable, called with the future when it is cancelled or finishes
        (at once if it is done already)."""
        if self._state not in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
            self._done_callbacks.append(fn)
            return
        try:
            fn(self)
        except Exception:
            _callback_failed(self)

    def result(self, timeout=None):
        """Return the result of the call (re-raising its exception)."""
        try:
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                raise CancelledError()
            if self._state == FINISHED:
                return self._get_result()
            self._wait_done(timeout, "Future.result() on a future that is not done")
            raise TimeoutError()
        finally:
            self = None

    def exception(self, timeout=None):
        """Return the exception raised by the call, or None."""
        if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
            raise CancelledError()
        if self._state == FINISHED:
            return self._exception
        self._wait_done(timeout, "Future.exception() on a future that is not done")
        raise TimeoutError()

    def set_running_or_notify_cancel(self):
        """Mark the future as running, or (if cancelled) as notified: False then."""
        if self._state == CANCELLED:
            self._state = CANCELLED_AND_NOTIFIED
            return False
        if self._state == PENDING:
            self._state = RUNNING
            return True
        raise RuntimeError("Future in unexpected state")

    def set_result(self, result):
        """Sets the return value of work associated with the future."""
        if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
            raise InvalidStateError(f"{self._state}: {self!r}")
        self._result = result
        self._state = FINISHED
        self._mark_done()
        self._invoke_callbacks()

    def set_exception(self, exception):
        """Sets the result of the future as being the given exception."""
        if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
            raise InvalidStateError(f"{self._state}: {self!r}")
        self._exception = exception
        self._state = FINISHED
        self._mark_done()
        self._invoke_callbacks()

    def _mark_done(self):
        global _finished
        _finished += 1
        self._seq = _finished


def _callback_failed(future):
    import logging
    logging.getLogger("concurrent.futures").exception(
        "exception calling callback for %r", future)


DoneAndNotDoneFutures = _namedtuple("DoneAndNotDoneFutures", "done not_done")
DoneAndNotDoneFutures.__module__ = "concurrent.futures._base"


def _by_completion(futures):
    return sorted(futures, key=lambda f: f._seq)


def as_completed(fs, timeout=None):
    """An iterator over the given futures that yields each as it completes (here: in the
    order they completed; those not done by then cannot complete meanwhile)."""
    if timeout is not None:
        end_time = timeout + _time.monotonic()
    fs = set(fs)
    total = len(fs)
    finished = _by_completion(f for f in fs if f.done())
    pending = [f for f in fs if not f.done()]
    fs = None
    yield from finished
    if pending:
        if timeout is None:
            raise _forever(f"as_completed() with {len(pending)} unfinished futures",
                           pending[0]._why())
        left = end_time - _time.monotonic()
        if left > 0:
            _time.sleep(left)
        raise TimeoutError(f"{len(pending)} (of {total}) futures unfinished")


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures to complete: a named 2-tuple of sets (done, not_done)."""
    fs = set(fs)
    done = {f for f in fs if f.done()}
    not_done = fs - done
    if return_when == FIRST_COMPLETED and done:
        return DoneAndNotDoneFutures(done, not_done)
    if return_when == FIRST_EXCEPTION and any(
            not f.cancelled() and f.exception() is not None for f in done):
        return DoneAndNotDoneFutures(done, not_done)
    if len(done) == len(fs):
        return DoneAndNotDoneFutures(done, not_done)
    if timeout is None:
        raise _forever(f"wait() with {len(not_done)} unfinished futures",
                       next(iter(not_done))._why())
    if timeout > 0:
        _time.sleep(timeout)
    return DoneAndNotDoneFutures(done, not_done)


def _result_or_cancel(fut, timeout=None):
    try:
        try:
            return fut.result(timeout)
        finally:
            fut.cancel()
    finally:
        del fut


class Executor:
    """This is an abstract base class for concrete asynchronous executors."""

    def submit(self, fn, /, *args, **kwargs):
        """Submits a callable to be executed with the given arguments."""
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        """Returns an iterator equivalent to map(fn, iter): every call is submitted now,
        results come in the order of the inputs (an exception when its result is reached)."""
        if timeout is not None:
            end_time = timeout + _time.monotonic()
        fs = [self.submit(fn, *args) for args in zip(*iterables)]

        def result_iterator():
            try:
                fs.reverse()
                while fs:
                    if timeout is None:
                        yield _result_or_cancel(fs.pop())
                    else:
                        yield _result_or_cancel(fs.pop(), end_time - _time.monotonic())
            finally:
                for future in fs:
                    future.cancel()
        return result_iterator()

    def shutdown(self, wait=True, *, cancel_futures=False):
        """Clean-up the resources associated with the Executor."""
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False


class _WorkItem:
    def __init__(self, future, fn, args, kwargs):
        self.future = future
        self.fn = fn
        self.args = args
        self.kwargs = kwargs

    def run(self):
        if not self.future.set_running_or_notify_cancel():
            return
        try:
            result = self.fn(*self.args, **self.kwargs)
        except BaseException as exc:
            self.future.set_exception(exc)
            self = None
        else:
            self.future.set_result(result)


class ThreadPoolExecutor(Executor):
    """An executor whose calls run on worker threads (here: each to its end in submit())."""

    _counter = 0

    def __init__(self, max_workers=None, thread_name_prefix="", initializer=None,
                 initargs=()):
        if max_workers is None:
            max_workers = _DEFAULT_WORKERS
        if max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._max_workers = max_workers
        self._work_queue = _deque()
        self._threads = set()
        self._workers = []   # in the order they were made
        self._idle = _deque()   # idle workers, longest idle first
        self._broken = False
        self._shutdown = False
        if not thread_name_prefix:
            thread_name_prefix = f"ThreadPoolExecutor-{ThreadPoolExecutor._counter}"
            ThreadPoolExecutor._counter += 1
        self._thread_name_prefix = thread_name_prefix
        self._initializer = initializer
        self._initargs = initargs

    def submit(self, fn, /, *args, **kwargs):
        if self._broken:
            raise BrokenThreadPool(self._broken)
        if self._shutdown:
            raise RuntimeError("cannot schedule new futures after shutdown")
        f = Future()
        f._queued_in = self
        self._work_queue.append(_WorkItem(f, fn, args, kwargs))
        worker = self._free_worker()
        if worker is not None:
            _T._sandbox_run_on(worker, self._work, worker)
        return f

    def _free_worker(self):
        if self._idle:
            return self._idle.popleft()
        if len(self._workers) >= self._max_workers:
            return None   # every worker is busy: the call waits in the queue
        worker = _T._sandbox_worker(f"{self._thread_name_prefix}_{len(self._workers)}")
        self._workers.append(worker)
        self._threads.add(worker)
        if self._initializer is not None:
            try:
                _T._sandbox_run_on(worker, self._initializer, *self._initargs)
            except BaseException:
                import logging
                logging.getLogger("concurrent.futures").critical(
                    "Exception in initializer:", exc_info=True)
                self._initializer_failed()
                return None
        return worker

    def _work(self, worker):
        # what a worker does while it has calls to run: the queue is drained in order
        while self._work_queue and not self._broken:
            item = self._work_queue.popleft()
            item.future._queued_in = None
            item.run()
            del item
        self._idle.append(worker)

    def _initializer_failed(self):
        self._broken = ("A thread initializer failed, the thread pool is not usable "
                        "anymore")
        while self._work_queue:
            item = self._work_queue.popleft()
            item.future._queued_in = None
            if item.future.set_running_or_notify_cancel():
                item.future.set_exception(BrokenThreadPool(self._broken))

    def shutdown(self, wait=True, *, cancel_futures=False):
        self._shutdown = True
        if cancel_futures:
            while self._work_queue:
                item = self._work_queue.popleft()
                item.future._queued_in = None
                item.future.cancel()
        if wait and self._work_queue and all(_T._sandbox_running(w) for w in self._workers):
            raise _forever("ThreadPoolExecutor.shutdown(wait=True) with queued calls",
                           "every worker is busy with a call that is suspended until this one "
                           "ends", "shut down from outside the pool's own calls")
        for worker in self._workers:
            if not _T._sandbox_running(worker):
                _T._sandbox_retire(worker)


class ProcessPoolExecutor(Executor):
    """An executor whose calls run in worker processes (here: each to its end in submit(),
    in this one; the call sees the same objects, nothing is pickled)."""

    def __init__(self, max_workers=None, mp_context=None, initializer=None, initargs=(),
                 *, max_tasks_per_child=None):
        if max_workers is None:
            max_workers = _DEFAULT_WORKERS - 4
        elif max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        if max_tasks_per_child is not None and (
                type(max_tasks_per_child) is not int or max_tasks_per_child <= 0):
            raise ValueError("max_tasks_per_child must be >= 1")
        self._max_workers = max_workers
        self._initializer = initializer
        self._initargs = initargs
        self._initialized = False
        self._broken = False
        self._shutdown_thread = False

    def submit(self, fn, /, *args, **kwargs):
        if self._broken:
            raise BrokenProcessPool(self._broken)
        if self._shutdown_thread:
            raise RuntimeError("cannot schedule new futures after shutdown")
        if self._initializer is not None and not self._initialized:
            self._initialized = True
            try:
                self._initializer(*self._initargs)
            except BaseException:
                self._broken = ("A child process terminated abruptly, the process pool is "
                                "not usable anymore")
                raise BrokenProcessPool(self._broken) from None
        f = Future()
        item = _WorkItem(f, fn, args, kwargs)
        _T._sandbox_run_on(_T._sandbox_main, item.run)
        return f

    def shutdown(self, wait=True, *, cancel_futures=False):
        self._shutdown_thread = True
