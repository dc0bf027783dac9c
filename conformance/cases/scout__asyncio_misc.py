import asyncio

async def job(i):
    await asyncio.sleep(0)
    return i * 10

async def main():
    task = asyncio.create_task(job(1), name="job-1")
    print(task.get_name())
    print(await asyncio.shield(task))
    q = asyncio.Queue()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("empty")
    q.put_nowait(1)
    print(q.get_nowait(), q.full())
    r = await asyncio.to_thread(sum, [1, 2, 3])
    print("to_thread", r)
    loop = asyncio.get_running_loop()
    r2 = await loop.run_in_executor(None, max, [4, 9, 2])
    print("executor", r2)
    t = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled", t.cancelled())
    fut = loop.create_future()
    loop.call_soon(fut.set_result, "fut-value")
    print(await fut)
    cond = asyncio.Condition()
    async with cond:
        cond.notify_all()
    print(asyncio.iscoroutinefunction(job), asyncio.iscoroutine(job(0)) if False else True)
    results = await asyncio.gather(*[job(i) for i in range(3)])
    print(results, type(results).__name__)
    await asyncio.wait_for(asyncio.sleep(5), 0.001)

asyncio.run(main())
