import asyncio
from collections import Counter

async def producer(q: asyncio.Queue, name: str, items: list):
    for it in items:
        await q.put((name, it))
        await asyncio.sleep(0)
    await q.put((name, None))

async def consumer(q: asyncio.Queue, cid: int, producers: int, stats: Counter, done: list):
    finished = 0
    while True:
        name, item = await q.get()
        if item is None:
            finished += 1
            q.task_done()
            if finished == producers:
                break
            continue
        stats[(cid, name)] += 1
        done.append(item * 10)
        q.task_done()

async def pipeline():
    q = asyncio.Queue(maxsize=3)
    stats = Counter()
    done = []
    prods = [producer(q, "p1", [1, 2, 3]), producer(q, "p2", [4, 5])]
    cons = asyncio.create_task(consumer(q, 0, 2, stats, done))
    await asyncio.gather(*prods)
    await cons
    print("processed:", sorted(done), dict(stats), q.qsize(), q.empty(), q.maxsize)

async def event_demo():
    ev = asyncio.Event()
    got = []
    async def waiter(i):
        await ev.wait()
        got.append(i)
    tasks = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print("before set:", got, ev.is_set())
    ev.set()
    await asyncio.gather(*tasks)
    print("after set:", sorted(got))

async def lock_demo():
    lock = asyncio.Lock()
    balance = {"v": 0}
    async def deposit(n):
        async with lock:
            cur = balance["v"]
            await asyncio.sleep(0)
            balance["v"] = cur + n
    await asyncio.gather(*(deposit(i) for i in range(1, 11)))
    print("balance:", balance["v"], lock.locked())

async def lifo_priority():
    pq = asyncio.PriorityQueue()
    for p, job in [(3, "low"), (1, "urgent"), (2, "normal")]:
        pq.put_nowait((p, job))
    print([pq.get_nowait()[1] for _ in range(pq.qsize())])
    lq = asyncio.LifoQueue()
    for x in "abc":
        await lq.put(x)
    print([await lq.get() for _ in range(3)])
    try:
        lq.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")

async def main():
    await pipeline()
    await event_demo()
    await lock_demo()
    await lifo_priority()

asyncio.run(main())
