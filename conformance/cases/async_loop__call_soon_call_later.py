# Callback scheduling on the running loop, as programs bridging callback-style code write
# it: call_soon runs on the loop's next turn in FIFO order, call_later/call_at after their
# delay (an Event set by a callback wakes the waiter), a cancelled handle never runs.
import asyncio


async def main():
    loop = asyncio.get_running_loop()
    seen = []
    for i in range(3):
        loop.call_soon(seen.append, f"soon{i}")
    print(seen)
    await asyncio.sleep(0)
    print(seen)
    done = asyncio.Event()
    handle = loop.call_later(0.01, done.set)
    print(type(handle).__name__, handle.cancelled(), handle.when() >= loop.time() - 1)
    await done.wait()
    print("woken by call_later", done.is_set())
    dropped = loop.call_later(0.01, seen.append, "never")
    dropped.cancel()
    print(dropped.cancelled())
    at = asyncio.Event()
    loop.call_at(loop.time() + 0.01, at.set)
    await at.wait()
    await asyncio.sleep(0.03)
    print(seen, at.is_set())
    soon = loop.call_soon(print, "printed by a callback")
    print(type(soon).__name__)
    await asyncio.sleep(0)


asyncio.run(main())
