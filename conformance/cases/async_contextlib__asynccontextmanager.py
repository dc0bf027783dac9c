import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def session(name):
    print('open', name)
    await asyncio.sleep(0)
    try:
        yield {'name': name}
    finally:
        print('close', name)
async def main():
    async with session('s1') as s:
        print('in', s)
    try:
        async with session('s2'):
            raise RuntimeError('fail inside')
    except RuntimeError as e:
        print('caught', e)
asyncio.run(main())
