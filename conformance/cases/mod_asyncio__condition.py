import asyncio

async def consumer(cond, name, items):
    async with cond:
        await cond.wait_for(lambda: items)
        print(name, 'got', items.pop(0), cond.locked())

async def waiter(cond, name):
    async with cond:
        print(name, 'waiting')
        r = await cond.wait()
        print(name, 'woken', r)

async def main():
    cond = asyncio.Condition()
    items = []
    ts = [asyncio.create_task(consumer(cond, f'c{i}', items)) for i in range(3)]
    await asyncio.sleep(0)
    for i in range(3):
        async with cond:
            items.append(i)
            cond.notify()
        await asyncio.sleep(0)
    await asyncio.gather(*ts)
    ws = [asyncio.create_task(waiter(cond, f'w{i}')) for i in range(3)]
    await asyncio.sleep(0)
    async with cond:
        cond.notify(2)
    await asyncio.sleep(0)
    async with cond:
        cond.notify_all()
    await asyncio.gather(*ws)
    try:
        cond.notify()
    except RuntimeError as e:
        print('RuntimeError', e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print('RuntimeError', e)
    lock = asyncio.Lock()
    c2 = asyncio.Condition(lock)
    async with c2:
        print(lock.locked(), c2.locked())
    print(lock.locked())
    # cancellation while waiting: the lock is held again when the error arrives
    async def cancelled_waiter():
        async with c2:
            try:
                await c2.wait()
            except asyncio.CancelledError:
                print('cancelled, lock held:', c2.locked())
                raise
    t = asyncio.create_task(cancelled_waiter())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print('task cancelled', t.cancelled())
    print(c2.locked())

asyncio.run(main())
