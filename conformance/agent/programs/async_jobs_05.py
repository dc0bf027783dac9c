# Run background jobs concurrently, retrying dropped connections.
import asyncio
from collections import Counter

JOBS = ['mail', 'sync', 'xmas', 'xport', 'ab', 'report']
TRIES = 2

async def with_retry(name, tries=TRIES):
    for attempt in range(tries):
        try:
            return await run_job_async(name)
        except ConnectionError as exc:
            print(f"  {name}: {exc}; retrying" if attempt + 1 < tries
                  else f"  {name}: {exc}; giving up")
            await asyncio.sleep(0)
    raise ConnectionError(f"{name} failed {tries} time(s)")

run = with_retry

async def guarded(name):
    return await run(name)

async def main():
    async def safe(name):
        try:
            return await guarded(name)
        except (ConnectionError, PermissionError) as exc:
            return exc
    return list(zip(JOBS, await asyncio.gather(*map(safe, JOBS))))

tally = Counter()
for name, res in asyncio.run(main()):
    if isinstance(res, Exception):
        tally[type(res).__name__] += 1
        print(f"{name:<8} FAILED {type(res).__name__}: {res}")
    else:
        tally["ok"] += 1
        print(f"{name:<8} ok on attempt {res['attempt']} -> {res['output']}")
print("summary:", ", ".join(f"{k}={v}" for k, v in sorted(tally.items())))
