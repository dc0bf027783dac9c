import asyncio

events = []

async def stream(n):
    try:
        for i in range(n):
            await asyncio.sleep(0)
            yield i
    finally:
        events.append(f"stream({n}) closed")

async def main():
    total = 0
    async for x in stream(5):
        total += x
    print(total)
    agen = stream(100)
    got = []
    async for x in agen:
        got.append(x)
        if x == 2:
            break
    await agen.aclose()
    print(got, events)
    async def pairs():
        async for a in stream(3):
            yield a, a * a
    print([p async for p in pairs()])
    print({k: v async for k, v in pairs()})
    try:
        async for _ in stream(2):
            raise RuntimeError("stop")
    except RuntimeError as e:
        print("raised:", e)
    await asyncio.sleep(0)
    print(len(events) >= 3)

asyncio.run(main())
