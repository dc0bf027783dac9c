import asyncio
import time

def blocking_parse(text):
    return [int(x) for x in text.split(",")]

async def main():
    a, b = await asyncio.gather(
        asyncio.to_thread(blocking_parse, "1,2,3"),
        asyncio.to_thread(blocking_parse, text="4,5"),
    )
    print(a, b, sum(a + b))
    try:
        await asyncio.to_thread(blocking_parse, "7,x")
    except ValueError as e:
        print("ValueError:", e)
    print(await asyncio.to_thread(sorted, [3, 1, 2], reverse=True))

asyncio.run(main())
