"""Program shapes that spread sync tool calls over threads, as models parallelise them:
``ThreadPoolExecutor`` with ``submit``/``as_completed``/``map``/``wait``, ``threading.Thread``
workers with a ``Lock`` or a ``queue.Queue``, and ``asyncio.to_thread`` in async code. Output
is printed after the workers are done (sorted, or in input order), as a program must for
CPython's threads to print the same every time."""

from __future__ import annotations

import random

from .shaping import block, pick, sample


def pool_lookup(rng: random.Random) -> str:
    kind = pick(rng, "weather", "stock", "user")
    if kind == "weather":
        items = sample(rng, ["Paris", "Tokyo", "Oslo", "Lima", "Cairo", "Atlantis", "Gotham"],
                       3, 6)
        call, label, errors = "get_weather(item)", "city", "LookupError"
        show = "def describe(res):\n    return f\"{res['temp_c']}C {res['conditions']}\"\n"
    elif kind == "stock":
        items = sample(rng, ["ACME", "GLOBX", "INITech", "UMBR", "WAYNE", "ZZZZ"], 3, 5)
        call, label, errors = "get_stock_price(item)", "ticker", "KeyError"
        show = "def describe(res):\n    return f\"{res:.2f}\"\n"
    else:
        items = rng.sample([1, 2, 3, 4, 5, 9, 42], rng.randint(3, 5))
        call, label, errors = "get_user(item)", "user", "LookupError"
        show = "def describe(res):\n    return f\"{res['name']} ({res['team']})\"\n"
    workers = rng.choice([2, 4, 8, None])
    collect = pick(rng, "as_completed", "map_safe", "in_order", "wait")
    catch = pick(rng, "in_worker", "at_result")
    head = (f"# Look up each {label} in parallel with a thread pool, then report.\n"
            "from concurrent.futures import ThreadPoolExecutor, as_completed, wait\n\n"
            f"ITEMS = {items!r}\n\n")
    if catch == "in_worker":
        worker = block(f"""
            def fetch(item):
                try:
                    return item, {call}, None
                except {errors} as exc:
                    return item, None, f"{{type(exc).__name__}}: {{exc}}"
            """)
    else:
        worker = block(f"""
            def fetch(item):
                return item, {call}, None
            """)
    pool = (f"ThreadPoolExecutor(max_workers={workers})" if workers else "ThreadPoolExecutor()")
    if collect == "as_completed":
        run = block(f"""
            rows = []
            with {pool} as pool:
                futures = {{pool.submit(fetch, item): item for item in ITEMS}}
                for future in as_completed(futures):
                    item = futures[future]
                    try:
                        rows.append(future.result())
                    except {errors} as exc:
                        rows.append((item, None, f"{{type(exc).__name__}}: {{exc}}"))
            rows.sort(key=lambda r: str(r[0]))
            """)
    elif collect == "map_safe" and catch == "in_worker":
        run = block(f"""
            with {pool} as pool:
                rows = list(pool.map(fetch, ITEMS))
            """)
    elif collect == "wait":
        run = block(f"""
            with {pool} as pool:
                futures = [pool.submit(fetch, item) for item in ITEMS]
                done, not_done = wait(futures, timeout=10)
            print(f"done {{len(done)}}, pending {{len(not_done)}}")
            rows = []
            for item, future in zip(ITEMS, futures):
                if future.exception() is not None:
                    exc = future.exception()
                    rows.append((item, None, f"{{type(exc).__name__}}: {{exc}}"))
                else:
                    rows.append(future.result())
            """)
    else:
        run = block(f"""
            with {pool} as pool:
                futures = [pool.submit(fetch, item) for item in ITEMS]
            rows = []
            for item, future in zip(ITEMS, futures):
                try:
                    rows.append(future.result())
                except {errors} as exc:
                    rows.append((item, None, f"{{type(exc).__name__}}: {{exc}}"))
            """)
    report = block("""
        ok = 0
        for item, res, err in rows:
            if err:
                print(f"{item!s:<10} error  {err}")
            else:
                ok += 1
                print(f"{item!s:<10} {describe(res)}")
        print(f"{ok}/{len(ITEMS)} lookups succeeded")
        """)
    if rng.random() < 0.2:
        report += block("""
            if ok < len(ITEMS):
                raise RuntimeError(f"{len(ITEMS) - ok} lookup(s) failed")
            """)
    return head + show + "\n\n" + worker + "\n" + run + "\n" + report


