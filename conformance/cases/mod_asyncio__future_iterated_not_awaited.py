# Iterating a pending future (not awaiting it) yields the future once, then says it was not
# awaited; a done one stops with its result: nothing ever waits.
import asyncio
async def main():
    fut = asyncio.get_running_loop().create_future()
    it = iter(fut)
    first = next(it)
    print(first is fut)
    try:
        next(it)
    except RuntimeError as e:
        print("RuntimeError", e)
    try:
        print(list(fut))
    except RuntimeError as e:
        print("RuntimeError", e)
    fut.set_result(5)
    print(list(fut) if False else fut.result())
    it2 = iter(fut)
    try:
        next(it2)
    except StopIteration as e:
        print("stop", e.value)
asyncio.run(main())
