import asyncio

async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    print(fut, fut.done(), fut.get_loop() is loop)
    seen = []
    fut.add_done_callback(lambda f: seen.append(('cb', f.result())))
    loop.call_later(0.01, fut.set_result, 42)
    print(await fut, fut)
    await asyncio.sleep(0)
    print(seen)
    f2 = asyncio.Future()
    try:
        f2.result()
    except asyncio.InvalidStateError as e:
        print('ISE', e)
    f2.set_exception(ValueError('bad'))
    print(f2, type(f2.exception()).__name__)
    try:
        await f2
    except ValueError as e:
        print('raised', e)
    try:
        f2.set_result(1)
    except asyncio.InvalidStateError as e:
        print('ISE2', e)
    f3 = asyncio.Future()
    print(f3.cancel('why'), f3.cancel(), f3.cancelled(), f3)
    try:
        await f3
    except asyncio.CancelledError as e:
        print('cancelled', e.args)
    f4 = loop.create_future()
    async def waiter():
        return await f4
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print('task cancelled; future cancelled:', f4.cancelled())
    f5 = loop.create_future()
    f5.set_result('g')
    print(await asyncio.gather(f5, asyncio.sleep(0, 'x')))
    f6 = loop.create_future()
    loop.call_soon(f6.set_result, 'w')
    print(await asyncio.wait_for(f6, 1))
    def cb(f): pass
    f7 = asyncio.Future()
    f7.add_done_callback(cb); f7.add_done_callback(cb)
    print(f7.remove_done_callback(cb))
    try:
        f7.set_exception(StopIteration)
    except TypeError as e:
        print(e)
    f7.set_exception(KeyError)
    print(repr(f7.exception()))

asyncio.run(main())
