import asyncio
from contextlib import asynccontextmanager, aclosing

async def ticker(n, delay=0):
    try:
        for i in range(n):
            await asyncio.sleep(delay)
            yield i
    finally:
        print("ticker closed")

@asynccontextmanager
async def connection(name):
    print("open", name)
    try:
        yield {"name": name, "queries": 0}
    finally:
        print("close", name)

class AsyncRes:
    async def __aenter__(self):
        print("aenter")
        return self
    async def __aexit__(self, *exc):
        print("aexit", exc[0].__name__ if exc[0] else None)
        return False
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        self.i += 1
        if self.i > 2:
            raise StopAsyncIteration
        return self.i

async def main():
    async for t in ticker(3):
        print("tick", t)
    print([x async for x in ticker(2)], [x * 2 async for x in ticker(3) if x])
    async with connection("db") as conn:
        conn["queries"] += 1
        print(conn)
    async with AsyncRes() as r:
        async for v in r:
            print("v", v)
    async with aclosing(ticker(10)) as gen:
        async for t in gen:
            if t == 1:
                break
    agen = ticker(5)
    print(await agen.__anext__(), await anext(agen), await anext(ticker(0), "default"))
    await agen.aclose()
    try:
        async with connection("failing"):
            raise ValueError("query failed")
    except ValueError as e:
        print("caught", e)
    async with AsyncRes():
        raise KeyError("inside")

asyncio.run(main())
