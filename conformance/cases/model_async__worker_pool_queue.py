import asyncio
from dataclasses import dataclass, field
@dataclass
class Stats:
    done: dict = field(default_factory=dict)
    failed: list = field(default_factory=list)
    def record(self, worker, job, result):
        self.done.setdefault(worker, []).append(job)
        if isinstance(result, Exception):
            self.failed.append((job, f'{type(result).__name__}: {result}'))
class UnluckyError(Exception):
    pass
def compute(n):
    if n == 7:
        raise UnluckyError(f'job {n} is unlucky')
    return n * n
async def worker(name, queue, results, stats):
    while True:
        job = await queue.get()
        if job is None:
            queue.task_done()
            break
        for _ in range(job % 3):
            await asyncio.sleep(0)
        try:
            res = compute(job)
            results.append((job, res))
        except UnluckyError as e:
            res = e
        stats.record(name, job, res)
        queue.task_done()
async def main():
    queue = asyncio.Queue()
    results, stats = [], Stats()
    workers = [asyncio.create_task(worker(f'w{i}', queue, results, stats)) for i in range(3)]
    for job in range(1, 10):
        await queue.put(job)
    for _ in workers:
        await queue.put(None)
    await queue.join()
    await asyncio.gather(*workers)
    print('processed', sum(len(v) for v in stats.done.values()))
    print('ok', sorted(results))
    print('failed', stats.failed)
    print('sum of squares', sum(v for _, v in results))
    print('workers used', len(stats.done) <= 3, 'failed jobs', [j for j, _ in stats.failed])
asyncio.run(main())
