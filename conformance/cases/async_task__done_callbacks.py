import asyncio
async def work():
    await asyncio.sleep(0)
    return 7
async def main():
    t = asyncio.create_task(work())
    t.add_done_callback(lambda task: print('callback got', task.result()))
    r = await t
    await asyncio.sleep(0)
    print('main got', r)
asyncio.run(main())
