# Run background jobs concurrently, retrying dropped connections.
import asyncio
from collections import Counter

JOBS = ['index', 'backup', 'report', 'xmas', 'ab']
TRIES = 2
SEM = asyncio.Semaphore(2)

async def run(name):
    attempt = 0
    while True:
        attempt += 1
        try:
            return await run_job_async(name)
        except ConnectionError:
            if attempt >= TRIES:
                raise
            await asyncio.sleep(0)

async def guarded(name):
    async with SEM:
        return await run(name)

async def main():
    results = await asyncio.gather(*(guarded(j) for j in JOBS),
                                   return_exceptions=True)
    return list(zip(JOBS, results))

tally = Counter()
for name, res in asyncio.run(main()):
    if isinstance(res, Exception):
        tally[type(res).__name__] += 1
        print(f"{name:<8} FAILED {type(res).__name__}: {res}")
    else:
        tally["ok"] += 1
        print(f"{name:<8} ok on attempt {res['attempt']} -> {res['output']}")
print("summary:", ", ".join(f"{k}={v}" for k, v in sorted(tally.items())))
