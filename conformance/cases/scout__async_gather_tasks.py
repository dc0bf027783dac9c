import asyncio

async def fetch(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(f"{name} failed")
    return f"{name}:{delay}"

async def main():
    results = await asyncio.gather(fetch("a", 0.02), fetch("b", 0.01), fetch("c", 0))
    print(results)
    mixed = await asyncio.gather(fetch("x", 0), fetch("y", 0, True), return_exceptions=True)
    print([type(r).__name__ if isinstance(r, Exception) else r for r in mixed])
    t = asyncio.create_task(fetch("t", 0.01))
    print(t.done())
    print(await t, t.done(), t.result())
    done, pending = await asyncio.wait([asyncio.create_task(fetch(str(i), i / 100)) for i in range(3)])
    print(sorted(d.result() for d in done), len(pending))
    try:
        await asyncio.wait_for(fetch("slow", 1), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")
    for coro in asyncio.as_completed([fetch("p", 0.02), fetch("q", 0.0)]):
        print("first:", await coro)
    await fetch("z", 0, fail=True)

asyncio.run(main())
