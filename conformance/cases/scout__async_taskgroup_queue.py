import asyncio

async def producer(q, n):
    for i in range(n):
        await q.put(i)
    await q.put(None)

async def consumer(q, out):
    while (item := await q.get()) is not None:
        out.append(item * item)
        q.task_done()
    q.task_done()

async def limited(sem, i, log):
    async with sem:
        log.append(("start", i))
        await asyncio.sleep(0.001)
        log.append(("end", i))
        return i

async def main():
    q = asyncio.Queue(maxsize=2)
    out = []
    async with asyncio.TaskGroup() as tg:
        tg.create_task(producer(q, 5))
        tg.create_task(consumer(q, out))
    print(out, q.empty(), q.qsize())
    sem = asyncio.Semaphore(2)
    log = []
    res = await asyncio.gather(*(limited(sem, i, log) for i in range(4)))
    print(res, max(sum(1 for e in log[:k] if e[0] == "start") - sum(1 for e in log[:k] if e[0] == "end") for k in range(len(log) + 1)))
    lock = asyncio.Lock()
    async with lock:
        print("locked", lock.locked())
    ev = asyncio.Event()
    asyncio.get_running_loop().call_soon(ev.set)
    await ev.wait()
    print("event", ev.is_set())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(asyncio.sleep(0))
            tg.create_task(boom())
    except* KeyError as eg:
        print("caught", eg.exceptions)
    async with asyncio.timeout(0.01):
        await asyncio.sleep(1)

async def boom():
    raise KeyError("k")

asyncio.run(main())
