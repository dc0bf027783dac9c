import asyncio

def validate(records):
    errors = []
    for i, r in enumerate(records):
        if not isinstance(r.get("age"), int):
            errors.append(TypeError(f"record {i}: age must be int"))
        elif r["age"] < 0:
            errors.append(ValueError(f"record {i}: negative age"))
        if "name" not in r:
            errors.append(KeyError(f"record {i}: name"))
    if errors:
        raise ExceptionGroup("invalid records", errors)

recs = [{"name": "a", "age": 3}, {"age": -1}, {"name": "c", "age": "x"}]
try:
    validate(recs)
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions])
except* TypeError as eg:
    print("types:", [str(e) for e in eg.exceptions])
except* KeyError as eg:
    print("keys:", eg.exceptions, eg.message)

try:
    validate(recs)
except ExceptionGroup as eg:
    print(len(eg.exceptions), eg)
    vals, rest = eg.split(ValueError)
    print(vals.exceptions, rest.exceptions if rest else None)
    print(eg.subgroup(lambda e: isinstance(e, KeyError)))

async def worker(n):
    # n=0 finishes at once, n=1 fails, the others are still asleep when the group cancels
    await asyncio.sleep({0: 0, 1: 0.001}.get(n, 5))
    if n % 2:
        raise ValueError(f"odd {n}")
    return n

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            ts = [tg.create_task(worker(n)) for n in range(4)]
    except* ValueError as eg:
        print("taskgroup:", sorted(str(e) for e in eg.exceptions))
    return [t for t in ts if not t.cancelled() and t.done() and t.exception() is None]

ok = asyncio.run(main())
print([t.result() for t in ok])

try:
    raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2)])])
except* TypeError as eg:
    print("nested:", repr(eg))
except* ValueError:
    print("value")
raise ExceptionGroup("final", [RuntimeError("boom")])
