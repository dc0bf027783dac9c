# Run background jobs concurrently, retrying dropped connections.
import asyncio
from dataclasses import dataclass, field

JOBS = ['sync', 'report', 'ab', 'xmas']
TRIES = 1
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
    async def safe(name):
        try:
            return await guarded(name)
        except (ConnectionError, PermissionError) as exc:
            return exc
    return list(zip(JOBS, await asyncio.gather(*map(safe, JOBS))))

@dataclass
class Run:
    done: list = field(default_factory=list)
    failed: dict = field(default_factory=dict)

    def add(self, name, res):
        if isinstance(res, Exception):
            self.failed[name] = f"{type(res).__name__}: {res}"
        else:
            self.done.append((name, res["attempt"]))

run_log = Run()
for name, res in asyncio.run(main()):
    run_log.add(name, res)
for name, attempt in run_log.done:
    print(f"{name:<8} ok (attempt {attempt})")
for name, why in sorted(run_log.failed.items()):
    print(f"{name:<8} {why}")
print(f"{len(run_log.done)}/{len(JOBS)} jobs done")
