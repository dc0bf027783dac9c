# Fetch several endpoints with a bounded retry loop and a backoff schedule.
import json

URLS = ['https://flaky.example.com/a', 'https://slow.example.com/x']
MAX_ATTEMPTS = 2
log = []

def backoff(attempt, base=0.5, cap=4.0):
    return min(cap, base * 2 ** (attempt - 1))

def fetch_with_retry(url):
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            return fetch_url(url)
        except (ConnectionError, TimeoutError) as exc:
            log.append(f"{url}: {type(exc).__name__} on try {attempt}, "
                       f"waiting {backoff(attempt)}s")
    raise ConnectionError(f"gave up on {url} after {MAX_ATTEMPTS} attempts")

results = {}
for url in URLS:
    try:
        body = fetch_with_retry(url)
    except LookupError as exc:
        print("not found:", exc)
        results[url] = None
        continue
    except (ConnectionError, TimeoutError) as exc:
        print("failed:", exc)
        results[url] = None
        continue
    data = json.loads(body)
    results[url] = data
    print(url.split("/")[-1] or url, "->", sorted(data))

for line in log:
    print(" ", line)
failed = [u for u, r in results.items() if r is None]
if failed:
    raise RuntimeError(f"{len(failed)} url(s) failed: {failed[0]}")
