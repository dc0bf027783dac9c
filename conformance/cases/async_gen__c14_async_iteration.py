import asyncio
async def ticker(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i
class Pages:
    def __init__(self, pages):
        self.pages = pages
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i >= len(self.pages):
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0)
        return self.pages[self.i - 1]
async def main():
    print([i async for i in ticker(4)], [i * 2 async for i in ticker(5) if i % 2])
    async for page in Pages([["a", "b"], ["c"]]):
        print("page", page)
    g = ticker(2)
    print(await anext(g), await anext(g), await anext(g, "end"))
    total = 0
    async for x in ticker(10):
        if x == 5:
            break
        total += x
    print(total)
asyncio.run(main())
