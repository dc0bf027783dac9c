import asyncio
from dataclasses import dataclass, field


@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)


async def worker(q, label, seen):
    while True:
        job = await q.get()
        seen.append((label, job))
        q.task_done()


async def main():
    pq = asyncio.PriorityQueue()
    for p, name in [(3, 'low'), (1, 'urgent'), (2, 'normal'), (1, 'also urgent')]:
        pq.put_nowait((p, name))
    print(pq.qsize(), pq.empty(), pq.full())
    print([pq.get_nowait() for _ in range(4)])
    try:
        pq.get_nowait()
    except asyncio.QueueEmpty:
        print('QueueEmpty')

    jobs = asyncio.PriorityQueue()
    for p, name in [(5, 'e'), (2, 'b'), (9, 'z'), (1, 'a')]:
        await jobs.put(Job(p, name))
    print([(await jobs.get()).name for _ in range(4)])

    lq = asyncio.LifoQueue(maxsize=2)
    lq.put_nowait('first')
    lq.put_nowait('second')
    print(lq.full())
    try:
        lq.put_nowait('third')
    except asyncio.QueueFull:
        print('QueueFull')
    print(lq.get_nowait(), lq.get_nowait())

    q = asyncio.PriorityQueue(maxsize=1)
    seen = []
    t = asyncio.create_task(worker(q, 'w', seen))
    for item in [(2, 'x'), (1, 'y'), (0, 'z')]:
        await q.put(item)
    await q.join()
    t.cancel()
    print(seen)
    print(isinstance(pq, asyncio.Queue), isinstance(lq, asyncio.Queue))


asyncio.run(main())
