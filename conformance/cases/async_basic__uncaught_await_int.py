import asyncio
async def get_value():
    return 3
async def main():
    v = await get_value()
    print('got', v)
    await v
asyncio.run(main())