def thread_fanout(rng: random.Random) -> str:
    skus = sample(rng, ["KB-1", "MS-2", "LP-3", "XX-404", "MN-4", "HP-5"], 3, 5)
    style = pick(rng, "threads_lock", "subclass", "queue_workers")
    head = ("# Fetch product details concurrently with threads and total the stock value.\n"
            "import threading\n" + ("import queue\n" if style == "queue_workers" else "")
            + f"\nSKUS = {skus!r}\n\n")
    if style == "threads_lock":
        body = block("""
            results = {}
            errors = {}
            lock = threading.Lock()

            def load(sku):
                try:
                    product = get_product(sku)
                except KeyError as exc:
                    with lock:
                        errors[sku] = f"unknown product {exc}"
                    return
                with lock:
                    results[sku] = product

            threads = [threading.Thread(target=load, args=(s,)) for s in SKUS]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            """)
    elif style == "subclass":
        body = block("""
            class Loader(threading.Thread):
                def __init__(self, sku):
                    super().__init__(name=f"loader-{sku}")
                    self.sku = sku
                    self.product = None
                    self.error = None

                def run(self):
                    try:
                        self.product = get_product(self.sku)
                    except KeyError as exc:
                        self.error = f"unknown product {exc}"

            loaders = [Loader(s) for s in SKUS]
            for t in loaders:
                t.start()
            for t in loaders:
                t.join()
            results = {t.sku: t.product for t in loaders if t.product is not None}
            errors = {t.sku: t.error for t in loaders if t.error}
            print("alive after join:", any(t.is_alive() for t in loaders))
            """)
    else:
        nworkers = rng.choice([2, 3])
        body = block(f"""
            jobs = queue.Queue()
            for s in SKUS:
                jobs.put(s)
            results = {{}}
            errors = {{}}
            lock = threading.Lock()

            def worker():
                while True:
                    try:
                        sku = jobs.get_nowait()
                    except queue.Empty:
                        return
                    try:
                        product = get_product(sku)
                        with lock:
                            results[sku] = product
                    except KeyError as exc:
                        with lock:
                            errors[sku] = f"unknown product {{exc}}"
                    finally:
                        jobs.task_done()

            workers = [threading.Thread(target=worker, daemon=True) for _ in range({nworkers})]
            for w in workers:
                w.start()
            jobs.join()
            print("queue drained:", jobs.empty())
            """)
    report = block("""
        total = 0.0
        for sku in sorted(results):
            p = results[sku]
            value = p["price"] * p["stock"]
            total += value
            print(f"{sku:<8} {p['name']:<14} {p['stock']:>4} x {p['price']:>7.2f} = {value:>9.2f}")
        for sku, why in sorted(errors.items()):
            print(f"{sku:<8} skipped: {why}")
        print(f"stock value: {total:,.2f} over {len(results)} product(s)")
        """)
    return head + body + "\n" + report


def async_to_thread(rng: random.Random) -> str:
    amounts = [round(rng.uniform(5, 500), 2) for _ in range(rng.randint(2, 4))]
    pairs = sample(rng, ["USD", "EUR", "GBP", "JPY"], 2, 4)
    style = pick(rng, "gather", "tasks")
    head = ("# Convert amounts with the (blocking) currency tool from async code.\n"
            "import asyncio\n\n"
            f"AMOUNTS = {amounts!r}\nCURRENCIES = {pairs!r}\n\n")
    if style == "gather":
        body = block("""
            async def convert(amount, ccy):
                try:
                    return ccy, await asyncio.to_thread(convert_currency, amount, "USD", ccy)
                except (KeyError, ValueError) as exc:
                    return ccy, f"failed ({type(exc).__name__})"

            async def main():
                out = {}
                for amount in AMOUNTS:
                    rows = await asyncio.gather(*(convert(amount, c) for c in CURRENCIES))
                    out[amount] = dict(rows)
                return out
            """)
    else:
        body = block("""
            async def convert(amount, ccy):
                return await asyncio.to_thread(convert_currency, amount, "USD", ccy)

            async def main():
                out = {}
                for amount in AMOUNTS:
                    tasks = {c: asyncio.create_task(convert(amount, c)) for c in CURRENCIES}
                    await asyncio.wait(tasks.values())
                    row = {}
                    for c, t in tasks.items():
                        exc = t.exception()
                        row[c] = f"failed ({type(exc).__name__})" if exc else t.result()
                    out[amount] = row
                return out
            """)
    report = block("""
        for amount, row in asyncio.run(main()).items():
            cells = ", ".join(f"{c}={v:.2f}" if isinstance(v, float) else f"{c}={v}"
                              for c, v in row.items())
            print(f"{amount:>8.2f} USD -> {cells}")
        """)
    return head + body + "\n" + report
