import asyncio
async def producer(ev, data):
    for i in range(3):
        data.append(i)
        await asyncio.sleep(0)
    print('producer done', data)
    ev.set()
async def consumer(ev, data, name):
    await ev.wait()
    print(name, 'sees', list(data))
async def main():
    ev = asyncio.Event()
    data = []
    await asyncio.gather(consumer(ev, data, 'c1'), producer(ev, data), consumer(ev, data, 'c2'))
    ev.clear()
    print('cleared', ev.is_set())
asyncio.run(main())
