import asyncio

async def leaf(name, delay):
    await asyncio.sleep(delay)
    return name

async def branch(prefix, n):
    results = await asyncio.gather(*(leaf(f"{prefix}{i}", 0.001 * (n - i)) for i in range(n)))
    return prefix, results

async def main():
    tree = await asyncio.gather(branch("a", 3), branch("b", 2), leaf("solo", 0))
    print(tree)
    order = []
    async def note(x):
        order.append(x)
        await asyncio.sleep(0)
        order.append(x.upper())
        return x
    print(await asyncio.gather(note("p"), note("q")), order)
    empty = await asyncio.gather(*[])
    print(empty, await asyncio.gather(leaf("one", 0)))

asyncio.run(main())
