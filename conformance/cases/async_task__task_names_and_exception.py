import asyncio
async def boom():
    await asyncio.sleep(0)
    raise RuntimeError('task failed')
async def main():
    t = asyncio.create_task(boom(), name='boomer')
    print(t.get_name())
    try:
        await t
    except RuntimeError as e:
        print('awaited error', e)
    print(t.done(), type(t.exception()).__name__)
asyncio.run(main())
