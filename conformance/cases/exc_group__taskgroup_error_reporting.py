import asyncio

async def step(name, fail=None):
    await asyncio.sleep(0)
    if fail:
        raise fail(f"{name} failed")
    return name

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(step("a"))
            tg.create_task(step("b", ValueError))
            tg.create_task(step("c", KeyError))
    except* ValueError as eg:
        print("ValueErrors:", [str(e) for e in eg.exceptions])
    except* KeyError as eg:
        print("KeyErrors:", [str(e) for e in eg.exceptions])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(step("x", TypeError))
    except ExceptionGroup as eg:
        print(type(eg).__name__, eg.message, [type(e).__name__ for e in eg.exceptions])
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(step(n)) for n in "pqr"]
    print([t.result() for t in tasks])

asyncio.run(main())
