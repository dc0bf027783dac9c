import asyncio
async def broken():
    await asyncio.sleep(0)
    raise LookupError('inside wait_for')
async def main():
    try:
        await asyncio.wait_for(broken(), timeout=5)
    except LookupError as e:
        print(type(e).__name__, e)
asyncio.run(main())
