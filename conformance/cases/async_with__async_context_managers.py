import asyncio
from contextlib import asynccontextmanager

log = []

class Connection:
    def __init__(self, name):
        self.name = name

    async def __aenter__(self):
        await asyncio.sleep(0)
        log.append(f"open {self.name}")
        return self

    async def __aexit__(self, exc_type, exc, tb):
        await asyncio.sleep(0)
        log.append(f"close {self.name} ({exc_type.__name__ if exc_type else 'ok'})")
        return exc_type is KeyError

    async def query(self, q):
        await asyncio.sleep(0)
        if q == "bad":
            raise KeyError(q)
        return f"{self.name}:{q}"

@asynccontextmanager
async def pool(size):
    conns = [Connection(f"c{i}") for i in range(size)]
    for c in conns:
        await c.__aenter__()
    try:
        yield conns
    finally:
        for c in reversed(conns):
            await c.__aexit__(None, None, None)

async def main():
    async with Connection("main") as c:
        print(await c.query("select"))
    async with Connection("sup") as c:
        await c.query("bad")
    print("KeyError suppressed")
    async with pool(2) as conns:
        print(await asyncio.gather(*(c.query("ping") for c in conns)))
    try:
        async with Connection("err"):
            raise ValueError("inside")
    except ValueError as e:
        print("propagated", e)
    print(log)

asyncio.run(main())
