import asyncio

async def worker(name, queue, results):
    while True:
        job = await queue.get()
        try:
            await asyncio.sleep(job["cost"] / 1000)
            if job["id"] == 4:
                raise ValueError("job 4 is cursed")
            results.append((job["id"], name))
        except ValueError as e:
            results.append((job["id"], f"error: {e}"))
        finally:
            queue.task_done()

async def main():
    queue = asyncio.Queue()
    for i in range(8):
        queue.put_nowait({"id": i, "cost": (i * 7) % 5 + 1})
    results = []
    workers = [asyncio.create_task(worker(f"w{i}", queue, results)) for i in range(3)]
    await queue.join()
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print(sorted(r[0] for r in results), len(results))
    print([r for r in results if "error" in r[1]])
    print([type(o).__name__ for o in outcome], queue.empty(), queue.qsize())
    q = asyncio.Queue(maxsize=1)
    q.put_nowait(1)
    try:
        q.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull")
    q.get_nowait()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")

asyncio.run(main())
