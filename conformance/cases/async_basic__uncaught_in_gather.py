import asyncio
async def step(i):
    await asyncio.sleep(0)
    if i == 2:
        raise IndexError(f'step {i} out of range')
    print('step', i)
    return i
async def main():
    await asyncio.gather(step(1), step(2), step(3))
asyncio.run(main())
