import asyncio


async def job(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(f'{name} failed')
    return name


def names(tasks):
    return sorted(t.get_name() for t in tasks)


async def main():
    tasks = [asyncio.create_task(job(n, d), name=n) for n, d in [('fast', 0), ('slow', 0.05)]]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print('first completed:', names(done), names(pending))
    done, pending = await asyncio.wait(pending)
    print('all completed:', names(done), names(pending), [t.result() for t in done])

    tasks = [asyncio.create_task(job('bad', 0, fail=True), name='bad'),
             asyncio.create_task(job('late', 0.05), name='late')]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    print('first exception:', names(done), names(pending))
    print(repr(next(iter(done)).exception()))
    for t in pending:
        t.cancel()
    await asyncio.wait(pending)
    print('cancelled:', [t.cancelled() for t in pending])

    tasks = [asyncio.create_task(job('never', 1), name='never')]
    done, pending = await asyncio.wait(tasks, timeout=0.01)
    print('timeout:', names(done), names(pending))
    tasks[0].cancel()

    results = []
    for next_done in asyncio.as_completed([job('b', 0.02), job('a', 0)]):
        results.append(await next_done)
    print('as_completed:', results)
    print(asyncio.FIRST_COMPLETED, asyncio.FIRST_EXCEPTION, asyncio.ALL_COMPLETED)


asyncio.run(main())
