import asyncio, threading
def blocking(n):
    return n * 2, threading.current_thread().name
async def main():
    loop = asyncio.get_running_loop()
    print(await loop.run_in_executor(None, blocking, 21))
    rs = await asyncio.gather(*(loop.run_in_executor(None, blocking, i) for i in range(3)))
    print([r[0] for r in rs])
    print(asyncio.get_event_loop() is loop, loop.time() > 0, loop.is_running())
    try:
        await loop.run_in_executor(None, int, "z")
    except ValueError as e:
        print("ValueError:", e)
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError:", e)
asyncio.run(main())
