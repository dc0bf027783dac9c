import asyncio
async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print('put', i)
    await q.put(None)
async def consumer(q):
    total = 0
    while True:
        item = await q.get()
        if item is None:
            break
        print('got', item)
        total += item
    return total
async def main():
    q = asyncio.Queue(maxsize=2)
    _, total = await asyncio.gather(producer(q, 4), consumer(q))
    print('total', total, 'empty', q.empty())
asyncio.run(main())
