import asyncio

async def fetch_user(uid):
    await asyncio.sleep(0.001 * (uid % 3))
    if uid == 4:
        raise LookupError(f"user {uid} not found")
    return {"id": uid, "name": f"user{uid}"}

async def fetch_orders(user):
    await asyncio.sleep(0)
    return [{"user": user["id"], "amount": user["id"] * 10 + i} for i in range(user["id"] % 3)]

async def process(uids):
    users = await asyncio.gather(*(fetch_user(u) for u in uids), return_exceptions=True)
    ok = [u for u in users if not isinstance(u, Exception)]
    failed = [str(u) for u in users if isinstance(u, Exception)]
    order_lists = await asyncio.gather(*(fetch_orders(u) for u in ok))
    report = {u["name"]: sum(o["amount"] for o in orders) for u, orders in zip(ok, order_lists)}
    return report, failed

async def main():
    report, failed = await process(range(1, 7))
    print(report)
    print(failed)
    sem = asyncio.Semaphore(2)
    async def limited(u):
        async with sem:
            return await fetch_user(u)
    users = await asyncio.gather(*(limited(u) for u in (1, 2, 3)))
    print([u["name"] for u in users])

asyncio.run(main())
