import asyncio
from dataclasses import dataclass, field

@dataclass
class Stats:
    processed: int = 0
    failed: list = field(default_factory=list)

async def download(url: str) -> str:
    await asyncio.sleep(0.001 * (len(url) % 5))
    if "bad" in url:
        raise ValueError(f"bad url {url}")
    return url.upper()

async def worker(name, queue: asyncio.Queue, results: dict, stats: Stats, lock: asyncio.Lock):
    while True:
        url = await queue.get()
        try:
            body = await download(url)
            async with lock:
                results[url] = body
                stats.processed += 1
        except ValueError as e:
            stats.failed.append(str(e))
        finally:
            queue.task_done()

async def bounded_gather(coros, limit):
    sem = asyncio.Semaphore(limit)
    active = 0
    peak = 0
    async def run(c):
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            try:
                return await c
            finally:
                active -= 1
    res = await asyncio.gather(*(run(c) for c in coros))
    return res, peak

async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * i

async def main():
    urls = [f"http://site{i}.com/{'bad' if i % 4 == 3 else 'ok'}" for i in range(10)]
    q = asyncio.Queue()
    for u in urls:
        q.put_nowait(u)
    results, stats, lock = {}, Stats(), asyncio.Lock()
    workers = [asyncio.create_task(worker(f"w{i}", q, results, stats, lock)) for i in range(3)]
    await q.join()
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print(stats.processed, sorted(stats.failed), [type(o).__name__ for o in outcome])
    print(sorted(results)[:2])
    res, peak = await bounded_gather([download(f"u{i}") for i in range(8)], limit=3)
    print(res[:3], "peak", peak)
    print([x async for x in agen(5)])
    event = asyncio.Event()
    async def waiter():
        await event.wait()
        return "woke"
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    event.set()
    print(await t, t.done(), t.get_name().startswith("Task"))
    done, pending = await asyncio.wait([asyncio.create_task(asyncio.sleep(0.001, result=i)) for i in range(3)])
    print(sorted(d.result() for d in done), len(pending))
    async def slow():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print("slow cancelled")
            raise
    st = asyncio.create_task(slow())
    await asyncio.sleep(0)
    st.cancel()
    try:
        await st
    except asyncio.CancelledError:
        print("cancel propagated", st.cancelled())
    r = await asyncio.shield(download("shielded"))
    print(r)
    await download("http://bad")

asyncio.run(main())
