# Futures with done callbacks left pending when asyncio.run ends: the run ends, the
# callbacks never run, and the futures read as pending afterwards.
import asyncio
seen = []
async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    fut.add_done_callback(lambda f: seen.append("fut"))
    other = asyncio.Future()
    other.add_done_callback(seen.append)
    print(next(iter(fut)) is fut, next(iter(other)) is other, fut.done())
    return fut, other
pending = asyncio.run(main())
print([f.done() for f in pending], seen)
