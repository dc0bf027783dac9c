import asyncio
async def main():
    try:
        await 5
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        await 'text'
    except TypeError as e:
        print(type(e).__name__, e)
    return 'done'
print(asyncio.run(main()))
