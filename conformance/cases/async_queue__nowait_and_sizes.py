import asyncio
async def main():
    q = asyncio.Queue(maxsize=2)
    q.put_nowait('a')
    q.put_nowait('b')
    print(q.qsize(), q.full())
    try:
        q.put_nowait('c')
    except asyncio.QueueFull:
        print('QueueFull')
    print(q.get_nowait(), await q.get())
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print('QueueEmpty')
asyncio.run(main())
