import asyncio
class AsyncRange:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0)
        return self.i
async def main():
    async for x in AsyncRange(3):
        print('x', x)
    print(sum([x async for x in AsyncRange(4)]))
asyncio.run(main())
