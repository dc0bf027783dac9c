# Orchestrate async lookups with asyncio.TaskGroup, except* and asyncio.timeout.
import asyncio
import traceback


async def price(ticker):
    return ticker, await fetch_price_async(ticker)


async def strict(tickers):
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(price(t)) for t in tickers]
    return dict(t.result() for t in tasks)


async def main():
    print(await strict(["ACME", "WAYNE"]))
    try:
        await strict(["ACME", "NOPE", "ZZZ"])
    except* KeyError as group:
        print("lookup failures:", sorted(str(e) for e in group.exceptions))
    try:
        async with asyncio.timeout(5):
            user = await lookup_user(3)
            print("user:", user["name"], user["active"])
    except TimeoutError:
        print("timed out")
    # as_completed schedules its awaitables from a set (CPython's own order varies from run
    # to run for coroutines that finish at once), so the results are printed sorted
    finished = [await coro for coro in asyncio.as_completed([price("UMBR"), price("GLOBX")])]
    for t, p in sorted(finished):
        print("completed", t, p)
    try:
        await lookup_user(42)
    except LookupError as exc:
        lines = traceback.format_exception(exc)
        print("last line:", lines[-1].strip())
        print("only:", traceback.format_exception_only(exc)[-1].strip())
    results = await asyncio.gather(*(lookup_user(i) for i in (1, 9, 2)), return_exceptions=True)
    for r in results:
        print(" ", r["email"] if isinstance(r, dict) else f"{type(r).__name__}: {r}")
    try:
        raise ExceptionGroup("batch", [ValueError("a"), TypeError("b"), ValueError("c")])
    except* ValueError as g:
        print("values:", [str(e) for e in g.exceptions])
    except* TypeError as g:
        print("types:", [repr(e) for e in g.exceptions])
    done, pending = await asyncio.wait([asyncio.create_task(price("ACME"))])
    print(len(done), len(pending), next(iter(done)).result())


asyncio.run(main())
