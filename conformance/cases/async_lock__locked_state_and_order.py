import asyncio
async def user(lock, name, log):
    log.append(f'{name} wants')
    async with lock:
        log.append(f'{name} has')
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        log.append(f'{name} releases')
async def main():
    lock = asyncio.Lock()
    log = []
    await asyncio.gather(user(lock, 'A', log), user(lock, 'B', log), user(lock, 'C', log))
    for entry in log:
        print(entry)
asyncio.run(main())
