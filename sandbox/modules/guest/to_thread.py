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
