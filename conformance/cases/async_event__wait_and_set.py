import asyncio
async def waiter(ev, name):
    print(name, 'waiting')
    await ev.wait()
    print(name, 'released')
async def main():
    ev = asyncio.Event()
    tasks = [asyncio.create_task(waiter(ev, n)) for n in ('w1', 'w2')]
    await asyncio.sleep(0)
    print('setting event', ev.is_set())
    ev.set()
    await asyncio.gather(*tasks)
    print('is_set', ev.is_set())
asyncio.run(main())
