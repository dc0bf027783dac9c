# Async retries with exponential backoff on a flaky job runner, with a shared budget.
import asyncio
import random

rng = random.Random(7)
BUDGET = {"retries": 6}


async def with_retry(name, attempts=4, base=0.01):
    for attempt in range(1, attempts + 1):
        try:
            return await run_job_async(name)
        except ConnectionError as exc:
            if attempt == attempts or BUDGET["retries"] == 0:
                raise
            BUDGET["retries"] -= 1
            delay = base * 2 ** attempt * (1 + rng.random() / 10)
            print(f"  {name}: {exc} -> sleeping {delay:.4f}s")
            await asyncio.sleep(0)


async def main():
    names = ["ab", "abc", "abcd", "xylophone", "q"]
    results = await asyncio.gather(*(with_retry(n) for n in names), return_exceptions=True)
    for name, r in zip(names, results):
        if isinstance(r, BaseException):
            print(f"{name:<10} FAILED {type(r).__name__}: {r}")
        else:
            print(f"{name:<10} ok attempt={r['attempt']} output={r['output']}")
    print("retries left:", BUDGET["retries"])
    try:
        await asyncio.wait_for(with_retry("xray"), timeout=2)
    except PermissionError as exc:
        print("PermissionError:", exc)
    ok = [r for r in results if isinstance(r, dict)]
    print(sum(r["output"] for r in ok), max(ok, key=lambda r: r["attempt"])["job"])


asyncio.run(main())
print(rng.random() < 1, round(rng.gauss(0, 1), 6), rng.randrange(0, 100, 5))
