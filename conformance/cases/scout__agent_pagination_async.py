import asyncio
import json

PAGES = {None: {"items": [1, 2, 3], "next": "p2"}, "p2": {"items": [4, 5], "next": "p3"}, "p3": {"items": [6], "next": None}}

async def fetch_page(cursor):
    await asyncio.sleep(0)
    if cursor == "bad":
        raise ConnectionError("reset by peer")
    return json.dumps(PAGES[cursor])

async def fetch_all():
    cursor, out, pages = None, [], 0
    while True:
        page = json.loads(await fetch_page(cursor))
        out.extend(page["items"])
        pages += 1
        cursor = page["next"]
        if cursor is None:
            return out, pages

async def retry(coro_fn, *args, attempts=3):
    for i in range(attempts):
        try:
            return await coro_fn(*args)
        except ConnectionError as e:
            print(f"try {i + 1}: {e}")
    raise TimeoutError(f"{coro_fn.__name__} failed {attempts} times")

async def main():
    items, pages = await fetch_all()
    print(items, pages, sum(items))
    results = await asyncio.gather(retry(fetch_page, None), retry(fetch_page, "bad", attempts=2), return_exceptions=True)
    for r in results:
        print(type(r).__name__, str(r)[:40])
    await fetch_page("p9")

asyncio.run(main())
