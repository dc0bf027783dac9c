from concurrent.futures import ThreadPoolExecutor, as_completed

PAGES = {"home": 120, "about": 45, "blog": 310, "contact": 12}

def fetch(name):
    size = PAGES[name]
    return {"page": name, "bytes": size, "words": size // 5}

results = []
with ThreadPoolExecutor(max_workers=4) as executor:
    futures = {executor.submit(fetch, name): name for name in PAGES}
    for future in as_completed(futures):
        name = futures[future]
        data = future.result()
        results.append(data)

for row in sorted(results, key=lambda r: r["bytes"], reverse=True):
    print(f"{row['page']:<8} {row['bytes']:>5} bytes {row['words']:>3} words")
print("total:", sum(r["bytes"] for r in results))
