import asyncio
async def long_job():
    try:
        for i in range(100):
            await asyncio.sleep(0)
        return 'finished'
    except asyncio.CancelledError:
        print('job cancelled, cleaning up')
        raise
async def main():
    t = asyncio.create_task(long_job())
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print('main saw cancellation')
    print(t.cancelled(), t.done())
asyncio.run(main())
