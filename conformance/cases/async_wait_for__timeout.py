import asyncio
async def slow():
    await asyncio.sleep(10)
    return 'slow result'
async def fast():
    await asyncio.sleep(0)
    return 'fast result'
async def main():
    print(await asyncio.wait_for(fast(), timeout=1))
    try:
        await asyncio.wait_for(slow(), timeout=0.01)
    except asyncio.TimeoutError as e:
        print('timed out', type(e).__name__)
asyncio.run(main())
