from concurrent.futures import ThreadPoolExecutor

def parse_price(raw):
    if not raw.strip():
        raise ValueError("empty price")
    return round(float(raw.replace("$", "")), 2)

raw_prices = ["$12.50", "7", " ", "$3.999", "abc"]
with ThreadPoolExecutor(max_workers=2) as ex:
    futures = [ex.submit(parse_price, p) for p in raw_prices]

for raw, fut in zip(raw_prices, futures):
    try:
        print(repr(raw), "->", fut.result())
    except ValueError as exc:
        print(repr(raw), "failed:", exc)
    print("  exception():", type(fut.exception()).__name__ if fut.exception() else None)
