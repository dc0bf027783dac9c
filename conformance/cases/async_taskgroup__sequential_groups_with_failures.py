import asyncio

async def step(name, fail=None, delay=0):
    await asyncio.sleep(delay)
    if fail:
        raise fail(f"{name} failed")
    return name

async def main():
    for fail in (TypeError, ValueError, KeyError, TypeError):
        try:
            async with asyncio.TaskGroup() as tg:
                tg.create_task(step("only", fail))
            print("no error")
        except ExceptionGroup as eg:
            print("single:", [type(e).__name__ for e in eg.exceptions])
    for round_no, fail in enumerate((TypeError, ValueError, TypeError, KeyError)):
        try:
            async with asyncio.TaskGroup() as tg:
                tg.create_task(step(f"r{round_no}", fail))
                tg.create_task(step(f"slow{round_no}", delay=1))
            print(round_no, "no error")
        except ExceptionGroup as eg:
            print(round_no, [f"{type(e).__name__}: {e}" for e in eg.exceptions])
    await asyncio.sleep(0.01)
    print("still running after the groups")
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(step("late", ValueError, delay=0.01))
            await asyncio.sleep(1)
            print("never printed")
    except* ValueError as eg:
        print("body cancelled by the failure:", [str(e) for e in eg.exceptions])
    print(await asyncio.wait_for(step("after", delay=0.01), 1))

asyncio.run(main())
