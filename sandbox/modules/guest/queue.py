# queue for the guest, written for the sandbox: CPython 3.11's Queue, LifoQueue, PriorityQueue
# and SimpleQueue with their Empty/Full exceptions, for single-threaded code (a work list, a
# Dijkstra frontier), asyncio programs and threads (guest/threading.py: one runs at a time). A
# blocking call waits as in CPython, letting the other threads run: get() on an empty queue
# until a put, put() on a full one until a get, join() until every task is done. When no
# thread is left that could end the wait (CPython: waits forever), it raises RuntimeError
# saying what to call instead; with a timeout it waits that long (on the run's deadline) and
# raises Empty/Full as CPython does.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

import heapq
import threading as _threading
import time
from collections import deque

_WaitList = _threading.Thread._sandbox_waitlist

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]


class Empty(Exception):
    "Exception raised by Queue.get(block=0)/get_nowait()."
    pass


class Full(Exception):
    "Exception raised by Queue.put(block=0)/put_nowait()."
    pass


Empty.__module__ = "_queue"


def _forever(what, instead):
    return RuntimeError(f"{what} would wait forever: every thread is waiting or done (a "
                        f"deadlock), so no other thread can run to {instead} (use a timeout, "
                        "the _nowait method, or check first)")


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


def _left(deadline):
    return None if deadline is None else max(deadline - time.monotonic(), 0.0)


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0
        self._getters = _WaitList()
        self._putters = _WaitList()
        self._joiners = _WaitList()

    def task_done(self):
        '''Indicate that a formerly enqueued task is complete.'''
        unfinished = self.unfinished_tasks - 1
        if unfinished <= 0:
            if unfinished < 0:
                raise ValueError('task_done() called too many times')
            self.unfinished_tasks = unfinished
            self._joiners.wake_all()
            return
        self.unfinished_tasks = unfinished

    def join(self):
        '''Blocks until all items in the Queue have been gotten and processed.'''
        while self.unfinished_tasks:
            if self._joiners.wait() is None:
                raise _forever("Queue.join()", "finish the unfinished tasks")

    def qsize(self):
        '''Return the approximate size of the queue (not reliable!).'''
        return self._qsize()

    def empty(self):
        '''Return True if the queue is empty, False otherwise (not reliable!).'''
        return not self._qsize()

    def full(self):
        '''Return True if the queue is full, False otherwise (not reliable!).'''
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        '''Put an item into the queue.'''
        _check_timeout(timeout)
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.maxsize > 0 and self._qsize() >= self.maxsize:
            if not block:
                raise Full
            got = self._putters.wait(_left(deadline))
            if got is None:
                raise _forever("Queue.put() on a full queue", "take items out of it")
            if got is False:
                raise Full
        self._put(item)
        self.unfinished_tasks += 1
        self._getters.wake()

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue.'''
        _check_timeout(timeout)
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self._qsize():
            if not block:
                raise Empty
            got = self._getters.wait(_left(deadline))
            if got is None:
                raise _forever("Queue.get() on an empty queue", "put items into it")
            if got is False:
                raise Empty
        item = self._get()
        self._putters.wake()
        return item

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item from the queue without blocking.'''
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def __class_getitem__(cls, item):
        return _Alias(cls, item)


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).

    Entries are typically tuples of the form:  (priority number, data).
    '''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heapq.heappush(self.queue, item)

    def _get(self):
        return heapq.heappop(self.queue)


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded, reentrant FIFO queue.'''

    def __init__(self):
        self._queue = deque()
        self._getters = _WaitList()

    def put(self, item, block=True, timeout=None):
        '''Put the item on the queue.'''
        self._queue.append(item)
        self._getters.wake()

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue.'''
        _check_timeout(timeout)
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self._queue:
            if not block:
                raise Empty
            got = self._getters.wait(_left(deadline))
            if got is None:
                raise _forever("SimpleQueue.get() on an empty queue", "put items into it")
            if got is False:
                raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item from the queue without blocking.'''
        return self.get(False)

    def empty(self):
        '''Return True if the queue is empty, False otherwise (not reliable!).'''
        return len(self._queue) == 0

    def qsize(self):
        '''Return the approximate size of the queue (not reliable!).'''
        return len(self._queue)

    def __class_getitem__(cls, item):
        return _Alias(cls, item)


class _Alias:
    # Queue[int] in an annotation: what CPython's types.GenericAlias prints and calls
    def __init__(self, origin, args):
        self._origin = origin
        self._args = args if isinstance(args, tuple) else (args,)

    def __call__(self, *args, **kwargs):
        return self._origin(*args, **kwargs)

    def __repr__(self):
        def name(a):
            if isinstance(a, type):
                if a.__module__ == "builtins":
                    return a.__name__
                return f"{a.__module__}.{a.__qualname__}"
            return repr(a)
        args = ", ".join(name(a) for a in self._args)
        return f"queue.{self._origin.__qualname__}[{args}]"

    def __eq__(self, other):
        return isinstance(other, _Alias) and (self._origin, self._args) == (
            other._origin, other._args)

    def __hash__(self):
        return hash((self._origin, self._args))


_Alias.__name__ = _Alias.__qualname__ = "GenericAlias"
_Alias.__module__ = "types"
