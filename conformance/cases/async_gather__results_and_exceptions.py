import asyncio

async def fetch(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(f"{name} failed")
    return f"{name}:{delay}"

async def main():
    results = await asyncio.gather(fetch("a", 0.03), fetch("b", 0.01), fetch("c", 0.02))
    print(results)
    mixed = await asyncio.gather(fetch("x", 0.01), fetch("y", 0.02, fail=True),
                                 return_exceptions=True)
    print([type(r).__name__ if isinstance(r, Exception) else r for r in mixed])
    try:
        await asyncio.gather(fetch("p", 0.01, fail=True), fetch("q", 0.02))
    except ValueError as e:
        print("first error:", e)
    print(await asyncio.gather())
    tasks = [asyncio.create_task(fetch(f"t{i}", 0.01 * (3 - i))) for i in range(3)]
    done_order = []
    for coro in asyncio.as_completed(tasks):
        done_order.append(await coro)
    print(done_order)

asyncio.run(main())
