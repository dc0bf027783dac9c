import asyncio

async def ticker(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def producer(queue, items):
    for item in items:
        await queue.put(item)
    await queue.put(None)

async def consumer(queue, name, out):
    while True:
        item = await queue.get()
        if item is None:
            queue.task_done()
            await queue.put(None)
            break
        out.append((name, item * item))
        queue.task_done()
        await asyncio.sleep(0)

async def main():
    print([x async for x in ticker(5)])
    print([x async for x in ticker(10) if x % 3 == 0])
    q = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(q, range(6)), consumer(q, "c1", out), consumer(q, "c2", out))
    print(sorted(v for _, v in out), len(out))
    agen = ticker(3)
    print(await agen.__anext__(), await anext(agen), await anext(agen))
    print(await anext(agen, "end"))

asyncio.run(main())
