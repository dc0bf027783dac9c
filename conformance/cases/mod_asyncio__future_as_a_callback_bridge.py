import asyncio


def legacy_fetch(key, callback):
    # a callback-style API, as models wrap with a future
    loop = asyncio.get_running_loop()
    loop.call_later(0.01, callback, None if key != "bad" else KeyError(key), f"value:{key}")


async def fetch(key):
    loop = asyncio.get_running_loop()
    fut = loop.create_future()

    def done(error, value):
        if error is not None:
            fut.set_exception(error)
        else:
            fut.set_result(value)

    legacy_fetch(key, done)
    return await fut


async def main():
    print(await fetch("a"))
    results = await asyncio.gather(fetch("b"), fetch("bad"), fetch("c"), return_exceptions=True)
    print([repr(r) for r in results])
    fut = asyncio.get_running_loop().create_future()
    order = []
    fut.add_done_callback(lambda f: order.append("first"))
    fut.add_done_callback(lambda f: order.append("second"))
    fut.set_result(None)
    print(order)
    await asyncio.sleep(0)
    print(order, fut.done(), fut.result())
    try:
        await asyncio.wait_for(asyncio.get_running_loop().create_future(), 0.01)
    except asyncio.TimeoutError:
        print("timed out")


asyncio.run(main())
