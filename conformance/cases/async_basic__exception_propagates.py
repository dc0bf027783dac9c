import asyncio
async def fail(msg):
    await asyncio.sleep(0)
    raise ValueError(msg)
async def main():
    try:
        await fail('inner problem')
    except ValueError as e:
        print('caught', e)
    await fail('escapes')
try:
    asyncio.run(main())
except ValueError as e:
    print('outside', e)
