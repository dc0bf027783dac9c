import asyncio

async def producer(q, items):
    for it in items:
        await q.put(it)
        await asyncio.sleep(0)
    for _ in range(2):
        await q.put(None)

async def consumer(name, q, out):
    while True:
        job = await q.get()
        try:
            if job is None:
                return
            await asyncio.sleep(0.001 * job)
            out.append((name, job, job * job))
        finally:
            q.task_done()

async def main():
    q = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(q, [3, 1, 4, 1, 5, 9, 2, 6]),
                         consumer("w1", q, out), consumer("w2", q, out))
    await q.join()
    print(sorted(j for _, j, _ in out))
    print(sum(sq for *_, sq in out), q.empty(), q.qsize())

asyncio.run(main())
