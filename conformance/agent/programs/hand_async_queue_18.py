# Worker pool over an asyncio.Queue fetching pages, with a timeout per fetch.
import asyncio
import json

URLS = ["https://api.example.com/status", "https://flaky.example.com/q",
        "https://slow.example.com/z", "https://api.example.com/nope",
        "https://news.example.com/", "https://flaky.example.com/q"]


async def worker(name, queue, results):
    while True:
        index, url = await queue.get()
        try:
            body = await asyncio.wait_for(fetch_page(url), timeout=5)
            results[index] = ("ok", len(body))
        except (ConnectionError, TimeoutError) as exc:
            results[index] = ("retryable", type(exc).__name__)
        except LookupError as exc:
            results[index] = ("missing", str(exc))
        finally:
            queue.task_done()


async def main():
    queue = asyncio.Queue()
    results = {}
    for item in enumerate(URLS):
        queue.put_nowait(item)
    workers = [asyncio.create_task(worker(f"w{i}", queue, results)) for i in range(3)]
    await queue.join()
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print("workers:", [type(o).__name__ for o in outcome])
    for i in sorted(results):
        print(i, URLS[i].split("//")[1][:24], *results[i])
    retry = [URLS[i] for i, r in results.items() if r[0] == "retryable"]
    second = await asyncio.gather(*(fetch_page(u) for u in retry), return_exceptions=True)
    for url, r in zip(retry, second):
        print("retry", url, "->", r if isinstance(r, Exception) else json.loads(r).get("attempts"))
    sem = asyncio.Semaphore(2)

    async def limited(u):
        async with sem:
            return len(await fetch_page(u))
    print(await asyncio.gather(*(limited(u) for u in URLS[:1] + URLS[4:5])))


asyncio.run(main())
