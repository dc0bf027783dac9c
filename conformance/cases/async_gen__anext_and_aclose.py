import asyncio
async def gen():
    try:
        yield 1
        yield 2
    finally:
        print('agen finally')
async def main():
    g = gen()
    print(await g.__anext__())
    print(await anext(g))
    print(await anext(g, 'default'))
    g2 = gen()
    print(await anext(g2))
    await g2.aclose()
    print('closed')
asyncio.run(main())
