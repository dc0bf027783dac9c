import asyncio

LATENCY = {"users": 0.03, "orders": 0.01, "stock": 0.02, "broken": 0.015}

async def fetch(name):
    await asyncio.sleep(LATENCY[name])
    if name == "broken":
        raise ConnectionError(f"{name}: connection reset")
    return {"source": name, "n": len(name)}

async def main():
    order = []
    async def tracked(name):
        r = await fetch(name)
        order.append(name)
        return r
    results = await asyncio.gather(*(tracked(n) for n in ["users", "orders", "stock"]))
    print(results)
    print("finished order", order)
    mixed = await asyncio.gather(fetch("users"), fetch("broken"), return_exceptions=True)
    for r in mixed:
        print(type(r).__name__, r)
    try:
        await asyncio.gather(fetch("broken"), fetch("stock"))
    except ConnectionError as e:
        print("caught", e)
    return len(order)

print(asyncio.run(main()))
