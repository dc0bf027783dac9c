import asyncio
async def job():
    await asyncio.sleep(1)
async def main():
    t = asyncio.create_task(job())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print('cancelled:', t.cancelled(), t.done())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print('result() raised', type(e).__name__)
    print(issubclass(asyncio.CancelledError, Exception), issubclass(asyncio.CancelledError, BaseException))
asyncio.run(main())
