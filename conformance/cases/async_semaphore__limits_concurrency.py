import asyncio
async def worker(i, sem, state):
    async with sem:
        state['active'] += 1
        state['peak'] = max(state['peak'], state['active'])
        print('start', i, 'active', state['active'])
        await asyncio.sleep(0)
        state['active'] -= 1
        print('end', i)
async def main():
    sem = asyncio.Semaphore(2)
    state = {'active': 0, 'peak': 0}
    await asyncio.gather(*(worker(i, sem, state) for i in range(4)))
    print('peak', state['peak'])
asyncio.run(main())
