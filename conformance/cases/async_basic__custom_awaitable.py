import asyncio
class Ready:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        yield from asyncio.sleep(0).__await__()
        return self.v * 2
async def main():
    print(await Ready(21))
    print(await Ready('ab'))
asyncio.run(main())
