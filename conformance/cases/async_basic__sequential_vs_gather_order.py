import asyncio
async def step(name, n):
    for i in range(n):
        print(f'{name}{i}')
        await asyncio.sleep(0)
    return name
async def main():
    print('sequential')
    await step('a', 2)
    await step('b', 2)
    print('concurrent')
    print(await asyncio.gather(step('c', 2), step('d', 2)))
asyncio.run(main())
