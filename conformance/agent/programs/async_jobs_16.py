# Run background jobs concurrently, retrying dropped connections.
import asyncio
from collections import Counter
import functools

JOBS = ['xmas', 'index', 'xport', 'sync', 'backup']
TRIES = 2
SEM = asyncio.Semaphore(2)

def retrying(tries):
    def wrap(fn):
        @functools.wraps(fn)
        async def inner(*args):
            last = None
            for _ in range(tries):
                try:
                    return await fn(*args)
                except ConnectionError as exc:
                    last = exc
            raise last
        return inner
    return wrap

@retrying(TRIES)
async def run(name):
    return await run_job_async(name)

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
