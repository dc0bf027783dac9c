import asyncio
async def ok():
    await asyncio.sleep(0)
    return 'ok'
async def fail(msg):
    await asyncio.sleep(0)
    raise ValueError(msg)
async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(ok())
            tg.create_task(fail('first'))
    except* ValueError as eg:
        print('caught group', [str(e) for e in eg.exceptions])
asyncio.run(main())
